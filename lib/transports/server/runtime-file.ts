import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

// Who holds the embedded data folder (see data-dir-lock.ts), written by the holder only: which command,
// its pid, its address and, once its database is ready, the address of that database's socket, so the
// operators' CLIs (npm run keys) reach the same database instead of opening the files twice.

export interface RuntimeInfo {
  pid: number;
  /** "npm start", or the operator CLI that opened the folder itself. */
  command: string;
  /** Where the app answers (npm start only). */
  url?: string;
  /** The embedded database's socket, once it is migrated and ready. */
  databaseUrl?: string;
}

const runtimeFile = (dataDir: string) => path.join(dataDir, "runtime.json");

export function writeRuntimeFile(dataDir: string, info: RuntimeInfo): void {
  writeFileSync(runtimeFile(dataDir), JSON.stringify(info), { mode: 0o600 });
}

/** Removes the runtime file only when this process wrote it: a second start must never delete the running one's. */
export function removeOwnRuntimeFile(dataDir: string): void {
  if (readRuntimeFile(dataDir)?.pid === process.pid) rmSync(runtimeFile(dataDir), { force: true });
}

export function readRuntimeFile(dataDir: string): RuntimeInfo | null {
  const file = runtimeFile(dataDir);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as RuntimeInfo;
  } catch {
    return null;
  }
}

export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
