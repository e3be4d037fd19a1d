import { z } from "zod";
import { database } from "@/lib/core/db";
import { addDays, daysBetween, lisbonToday, toUtcDate } from "@/lib/core/dates";
import { efaturaWithRegistration } from "@/lib/domains/efatura/get-efatura-movements";
import { formatEuros } from "@/lib/core/money";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { money } from "@/lib/core/schemas";
import { countPt } from "@/lib/core/count-pt";

const DOCUMENT_WITHOUT_PAYMENT_AFTER_DAYS = 15;

const gapsOutput = z
  .object({
    efaturaSemRegisto: z.array(z.object({ efaturaId: z.string(), supplierName: z.string(), supplierNif: z.string(), date: z.string(), documentNumber: z.string(), ...money("total", "Total"), explanation: z.string() })),
    despesasSemMovimentoBancario: z.array(z.object({ documentId: z.string(), supplierName: z.string().nullable(), date: z.string(), ...money("total", "Total"), daysSinceDocument: z.number().int(), explanation: z.string() })),
    faturasVencidasPorReceber: z.array(z.object({ invoiceId: z.string(), display: z.string(), clientName: z.string(), dueDate: z.string(), daysOverdue: z.number().int(), ...money("total", "Total"), explanation: z.string() })),
    movimentosBancariosPorClassificar: z.array(z.object({ movementId: z.string(), date: z.string(), description: z.string(), ...money("amount", "Amount"), status: z.enum(["unmatched", "suggested"]), explanation: z.string() })),
    counts: z.object({ efaturaSemRegisto: z.number().int(), despesasSemMovimentoBancario: z.number().int(), faturasVencidasPorReceber: z.number().int(), movimentosBancariosPorClassificar: z.number().int() }),
  })
  .meta({ id: "ComplianceGaps" });

export async function complianceGaps(companyId: string, now: Date): Promise<z.output<typeof gapsOutput>> {
  const db = database();
  const today = lisbonToday(now);
  const [efatura, documents, matchedDocuments, overdue, movements] = await Promise.all([
    efaturaWithRegistration(companyId),
    db.expenseDocument.findMany({ where: { companyId, status: "archived", paidOutsideBankMethod: null, documentDate: { lt: toUtcDate(addDays(today, -DOCUMENT_WITHOUT_PAYMENT_AFTER_DAYS)) } }, orderBy: { documentDate: "asc" } }),
    db.bankMovement.findMany({ where: { companyId, status: "matched", documentId: { not: null } }, select: { documentId: true } }),
    db.invoice.findMany({ where: { companyId, type: { in: ["FT", "ND"] }, paidAt: null, annulledAt: null, dueDate: { lt: toUtcDate(today) } }, orderBy: { dueDate: "asc" } }),
    db.bankMovement.findMany({ where: { companyId, status: { in: ["unmatched", "suggested"] } }, orderBy: { date: "desc" } }),
  ]);
  const paidDocuments = new Set(matchedDocuments.map((movement) => movement.documentId));
  const efaturaSemRegisto = efatura
    .filter((item) => !item.registadoNoServico)
    .map((item) => ({
      efaturaId: item.id, supplierName: item.fornecedor, supplierNif: item.supplierNif, date: item.date, documentNumber: item.documentNumber, totalCents: item.totalCents, total: item.total,
      explanation: `A AT tem a fatura ${item.documentNumber} de ${item.fornecedor} (${item.total}), mas a despesa não está registada: envie o documento para a deduzir e justificar.`,
    }));
  const despesasSemMovimentoBancario = documents
    .filter((document) => !paidDocuments.has(document.id))
    .map((document) => {
      const date = document.documentDate!.toISOString().slice(0, 10);
      const total = document.totalCents ?? 0;
      return {
        documentId: document.id, supplierName: document.supplierName, date, totalCents: total, total: formatEuros(total), daysSinceDocument: daysBetween(date, today),
        explanation: `Despesa de ${document.supplierName ?? "fornecedor desconhecido"} (${formatEuros(total)}) sem pagamento bancário associado há mais de ${DOCUMENT_WITHOUT_PAYMENT_AFTER_DAYS} dias: foi paga em numerário ou por outra conta (marque-a como paga), ou falta reconciliar?`,
      };
    });
  const faturasVencidasPorReceber = overdue.map((invoice) => {
    const dueDate = invoice.dueDate.toISOString().slice(0, 10);
    const days = daysBetween(dueDate, today);
    return {
      invoiceId: invoice.id, display: invoice.display, clientName: invoice.clientName, dueDate, daysOverdue: days, totalCents: invoice.totalCents, total: formatEuros(invoice.totalCents),
      explanation: `A fatura ${invoice.display} de ${invoice.clientName} (${formatEuros(invoice.totalCents)}) venceu há ${countPt(days, "dia", "dias")} e não foi recebida: contacte o cliente ou reconcilie o recebimento.`,
    };
  });
  const movimentosBancariosPorClassificar = movements.map((movement) => ({
    movementId: movement.id, date: movement.date.toISOString().slice(0, 10), description: movement.description, amountCents: movement.amountCents, amount: formatEuros(movement.amountCents),
    status: movement.status as "unmatched" | "suggested",
    explanation: movement.status === "suggested" ? `Movimento com sugestão de reconciliação por confirmar (${movement.reasons[0] ?? ""}).` : `Movimento de ${formatEuros(movement.amountCents)} sem fatura nem despesa associada: associe-o ou marque-o como ignorado.`,
  }));
  return {
    efaturaSemRegisto, despesasSemMovimentoBancario, faturasVencidasPorReceber, movimentosBancariosPorClassificar,
    counts: { efaturaSemRegisto: efaturaSemRegisto.length, despesasSemMovimentoBancario: despesasSemMovimentoBancario.length, faturasVencidasPorReceber: faturasVencidasPorReceber.length, movimentosBancariosPorClassificar: movimentosBancariosPorClassificar.length },
  };
}

export const findComplianceGaps = defineOperation({
  name: "find_compliance_gaps",
  title: "Compliance gaps",
  description:
    "Cross-checks e-Fatura, expense documents, invoices and bank movements and returns four lists, each item with the ids to act on and a Portuguese explanation: e-Fatura purchases with no document (upload_document), archived expenses older than 15 days with no bank payment (match_bank_movement, or mark_document_paid_outside_bank when paid in cash), overdue unpaid FT invoices, and bank movements not yet matched or ignored. Plus `counts`. Use it before a VAT deadline or a monthly close.",
  scope: "read",
  http: { method: "GET", path: "/compliance/gaps" },
  input: z.object({}),
  output: gapsOutput,
  hints: HINTS.readOnly,
  async run(context) {
    return complianceGaps(context.companyId, context.now());
  },
});
