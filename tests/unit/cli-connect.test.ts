import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { connect } from "@/lib/transports/cli/connect";
import { lockDataDir } from "@/lib/transports/server/data-dir-lock";

// The operator CLI never opens the embedded database's files beside the process that holds them: it
// uses that process's database through its socket, or refuses while there is none yet.

describe("the operator CLI beside a running npm start", () => {
  let dataDir: string;
  const saved = { ...process.env };
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "ctb-cli-"));
    process.env.CONTABILISTA_DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
  });
  afterEach(() => {
    process.env = { ...saved };
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses, naming the holder, while the start has not opened its database to others", async () => {
    const start = await lockDataDir(dataDir, { command: "npm start", url: "http://localhost:3000" });
    await expect(connect("npm run keys")).rejects.toThrow(`held by \`npm start\` (pid ${process.pid}), which has not opened its database to others yet`);
    expect(process.env.DATABASE_URL).toBeUndefined();
    await start.release();
  });

  it("uses the running start's database through its socket once published", async () => {
    const start = await lockDataDir(dataDir, { command: "npm start", url: "http://localhost:3000" });
    start.publish({ databaseUrl: "postgresql://postgres:postgres@127.0.0.1:54999/postgres?sslmode=disable" });
    const connection = await connect("npm run keys");
    expect(connection.embedded).toBeUndefined();
    expect(connection.lock).toBeUndefined();
    expect(process.env.DATABASE_URL).toBe("postgresql://postgres:postgres@127.0.0.1:54999/postgres?sslmode=disable");
    await connection.db.$disconnect();
    await start.release();
  });
});
