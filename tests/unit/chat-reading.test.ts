import { describe, expect, it } from "vitest";
import { classifyIntent } from "@/lib/domains/chat/local/classify-intent";
import { clientInMessage } from "@/lib/domains/chat/local/client-in-message";
import { extractAmounts } from "@/lib/domains/chat/local/extract-amounts";
import { extractPeriod } from "@/lib/domains/chat/local/extract-period";
import { readInvoiceRequest } from "@/lib/domains/chat/local/invoice-request";
import { draftReference } from "@/lib/domains/chat/drafts/chat-drafts";
import { HELD_OUT_CHAT_MESSAGES } from "../eval/held-out/chat-messages";
import { TRAIN_CHAT } from "../eval/run";
import { scoreChatSet } from "../eval/score-chat";
import { isCancellation, isConfirmation } from "@/lib/domains/chat/drafts/confirm-draft";

const TODAY = "2026-11-22";

describe("periods in free text", () => {
  it.each([
    ["quanto faturei em março?", { type: "month", year: 2026, month: 3, startDate: "2026-03-01", endDate: "2026-03-31" }],
    ["receitas de dezembro", { type: "month", year: 2025, month: 12, startDate: "2025-12-01", endDate: "2025-12-31" }],
    ["despesas de fevereiro de 2024", { type: "month", year: 2024, month: 2, endDate: "2024-02-29" }],
    ["IVA do 1.º trimestre", { type: "quarter", year: 2026, quarter: 1, startDate: "2026-01-01", endDate: "2026-03-31" }],
    ["saldo de iva do 3º trimestre", { type: "quarter", quarter: 3, endDate: "2026-09-30" }],
    ["tive lucro no T2?", { type: "quarter", quarter: 2 }],
    ["revenue Q4 2025", { type: "quarter", year: 2025, quarter: 4, endDate: "2025-12-31" }],
    ["este trimestre", { type: "quarter", year: 2026, quarter: 4 }],
    ["last quarter", { type: "quarter", year: 2026, quarter: 3 }],
    ["mês passado", { type: "month", year: 2026, month: 10 }],
    ["este mês", { type: "month", year: 2026, month: 11 }],
    ["ano passado", { type: "year", year: 2025, startDate: "2025-01-01", endDate: "2025-12-31" }],
    ["quanto gastei em 2025?", { type: "year", year: 2025 }],
    ["despesas desde janeiro", { type: "year", year: 2026, startDate: "2026-01-01" }],
    ["receitas desde o início do ano", { type: "year", year: 2026 }],
    ["revenue year to date", { type: "year", year: 2026 }],
  ])("%s", (message, expected) => {
    expect(extractPeriod(message, TODAY)).toMatchObject(expected);
  });

  it("rolls over the year for the previous quarter and month in January", () => {
    expect(extractPeriod("trimestre passado", "2027-01-10")).toMatchObject({ year: 2026, quarter: 4 });
    expect(extractPeriod("mês passado", "2027-01-10")).toMatchObject({ year: 2026, month: 12 });
  });

  it("does not read ordinary words as months, nor invent a period", () => {
    expect(extractPeriod("vou ao mar", TODAY)).toBeNull();
    expect(extractPeriod("quanto faturei?", TODAY)).toBeNull();
  });
});

describe("euro amounts in free text", () => {
  it.each([
    ["a 60€ + IVA", 6000],
    ["de 1.250,50 €", 125050],
    ["€ 45", 4500],
    ["150 euros", 15000],
    ["mil euros", 100000],
    ["dois mil euros", 200000],
    ["1,5 mil €", 150000],
    ["EUR 12,5", 1250],
    ["10 000 €", 1000000],
    ["20 caixas a 12,50", 1250],
    ["por 1.200,00", 120000],
  ])("%s", (text, cents) => {
    expect(extractAmounts(text).map((amount) => amount.cents)).toEqual([cents]);
  });

  it("finds nothing in a sentence without money", () => {
    expect(extractAmounts("3 horas de consultoria no dia 12")).toEqual([]);
    // A bare number is money only with cents after «a»/«por»: not a count, a rate or a date.
    expect(extractAmounts("20 caixas a 12 unidades, iva a 23,00%, a 12/11")).toEqual([]);
  });
});

