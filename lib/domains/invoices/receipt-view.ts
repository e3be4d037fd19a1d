import { z } from "zod";
import { formatEuros } from "@/lib/core/money";
import { money } from "@/lib/core/schemas";
import { PAYMENT_METHOD_CODES, PAYMENT_METHODS, type PaymentMethod } from "./payment-methods";

export const receiptSchema = z
  .object({
    id: z.string(),
    display: z.string().describe("Receipt number, e.g. 'RC 2026/3'."),
    atcud: z.string(),
    invoiceId: z.string(),
    invoiceDisplay: z.string().describe("The document paid, e.g. 'FT 2026/17'."),
    issueDate: z.string().describe("YYYY-MM-DD, the day the receipt was issued: its number order and its SAF-T month (TransactionDate)."),
    paymentDate: z.string().describe("YYYY-MM-DD, the day the money was received (SAF-T PaymentDate); may be earlier than issueDate."),
    method: z.enum(PAYMENT_METHOD_CODES).describe("SAF-T payment mechanism code."),
    methodDescription: z.string(),
    ...money("amount", "Amount received"),
    pdfPath: z.string().describe("Path of the receipt's PDF under the API base."),
    annulledAt: z.string().nullable().describe("When it was annulled (annul_receipt); null while in force. An annulled receipt counts as nothing received."),
    annulmentReason: z.string().nullable(),
  })
  .meta({ id: "Receipt" });

export interface ReceiptRow {
  id: string;
  display: string;
  atcud: string;
  invoiceId: string;
  issueDate: Date;
  paymentDate: Date;
  method: string;
  amountCents: number;
  annulledAt?: Date | null;
  annulmentReason?: string | null;
}

export function receiptView(receipt: ReceiptRow, invoiceDisplay: string): z.output<typeof receiptSchema> {
  const method = receipt.method as PaymentMethod;
  return {
    id: receipt.id,
    display: receipt.display,
    atcud: receipt.atcud,
    invoiceId: receipt.invoiceId,
    invoiceDisplay,
    issueDate: receipt.issueDate.toISOString().slice(0, 10),
    paymentDate: receipt.paymentDate.toISOString().slice(0, 10),
    method: method,
    methodDescription: PAYMENT_METHODS[method] ?? receipt.method,
    amountCents: receipt.amountCents,
    amount: formatEuros(receipt.amountCents),
    pdfPath: `/receipts/${receipt.id}/pdf`,
    annulledAt: receipt.annulledAt?.toISOString() ?? null,
    annulmentReason: receipt.annulmentReason ?? null,
  };
}
