import { listInvoices } from "@/lib/domains/invoices/list-invoices";
import { foldText } from "@/lib/core/fold-text";
import { invoiceListAnswer } from "../local/invoice-list-answer";
import { asksOneDebtor, asksTotalOwed, asksWhatCompanyOwes } from "../local/one-debtor";
import { wantedPart } from "../local/after-negation";
import { defineIntent } from "./define-intent";

/** Which invoices a receivables question asks for: only the overdue ones, or every open one. */
export function receivablesFilterOf(message: string): "overdue" | "open" {
  message = wantedPart(message);
  return /\bvencid|\batras|overdue|\blate\b|fora do prazo|prazo (ultrapassad|expirad|passad)|passou o prazo|passaram o prazo|past due|deviam ter sido pag|ja deviam|should have been paid/.test(foldText(message)) ? "overdue" : "open";
}

// Invoices asked for by what is still owed: open ones, or only the overdue ones.
export const receivables = defineIntent({
  name: "receivables",
  operation: listInvoices,
  card: "invoices",
  toDo: "ver as faturas por receber",
  help: { line: 4, example: "Quem me deve dinheiro?", about: "faturas em aberto e vencidas" },
  examples: ["Quem me deve dinheiro?", "quanto me deve a Joana Lda?", "faturas vencidas da Joana", "o que está por cobrar?", "unpaid invoices", "quanto tenho para receber dos clientes?", "o cliente X já me pagou tudo?", "who hasn't paid me yet?"],
  phrases: [
    ["por receber", 4], ["por cobrar", 4], ["a receber", 3], ["quem me deve", 5], ["quem nos deve", 5], ["em atraso", 4], ["vencidas", 4], ["vencida", 4], ["nao pagas", 4], ["nao pagaram", 4],
    ["por pagar", 2], ["faturas por pagar", 5], ["em aberto", 3], ["ainda nao pagaram", 5], ["nao pagou", 4], ["dividas de clientes", 6], ["dividas dos clientes", 6], ["overdue", 5], ["unpaid", 5], ["receivable", 5], ["who owes", 5], ["outstanding", 4], ["atrasad", 3], ["para receber", 4],
    // «já me pagou tudo?», «ainda me deve alguma coisa?»: whether a client still owes, answered with its open invoices
    // How much one client owes («quanto me deve a Joana?») is that client's receivables too (asksOneDebtor).
    ["ja me pagou", 5], ["ja pagou", 4], ["pagou tudo", 5], ["pagaram tudo", 5], ["ja me pagaram", 5], ["deve alguma coisa", 6], ["devem alguma coisa", 6], ["deve algo", 6],
    ["devedores", 4], ["caloteir", 5], ["pendentes de pagamento", 5], ["pendente de pagamento", 5], ["por liquidar", 4], ["aguardam pagamento", 5], ["a aguardar pagamento", 5], ["awaiting payment", 5], ["falta receber", 5], ["faltam receber", 5], ["falta cobrar", 6], ["faltam cobrar", 6], ["ainda falta receber", 6],
    ["fora do prazo", 5], ["prazo ultrapassado", 5], ["passou o prazo", 4], ["past due", 5], ["hasn t paid", 5], ["haven t paid", 5], ["not paid", 4], ["didn t pay", 4], ["still owe", 5], ["owes me", 4],
    // Money still to come in from clients («quanto tenho para entrar?», «o que falta entrar»); «entrou» is revenue.
    ["para entrar", 5], ["por entrar", 5], ["a entrar", 4], ["falta entrar", 5], ["to come in", 5],
    ["me devem dinheiro", 5], ["me devendo", 5], ["devendo", 4], ["me deve dinheiro", 5], ["still open", 5], ["open invoices", 4], ["passaram o prazo", 5], ["prazo de pagamento", 3], ["deviam ter sido pagas", 6], ["ja deviam", 4], ["should have been paid", 6],
  ],
  // What the company owes a supplier («how much do we still owe Tintas?», «quanto devo ao fornecedor?») is no receivable.
  // Invoices said to be pending («faturas pendentes da X», «tenho faturas pendentes?») are unpaid — not a review pending
  // («pendentes de validação») nor purchases (documents.ts).
  adjust: (score, { text }) => {
    if (asksOneDebtor(text) || asksTotalOwed(text)) return score + 6;
    if (asksWhatCompanyOwes(text)) return Math.max(0, score - 5);
    if (/\b(faturas?|facturas?|invoices?)\s+(ainda\s+)?pendentes?\b(?!\s+de\s+(revisao|validacao|aprovacao|leitura|confirmacao))/.test(text) && !/\b(fornecedor|compra|despes|supplier|purchase)/.test(text)) return score + 6;
    return undefined;
  },
  respond: ({ context, message }) => invoiceListAnswer(context, message, receivablesFilterOf(message)),
});
