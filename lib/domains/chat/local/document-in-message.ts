import type { InvoiceListItem } from "@/lib/domains/invoices/invoice-view";
import { listInvoices } from "@/lib/domains/invoices/list-invoices";
import type { OperationContext } from "@/lib/kernel/operation";
import { callOperation } from "../call-operation";

// The document a message names by its number: "FT 2026/12", "fatura 2026/12", "a ND 2026/3",
// "invoice 2026/7". Found through list_invoices, so only the caller's company's documents are
// reachable, and every figure shown about it is that operation's output.

export interface DocumentNumber {
  type: "FT" | "FR" | "FS" | "ND";
  display: string;
  /** Where the number ends in the message (after NFC and collapsing spaces): what follows may be a reason. */
  end: number;
}

const NUMBER = /\b(ft|fr|fs|nd|fatura[\s-]recibo|fatura|factura|invoice)?\s*(?:n\.?\s*[oº]?\s*)?(\d{4})\s*\/\s*(\d{1,6})\b/;

/** The document number in the message, or null. A bare "2026/12" or "fatura 2026/12" is an FT. */
export function documentNumberIn(message: string): DocumentNumber | null {
  // Lower case keeps the positions of the (NFC, single-spaced) message, so `end` points into it.
  const found = NUMBER.exec(message.normalize("NFC").replace(/\s+/g, " ").toLowerCase());
  if (!found) return null;
  const word = found[1] ?? "";
  const type = word === "fr" || word.startsWith("fatura-") || word.startsWith("fatura ") ? "FR" : word === "fs" ? "FS" : word === "nd" ? "ND" : "FT";
  return { type, display: `${type} ${found[2]}/${Number(found[3])}`, end: found.index + found[0].length };
}

export type DocumentSummary = InvoiceListItem;

/** The company's document with that number (among its latest 200 of the type), or null. */
export async function findDocument(context: OperationContext, number: DocumentNumber): Promise<DocumentSummary | null> {
  const { faturas } = await callOperation(listInvoices, context, { type: number.type, limit: 200 });
  return faturas.find((invoice) => invoice.display === number.display) ?? null;
}
