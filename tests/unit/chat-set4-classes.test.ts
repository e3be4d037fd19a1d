import { describe, expect, it } from "vitest";
import { reportMetricOf } from "@/lib/domains/chat/intents/report";
import { classifyIntent } from "@/lib/domains/chat/local/classify-intent";
import { extractPeriod } from "@/lib/domains/chat/local/extract-period";

// Round chat4 (issue #33): the classes found on chat set 4's tuned half, each treated as a class. The sentences here
// are new ones, neither the intents' examples nor the evaluation's sets or probes; each class has sentences that must
// stay out of it.

const intentOf = (message: string) => classifyIntent(message).intent;

describe("how the business is doing, asked in English with a contraction or a possessive", () => {
  it("is the briefing", () => {
    expect(intentOf("how's my firm doing overall?")).toBe("briefing");
    expect(intentOf("how's my company doing these days?")).toBe("briefing");
    expect(intentOf("how is our shop doing?")).toBe("briefing");
  });

  it("is not when a figure or a document is asked", () => {
    expect(intentOf("how's my revenue this year?")).toBe("report");
    expect(intentOf("what's overdue?")).toBe("receivables");
  });
});

describe("how things are going, in Portuguese words of every day, and a round-up asked for", () => {
  it("is the briefing", () => {
    expect(intentOf("como vão as coisas lá na loja?")).toBe("briefing");
    expect(intentOf("então, como andam as coisas na oficina?")).toBe("briefing");
    expect(intentOf("faz-me um apanhado rápido")).toBe("briefing");
    expect(intentOf("dá-me um apanhado da empresa")).toBe("briefing");
  });

  it("is not when the things are named, or the round-up is of something else", () => {
    expect(intentOf("como correm as coisas com os prazos?")).toBe("obligations");
    expect(intentOf("como estão as coisas com o IVA deste trimestre?")).toBe("report");
    expect(intentOf("faz um apanhado das faturas por receber")).toBe("receivables");
  });
});

describe("alerts and warnings asked for", () => {
  it("are the compliance gaps", () => {
    expect(intentOf("tenho algum alerta?")).toBe("gaps");
    expect(intentOf("há avisos para mim?")).toBe("gaps");
    expect(intentOf("any warnings for me?")).toBe("gaps");
  });

  it("are not when a deadline or a document is what is asked", () => {
    expect(intentOf("quando é o próximo prazo de IVA?")).toBe("obligations");
    expect(intentOf("envia um aviso de pagamento à Joana")).not.toBe("gaps");
    expect(intentOf("recebi um aviso das finanças para pagar o IUC, quando é o prazo?")).toBe("obligations");
  });
});

describe("a period word typed with a letter wrong, missing or doubled", () => {
  const today = "2026-11-23";
  it("is still the period", () => {
    expect(extractPeriod("quanto vendi no ano pasado?", today)).toMatchObject({ year: 2025, type: "year" });
    expect(extractPeriod("despesas do mes passsado", today)).toMatchObject({ year: 2026, month: 10 });
    expect(extractPeriod("iva do trimestre anteiror", today)).toMatchObject({ year: 2026, quarter: 3 });
    expect(extractPeriod("faturas de setembor", today)).toMatchObject({ year: 2026, month: 9 });
  });

  it("leaves other words and short month names alone", () => {
    expect(extractPeriod("quanto faturei aos meus trimestrais?", today)).toBeNull();
    expect(extractPeriod("o peso do passe social", today)).toBeNull();
  });
});

describe("what was earned once the expenses are taken off", () => {
  it("is the result", () => {
    expect(reportMetricOf("quanto faturei este ano, tirando os custos?")).toBe("result");
    expect(reportMetricOf("quanto me sobrou depois de pagar as despesas em outubro?")).toBe("result");
    expect(reportMetricOf("how much did I make after expenses?")).toBe("result");
  });

  it("is not when the expenses themselves are asked", () => {
    expect(reportMetricOf("quanto gastei em despesas este ano?")).toBe("expenses");
    expect(reportMetricOf("gastei menos em despesas do que no ano passado?")).toBe("expenses");
    expect(reportMetricOf("quanto faturei em outubro?")).toBe("revenue");
  });
});
