import { createCreditNote } from "@/lib/domains/invoices/create-credit-note";
import { getInvoice } from "@/lib/domains/invoices/get-invoice";
import { callOperation, requireOperationScope } from "../call-operation";
import { proposeCreditNote } from "../drafts/propose-credit-note";
import { creditReasonIn } from "../local/credit-reason";
import { documentKind, documentNumberIn, findDocument } from "../local/document-in-message";
import { extractAmounts } from "../local/extract-amounts";
import { foldText } from "@/lib/core/fold-text";
import { isPoliteRequest } from "../local/polite-request";
import { defineIntent } from "./define-intent";
import { SEND } from "./send-invoice";

// "faz uma nota de crédito de 50 € à FT 2026/12 por desconto": a draft of create_credit_note the
// user confirms. The reason is mandatory on the note: without it the assistant asks. An amount is
// credited VAT excluded on the first line that holds it; no amount credits the whole document.

const NOTE = /\b(nota de credito|notas de credito|credit note|nc)\b/;
const ORDER = /\b(faz|fazer|faca|emite|emitir|emita|cria|criar|crie|passa|passar|tira|quero|preciso de|issue|create|make|credita|creditar|anula parcialmente)\b/;

// An issued invoice is never deleted: annulling, reversing or refunding a numbered one («anula a FT 2026/9»,
// «estorno da fatura 2026/4», «cancel invoice 2026/3», «refund invoice 2026/3») is done with a credit note.
const ANNUL = /\b(anul[ae]r?|anule|estorn[ae]r?|estorno|cancel(a|ar|e)?|refund|reembols[ae]r?|void)\b/;

/** An order to annul, reverse or cancel an invoice («anula a fatura…», «quero cancelar essa fatura», «void the invoice»). */
const ANNUL_INVOICE = /\b(anula|anule|anular|cancela|cancele|cancelar|estorna|estorne|estornar|void|cancel)\s+(a|essa|esta|aquela|ultima|the|that|this|my)?\s*(ultima\s+)?(fatura|factura|ft|invoice)\b/;

/** 10 for an order to issue a credit note (not a question about them), null otherwise. */
function creditNoteOrder(message: string): number | null {
  const text = foldText(message);
  if (/\?\s*$/.test(message.trim()) && !isPoliteRequest(message)) return null;
  // «envia a nota de crédito NC 2026/2 ao cliente»: a note named as the thing to send is a sending (send-invoice.ts).
  const send = SEND.exec(text);
  const note = NOTE.exec(text);
  if (send && (!note || send.index < note.index) && !ORDER.test(text.slice(0, send.index))) return null;
  // "quero creditar a fatura 2026/11": crediting a numbered document is a credit note too.
  if (!NOTE.test(text)) {
    if ((/\bcredit(a|ar|e)\b/.test(text) || ANNUL.test(text)) && documentNumberIn(message)) return 10;
    // «anula a fatura do António Sousa», «cancela essa fatura, enganei-me»: an order to annul an issued invoice named by
    // its client or by «essa» is a credit note still missing its number (the reply asks for it). An avença or a draft
    // is not an issued invoice (recurring.ts pauses an avença).
    // «como posso anular a fatura do Rui» asks how, it orders nothing.
    const annul = ANNUL_INVOICE.exec(text);
    if (!annul || /\b(como|posso|podemos|se pode|how|can i|can we)\b/.test(text.slice(0, annul.index))) return null;
    return /\b(avenca|recorrent|mensal|automatic|subscri|rascunho|draft)/.test(text) ? null : 6;
  }
  return ORDER.test(text) || documentNumberIn(message) ? 10 : null;
}

export const creditNoteIntent = defineIntent({
  name: "credit_note",
  operation: createCreditNote,
  card: "credit_note_draft",
  toDo: "emitir notas de crédito",
  help: { line: 5, example: "Faz uma nota de crédito de 50 € à FT 2026/12 por desconto" },
  examples: ["faz uma nota de crédito de 50 € à FT 2026/12 por desconto", "emite uma nota de crédito à FT 2026/3, motivo: serviço faturado em duplicado", "credit note for invoice 2026/7 because of a discount", "nota de crédito da fatura 2026/12", "anula a FT 2026/9, o cliente desistiu"],
  claims: creditNoteOrder,
  async respond({ context, message }) {
    requireOperationScope(context, createCreditNote);
    const number = documentNumberIn(message);
    if (!number) return { reply: "Que fatura corrige a nota de crédito? Indique o número e o motivo, por exemplo «faz uma nota de crédito de 50 € à FT 2026/12 por desconto».", card: null };
    // A credit note corrects an invoice: a credit note or a receipt named by its number is not credited again.
    const kind = documentKind(number);
    if (kind) return { reply: `${kind[0]!.toUpperCase()}${kind.slice(1)}: uma nota de crédito corrige uma fatura (FT, FR, FS ou ND). Para a anular, use «Anular» na página do documento; para corrigir uma fatura, indique o número dela. Nada foi criado.`, card: null };
    const document = await findDocument(context, number);
    if (!document) return { reply: `Não encontrei a ${number.display} nas faturas desta empresa.`, card: null };
    const motivo = creditReasonIn(message, number.end);
    if (!motivo) {
      return { reply: `Qual é o motivo da nota de crédito à ${document.display}? É obrigatório e fica impresso na nota (por exemplo «desconto acordado», «devolução de 2 unidades»). Repita o pedido com o motivo: «… à ${document.display} por desconto acordado».`, card: null };
    }
    const amount = extractAmounts(message)[0];
    if (!amount) return proposeCreditNote(context, document, { reason: motivo, references: [{ invoiceId: document.id }] }, null);
    const { lines } = await callOperation(getInvoice, context, { id: document.id });
    const index = lines.findIndex((line) => line.netCents >= amount.cents);
    if (index < 0) return { reply: `Nenhuma linha da ${document.display} tem ${(amount.cents / 100).toFixed(2).replace(".", ",")} € sem IVA para creditar. Nada foi criado.`, card: null };
    const line = { line: index + 1, description: lines[index]!.description };
    return proposeCreditNote(context, document, { reason: motivo, references: [{ invoiceId: document.id, lines: [{ line: line.line, amountEuros: amount.cents / 100 }] }] }, line);
  },
});
