import { listClients } from "@/lib/domains/receivables/list-clients";
import { issueInvoice } from "@/lib/domains/invoices/issue-invoice";
import type { VatExemptionCode } from "@/lib/domains/invoices/vat-exemption-reasons";
import { callOperation, requireOperationScope } from "../call-operation";
import { proposeInvoice } from "../drafts/propose-invoice";
import { exemptionCodeFor, exemptionQuestion } from "../local/exemption-reason";
import { extractAmounts } from "../local/extract-amounts";
import { documentNumberIn } from "../local/document-in-message";
import { hasPhrase, words } from "../local/fold-text";
import { foldText } from "@/lib/core/fold-text";
import { isPoliteRequest } from "../local/polite-request";
import { spelledOut } from "../local/chat-terms";
import { readInvoiceRequest } from "../local/invoice-request";
import { defineIntent } from "./define-intent";

// An order to issue an invoice: it becomes a draft the user confirms, never an invoice at once.
// It needs an explicit verb, so that asking about invoices never drafts one.

const ISSUE_VERBS = ["emite", "emitir", "emita", "faz uma fatura", "faz fatura", "faca uma fatura", "fazer uma fatura", "cria uma fatura", "cria fatura", "criar fatura", "criar uma fatura", "passa uma fatura", "passar fatura", "passa fatura", "passar uma fatura", "factura a", "fatura a", "fatura ao", "fatura para", "issue", "create an invoice", "bill", "invoice to", "new invoice", "nova fatura",
  // The infinitive after a wish or a need («quero faturar 400 € à Joana»): «vou faturar» predicts, it orders nothing.
  "quero faturar", "queria faturar", "gostava de faturar", "preciso de faturar", "tenho de faturar", "tenho que faturar", "quero emitir", "want to invoice", "need to invoice"];

/**
 * An invoice asked to be prepared («prepara a fatura do mês para a X, 600 €», «prepara-me uma fatura…», «prepare an
 * invoice…»): a draft to confirm, like «emite» — unless a numbered invoice is prepared (for sending, say).
 */
const PREPARE_VERBS = ["prepara a fatura", "prepara uma fatura", "prepara fatura", "preparar a fatura", "preparar uma fatura", "prepare an invoice", "prepare the invoice", "prepare a invoice", "draft an invoice"];

/** A message headed «fatura nova» / «nova fatura» («fatura nova: cliente X, …»): a telegraphic order. */
const NEW_INVOICE_HEADING = /^\s*(fa(c)?tura\s+nova|nova\s+fa(c)?tura)\b/;

/** «passar uma fatura» after a wish or a need («quero passar uma fatura», «preciso de passar uma fatura»): the order. */
const WISH_TO_ISSUE = /\b(quero|queria|preciso de|tenho de|tenho que|gostava de)\s+passar\s+uma\s+fa(c)?tura\b/;

/** 10 for an order with an amount, 6 for an order without one (it then asks for it), null when it is no order. */
function orderToIssue(message: string): number | null {
  // «faz-me uma fatura…», «passa-me uma fatura…»: the enclitic pronoun put before its verb (spelledOut), so the verb
  // meets its object again.
  const messageWords = words(spelledOut(message));
  const text = foldText(message);
  // «tenho de passar fatura por serviços de 5 €?», «sou obrigado a emitir fatura…?»: whether the law requires one.
  if (/\?\s*$/.test(message.trim()) && /^\s*(tenho (de|que)|e (preciso|obrigatorio)|sou obrigad[oa]|devo|preciso mesmo|do i (need|have)|must i|am i required)\b/.test(text)) return null;
  const prepares = PREPARE_VERBS.some((verb) => hasPhrase(messageWords, verb)) && !documentNumberIn(message);
  const asksToIssue = (ISSUE_VERBS.some((verb) => hasPhrase(messageWords, verb)) || prepares || NEW_INVOICE_HEADING.test(text)) && /fatur|factur|invoice|\bbill\b|\bfr\b|\bft\b/.test(text);
  if (asksToIssue && extractAmounts(message).length > 0) return 10;
  // "invoice Acme Lda 1000 EUR for web design", «fatura 500 € ao Ginásio»: the imperative opening the message, with an amount.
  if (/^\s*invoice\s+(?!\d|for\b|of\b|from\b|to\b)/.test(text) && extractAmounts(message).length > 0) return 10;
  // «fatura de 300 € à Marta», «fatura de 1k para a Clínica»: the amount first, then whom it is for («da EDP» is one received).
  const amountThenClient = /^\s*fa(c)?tura\s+de\s+\d/.test(text) && /\s(para|ao|aos|pro|pra|à|às)\s/i.test(message);
  if ((/^\s*fa(c)?tura\s+(\d|ao?\b|aos\b)/.test(text) || amountThenClient) && !documentNumberIn(message) && !/\?\s*$/.test(message.trim()) && extractAmounts(message).length > 0) return 10;
  if (asksToIssue && (/\b(emite|emitir|emita|cria|criar|faz|fazer|passa|issue|create)\b/.test(text) || WISH_TO_ISSUE.test(text) || prepares || NEW_INVOICE_HEADING.test(text)) && (!/\?\s*$/.test(message.trim()) || isPoliteRequest(message))) return 6;
  return null;
}

export const issueInvoiceIntent = defineIntent({
  name: "issue_invoice",
  operation: issueInvoice,
  card: "invoice_draft",
  toDo: "emitir faturas",
  help: { line: 5, example: "Emite uma fatura à Joana Lda de 3 horas de consultoria a 60 € + IVA" },
  examples: ["Emite uma fatura à Joana Lda de 3 horas de consultoria a 60 € + IVA", "faz uma fatura-recibo ao Rui de 80 €", "emite uma fatura à Joana Lda", "bill Acme Lda 500 EUR for consulting"],
  claims: orderToIssue,
  async respond({ context, message }) {
    requireOperationScope(context, issueInvoice);
    const known = context.scopes.includes(listClients.scope) ? (await callOperation(listClients, context, {})).clientes.map((client) => ({ name: client.nome, nif: client.nif })) : [];
    const request = readInvoiceRequest(message, known);
    if (request.problems.length > 0) {
      return {
        reply: `Para preparar a fatura preciso de mais informação: ${request.problems.join("; ")}.\nPor exemplo: «Emite uma fatura à Joana Lda de 3 horas de consultoria a 60 € + IVA».`,
        card: null,
      };
    }
    const { line } = request;
    const vatExemptionCode = line.vatRate === 0 ? await exemptionCodeFor(context.companyId, line.vatExemptionCode) : null;
    if (line.vatRate === 0 && !vatExemptionCode) return { reply: exemptionQuestion(), card: null };
    // A price "com IVA incluído" is turned into the unit price before VAT the invoice needs.
    const unitCents = line.vatIncluded ? Math.round((line.unitCents! * 100) / (100 + line.vatRate)) : line.unitCents!;
    return proposeInvoice(context, {
      clientName: request.clientName!,
      ...(request.clientNif ? { clientNif: request.clientNif } : {}),
      type: request.documentType,
      lines: [{ description: line.description!, quantity: line.quantity, unitEuros: unitCents / 100, vatRate: line.vatRate as 0 | 6 | 13 | 23, ...(vatExemptionCode ? { vatExemptionCode: vatExemptionCode as VatExemptionCode } : {}) }],
    });
  },
});
