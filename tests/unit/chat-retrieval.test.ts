import { describe, expect, it } from "vitest";
import { INTENT_LIST } from "@/lib/domains/chat/intents/all-intents";
import { chatTerms, spelledOut } from "@/lib/domains/chat/local/chat-terms";
import { receivablesFilterOf } from "@/lib/domains/chat/intents/receivables";
import { reportMetricOf } from "@/lib/domains/chat/intents/report";
import { classifyIntent, firstRequest } from "@/lib/domains/chat/local/classify-intent";
import { clientInMessage, nameWithoutLegalForm } from "@/lib/domains/chat/local/client-in-message";
import { wordMatches } from "@/lib/domains/chat/local/fold-text";
import { retrieveIntents } from "@/lib/domains/chat/local/intent-index";
import { readInvoiceRequest } from "@/lib/domains/chat/local/invoice-request";

// Intent recognition by retrieval (issue #33) and clients named without their legal form.

describe("chat terms", () => {
  it("drop greetings and stop words, fold accents and stem with the Portuguese Snowball stemmer", () => {
    expect(chatTerms("Bom dia, por favor")).toEqual([]);
    expect(chatTerms("faturas")).toEqual(chatTerms("faturei"));
    expect(chatTerms("declarações")).toEqual(chatTerms("declaracao"));
    expect(chatTerms("erros")).toEqual(chatTerms("erro"));
  });

  it("put owners' words, abbreviations and English into the examples' words", () => {
    expect(chatTerms("qto")).toEqual(chatTerms("quanto"));
    expect(chatTerms("factura")).toEqual(chatTerms("fatura"));
    expect(chatTerms("invoices")).toEqual(chatTerms("faturas"));
    expect(chatTerms("falhas")).toEqual(chatTerms("problemas"));
    expect(chatTerms("how are the accounts")).toEqual(chatTerms("como contas"));
  });
});

describe("intent retrieval", () => {
  it("scores the intent whose example the message resembles, forgiving a typo", () => {
    const matches = retrieveIntents("faz-me um ponto de situassão", INTENT_LIST);
    const best = [...matches].sort((a, b) => b[1].similarity - a[1].similarity)[0]!;
    expect(best[0]).toBe("briefing");
    expect(best[1].similarity).toBeGreaterThan(0.6);
  });

  it("understands open requests the phrase list missed (the two of the issue)", () => {
    expect(classifyIntent("bom dia, como vão as contas da empresa?").intent).toBe("briefing");
    expect(classifyIntent("a contabilidade tem falhas?").intent).toBe("gaps");
    expect(classifyIntent("olá, tudo bem?").intent).toBe("help");
  });

  it("tells the VAT return from the VAT figure of a period and from its deadline", () => {
    expect(classifyIntent("quanto IVA vou entregar este trimestre?").intent).toBe("vat_return");
    expect(classifyIntent("quanto iva tenho de pagar este mês?").intent).toBe("vat_return");
    expect(classifyIntent("declaração periódica do IVA de outubro").intent).toBe("vat_return");
    expect(classifyIntent("IVA liquidado em agosto").intent).toBe("report");
    expect(classifyIntent("quando entrego a declaração do IVA?").intent).toBe("obligations");
  });

  it("asking for money still owed is receivables, not the client list", () => {
    expect(classifyIntent("quanto tenho por receber?").intent).toBe("receivables");
    expect(classifyIntent("quanto dinheiro tenho para receber de clientes").intent).toBe("receivables");
  });
});

