import path from "node:path";
import { database, type Database } from "@/lib/core/db";
import { DataDirInUseError, lockDataDir, type DataDirLock } from "@/lib/transports/server/data-dir-lock";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "@/lib/transports/server/embedded-database";
import { applyMigrations } from "@/lib/transports/server/migrate";

/**
 * The operators' CLIs' database: DATABASE_URL, or the embedded one under .data/. While `npm start`
 * holds that folder, its database is reached through its socket; the files are opened here only
 * under the folder's lock (data-dir-lock.ts), never beside another process that has them open.
 */
export async function connect(command = `npm run ${path.basename(process.argv[1] ?? "cli", ".ts")}`): Promise<{ db: Database; embedded?: EmbeddedDatabase; lock?: DataDirLock }> {
  if (process.env.DATABASE_URL) return { db: database() };
  const dataDir = path.resolve(process.env.CONTABILISTA_DATA_DIR ?? ".data");
  let lock: DataDirLock;
  try {
    lock = await lockDataDir(dataDir, { command });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    const running = error.holder?.databaseUrl;
    if (!running) {
      const holder = error.holder ? `\`${error.holder.command}\` (pid ${error.holder.pid})` : "another process";
      throw new Error(`The data folder ${dataDir} is held by ${holder}, which has not opened its database to others yet: try again once it has started.`);
    }
    process.env.DATABASE_URL = running;
    process.env.DATABASE_POOL_MAX = "1";
    return { db: database() };
  }
  try {
    const embedded = await startEmbeddedDatabase(dataDir);
    await applyMigrations(embedded.url);
    lock.publish({ databaseUrl: embedded.url });
    process.env.DATABASE_URL = embedded.url;
    process.env.DATABASE_POOL_MAX = "1";
    return { db: database(), embedded, lock };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** Runs one CLI command against that database: its error message (never a stack) and exit code 1 on failure. */
export async function runCommand(command: (db: Database, args: string[]) => Promise<void>): Promise<void> {
  let connection: Awaited<ReturnType<typeof connect>>;
  try {
    connection = await connect();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
    return;
  }
  const { db, embedded, lock } = connection;
  try {
    await command(db, process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await db.$disconnect();
    await embedded?.stop();
    await lock?.release();
  }
}

/** A company named by id or NIF. */
export async function companyByReference(db: Database, reference: string): Promise<{ id: string; name: string }> {
  const company = await db.company.findFirst({ where: { livemode: true, OR: [{ id: reference }, { nif: reference }] }, select: { id: true, name: true } });
  if (!company) throw new Error(`No company with id or NIF '${reference}'`);
  return company;
}
