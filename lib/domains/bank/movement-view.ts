import { z } from "zod";
import { formatEuros } from "@/lib/core/money";

export const MOVEMENT_STATUSES = ["unmatched", "suggested", "matched", "ignored"] as const;

export const movementSchema = z
  .object({
    id: z.string(),
    date: z.string(),
    description: z.string(),
    amountCents: z.number().int().describe("Positive: money in; negative: money out."),
    amount: z.string(),
    status: z.enum(MOVEMENT_STATUSES),
    match: z
      .object({ type: z.enum(["invoice", "document"]), id: z.string(), label: z.string().describe("Invoice number or supplier name.") })
      .nullable()
      .describe("The matched (status matched) or suggested (status suggested) invoice or document."),
    score: z.number().nullable().describe("Matching score from 0 to 1."),
    reasons: z.array(z.string()).describe("Why it was matched or suggested (Portuguese)."),
    receipts: z
      .array(
        z.object({
          id: z.string(),
          display: z.string().describe("Receipt number, e.g. 'RC 2026/3'."),
          invoiceId: z.string(),
          invoiceDisplay: z.string().describe("The document it paid, e.g. 'FT 2026/17'."),
          amountCents: z.number().int(),
          amount: z.string(),
        }),
      )
      .describe("For a reconciled (matched) credit: the receipts (RC) its payment issued, each with the invoice it paid, whether it was matched at import, by accepting a suggestion or by hand; empty otherwise."),
  })
  .meta({ id: "BankMovement" });

export type MovementView = z.output<typeof movementSchema>;

export interface MovementRow {
  id: string;
  date: Date;
  description: string;
  amountCents: number;
  status: (typeof MOVEMENT_STATUSES)[number];
  invoiceId: string | null;
  documentId: string | null;
  score: number | null;
  reasons: string[];
}

export type MovementReceipt = MovementView["receipts"][number];

/** What a page of movements points to: labels of its invoices and documents, and each matched movement's receipts. */
export interface MovementTargets {
  labels: Map<string, string>;
  receipts: Map<string, MovementReceipt[]>;
}

/** The receipt numbers a movement's reasons name («RC 2026/3: 56,25 € de FT 2026/1», pay-invoices-from-movement). */
export function receiptDisplaysOf(reasons: readonly string[]): string[] {
  return reasons.map((reason) => /^(RC [^:]+):/.exec(reason)?.[1]).filter((display): display is string => Boolean(display));
}

export function movementView(row: MovementRow, { labels, receipts }: MovementTargets): MovementView {
  const targetId = row.invoiceId ?? row.documentId;
  const showsTarget = targetId && (row.status === "matched" || row.status === "suggested");
  return {
    id: row.id,
    date: row.date.toISOString().slice(0, 10),
    description: row.description,
    amountCents: row.amountCents,
    amount: formatEuros(row.amountCents),
    status: row.status,
    match: showsTarget ? { type: row.invoiceId ? "invoice" : "document", id: targetId, label: labels.get(targetId) ?? targetId } : null,
    score: showsTarget ? row.score : null,
    // A movement settled across several documents (settle_bank_movement) has no one target: its reasons list the receipts.
    reasons: showsTarget || row.status === "matched" ? row.reasons : [],
    receipts: row.status === "matched" ? (receipts.get(row.id) ?? []) : [],
  };
}
