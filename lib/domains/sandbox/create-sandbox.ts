import { randomUUID } from "node:crypto";
import { database } from "@/lib/core/db";
import { sql, sqlOf } from "@/lib/core/db/sql";
import type { Transaction } from "@/lib/kernel/idempotency";
import { simulatedValidationCode, type InvoiceTypeCode } from "@/lib/domains/invoices/series";

// A sandbox (test mode) is a company row of its own, linked to the live company it copies
// (`sandboxOfCompanyId`) and marked `livemode = false`. Being a company, every query scoped by
// companyId — that is, every operation — keeps it apart from the live books without a special case.
// It starts as a copy of the company's profile and settings, its clients, its catalogue and its
// coded invoice series (renumbered from 1, with the sandbox's own validation codes): never documents,
// payments, bank movements, members, keys, webhooks or seals.

/** Company columns that are not copied: the row's identity and the test-mode link. */
type CopiedProfile = Record<string, unknown>;

function profileOf(live: Record<string, unknown>): CopiedProfile {
  const { id: _id, createdAt: _createdAt, livemode: _livemode, sandboxOfCompanyId: _sandboxOf, ...profile } = live;
  return profile;
}

/** The tables copied whole from the live company, row for row (each row with a new id). */
const COPIED_TABLES = ["Client", "CatalogItem"] as const;

/**
 * Copies a table's rows of one company to another inside the database (`INSERT … SELECT`): a company's
 * clients and catalogue never travel through this process, so a copy of 50 000 clients takes one
 * statement, not 50 000 rows read and written back. The columns are read from the table itself, so a
 * column added later is copied too.
 */
async function copyCompanyRows(tx: Transaction, table: (typeof COPIED_TABLES)[number], fromCompanyId: string, toCompanyId: string): Promise<void> {
  // The catalogue (information_schema) and a column list known only at run time: written as SQL, run through the typed layer.
  const { rows: columns } = await sql<{ column_name: string }>`SELECT column_name::text AS column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table}`.execute(sqlOf(tx));
  const copied = sql.join(columns.map((column) => column.column_name).filter((column) => column !== "id" && column !== "companyId").map((column) => sql.id(column)));
  // Table and column names come from the schema (a fixed list and information_schema), never from input; sql.id quotes them.
  await sql`INSERT INTO ${sql.id(table)} ("id", "companyId", ${copied}) SELECT gen_random_uuid()::text, ${toCompanyId}, ${copied} FROM ${sql.id(table)} WHERE "companyId" = ${fromCompanyId}`.execute(sqlOf(tx));
}

/** Time allowed to the transaction that empties and refills a sandbox (Prisma's default is 5 s). */
export const SANDBOX_TRANSACTION = { timeout: 120_000, maxWait: 10_000 } as const;

/**
 * Writes the sandbox of `liveCompanyId` inside `tx`, with the given id (a reset recreates it under
 * the same id, so a request authenticated a moment before still finds its company).
 */
export async function writeSandbox(tx: Transaction, liveCompanyId: string, sandboxId: string): Promise<void> {
  const live = await tx.company.findUniqueOrThrow({ where: { id: liveCompanyId } });
  if (!live.livemode) throw new Error("a sandbox has no sandbox of its own");
  await tx.company.create({ data: { ...(profileOf(live) as typeof live), id: sandboxId, livemode: false, sandboxOfCompanyId: liveCompanyId } });
  for (const table of COPIED_TABLES) await copyCompanyRows(tx, table, liveCompanyId, sandboxId);
  const series = await tx.invoiceSeries.findMany({ where: { companyId: liveCompanyId, code: { not: "" } }, select: { type: true, year: true, code: true } });
  await tx.invoiceSeries.createMany({
    data: series.map((each) => ({ ...each, id: randomUUID(), companyId: sandboxId, validationCode: simulatedValidationCode(sandboxId, each.type as InvoiceTypeCode, each.year, each.code) })),
  });
}

/** The sandbox's id, creating the sandbox on first use. Two first uses at once: one creates it, the other reads it. */
export async function sandboxCompanyIdOf(liveCompanyId: string): Promise<string> {
  const db = database();
  const existing = await db.company.findUnique({ where: { sandboxOfCompanyId: liveCompanyId }, select: { id: true } });
  if (existing) return existing.id;
  const sandboxId = `sbx_${randomUUID()}`;
  try {
    await db.$transaction((tx) => writeSandbox(tx, liveCompanyId, sandboxId), SANDBOX_TRANSACTION);
    return sandboxId;
  } catch (error) {
    if ((error as { code?: string }).code !== "P2002") throw error;
    const winner = await db.company.findUniqueOrThrow({ where: { sandboxOfCompanyId: liveCompanyId }, select: { id: true } });
    return winner.id;
  }
}
