import { describe, expect, it } from "vitest";
import { receivablesFilterOf } from "@/lib/domains/chat/intents/receivables";
import { reportMetricOf } from "@/lib/domains/chat/intents/report";
import { classifyIntent } from "@/lib/domains/chat/local/classify-intent";
import { extractPeriod } from "@/lib/domains/chat/local/extract-period";
import { isPoliteRequest } from "@/lib/domains/chat/local/polite-request";

// Chat probes round 5's classes (tests/eval/chat-probes-5.ts), each with sentences of its own and sentences that
// must stay out.

const intentOf = (message: string) => classifyIntent(message).intent;
const periodOf = (message: string) => {
  const period = extractPeriod(message, "2026-11-23");
  return period ? (period.month ? `${period.year}-${period.month}` : period.quarter ? `${period.year}-T${period.quarter}` : `${period.year}`) : null;
};

describe("periods in words", () => {
  it("reads the months of one quarter, first to last, as that quarter", () => {
    expect(periodOf("receitas de abril a junho")).toBe("2026-T2");
    expect(periodOf("despesas entre outubro e dezembro de 2025")).toBe("2025-T4");
    expect(periodOf("vendas de janeiro, fevereiro e março")).toBe("2026-T1");
    // Not a quarter's span: the first month, as before.
    expect(periodOf("de fevereiro a abril")).toBe("2026-2");
    expect(periodOf("de janeiro a junho")).toBe("2026-1");
  });

  it("reads the month, quarter or year that ended", () => {
    expect(periodOf("receitas do mês que terminou")).toBe("2026-10");
    expect(periodOf("o trimestre que acabou")).toBe("2026-T3");
    expect(periodOf("lucro do ano que passou")).toBe("2025");
  });

  it("reads a net gain as the result", () => {
    expect(reportMetricOf("quanto ganhámos líquido este ano?")).toBe("result");
    expect(reportMetricOf("net income for Q2")).toBe("result");
    expect(reportMetricOf("receitas líquidas de maio")).toBe("revenue");
  });
});

describe("orders and their forms", () => {
  it("takes «importas-te de…», «fazes-me o favor de…» as polite requests", () => {
    expect(isPoliteRequest("importas-te de mandar a FT 2026/4 ao cliente?")).toBe(true);
    expect(isPoliteRequest("não se importa de emitir a fatura?")).toBe(true);
    expect(isPoliteRequest("fazes-me o favor de enviar a 2026/9?")).toBe(true);
    expect(isPoliteRequest("a FT 2026/4 foi enviada?")).toBe(false);
  });

  it("reads an invoice said to repeat by quarter or year, or per month from now on, as an avença", () => {
    expect(intentOf("emite 300 € à Marta Reis todos os anos")).toBe("create_recurring_invoice");
    expect(intentOf("daqui para a frente, emite 75 € por mês ao Ginásio Norte")).toBe("create_recurring_invoice");
    expect(intentOf("emite uma fatura de 75 € ao Ginásio Norte")).toBe("issue_invoice");
    expect(intentOf("mostra a fatura da avença do Ginásio Norte")).not.toBe("create_recurring_invoice");
  });

  it("reads an order to stop issuing an avença as its pause", () => {
    expect(intentOf("não fatures mais a avença do Ginásio Norte")).toBe("recurring_pause");
    expect(intentOf("deixa de emitir a avença da Marta")).toBe("recurring_pause");
  });
});

describe("vocabulary of round 5", () => {
  it("money still to come in is receivables; money that came in is revenue", () => {
    expect(intentOf("quanto falta entrar de clientes?")).toBe("receivables");
    expect(intentOf("quanto entrou em outubro?")).toBe("report");
  });

  it("expenses the owner has not reviewed are documents", () => {
    expect(intentOf("quais os talões que ainda não validei?")).toBe("documents");
  });

  it("withholding said with its verb, and a threshold of the law, are tax rules", () => {
    expect(intentOf("tenho de reter na fonte a um designer?")).toBe("tax");
    expect(intentOf("até quanto posso faturar sem cobrar IVA?")).toBe("tax");
    expect(intentOf("IVA referente a fevereiro")).toBe("report");
  });

  it("whether the books are complete is the gaps; what happened in the company is the briefing; what to ask is the help", () => {
    expect(intentOf("a minha contabilidade está completa?")).toBe("gaps");
    expect(intentOf("o que se passou este mês na empresa?")).toBe("briefing");
    expect(intentOf("não sei o que te pedir")).toBe("help");
  });
});

describe("what is not wanted, then what is", () => {
  it("sets a leading «não X, …» aside and reads the rest", () => {
    expect(intentOf("não o banco, só os documentos por rever")).toBe("documents");
    expect(intentOf("não quero as avenças, mas sim as faturas emitidas")).toBe("invoices");
    expect(receivablesFilterOf("não só as vencidas, todas as que estão por receber")).toBe("open");
    expect(reportMetricOf("não quero o lucro, só as vendas de maio")).toBe("revenue");
  });

  it("leaves a denial that is itself the request alone", () => {
    expect(intentOf("o cliente não pagou a fatura de outubro")).toBe("receivables");
    expect(receivablesFilterOf("faturas não pagas e vencidas")).toBe("overdue");
  });
});
