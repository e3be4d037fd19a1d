import type { z } from "zod";
import { getBankOverview } from "@/lib/domains/bank/bank-overview";
import { getCompanyBriefing } from "@/lib/domains/briefing/get-company-briefing";
import { getFiscalCalendar } from "@/lib/domains/calendar/get-fiscal-calendar";
import { listClients } from "@/lib/domains/receivables/list-clients";
import { findComplianceGaps } from "@/lib/domains/compliance/find-compliance-gaps";
import { listDocuments } from "@/lib/domains/documents/read-documents";
import { getEfaturaMovements } from "@/lib/domains/efatura/get-efatura-movements";
import { listInvoices } from "@/lib/domains/invoices/list-invoices";
import { formatEuros } from "@/lib/core/money";
import { getFinancialReport } from "@/lib/domains/reports/get-financial-report";
import { exportSaftForAgents } from "@/lib/domains/saft/export-saft-for-agents";
import { askTaxExpert } from "@/lib/domains/tax/ask-tax-expert";
import { getVatReturn } from "@/lib/domains/vat-return/get-vat-return";
import type { ChatCard } from "../chat-card";
import { vatReturnCard } from "../intents/vat-return";
import { listRecurringInvoices } from "@/lib/domains/recurring/recurring-invoices";

// The card shown beside a model's answer: built from the last tool result, so the widget shows the
// operation's own data whatever the model wrote.

type Output<Operation extends { output: z.ZodType }> = z.output<Operation["output"]>;

export function cardFromToolResult(toolName: string, input: unknown, output: unknown): ChatCard | null {
  switch (toolName) {
    case getCompanyBriefing.name:
      return { type: "briefing", briefing: output as Output<typeof getCompanyBriefing> };
    case getFiscalCalendar.name: {
      const calendar = output as Output<typeof getFiscalCalendar>;
      return { type: "obligations", vatRegime: calendar.vatRegime, obligations: calendar.obligations };
    }
    case getFinancialReport.name:
      return { type: "report", metric: "summary", period: (output as Output<typeof getFinancialReport>).period };
    case listInvoices.name: {
      const { faturas } = output as Output<typeof listInvoices>;
      const filters = (input ?? {}) as { status?: string; clientName?: string };
      const filtro = filters.status === "overdue" ? "overdue" : filters.status === "open" || filters.status === "unpaid" || filters.status === "partially_paid" ? "open" : "recent";
      // Open documents add up what is still open on them, as everywhere else; other lists their totals.
      const totalCents = faturas.reduce((sum, invoice) => sum + (filtro === "recent" ? invoice.totalCents : invoice.openCents), 0);
      return { type: "invoices", filter: filtro, cliente: filters.clientName ?? null, faturas, count: faturas.length, totalCents, total: formatEuros(totalCents) };
    }
    case listClients.name:
      return { type: "clients", query: null, clientes: (output as Output<typeof listClients>).clientes };
    case getBankOverview.name:
      return { type: "bank", bank: output as Output<typeof getBankOverview> };
    case findComplianceGaps.name:
      return { type: "gaps", gaps: output as Output<typeof findComplianceGaps> };
    case getEfaturaMovements.name: {
      const { movimentos } = output as Output<typeof getEfaturaMovements>;
      const missing = movimentos.filter((movement) => !movement.registadoNoServico);
      return { type: "efatura", registered: movimentos.length - missing.length, unregistered: missing.length, movimentos: [...missing, ...movimentos.filter((movement) => movement.registadoNoServico)] };
    }
    case listDocuments.name: {
      const status = ((input ?? {}) as { status?: string }).status;
      return { type: "documents", filter: status === "needs_review" || status === "error" ? status : null, documentos: (output as Output<typeof listDocuments>).documentos };
    }
    case exportSaftForAgents.name: {
      const { xml: _inline, ...saft } = output as Output<typeof exportSaftForAgents>;
      const query = new URLSearchParams(Object.entries((input ?? {}) as Record<string, unknown>).map(([name, value]) => [name, String(value)]));
      return { type: "saft", saft, webPath: `/faturas/saft?${query}` };
    }
    case getVatReturn.name:
      return vatReturnCard(output as Output<typeof getVatReturn>);
    case listRecurringInvoices.name:
      return { type: "recurring_invoices", clientName: null, recurringInvoices: (output as Output<typeof listRecurringInvoices>).recurringInvoices };
    case askTaxExpert.name:
      return { type: "tax_answer", answer: output as Output<typeof askTaxExpert> };
    default:
      return null;
  }
}
