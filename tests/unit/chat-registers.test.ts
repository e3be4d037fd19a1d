import { describe, expect, it } from "vitest";
import { classifyIntent } from "@/lib/domains/chat/local/classify-intent";
import { isPoliteRequest } from "@/lib/domains/chat/local/polite-request";

// Registers owners write in (issue #33), each treated as a class rather than message by message. The sentences
// here are new ones, neither the intents' examples nor the evaluation's sets or probes.

const intentOf = (message: string) => classifyIntent(message).intent;

describe("a write asked politely, as a question or a wish", () => {
  it("is an order to draft, whatever the write", () => {
    expect(intentOf("consegues mandar a FT 2026/21 à Marta?")).toBe("send_invoice");
    expect(intentOf("gostava que reenviasses a fatura 2026/30 ao cliente")).toBe("send_invoice");
    expect(intentOf("boa tarde, será que podes fazer uma nota de crédito à FT 2026/18 por desconto?")).toBe("credit_note");
    expect(intentOf("could you suspend the recurring invoice of Marta?")).toBe("recurring_pause");
    expect(intentOf("podias criar uma avença mensal de 90 € para o Ginásio Norte?")).toBe("create_recurring_invoice");
    expect(intentOf("podes marcar a FT 2026/40 como recebida?")).toBe("register_payment");
  });

  it("is not an order when it asks to be told or shown something", () => {
    expect(isPoliteRequest("podes dizer-me se a FT 2026/3 já foi paga?")).toBe(false);
    expect(isPoliteRequest("consegues ver se enviei a FT 2026/8?")).toBe(false);
    expect(intentOf("podes dizer-me se a FT 2026/33 já foi paga?")).not.toBe("register_payment");
    // A question about what happened stays a question.
    expect(intentOf("a FT 2026/33 já foi enviada?")).not.toBe("send_invoice");
  });
});

describe("a pronoun joined to its verb («faltam-me», «deve-me»)", () => {
  it("is read as the phrase written with the pronoun first", async () => {
    const { spelledOut } = await import("@/lib/domains/chat/local/chat-terms");
    expect(spelledOut("Faltam-nos recibos?")).toBe("nos faltam recibos?");
    // A hyphen that joins no pronoun stays: «e-fatura», «fatura-recibo».
    expect(spelledOut("e-fatura e fatura-recibo")).toBe("e-fatura e fatura-recibo");
    expect(intentOf("faltam-nos documentos de compras?")).toBe("gaps");
    expect(intentOf("o Ginásio Norte deve-me alguma coisa?")).toBe("receivables");
  });
});

describe("VAT said in the future, to pay or to get back", () => {
  it("is the VAT return, not the report's VAT nor money owed by clients", () => {
    expect(intentOf("este mês o iva vai dar a recuperar?")).toBe("vat_return");
    expect(intentOf("vamos ter iva a receber no 2º trimestre?")).toBe("vat_return");
    expect(intentOf("how much VAT are we going to pay... sorry, how much VAT will we have to hand over in Q2?")).toBe("vat_return");
    // The VAT of a past period stays the report's.
    expect(intentOf("quanto foi o iva liquidado em março?")).toBe("report");
  });
});

describe("what is still to collect («o que falta cobrar»)", () => {
  it("is money clients owe, not a gap; what is missing otherwise stays a gap", () => {
    expect(intentOf("quero ver o que falta cobrar aos clientes")).toBe("receivables");
    expect(intentOf("e o que é que ainda falta receber?")).toBe("receivables");
    expect(intentOf("o que falta tratar na contabilidade?")).toBe("gaps");
  });
});

describe("expense documents the reader failed on, or waiting for validation", () => {
  it("are the documents to check, with the error filter when they failed", async () => {
    const { documentsFilterOf } = await import("@/lib/domains/chat/intents/documents");
    expect(intentOf("que recibos deram erro?")).toBe("documents");
    expect(documentsFilterOf("que recibos deram erro?")).toBe("error");
    expect(intentOf("faturas de compra com erros de leitura")).toBe("documents");
    expect(intentOf("tenho talões à espera de validação?")).toBe("documents");
  });
});

