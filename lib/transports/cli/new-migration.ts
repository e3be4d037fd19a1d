import { execFile, execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { startEmbeddedDatabase } from "@/lib/transports/server/embedded-database";
import { applyMigrations } from "@/lib/transports/server/migrate";

// `npm run db:migration -- <name>`: writes prisma/migrations/<timestamp>_<name>/migration.sql with
// the SQL from the schema as committed alongside the latest migration to prisma/schema.prisma.
// (`prisma migrate dev` needs the native engine, unavailable here, and `migrate diff` cannot read a
// live database through a driver adapter.) Convention: commit each migration with its schema change.
// The new migration is then applied, with all earlier ones, to a throwaway embedded database.

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("usage: npm run db:migration -- <snake_case_name>");
  process.exit(1);
}

const scratch = mkdtempSync(path.join(tmpdir(), "ctb-migration-"));
const embedded = await startEmbeddedDatabase(scratch);
try {
  // The JS schema engine connects through its adapter even to compare two schema files.
  const env = { ...process.env, DATABASE_URL: embedded.url, CHECKPOINT_DISABLE: "1", PRISMA_HIDE_UPDATE_MESSAGE: "1" };
  const lastMigrationCommit = execFileSync("git", ["log", "-1", "--format=%H", "--", "prisma/migrations"], { encoding: "utf8" }).trim();
  const previousSchema = path.join(scratch, "previous.prisma");
  writeFileSync(previousSchema, lastMigrationCommit ? execFileSync("git", ["show", `${lastMigrationCommit}:prisma/schema.prisma`], { encoding: "utf8" }) : "");
  const prisma = path.join(process.cwd(), "node_modules", ".bin", "prisma");
  const from = lastMigrationCommit ? ["--from-schema-datamodel", previousSchema] : ["--from-empty"];
  // Asynchronous on purpose: the embedded database answers from this process's event loop.
  const { stdout: sql } = await promisify(execFile)(prisma, ["migrate", "diff", ...from, "--to-schema-datamodel", "prisma/schema.prisma", "--script"], { env, encoding: "utf8" });
  if (/empty migration/i.test(sql)) {
    console.log("prisma/schema.prisma matches the latest migration: nothing to write.");
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const directory = path.join("prisma", "migrations", `${stamp}_${name}`);
    mkdirSync(directory, { recursive: true });
    writeFileSync(path.join(directory, "migration.sql"), sql);
    await applyMigrations(embedded.url);
    console.log(`Wrote ${directory}/migration.sql and applied every migration to a scratch database. Read it, then commit it with the schema.`);
  }
} finally {
  await embedded.stop();
  rmSync(scratch, { recursive: true, force: true });
}