describe("natural requests (round of 2026-11-28)", () => {
  it("answers the first of two requests", () => {
    expect(classifyIntent("olá. ponto de situação e depois mostra-me as obrigações").intent).toBe("briefing");
    expect(classifyIntent("que faturas estão vencidas? e o saldo bancário?").intent).toBe("receivables");
    expect(classifyIntent("extrato do banco, e também as faturas por receber").intent).toBe("bank");
    // A full stop alone is context, not a second request.
    expect(classifyIntent("tenho uma fatura da EDP. posso deduzir o IVA?").intent).toBe("tax");
    expect(firstRequest("quanto faturei? e quem me deve?")).toBe("quanto faturei?");
    expect(firstRequest("faturas por receber")).toBeNull();
    // A greeting's question is not the first request.
    expect(classifyIntent("olá, como estás? quero ver as faturas vencidas").intent).toBe("receivables");
    expect(classifyIntent("como vai? preciso do extrato").intent).toBe("bank");
    expect(classifyIntent("como vai a empresa?").intent).toBe("briefing");
  });

  it("reads whether a client still owes as its open invoices, and overdue in other words", () => {
    expect(classifyIntent("o Café Central já pagou tudo?").intent).toBe("receivables");
    expect(classifyIntent("a Joana ainda me deve alguma coisa?").intent).toBe("receivables");
    expect(classifyIntent("which clients haven't paid?").intent).toBe("receivables");
    expect(classifyIntent("faturas fora do prazo").intent).toBe("receivables");
    expect(receivablesFilterOf("faturas com o prazo ultrapassado")).toBe("overdue");
    // How much one client owes is that client's receivables (its open invoices); each client's debt is the clients' card.
    expect(classifyIntent("quanto me deve a Joana Lda?").intent).toBe("receivables");
    expect(classifyIntent("quanto me deve cada cliente?").intent).toBe("clients");
  });

  it("tells an expense without its counterpart (a gap) from an unmatched bank movement", () => {
    expect(classifyIntent("há compras sem o documento correspondente?").intent).toBe("gaps");
    expect(classifyIntent("despesas sem pagamento no banco").intent).toBe("gaps");
    expect(classifyIntent("há pagamentos no banco sem fatura?").intent).toBe("bank");
    expect(classifyIntent("faz-me uma auditoria à contabilidade").intent).toBe("gaps");
  });

  it("reads a result asked as winning or losing money, a briefing asked as what to know, a processed receipt and a deductible cost", () => {
    expect(classifyIntent("estamos a perder dinheiro este trimestre?").intent).toBe("report");
    expect(reportMetricOf("ganhámos ou perdemos dinheiro em 2025?")).toBe("result");
    expect(classifyIntent("que novidades há na empresa?").intent).toBe("briefing");
    expect(classifyIntent("o recibo do fornecedor já foi processado?").intent).toBe("documents");
    expect(classifyIntent("os jantares com clientes são dedutíveis?").intent).toBe("tax");
  });

  it("forgives a doubled, missing or swapped letter in a longer word, not another word sharing its start", () => {
    expect(wordMatches("despessas", "despesa")).toBe(true);
    expect(wordMatches("despsas", "despesa")).toBe(true);
    expect(wordMatches("sitaucao", "situacao")).toBe(true);
    expect(wordMatches("dedutiveis", "dedutivel")).toBe(true);
    expect(wordMatches("customer", "custos")).toBe(false);
    expect(classifyIntent("despessas de outubro").intent).toBe("report");
    expect(classifyIntent("ponto de sitaução").intent).toBe("briefing");
    expect(classifyIntent("customer balances").intent).toBe("clients");
    expect(classifyIntent("primeiro o resumo, depois os prazos").intent).toBe("briefing");
    // «fatras» (a typo of «faturas») holds «atras» but is not «em atraso».
    expect(receivablesFilterOf("lista as fatras")).toBe("open");
  });

  it("reads owners' abbreviations in phrases as well as in retrieval", () => {
    expect(spelledOut("td bem c/ as fts? qdo pago?")).toBe("tudo bem c/ as faturas? quando pago?");
    expect(classifyIntent("td bem com as contas?").intent).toBe("briefing");
    expect(classifyIntent("qdo pago o iva").intent).toBe("obligations");
    expect(chatTerms("fts")).toEqual(chatTerms("faturas"));
  });

  it("annulling, reversing or refunding a numbered invoice is a credit note; asking whether one can be annulled is a tax question", () => {
    expect(classifyIntent("anula a FT 2026/9, o cliente desistiu").intent).toBe("credit_note");
    expect(classifyIntent("estorno da fatura 2026/4 por valor errado").intent).toBe("credit_note");
    expect(classifyIntent("refund invoice 2026/3").intent).toBe("credit_note");
    expect(classifyIntent("posso anular uma fatura já emitida?").intent).toBe("tax");
  });

  it("a numbered invoice said paid, in everyday words, is a payment to register; a question about it is not", () => {
    expect(classifyIntent("a FT 2026/8 foi paga ontem por mb way").intent).toBe("register_payment");
    expect(classifyIntent("já recebi a FT 2026/3").intent).toBe("register_payment");
    expect(classifyIntent("entrou o dinheiro da fatura 2026/19").intent).toBe("register_payment");
    expect(classifyIntent("põe a FT 2026/2 como paga").intent).toBe("register_payment");
    expect(classifyIntent("já foi paga a FT 2026/12").intent).not.toBe("register_payment");
    expect(classifyIntent("coloca as faturas por pagar numa lista").intent).not.toBe("register_payment");
  });

  it("what the assistant is for, asked in other words, is the help", () => {
    expect(classifyIntent("o que te posso pedir?").intent).toBe("help");
    expect(classifyIntent("para que serves?").intent).toBe("help");
    expect(classifyIntent("what can I ask you?").intent).toBe("help");
  });

  it("the VAT the owner is going to hand over is the return; money owed by client is the clients' card; money in hand is the bank", () => {
    expect(classifyIntent("quanto é que o estado me vai levar de iva?").intent).toBe("vat_return");
    expect(classifyIntent("mostra a dp").intent).toBe("vat_return");
    expect(classifyIntent("quanto falta receber de cada cliente").intent).toBe("clients");
    expect(classifyIntent("quanto falta receber?").intent).toBe("receivables");
    expect(classifyIntent("faturas pendentes de pagamento").intent).toBe("receivables");
    expect(classifyIntent("quanto dinheiro tenho?").intent).toBe("bank");
    expect(classifyIntent("what did we make last month?").intent).toBe("report");
    expect(classifyIntent("compras que as finanças têm e eu não").intent).toBe("efatura");
  });

  it("takes an invoice order whose price has cents and no currency", () => {
    expect(classifyIntent("fatura ao Rui: 3 horas de apoio a 40,00").intent).toBe("issue_invoice");
    expect(readInvoiceRequest("fatura ao Rui: 3 horas de apoio a 40,00", []).line).toMatchObject({ quantity: 3, unitCents: 4000, description: "Apoio" });
  });
});

