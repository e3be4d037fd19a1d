import { lisbonToday } from "@/lib/core/dates";
import { formatEuros } from "@/lib/core/money";
import { monthPeriod, type ReportPeriod } from "@/lib/domains/reports/report-period";
import { exportSaftForAgents } from "@/lib/domains/saft/export-saft-for-agents";
import { callOperation } from "../call-operation";
import { extractPeriod } from "../local/extract-period";
import { defineIntent } from "./define-intent";

/** The file due by day 5 is the previous month's: that is the period when the message names none. */
function previousMonth(today: string): ReportPeriod {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return month === 1 ? monthPeriod(year - 1, 12) : monthPeriod(year, month - 1);
}

function periodInput(period: ReportPeriod): { year: number; month?: number; quarter?: number } {
  if (period.type === "month") return { year: period.year, month: period.month! };
  if (period.type === "quarter") return { year: period.year, quarter: period.quarter! };
  return { year: period.year };
}

// The SAF-T (PT) invoicing file of a period, through export_saft: its control totals and where to get it.
export const saft = defineIntent({
  name: "saft",
  operation: exportSaftForAgents,
  card: "saft",
  toDo: "preparar o ficheiro SAF-T",
  help: { line: 9, example: "exporta o SAF-T de outubro", about: "o ficheiro das faturas para a AT" },
  examples: ["exporta o SAF-T de outubro", "preciso do ficheiro saft do 3.º trimestre", "gera o SAF-T deste ano", "SAF-T file for last month", "ficheiro de faturação para comunicar à AT"],
  phrases: [["saft", 6], ["saf t", 6], ["ficheiro de faturacao", 5], ["comunicar as faturas", 4], ["comunicar a at", 3], ["comunicacao das faturas", 4],
    // The file named by what it holds («o ficheiro das faturas para a AT», «export das vendas»).
    ["ficheiro das faturas", 5], ["ficheiro de faturas", 5], ["ficheiro das vendas", 5], ["ficheiro xml", 4], ["exportar as faturas", 4], ["exporta as faturas", 4], ["audit file", 5]],
  async respond({ context, message }) {
    const today = lisbonToday(context.now());
    const period = extractPeriod(message, today) ?? previousMonth(today);
    const input = periodInput(period);
    const { xml: _inline, ...summary } = await callOperation(exportSaftForAgents, context, input);
    const query = new URLSearchParams(Object.entries(input).map(([name, value]) => [name, String(value)]));
    const reply =
      summary.numberOfEntries === 0
        ? `O SAF-T de ${summary.period.label} não tem documentos de venda. O ficheiro pode ser descarregado na mesma (a AT aceita a comunicação sem faturas).`
        : `SAF-T de ${summary.period.label}: ${summary.numberOfEntries} documentos, ${summary.customers} clientes, total a crédito ${formatEuros(summary.totalCreditCents)}${summary.totalDebitCents ? `, a débito ${formatEuros(summary.totalDebitCents)}` : ""}. Descarregue o ficheiro ${summary.fileName} e submeta-o no e-Fatura até dia 5 do mês seguinte.`;
    return { reply, card: { type: "saft", saft: summary, webPath: `/faturas/saft?${query}` } };
  },
});
