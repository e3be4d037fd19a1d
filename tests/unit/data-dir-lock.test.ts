import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "@/lib/transports/server/data-dir-lock";
import { readRuntimeFile } from "@/lib/transports/server/runtime-file";

// The embedded database's folder is opened by one process at a time (two `npm start` in one folder
// opened the same PGlite files twice). lockDataDir is what start.ts and the operator CLI call first.

const folders: string[] = [];
const newFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), "ctb-lock-"));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A pid that certainly belongs to no running process: one that has just exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ["-e", ""]).pid!;
}

describe("the embedded data folder's lock", () => {
  it("refuses a second holder, naming the first one's address and pid, and leaves its runtime file alone", async () => {
    const dataDir = newFolder();
    const first = await lockDataDir(dataDir, { command: "npm start", url: "http://localhost:3000" });
    first.publish({ databaseUrl: "postgresql://127.0.0.1:5555/postgres" });
    const runtimeBefore = readFileSync(path.join(dataDir, "runtime.json"), "utf8");

    const second = await lockDataDir(dataDir, { command: "npm start", url: "http://localhost:3001" }).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(DataDirInUseError);
    expect((second as Error).message).toContain(`already running at http://localhost:3000 (pid ${process.pid})`);
    expect((second as DataDirInUseError).holder?.databaseUrl).toBe("postgresql://127.0.0.1:5555/postgres");
    expect(readFileSync(path.join(dataDir, "runtime.json"), "utf8")).toBe(runtimeBefore);

    await first.release();
    expect(existsSync(path.join(dataDir, "runtime.json"))).toBe(false);
    const third = await lockDataDir(dataDir, { command: "npm run keys" });
    expect(readRuntimeFile(dataDir)).toEqual({ pid: process.pid, command: "npm run keys" });
    await third.release();
  });

  it("names an operator CLI that holds the folder", async () => {
    const dataDir = newFolder();
    const cli = await lockDataDir(dataDir, { command: "npm run keys" });
    await expect(lockDataDir(dataDir, { command: "npm start", url: "http://localhost:3000" })).rejects.toThrow(`in use by \`npm run keys\` (pid ${process.pid})`);
    await cli.release();
  });

  it("takes over the lock of a holder that was killed without releasing it, once that lock is stale", async () => {
    const dataDir = newFolder();
    // What `kill -9` leaves: the lock directory and a runtime file naming a process that is gone.
    mkdirSync(path.join(dataDir, "server.lock"));
    writeFileSync(path.join(dataDir, "runtime.json"), JSON.stringify({ pid: deadPid(), command: "npm start", url: "http://localhost:3000" }));
    const startedAt = Date.now();
    const lock = await lockDataDir(dataDir, { command: "npm start", url: "http://localhost:3000" }, { staleMs: 2_000 });
    expect(Date.now() - startedAt).toBeLessThan(6_000);
    expect(readRuntimeFile(dataDir)?.pid).toBe(process.pid);
    await lock.release();

    // Already stale (not refreshed for longer than staleMs): taken at once.
    mkdirSync(path.join(dataDir, "server.lock"));
    const old = new Date(Date.now() - 60_000);
    utimesSync(path.join(dataDir, "server.lock"), old, old);
    const again = await lockDataDir(dataDir, { command: "npm start" }, { staleMs: 2_000 });
    await again.release();
  }, 15_000);
});
