import type { InvoiceListItem } from "@/lib/domains/invoices/invoice-view";
import { listInvoices } from "@/lib/domains/invoices/list-invoices";
import type { OperationContext } from "@/lib/kernel/operation";
import { callOperation } from "../call-operation";

// The document a message names by its number: "FT 2026/12", "fatura 2026/12", "a ND 2026/3",
// "invoice 2026/7", "a NC 2026/2", "o recibo 2026/4". Found through list_invoices, so only the caller's
// company's documents are reachable, and every figure shown about it is that operation's output.
// A credit note («NC», «nota de crédito») or a receipt («RC», «recibo») named by its number is that
// document, never the invoice that happens to carry the same number.

export interface DocumentNumber {
  type: "FT" | "FR" | "FS" | "ND" | "NC" | "RC";
  display: string;
  /** Where the number ends in the message (after NFC and collapsing spaces): what follows may be a reason. */
  end: number;
}

const NUMBER =
  /\b(ft|fr|fs|nd|nc|rc|fatura[\s-]recibo|fatura|factura|invoice|nota de cr[eé]dito|credit note|nota de d[eé]bito|debit note|recibo|receipt)?\s*(?:n\.?\s*[oº]?\s*)?(\d{4})\s*\/\s*(\d{1,6})\b/;

function typeOf(word: string): DocumentNumber["type"] {
  if (word === "fr" || word.startsWith("fatura-") || word.startsWith("fatura ")) return "FR";
  if (word === "fs") return "FS";
  if (word === "nd" || word.startsWith("nota de d") || word === "debit note") return "ND";
  if (word === "nc" || word.startsWith("nota de c") || word === "credit note") return "NC";
  if (word === "rc" || word === "recibo" || word === "receipt") return "RC";
  return "FT";
}

/** The document number in the message, or null. A bare "2026/12" or "fatura 2026/12" is an FT; «NC 2026/2» a credit note, «RC 2026/4» a receipt. */
export function documentNumberIn(message: string): DocumentNumber | null {
  // Lower case keeps the positions of the (NFC, single-spaced) message, so `end` points into it.
  const found = NUMBER.exec(message.normalize("NFC").replace(/\s+/g, " ").toLowerCase());
  if (!found) return null;
  const word = found[1] ?? "";
  const type = typeOf(word);
  return { type, display: `${type} ${found[2]}/${Number(found[3])}`, end: found.index + found[0].length };
}

export type DocumentSummary = InvoiceListItem;

/** The company's document with that number (among its latest 200 of the type), or null; a receipt is not listed there. */
export async function findDocument(context: OperationContext, number: DocumentNumber): Promise<DocumentSummary | null> {
  if (number.type === "RC") return null;
  const { faturas } = await callOperation(listInvoices, context, { type: number.type, limit: 200 });
  return faturas.find((invoice) => invoice.display === number.display) ?? null;
}

/** What a credit note or a receipt is, for the replies of the intents that act on invoices («a NC 2026/2 é uma nota de crédito»). */
export function documentKind(number: DocumentNumber): string | null {
  return number.type === "NC" ? `a ${number.display} é uma nota de crédito` : number.type === "RC" ? `o ${number.display} é um recibo` : null;
}
