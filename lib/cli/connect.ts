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

