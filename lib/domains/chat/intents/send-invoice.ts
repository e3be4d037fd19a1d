import { sendInvoice } from "@/lib/domains/invoices/send-invoice";
import { requireOperationScope } from "../call-operation";
import { proposeSending } from "../drafts/propose-sending";
import { documentNumberIn, findDocument } from "../local/document-in-message";
import { foldText } from "@/lib/core/fold-text";
import { isPoliteRequest } from "../local/polite-request";
import { defineIntent } from "./define-intent";

// "envia a fatura FT 2026/12 ao cliente", "manda a 2026/12 para contas@cliente.pt": emailing a
// document with its PDF becomes a draft of send_invoice the user confirms, like every other write
// (an email cannot be taken back).

// The imperative, the infinitive and the subjunctive of a polite request («gostava que enviasses…»), and «reenvia».
export const SEND = /\b(?:re)?(envi(a|e|ar|es|em|asse|asses|ares)|envia-a|envia-lhe|mand(a|e|ar|es|asse|asses)|manda-a|remet[ae]r?|send|resend|email)\b/;
const EMAIL = /[^\s@<>«»"']+@[^\s@<>«»"']+\.[a-z]{2,}/i;

/** 10 for an order to send a numbered document, null otherwise (a question about what was sent is left to others). */
function sendOrder(message: string): number | null {
  const text = foldText(message);
  if (!isPoliteRequest(message) && (/\?\s*$/.test(message.trim()) || /^\s*(ja|quando|foi|was|did|has)\b/.test(text))) return null;
  return documentNumberIn(message) && SEND.test(text) ? 10 : null;
}

export const sendInvoiceIntent = defineIntent({
  name: "send_invoice",
  operation: sendInvoice,
  card: "send_draft",
  toDo: "enviar documentos por email",
  help: { line: 5.5, example: "Envia a FT 2026/12 ao cliente" },
  examples: ["envia a fatura FT 2026/12 ao cliente", "manda a FT 2026/3 para contas@cliente.pt", "envia a 2026/7 por email", "send invoice 2026/7 to the client", "enviar a ND 2026/2 ao cliente"],
  claims: sendOrder,
  async respond({ context, message }) {
    requireOperationScope(context, sendInvoice);
    const number = documentNumberIn(message);
    if (!number) return { reply: "Que documento quer enviar? Indique o número, por exemplo «envia a FT 2026/12 ao cliente».", card: null };
    // A receipt is emailed by send_receipt, from the page of the invoice it pays: nothing is drafted here.
    if (number.type === "RC") return { reply: `O ${number.display} é um recibo: daqui envio faturas, faturas-recibo e notas de crédito ou de débito, não recibos. Envie-o na página da fatura que ele paga. Nada foi enviado.`, card: null };
    const document = await findDocument(context, number);
    if (!document) return { reply: `Não encontrei a ${number.display} nos documentos desta empresa. Veja o número em «faturas em aberto».`, card: null };
    const to = EMAIL.exec(message)?.[0]?.replace(/[.,;:]+$/, "");
    return proposeSending(context, document, to);
  },
});
