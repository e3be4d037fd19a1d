import { lisbonToday } from "@/lib/core/dates";
import { registerPayment } from "@/lib/domains/payments/register-payment";
import type { PaymentMethod } from "@/lib/domains/invoices/payment-methods";
import { requireOperationScope } from "../call-operation";
import { proposePayment } from "../drafts/propose-payment";
import { documentKind, documentNumberIn, findDocument } from "../local/document-in-message";
import { extractAmounts } from "../local/extract-amounts";
import { foldText } from "@/lib/core/fold-text";
import { isPoliteRequest } from "../local/polite-request";
import { paymentDateIn } from "../local/payment-date";
import { defineIntent } from "./define-intent";

// "regista o pagamento da FT 2026/12", "a Joana pagou 400 € da fatura 2026/12": a payment received
// becomes a draft of register_payment the user confirms. A question ("a FT 2026/12 já foi paga?")
// is not an order and is left to the invoices intent.

// «a FT 2026/22 foi paga hoje», «entrou o dinheiro da FT 2026/19», «caiu a transferência da 2026/5»: a document
// said paid is a payment received, as «pagou» is.
const PAID = /\b(pag(ou|aram|amento|aste|ou-me|a-me)|(foi|esta|ficou) pag[ao]|recebi|recebemos|recebimento|recebid[ao]|liquidou|liquidaram|transferiu|entrou|caiu|paid|payment|received)\b/;
const ORDER = /\b(regist[ae]r?|marc[ae]r?|lanc[ae]r?|record|mark)\b.*\b(pag|recebiment|paid|payment)/;
// «põe a FT 2026/2 como paga», «dá baixa da FT 2026/6»: marking a numbered document paid in everyday verbs (too
// common to count without the document's number: «coloca as faturas por pagar numa lista»).
const MARK_PAID = /\b(poe|coloca|dar baixa|da baixa|dou baixa)\b.*\b(pag|paid)|\b(dar|da|dou) baixa\b/;

/** 10 for a payment of a numbered document, 6 for an order to register one without its number, null otherwise. */
function paymentOrder(message: string): number | null {
  const text = foldText(message);
  // «já foi paga a FT …» asks; «já recebi a FT …» (the owner telling what happened) does not.
  const question = /\?\s*$/.test(message.trim()) || /^\s*(ja(?!\s+(recebi|recebemos|me pag|nos pag))|sera|quando|quanto|quem|qual|quais|has|did|is|who|which|what)\b/.test(text);
  if (question && !ORDER.test(text) && !isPoliteRequest(message)) return null;
  // «a FT 2026/30 não está paga», «o cliente ainda não pagou a 2026/4»: the payment denied, not one to register.
  if (/\b(nao|not|never)\s+(\w+\s+)?(foi|esta|ficou|pag|receb|been|paid|was)\w*/.test(text) && !ORDER.test(text)) return null;
  if (documentNumberIn(message) && (PAID.test(text) || ORDER.test(text) || MARK_PAID.test(text))) return 10;
  // Telegraphic: «FT 2026/30 paga», «2026/12 pago em numerário» (not «por pagar», not «não está paga»).
  if (documentNumberIn(message) && !question && /\bpag[ao]s?\b/.test(text) && !/\b(nao|not|por)\b/.test(text)) return 10;
  if (ORDER.test(text)) return 6;
  // «o Joaquim pagou a fatura dele ontem», «recebi 300 € da Lusoterm por transferência»: a payment told with the payer
  // named instead of the document's number is one to register too (the reply asks for the number). Money received
  // needs an amount, so «recebi a fatura da EDP» (a document received) stays out.
  if (question) return null;
  if (PAYER_PAID.test(text)) return 6;
  if (MONEY_RECEIVED.test(text) && extractAmounts(message).length > 0 && !/\b(recebi|recebemos|received)\s+(\w+\s+)?(fatura|factura|faturas|recibo|documento|encomenda|invoice|bill|order)/.test(text)) return 6;
  return null;
}

/** A payer said to have paid: «o Joaquim pagou», «a Lusoterm transferiu», «the client paid» (not «paguei», an expense). */
const PAYER_PAID = /\b(pagou|pagaram|pagou-me|pagaram-me|transferiu|transferiram|liquidou|liquidaram|has paid|paid me|paid us)\b/;
/** Money said to have come in from someone: «recebi 300 € da X», «entraram 200 € do Rui», «got 50 € from». */
const MONEY_RECEIVED = /\b(recebi|recebemos|entrou|entraram|caiu|cairam|received|got)\b.*\b(d[oa]s?|from)\s+\p{Letter}/u;

function methodOf(text: string): PaymentMethod {
  if (/\b(numerario|dinheiro|cash|em maos)\b/.test(text)) return "NU";
  if (/\b(multibanco|mb way|mbway|referencia mb)\b/.test(text)) return "MB";
  if (/\bcheque\b/.test(text)) return "CH";
  if (/\bcartao de debito|debit card\b/.test(text)) return "CD";
  if (/\b(cartao|card)\b/.test(text)) return "CC";
  return "TB";
}

export const registerPaymentIntent = defineIntent({
  name: "register_payment",
  operation: registerPayment,
  card: "payment_draft",
  toDo: "registar recebimentos",
  help: { line: 5, example: "Regista o pagamento da FT 2026/12" },
  examples: ["regista o pagamento da FT 2026/12", "a Joana pagou 400 € da fatura 2026/12", "recebi 150 € em numerário da FT 2026/3", "mark invoice 2026/7 as paid", "registar recebimento", "a fatura 2026/22 foi paga hoje por mbway", "põe a FT 2026/2 como paga"],
  claims: paymentOrder,
  async respond({ context, message }) {
    requireOperationScope(context, registerPayment);
    const number = documentNumberIn(message);
    if (!number) return { reply: "De que fatura é o pagamento? Indique o número, por exemplo «regista o pagamento da FT 2026/12» ou «a Joana pagou 400 € da FT 2026/12».", card: null };
    // A credit note is not paid by the client, and a receipt is what a registered payment issues.
    const kind = documentKind(number);
    if (kind) return { reply: `${kind[0]!.toUpperCase()}${kind.slice(1)}: um pagamento regista-se na fatura que ele paga. Indique o número dela, por exemplo «regista o pagamento da FT 2026/12». Nada foi registado.`, card: null };
    const document = await findDocument(context, number);
    if (!document) return { reply: `Não encontrei a ${number.display} nas faturas desta empresa. Veja o número em «faturas em aberto».`, card: null };
    const amount = extractAmounts(message)[0];
    const date = paymentDateIn(message, lisbonToday(context.now()));
    if (date && "unreadable" in date) return { reply: `A data «${date.unreadable}» não existe. Em que dia recebeu o pagamento? Por exemplo «… a 20/11» ou «… ontem».`, card: null };
    return proposePayment(context, document, { id: document.id, ...(amount ? { amountEuros: amount.cents / 100 } : {}), ...(date ? { paymentDate: date.day } : {}), method: methodOf(foldText(message)) });
  },
});
