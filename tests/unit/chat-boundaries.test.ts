import { describe, expect, it } from "vitest";
import { documentsFilterOf } from "@/lib/domains/chat/intents/documents";
import { classifyIntent } from "@/lib/domains/chat/local/classify-intent";

// Round chattune3 (issue #33): intent boundaries and vocabulary families found on chat set 3's tuned half, each
// treated as a class. The sentences here are new ones, neither the intents' examples nor the evaluation's sets or
// probes; each class has sentences that must stay out of it.

const intentOf = (message: string) => classifyIntent(message).intent;

describe("a message holding two requests", () => {
  it("is answered for the first even when the second is an order", () => {
    expect(intentOf("quem me deve dinheiro? e depois faz uma fatura de 80 € à Marta")).toBe("receivables");
    expect(intentOf("próximos prazos fiscais, e a seguir envia a FT 2026/14 ao cliente")).toBe("obligations");
  });

  it("is still the order when the order comes first", () => {
    expect(intentOf("faz uma fatura de 80 € à Marta Lopes por consultoria e depois diz-me quem me deve")).toBe("issue_invoice");
  });
});

describe("a payment told with the payer named instead of the number", () => {
  it("is a payment to register", () => {
    expect(intentOf("a Clínica Sorriso pagou a fatura de outubro")).toBe("register_payment");
    expect(intentOf("entraram 450 € da Padaria Central hoje")).toBe("register_payment");
    expect(intentOf("o Rui Matos transferiu-me o que devia")).toBe("register_payment");
  });

  it("is not one when it asks, denies, or receives a document rather than money", () => {
    expect(intentOf("a Clínica Sorriso já pagou?")).not.toBe("register_payment");
    expect(intentOf("quem pagou em outubro")).not.toBe("register_payment");
    expect(intentOf("a Padaria Central ainda não pagou")).not.toBe("register_payment");
    expect(intentOf("recebi a fatura da Galp de 60 €")).not.toBe("register_payment");
    // «paguei» is the owner paying: an expense, not a payment received.
    expect(intentOf("paguei 120 € ao fornecedor de tintas")).not.toBe("register_payment");
  });
});

describe("an order to annul an invoice named by its client", () => {
  it("is a credit note (the reply asks for the number)", () => {
    expect(intentOf("cancela a fatura da Marta Lopes, foi passada em duplicado")).toBe("credit_note");
    expect(intentOf("quero anular essa fatura do Rui")).toBe("credit_note");
  });

  it("is not one when it asks how, or names an avença or a draft", () => {
    expect(intentOf("como se anula a fatura de um cliente")).not.toBe("credit_note");
    expect(intentOf("cancela a fatura mensal do Ginásio Norte")).not.toBe("credit_note");
    expect(intentOf("anula o rascunho da fatura da Marta")).not.toBe("credit_note");
  });
});

describe("invoices received from suppliers", () => {
  it("asked to be shown, are the expense documents", () => {
    expect(intentOf("quero ver as faturas dos fornecedores deste mês")).toBe("documents");
    expect(intentOf("lista os recibos das despesas que mandei")).toBe("documents");
    expect(intentOf("show my purchase invoices")).toBe("documents");
    expect(documentsFilterOf("as faturas de fornecedores que carreguei")).toBeNull();
  });

  it("are not when an amount or the tax portal is asked, and issued invoices stay the invoice list", () => {
    expect(intentOf("quanto gastei em faturas de fornecedores em outubro?")).toBe("report");
    expect(intentOf("mostra as faturas da Marta Lopes")).toBe("invoices");
    expect(intentOf("que faturas de fornecedores estão no portal das finanças?")).not.toBe("documents");
  });
});

describe("whether a cost is accepted for tax, and what the law obliges", () => {
  it("are tax rules", () => {
    expect(intentOf("o seguro do carro conta como custo aceite?")).toBe("tax");
    expect(intentOf("as ofertas a clientes são aceites para efeitos de IRC?")).toBe("tax");
    expect(intentOf("somos obrigados a ter livro de reclamações eletrónico?")).toBe("tax");
    expect(intentOf("am I required to have certified invoicing software?")).toBe("tax");
  });

  it("are not when the figures of a period are asked", () => {
    expect(intentOf("quanto tive de custos em setembro?")).toBe("report");
    expect(intentOf("quais foram os gastos deste trimestre?")).toBe("report");
  });
});

describe("the tax authority said to be going to charge", () => {
  it("is what falls due next", () => {
    expect(intentOf("o fisco vai-me levar alguma coisa este mês?")).toBe("obligations");
    expect(intentOf("as finanças vão cobrar alguma coisa em dezembro?")).toBe("obligations");
    expect(intentOf("is the tax authority going to charge me anything?")).toBe("obligations");
  });

  it("is the VAT return when it asks how much VAT", () => {
    expect(intentOf("quanto iva é que as finanças me vão cobrar este trimestre?")).toBe("vat_return");
  });
});

describe("whether a period's VAT is ready to file", () => {
  it("is the VAT return", () => {
    expect(intentOf("o iva de setembro já ficou fechado?")).toBe("vat_return");
    expect(intentOf("o iva do 3T está pronto para submeter?")).toBe("vat_return");
    expect(intentOf("is the VAT for October done?")).toBe("vat_return");
  });

  it("is the deadline when it asks when, and the report's VAT when it asks the figure", () => {
    expect(intentOf("até quando posso submeter o iva do trimestre?")).toBe("obligations");
    expect(intentOf("qual foi o iva liquidado em setembro?")).toBe("report");
  });
});