describe("invoice requests", () => {
  const known = [{ name: "Joana Lda", nif: "515299073" }, { name: "Casa de Pasto do Zé, Lda", nif: null }];

  it("reads client, quantity, description, price and VAT, and fills a known client's NIF", () => {
    expect(readInvoiceRequest("emite uma fatura à Joana Lda de 3 horas de consultoria a 60€ + IVA", known)).toEqual({
      documentType: "FT", clientName: "Joana Lda", clientNif: "515299073",
      line: { description: "Consultoria", quantity: 3, unitCents: 6000, vatRate: 23, vatIncluded: false, vatExemptionCode: null }, problems: [],
    });
  });

  it("reads a fatura-recibo, a NIF, a price with VAT included, and a new client", () => {
    const request = readInvoiceRequest("Faz uma fatura-recibo ao João Silva, NIF 123456789, 150 € por design de logótipo com IVA incluído", known);
    expect(request).toMatchObject({ documentType: "FR", clientName: "João Silva", clientNif: "123456789", line: { description: "Design de logótipo", quantity: 1, unitCents: 15000, vatIncluded: true } });
  });

  it("reads English, other rates, exemptions and counted items", () => {
    expect(readInvoiceRequest("issue an invoice to Acme Lda for 10 hours of consulting at 45 EUR plus VAT", known)).toMatchObject({ clientName: "Acme Lda", line: { quantity: 10, unitCents: 4500, description: "Consulting" } });
    expect(readInvoiceRequest("fatura à Casa de Pasto do Zé, Lda de 2 refeições a 12,50 € com IVA a 13%", known)).toMatchObject({ clientName: "Casa de Pasto do Zé, Lda", line: { quantity: 2, description: "Refeições", vatRate: 13 } });
    expect(readInvoiceRequest("emitir fatura à Maria Lopes de mil euros por formação, isento de IVA", known)).toMatchObject({ clientName: "Maria Lopes", line: { unitCents: 100000, vatRate: 0, description: "Formação", vatExemptionCode: null } });
    expect(readInvoiceRequest("emitir fatura à Maria Lopes de 300 € por formação, isento M07", known)).toMatchObject({ line: { vatRate: 0, vatExemptionCode: "M07" }, problems: [] });
    expect(readInvoiceRequest("emitir fatura à Maria Lopes de 300 € por formação, isento M08", known).problems).toEqual(["o código de isenção M08 não existe na tabela da AT"]);
  });

  it("lists what is missing or wrong instead of guessing", () => {
    expect(readInvoiceRequest("emite fatura à Joana Lda", known).problems).toEqual([expect.stringContaining("falta o valor")]);
    expect(readInvoiceRequest("emite uma fatura de 100 € por consultoria", known).problems).toEqual([expect.stringContaining("falta o cliente")]);
    expect(readInvoiceRequest("fatura à Joana Lda de 100 € por consultoria com IVA a 21%", known).problems).toEqual([expect.stringContaining("21%")]);
    expect(readInvoiceRequest("fatura ao Rui, NIF 123456780, de 100 € por consultoria", known).problems).toEqual([expect.stringContaining("123456780")]);
  });
});

describe("clients named in a message", () => {
  const clients = [{ name: "Joana Lda" }, { name: "Maria Santos" }, { name: "Casa de Pasto do Zé, Lda" }];

  it("takes the longest full name, ignoring case, accents and punctuation", () => {
    expect(clientInMessage("faturas da casa de pasto do ze lda", clients, { byDistinctiveWord: false })?.name).toBe("Casa de Pasto do Zé, Lda");
    expect(clientInMessage("NIF da JOANA LDA?", clients, { byDistinctiveWord: false })?.name).toBe("Joana Lda");
  });

  it("accepts a distinctive word only for reading, never for issuing to a new client", () => {
    expect(clientInMessage("as faturas da Joana", clients, { byDistinctiveWord: true })?.name).toBe("Joana Lda");
    expect(clientInMessage("fatura à Maria Lopes de 100 €", clients, { byDistinctiveWord: false })).toBeNull();
    expect(clientInMessage("faturas de alguém", clients, { byDistinctiveWord: true })).toBeNull();
  });
});

describe("intents", () => {
  it("drafts an invoice only when asked to issue one", () => {
    expect(classifyIntent("emite uma fatura à Joana de 100 €").intent).toBe("issue_invoice");
    expect(classifyIntent("quantas faturas emiti este mês?").intent).not.toBe("issue_invoice");
    expect(classifyIntent("mostra as faturas").intent).toBe("invoices");
  });

  it("tells a deadline, a figure and a rule about VAT apart", () => {
    expect(classifyIntent("quando tenho de pagar o IVA?").intent).toBe("obligations");
    expect(classifyIntent("quanto IVA tenho a pagar este trimestre?").intent).toBe("report");
    expect(classifyIntent("qual é a taxa de IVA dos livros?").intent).toBe("tax");
  });

  it("forgives one typo in longer words, and offers help for nonsense", () => {
    expect(classifyIntent("proximas obrigaçoes").intent).toBe("obligations");
    expect(classifyIntent("lista as fatras").intent).toBe("invoices");
    expect(classifyIntent("zzzz qwerty").intent).toBe("help");
  });
});

describe("confirmation", () => {
  it("reads a short yes or no, never a new request", () => {
    for (const yes of ["sim", "Sim!", "confirmo", "ok, pode emitir", "yes"]) expect(isConfirmation(yes), yes).toBe(true);
    for (const no of ["não", "nao, cancela", "cancel"]) expect(isCancellation(no), no).toBe(true);
    expect(isConfirmation("sim, e emite outra fatura à Joana Lda de 3 horas de consultoria a 60 € + IVA")).toBe(false);
    expect(isConfirmation("não")).toBe(false);
  });

  it("finds the reference only in the assistant's last turn", () => {
    const draft = { role: "assistant" as const, content: "Rascunho RASC-6SKXJERX: fatura para Joana Lda…" };
    expect(draftReference([{ role: "user", content: "emite…" }, draft])).toBe("RASC-6SKXJERX");
    expect(draftReference([draft, { role: "user", content: "e?" }, { role: "assistant", content: "Posso ajudar…" }])).toBeNull();
    expect(draftReference([{ role: "user", content: "RASC-6SKXJERX" }])).toBeNull();
  });
});

describe("the chat evaluation set", () => {
  it("holds at least 120 messages and the local engine gets 90% or more right on training and held-out parts", () => {
    const train = scoreChatSet(TRAIN_CHAT);
    const heldOut = scoreChatSet(HELD_OUT_CHAT_MESSAGES);
    expect(train.total + heldOut.total).toBeGreaterThanOrEqual(120);
    expect(heldOut.total).toBeGreaterThanOrEqual(40);
    expect(train.right / train.total, train.misses.join("\n")).toBeGreaterThanOrEqual(0.9);
    // The held-out misses are not printed: they are looked at only after the work, not tuned to.
    expect(heldOut.right / heldOut.total, `${heldOut.right}/${heldOut.total} held-out messages right`).toBeGreaterThanOrEqual(0.9);
  });
});
