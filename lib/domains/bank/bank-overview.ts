import { z } from "zod";
import { database } from "@/lib/core/db";
import { formatEuros } from "@/lib/core/money";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { decodeCursor, keysetAfter, keysetOrderBy, pageInput, pageOf, pageOutput, newestFirst } from "@/lib/kernel/pagination";
import { calendarDateField } from "@/lib/core/schemas";
import { dayRange } from "@/lib/core/dates";
import { MOVEMENT_STATUSES, type MovementReceipt, type MovementRow, type MovementTargets, movementSchema, movementView, receiptDisplaysOf } from "./movement-view";

/**
 * What movements point to: labels for their invoices and documents (invoice number and client, or
 * supplier), and for each matched movement the receipts its payment issued, found by the numbers its
 * reasons name; an annulled receipt (the match undone) is not one of them.
 */
export async function movementTargets(companyId: string, rows: MovementRow[]): Promise<MovementTargets> {
  const db = database();
  const invoiceIds = rows.map((row) => row.invoiceId).filter((id): id is string => Boolean(id));
  const documentIds = rows.map((row) => row.documentId).filter((id): id is string => Boolean(id));
  const receiptDisplays = [...new Set(rows.filter((row) => row.status === "matched").flatMap((row) => receiptDisplaysOf(row.reasons)))];
  const [invoices, documents, receiptRows] = await Promise.all([
    invoiceIds.length ? db.invoice.findMany({ where: { companyId, id: { in: invoiceIds } }, select: { id: true, display: true, clientName: true } }) : [],
    documentIds.length ? db.expenseDocument.findMany({ where: { companyId, id: { in: documentIds } }, select: { id: true, supplierName: true, fileName: true } }) : [],
    receiptDisplays.length
      ? db.receipt.findMany({ where: { companyId, display: { in: receiptDisplays }, annulledAt: null }, select: { id: true, display: true, invoiceId: true, amountCents: true, invoice: { select: { display: true } } } })
      : [],
  ]);
  const byDisplay = new Map(receiptRows.map((receipt) => [receipt.display, { id: receipt.id, display: receipt.display, invoiceId: receipt.invoiceId, invoiceDisplay: receipt.invoice.display, amountCents: receipt.amountCents, amount: formatEuros(receipt.amountCents) }] as const));
  const receipts = new Map<string, MovementReceipt[]>();
  for (const row of rows) {
    if (row.status !== "matched") continue;
    receipts.set(row.id, receiptDisplaysOf(row.reasons).flatMap((display) => byDisplay.get(display) ?? []));
  }
  return {
    labels: new Map([
      ...invoices.map((invoice) => [invoice.id, `${invoice.display} · ${invoice.clientName}`] as const),
      ...documents.map((document) => [document.id, document.supplierName ?? document.fileName] as const),
    ]),
    receipts,
  };
}

const ORDER = newestFirst("date");

export const getBankOverview = defineOperation({
  name: "get_bank_overview",
  title: "Bank overview",
  description:
    "Returns the default bank account (bank, IBAN), its balance, how many movements are in each reconciliation status, and the movements, latest first, 25 per page by default (at most 200; pass `nextCursor` back as `cursor` for the next page; optionally only one status: unmatched, suggested, matched, ignored, a date range `startDate`/`endDate`, or text in the description `q`) with the matched or suggested invoice/document, score and reasons. Use status=suggested to review suggestions before accept_bank_suggestions, and status=unmatched to find what still needs a person.",
  scope: "read",
  http: { method: "GET", path: "/bank/overview" },
  input: z.object({
    status: z.enum(MOVEMENT_STATUSES).optional().describe("Only movements with this status."),
    startDate: calendarDateField.optional().describe("Only movements on or after this date (YYYY-MM-DD)."),
    endDate: calendarDateField.optional().describe("Only movements on or before this date (YYYY-MM-DD)."),
    q: z.string().trim().min(1).max(200).optional().describe("Only movements whose description contains this text (case ignored).").meta({ examples: ["lusitana"] }),
    ...pageInput(25, "movements"),
  }),
  output: z.object({
    banco: z.string(),
    iban: z.string(),
    saldo: z.string().describe("Balance: the latest balance the bank reported, else the sum of the movements."),
    saldoCents: z.number().int(),
    counts: z.object({ unmatched: z.number().int(), suggested: z.number().int(), matched: z.number().int(), ignored: z.number().int() }),
    movimentos: z.array(movementSchema),
    ...pageOutput,
  }),
  hints: HINTS.readOnly,
  async run(context, input) {
    const db = database();
    const account = await db.bankAccount.findFirst({ where: { companyId: context.companyId, isDefault: true }, orderBy: { createdAt: "asc" } });
    const [counts, rows, reported, sum] = await Promise.all([
      db.bankMovement.groupBy({ by: ["status"], where: { companyId: context.companyId }, _count: { _all: true } }),
      db.bankMovement.findMany({
        where: {
          companyId: context.companyId,
          ...(input.status ? { status: input.status } : {}),
          ...(input.startDate || input.endDate ? { date: dayRange(input.startDate, input.endDate) } : {}),
          ...(input.q ? { description: { contains: input.q, mode: "insensitive" as const } } : {}),
          ...(input.cursor ? keysetAfter(ORDER, decodeCursor("bank_movements", input.cursor, ORDER)) : {}),
        },
        orderBy: keysetOrderBy(ORDER),
        take: input.limit + 1,
      }),
      db.bankMovement.findFirst({ where: { companyId: context.companyId, balanceCents: { not: null } }, orderBy: [{ date: "desc" }, { createdAt: "desc" }], select: { balanceCents: true } }),
      db.bankMovement.aggregate({ where: { companyId: context.companyId }, _sum: { amountCents: true } }),
    ]);
    const balance = reported?.balanceCents ?? sum._sum.amountCents ?? 0;
    const byStatus = Object.fromEntries(counts.map((count) => [count.status, count._count._all]));
    const page = pageOf("bank_movements", rows, input.limit, ORDER);
    const targets = await movementTargets(context.companyId, page.rows);
    return {
      banco: account?.bankName ?? "Sem conta bancária",
      iban: account?.iban ?? "",
      saldo: formatEuros(balance),
      saldoCents: balance,
      counts: { unmatched: byStatus.unmatched ?? 0, suggested: byStatus.suggested ?? 0, matched: byStatus.matched ?? 0, ignored: byStatus.ignored ?? 0 },
      movimentos: page.rows.map((row) => movementView(row, targets)),
      nextCursor: page.nextCursor,
      hasMore: page.hasMore,
    };
  },
});