describe("a client named without its legal form", () => {
  const clients = [
    { name: "Café Central, Lda", nif: "503504564" },
    { name: "Joana Lda", nif: "515299073" },
    { name: "Acme, S.A.", nif: null },
    { name: "Padaria Central Unipessoal Lda", nif: "999999990" },
  ];

  it("strips the legal form from the end of a name only", () => {
    expect(nameWithoutLegalForm("Café Central, Lda")).toEqual(["cafe", "central"]);
    expect(nameWithoutLegalForm("Acme, S.A.")).toEqual(["acme"]);
    expect(nameWithoutLegalForm("Padaria Central Unipessoal Lda")).toEqual(["padaria", "central"]);
    expect(nameWithoutLegalForm("Lda")).toEqual(["lda"]);
  });

  it("is found before a draft is proposed, and the draft keeps the client's full name and NIF", () => {
    const request = readInvoiceRequest("emite fatura ao Café Central de 120€ por serviços de limpeza", clients);
    expect(request).toMatchObject({ clientName: "Café Central, Lda", clientNif: "503504564", problems: [] });
    expect(readInvoiceRequest("fatura ao cafe central de 10 € por bolos", clients)).toMatchObject({ clientName: "Café Central, Lda", clientNif: "503504564" });
    expect(readInvoiceRequest("faz uma fatura à Padaria Central de 2 bolos a 25 euros", clients)).toMatchObject({ clientName: "Padaria Central Unipessoal Lda", clientNif: "999999990" });
  });

  it("is not taken for a longer name, nor when two clients share it", () => {
    expect(clientInMessage("faz uma fatura à Joana Silva de 100 €", clients, { byDistinctiveWord: false })).toBeNull();
    expect(readInvoiceRequest("faz uma fatura à Joana Silva de 100 € por design", clients)).toMatchObject({ clientName: "Joana Silva", clientNif: null });
    const twins = [{ name: "Café Central, Lda" }, { name: "Café Central, S.A." }];
    expect(clientInMessage("fatura ao Café Central de 10 €", twins, { byDistinctiveWord: false })).toBeNull();
    expect(clientInMessage("fatura ao Café Central, S.A. de 10 €", twins, { byDistinctiveWord: false })?.name).toBe("Café Central, S.A.");
  });
});
