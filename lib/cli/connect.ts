import path from "node:path";
import { database, type Database } from "@/lib/db";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "@/lib/runtime/embedded-database";
import { applyMigrations } from "@/lib/runtime/migrate";
import { runningEmbeddedDatabaseUrl } from "@/lib/runtime/runtime-file";

/** The operators' CLIs' database: DATABASE_URL, or the embedded one under .data/ (the running npm start's, if any). */
export async function connect(): Promise<{ db: Database; embedded?: EmbeddedDatabase }> {
  if (process.env.DATABASE_URL) return { db: database() };
  const dataDir = path.resolve(process.env.CONTABILISTA_DATA_DIR ?? ".data");
  const running = runningEmbeddedDatabaseUrl(dataDir);
  if (running) {
    process.env.DATABASE_URL = running;
    process.env.DATABASE_POOL_MAX = "1";
    return { db: database() };
  }
  const embedded = await startEmbeddedDatabase(dataDir);
  await applyMigrations(embedded.url);
  process.env.DATABASE_URL = embedded.url;
  process.env.DATABASE_POOL_MAX = "1";
  return { db: database(), embedded };
}


/** Runs one CLI command against that database: its error message (never a stack) and exit code 1 on failure. */
export async function runCommand(command: (db: Database, args: string[]) => Promise<void>): Promise<void> {
  const { db, embedded } = await connect();
  try {
    await command(db, process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await db.$disconnect();
    await embedded?.stop();
  }
}

/** A company named by id or NIF. */
export async function companyByReference(db: Database, reference: string): Promise<{ id: string; name: string }> {
  const company = await db.company.findFirst({ where: { OR: [{ id: reference }, { nif: reference }] }, select: { id: true, name: true } });
  if (!company) throw new Error(`No company with id or NIF '${reference}'`);
  return company;
}
