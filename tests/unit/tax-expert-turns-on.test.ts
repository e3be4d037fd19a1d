import { describe, expect, it } from "vitest";
import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";

// Issue #33, the pass over the whole knowledge base: passages whose rule turns on the asker's turnover, age or
// situation ask for it when a question about the asker's own case leaves it out, and still answer a question that
// asks the law's own figure or gives the fact. Questions written for these tests, not taken from any eval set.

const kind = (question: string) => answerLocally(question).type;

describe("tax expert: turnover-, age- and situation-driven passages ask for the asker's fact", () => {
  it("monthly or quarterly VAT: asks the year's turnover of «my company», answers the limit asked as such", () => {
    const bare = answerLocally("a minha empresa está no iva mensal ou trimestral?");
    expect(bare.type).toBe("clarification");
    expect(bare.resposta).toContain("650 000");
    expect(kind("qual o limite do regime mensal de iva?")).toBe("answer");
    expect(kind("a partir de que volume de negócios sou obrigado ao iva mensal?")).toBe("answer");
  });

  it("category B organised accounts: asks the last two years' income, answers once given", () => {
    const bare = answerLocally("sou obrigado a ter contabilidade organizada nos recibos verdes?");
    expect(bare.type).toBe("clarification");
    expect(bare.resposta).toContain("250 000");
    expect(kind("sou obrigado a ter contabilidade organizada nos recibos verdes se faturei 120 000 euros?")).toBe("answer");
  });

  it("certified invoicing software: asks last year's turnover, answers the threshold asked as such", () => {
    const bare = answerLocally("o meu negócio tem de faturar com software certificado?");
    expect(bare.type).toBe("clarification");
    expect(bare.clarification?.neededData).toContain("O volume de negócios (ou os rendimentos) do ano anterior");
    expect(kind("qual o limite para usar software certificado?")).toBe("answer");
  });

  it("self-employed exemption from contributions: asks the asker's situation, answers who is exempt", () => {
    const bare = answerLocally("estou isento da segurança social como independente?");
    expect(bare.type).toBe("clarification");
    expect(bare.resposta).toContain("12 meses");
  });

  it("municipal surcharge and the interior's IRC rate: ask where the company is, answer the rate asked as such", () => {
    const derrama = answerLocally("a minha empresa paga derrama reduzida?");
    expect(derrama.type).toBe("clarification");
    expect(derrama.clarification?.neededData).toContain("O concelho da sede da empresa");
    expect(kind("a minha empresa em braganca paga derrama reduzida?")).toBe("answer");
    expect(kind("qual a taxa da derrama municipal?")).toBe("answer");
    const interior = answerLocally("posso ter a taxa de irc do interior?");
    expect(interior.type).toBe("clarification");
    expect(interior.resposta).toContain("12,5%");
    expect(kind("qual a taxa de irc do interior?")).toBe("answer");
  });
});
