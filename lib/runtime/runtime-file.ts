import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

// While `npm start` runs the embedded database, the address of its socket is written here so the
// operators' CLIs (npm run keys) can reach the same database instead of opening the files twice.

interface RuntimeInfo {
  pid: number;
  databaseUrl: string;
}

export function writeRuntimeFile(dataDir: string, info: RuntimeInfo): void {
  writeFileSync(path.join(dataDir, "runtime.json"), JSON.stringify(info), { mode: 0o600 });
}

export function removeRuntimeFile(dataDir: string): void {
  rmSync(path.join(dataDir, "runtime.json"), { force: true });
}

/** The running embedded database's URL, or null when no live `npm start` owns the data folder. */
export function runningEmbeddedDatabaseUrl(dataDir: string): string | null {
  const file = path.join(dataDir, "runtime.json");
  if (!existsSync(file)) return null;
  try {
    const info = JSON.parse(readFileSync(file, "utf8")) as RuntimeInfo;
    process.kill(info.pid, 0);
    return info.databaseUrl;
  } catch {
    return null;
  }
}