describe("English phrasings", () => {
  it("reach the intent the Portuguese ones reach", () => {
    expect(intentOf("hi! how is everything going with the company?")).toBe("briefing");
    expect(intentOf("which purchases does the tax portal list?")).toBe("efatura");
    expect(intentOf("should I withhold 25% when I pay a freelancer?")).toBe("tax");
    expect(intentOf("anything due to the tax office soon?")).toBe("obligations");
    expect(intentOf("do we need to file anything in December?")).toBe("obligations");
    expect(intentOf("how much VAT will we owe for Q1?")).toBe("vat_return");
  });
});

describe("an invoice that repeats by itself, without the word «avença»", () => {
  it("is an avença to create", () => {
    expect(intentOf("marca uma fatura de 60 € todos os meses para o Ginásio Norte")).toBe("create_recurring_invoice");
    expect(intentOf("queria ter uma fatura automática de 45 € por mês para a Marta")).toBe("create_recurring_invoice");
    // A figure asked month by month is not one.
    expect(intentOf("quanto faturei todos os meses este ano?")).toBe("report");
  });
});

describe("invoicing said with a wish or a need and the infinitive («quero faturar…»)", () => {
  it("is an order to draft the invoice, a prediction («vou faturar») is not", () => {
    expect(intentOf("preciso de faturar 250 € ao Ginásio Norte pela manutenção")).toBe("issue_invoice");
    expect(intentOf("I want to invoice Marta 120 EUR for the photos")).toBe("issue_invoice");
    expect(intentOf("quanto vou faturar em dezembro?")).not.toBe("issue_invoice");
  });
});

describe("periods as owners write them", () => {
  it("read the current, coded, two-digit-year, last-year and numeric forms", async () => {
    const { extractPeriod } = await import("@/lib/domains/chat/local/extract-period");
    const today = "2026-11-23";
    const cases: [string, object][] = [
      ["despesas do trimestre em curso", { year: 2026, quarter: 4 }],
      ["receitas do mês atual", { year: 2026, month: 11 }],
      ["iva do 2T", { year: 2026, quarter: 2 }],
      ["resultado do 1º tri", { year: 2026, quarter: 1 }],
      ["faturação 3T2025", { year: 2025, quarter: 3 }],
      ["despesas de julho de 25", { year: 2025, month: 7 }],
      ["quanto faturei em maio do ano passado?", { year: 2025, month: 5 }],
      ["lucro do terceiro trimestre do ano anterior", { year: 2025, quarter: 3 }],
      ["vendas de 03/2026", { year: 2026, month: 3 }],
      ["o último trimestre de 2024", { year: 2024, quarter: 4 }],
      ["despesas até hoje", { year: 2026, type: "year" }],
    ];
    for (const [message, expected] of cases) expect(extractPeriod(message, today), message).toMatchObject(expected);
    // An invoice number is no period, nor a count before «trabalhadores».
    expect(extractPeriod("envia a FT 2026/12", today)).toMatchObject({ year: 2026, type: "year" });
    expect(extractPeriod("tenho 3 trabalhadores", today)).toBeNull();
  });
});

describe("vocabulary intents lacked", () => {
  it("reaches them", async () => {
    const { reportMetricOf } = await import("@/lib/domains/chat/intents/report");
    expect(intentOf("no geral, como estão as finanças da empresa?")).toBe("briefing");
    expect(intentOf("preciso do ficheiro de faturas de outubro para a contabilista")).toBe("saft");
    expect(intentOf("durante quantos anos tenho de conservar os recibos?")).toBe("tax");
    expect(intentOf("quantos dias faltam para pagar o IUC?")).toBe("obligations");
    expect(intentOf("quanto comprámos em setembro?")).toBe("report");
    expect(reportMetricOf("quanto comprámos em setembro?")).toBe("expenses");
    // A figure is not a rule: «quanto» of money stays the report's.
    expect(intentOf("quanto gastei em combustível este ano?")).toBe("report");
  });
});

