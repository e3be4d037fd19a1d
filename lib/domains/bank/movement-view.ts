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

export function movementView(row: MovementRow, labels: Map<string, string>): MovementView {
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
  };
}
