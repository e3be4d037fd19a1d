import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// SQL that Prisma's query API cannot say is written with the typed builder of lib/core/db/sql.ts
// (`sqlOf(db)`), checked against prisma/schema.prisma. A Prisma raw call ($queryRaw, $executeRaw and
// their Unsafe forms), whose columns and result type nothing checks, stands only in the files below,
// each with the reason it must.

const ROOT = path.resolve(import.meta.dirname, "../..");

const ALLOWED: Record<string, string> = {
  "lib/core/db/sql.ts": "the typed builder's driver: every compiled statement runs through $queryRawUnsafe/$executeRawUnsafe of the given client",
  "lib/core/db/scoped-transaction.ts": "SAVEPOINT / RELEASE / ROLLBACK TO: transaction control with a generated name, no rows",
  "lib/domains/documents/storage.ts": "file bytes: bytea in parts, kept off the builder on purpose (memory; see the file)",
};

const RAW_CALL = /\$(queryRaw|executeRaw)(Unsafe)?\b/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return full.endsWith(path.join("lib", "generated")) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const withRawCalls = ["lib", "app"]
  .flatMap((folder) => sourceFiles(path.join(ROOT, folder)))
  .filter((file) => RAW_CALL.test(readFileSync(file, "utf8")))
  .map((file) => path.relative(ROOT, file).split(path.sep).join("/"))
  .sort();

describe("raw SQL", () => {
  it("is called only from the allow-listed files", () => {
    const unlisted = withRawCalls.filter((file) => !(file in ALLOWED));
    expect(unlisted, "write these with sqlOf(db) from lib/core/db/sql.ts, or list the file here with why it cannot").toEqual([]);
  });

  it("lists no file that has no raw call any more", () => {
    expect(Object.keys(ALLOWED).filter((file) => !withRawCalls.includes(file))).toEqual([]);
  });

  it("gives a reason for each listed file", () => {
    for (const [file, reason] of Object.entries(ALLOWED)) expect(reason.length, file).toBeGreaterThan(20);
  });
});