describe("orders in other shapes", () => {
  it("send a note named as the thing to send, wish for an avença, stop one with «para», invoice with «fatura 300 € ao…»", () => {
    expect(intentOf("manda a nota de crédito 2026/4 à Marta")).toBe("send_invoice");
    expect(intentOf("emite uma nota de crédito à FT 2026/8 por desconto e envia")).toBe("credit_note");
    expect(intentOf("queria uma avença mensal de 70 € para o Ginásio Norte")).toBe("create_recurring_invoice");
    expect(intentOf("queria uma lista das avenças")).toBe("recurring_invoices");
    expect(intentOf("para a avença da Marta Reis")).toBe("recurring_pause");
    expect(intentOf("fatura 120 € à Marta Reis pela sessão fotográfica")).toBe("issue_invoice");
    expect(intentOf("fatura 2026/12 de 500 € está paga?")).not.toBe("issue_invoice");
  });
});

describe("vocabulary of the second round", () => {
  it("reaches the intents", () => {
    const cases: [string, string][] = [
      ["não percebo como se usa isto", "help"],
      ["então, como vamos este ano?", "briefing"],
      ["o que há para pagar à segurança social?", "obligations"],
      ["anything coming up with the taxes?", "obligations"],
      ["vou ter de pagar muito iva este trimestre?", "vat_return"],
      ["qual foi a margem em 2025?", "report"],
      ["clientes que me devem dinheiro", "receivables"],
      ["as faturas que passaram o prazo", "receivables"],
      ["latest invoices please", "invoices"],
      ["há despesas por aprovar?", "documents"],
      ["como está a liquidez?", "bank"],
      ["is everything up to date in my accounts?", "gaps"],
      ["posso lançar o ginásio como custo da empresa?", "tax"],
      ["mostra todos os recibos carregados", "documents"],
    ];
    for (const [message, intent] of cases) expect(intentOf(message), message).toBe(intent);
  });
});

describe("telegraphic orders and their negations", () => {
  it("read an order without its verb, and not a denial", () => {
    expect(intentOf("2026/41 paga em numerário")).toBe("register_payment");
    expect(intentOf("a FT 2026/41 ainda não foi paga")).not.toBe("register_payment");
    expect(intentOf("avença trimestral 150 € Marta Reis")).toBe("create_recurring_invoice");
    expect(intentOf("avença trimestral da Marta Reis?")).toBe("recurring_invoices");
    expect(intentOf("queria faturar à Marta 40 € todos os meses")).toBe("create_recurring_invoice");
    expect(intentOf("congela a avença do Ginásio Norte")).toBe("recurring_pause");
  });
});

describe("round 3: the return named anywhere, VAT of a kind of thing, and more vocabulary", () => {
  it("reaches the intents", () => {
    const cases: [string, string][] = [
      ["declaração: quanto iva há a entregar no 1T?", "vat_return"],
      ["iva das bicicletas", "tax"],
      ["IVA na reparação de calçado", "tax"],
      ["iva do mês passado", "report"],
      ["compensa passar para contabilidade organizada?", "tax"],
      ["dívidas dos clientes", "receivables"],
      ["que faturas já deviam ter sido pagas?", "receivables"],
      ["preciso do NIF da Marta Reis para uma fatura", "clients"],
      ["os talões de ontem ficaram bem?", "documents"],
      ["há recibos com problemas de leitura?", "documents"],
      ["quanto dinheiro tem a empresa na conta?", "bank"],
      ["a faturação está em dia?", "gaps"],
      ["que entregas tenho em fevereiro?", "obligations"],
    ];
    for (const [message, intent] of cases) expect(intentOf(message), message).toBe(intent);
  });
});

describe("round 4: which way the VAT went, Brazilian and first-person forms, whether the law requires an invoice", () => {
  it("reaches the intents", () => {
    const cases: [string, string][] = [
      ["o iva de setembro deu a recuperar?", "vat_return"],
      ["as finanças vão-me reembolsar iva no 4T?", "vat_return"],
      ["quem tá me devendo?", "receivables"],
      ["show me receipts with errors", "documents"],
      ["há transferências por associar a faturas?", "bank"],
      ["vendo para angola, aplico iva?", "tax"],
      ["sou obrigado a passar fatura a particulares?", "tax"],
      ["passa fatura de 60 € à Marta Reis", "issue_invoice"],
    ];
    for (const [message, intent] of cases) expect(intentOf(message), message).toBe(intent);
  });
});
