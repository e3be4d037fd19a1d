import { z } from "zod";
import { database } from "@/lib/core/db";
import { toUtcDate } from "@/lib/core/dates";
import type { Period } from "./book-documents";

// What keeps the draft from being the return to file: purchases not yet in the books (still being
// read or waiting for review), bank movements of the period not matched to a document (a payment
// or receipt with no invoice behind it may be a missing document), lines no field could take, and
// credit notes of the period whose VAT regularisation (campo 40) still lacks the client's
// acknowledgement (CIVA art. 78.º, n.º 5: without that proof the VAT stays due).

export const readinessSchema = z
  .object({
    check: z.enum(["documents_in_review", "unmatched_movements", "unplaced_lines", "unacknowledged_credit_notes"]),
    label: z.string(),
    count: z.number().int().describe("0 = nothing blocks on this check."),
    webPath: z.string().describe("Where the web app lists them."),
  })
  .meta({ id: "VatReturnReadiness" });

export type Readiness = z.output<typeof readinessSchema>;

/** `returnPage`: the return's web page of the period (its field 40 lists the credit notes). */
export async function readinessChecks(companyId: string, period: Period, unplacedCount: number, returnPage: string): Promise<Readiness[]> {
  const range = { gte: toUtcDate(period.start), lte: toUtcDate(period.end) };
  const db = database();
  const [inReview, unmatched, unacknowledged] = await Promise.all([
    // A document not yet read has no date: it may belong to the period, so it counts.
    db.expenseDocument.count({ where: { companyId, status: { in: ["processing", "needs_review"] }, OR: [{ documentDate: range }, { documentDate: null }] } }),
    db.bankMovement.count({ where: { companyId, status: { in: ["unmatched", "suggested"] }, date: range } }),
    // Only a note that gives VAT back needs the proof: an exempt one regularises no tax.
    db.invoice.count({ where: { companyId, type: "NC", annulledAt: null, issueDate: range, vatCents: { gt: 0 }, acknowledgementDate: null } }),
  ]);
  return [
    { check: "documents_in_review", label: "Documentos de compra por rever (do período ou ainda sem data)", count: inReview, webPath: "/documentos?estado=needs_review" },
    { check: "unmatched_movements", label: "Movimentos bancários do período por conciliar", count: unmatched, webPath: `/banco?estado=unmatched&de=${period.start}&ate=${period.end}` },
    { check: "unplaced_lines", label: "Linhas de documentos sem campo na declaração (indicar à mão)", count: unplacedCount, webPath: "#por-classificar" },
    {
      check: "unacknowledged_credit_notes",
      label: "Notas de crédito com IVA regularizado sem prova de que o cliente tomou conhecimento (CIVA art. 78.º, n.º 5)",
      count: unacknowledged,
      webPath: `${returnPage}&campo=40#campo-detalhe`,
    },
  ];
}
