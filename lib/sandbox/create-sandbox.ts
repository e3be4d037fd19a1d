import { randomUUID } from "node:crypto";
import { database } from "@/lib/db";
import type { Transaction } from "@/lib/idempotency";
import { simulatedValidationCode, type InvoiceTypeCode } from "@/lib/invoices/series";

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

/**
 * Writes the sandbox of `liveCompanyId` inside `tx`, with the given id (a reset recreates it under
 * the same id, so a request authenticated a moment before still finds its company).
 */
export async function writeSandbox(tx: Transaction, liveCompanyId: string, sandboxId: string): Promise<void> {
  const live = await tx.company.findUniqueOrThrow({ where: { id: liveCompanyId } });
  if (!live.livemode) throw new Error("a sandbox has no sandbox of its own");
  await tx.company.create({ data: { ...(profileOf(live) as typeof live), id: sandboxId, livemode: false, sandboxOfCompanyId: liveCompanyId } });
  const [clients, items, series] = await Promise.all([
    tx.client.findMany({ where: { companyId: liveCompanyId } }),
    tx.catalogItem.findMany({ where: { companyId: liveCompanyId } }),
    tx.invoiceSeries.findMany({ where: { companyId: liveCompanyId, code: { not: "" } }, select: { type: true, year: true, code: true } }),
  ]);
  await tx.client.createMany({ data: clients.map(({ id: _id, ...client }) => ({ ...client, id: randomUUID(), companyId: sandboxId })) });
  await tx.catalogItem.createMany({ data: items.map(({ id: _id, ...item }) => ({ ...item, id: randomUUID(), companyId: sandboxId })) });
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
    await db.$transaction((tx) => writeSandbox(tx, liveCompanyId, sandboxId));
    return sandboxId;
  } catch (error) {
    if ((error as { code?: string }).code !== "P2002") throw error;
    const winner = await db.company.findUniqueOrThrow({ where: { sandboxOfCompanyId: liveCompanyId }, select: { id: true } });
    return winner.id;
  }
}
