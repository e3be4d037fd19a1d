import { listInvoices } from "@/lib/domains/invoices/list-invoices";
import { invoiceListAnswer } from "../local/invoice-list-answer";
import { defineIntent } from "./define-intent";

// The latest invoices issued (asking about invoices never drafts one: that needs an explicit order).
export const invoices = defineIntent({
  name: "invoices",
  operation: listInvoices,
  card: "invoices",
  toDo: "listar as faturas",
  help: null,
  examples: ["mostra as faturas", "as faturas da Joana", "lista as fatras", "recent invoices"],
  phrases: [["fatura", 3], ["ft", 3], ["ultimas faturas", 4], ["faturas emitidas", 4], ["invoice", 3], ["recent invoices", 4], ["emiti", 2], ["last invoices", 4], ["latest invoices", 4], ["invoices i issued", 5], ["issued", 2],
    // Invoices the owner sent, in the past («the invoices I sent», «sent invoices»): the list, not «spent» with a typo
    // (the report's), nor an order to send one.
    ["invoices i sent", 5], ["invoices we sent", 5], ["invoices i ve sent", 5], ["sent invoices", 5], ["invoices sent", 5]],
  // Invoices asked for by status are receivables.
  adjust: (score, { scores }) => ((scores.receivables ?? 0) > 0 ? Math.max(0, score - 2) : undefined),
  respond: ({ context, message }) => invoiceListAnswer(context, message, "recent"),
});
