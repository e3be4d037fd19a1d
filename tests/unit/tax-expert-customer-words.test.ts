import { describe, expect, it } from "vitest";
import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";
import { withCustomerWords } from "@/lib/domains/tax/customer-words";
import { isEnglish, portugueseTerms } from "@/lib/domains/tax/english-question";
import { PASSAGES } from "@/lib/domains/tax/knowledge";
import { indexTerm, readQuestion } from "@/lib/domains/tax/tax-question-match";

// Issue #33, round «para»: a pass over every passage for how customers ask about it (tests/eval/passage-probes.ts).
// Each class of fix is tested with sentences written for these tests, not copied from the probes or any set.

const cited = (question: string) => {
  const reply = answerLocally(question);
  return { type: reply.type, ids: reply.sources.map((source) => PASSAGES.find((passage) => passage.title === source.title)?.id) };
};
const contentWords = (question: string) => readQuestion(question).content.flat();

describe("English questions: everyday English vocabulary in the passages' Portuguese", () => {
  it("reads a question with English-only words («tax», «invoices») as English, though «do» is Portuguese too", () => {
    expect(isEnglish("do sole traders pay tax on account?")).toBe(true);
    expect(isEnglish("do small shops keep invoices?")).toBe(true);
    expect(isEnglish("quanto pago do iva da carrinha?")).toBe(false);
  });

  it("puts work and food terms into Portuguese, a phrase before its words", () => {
    expect(portugueseTerms("when is the christmas bonus paid?")).toContain("subsidio de natal");
    expect(portugueseTerms("is there vat on canned sardines?")).toContain("conservas");
    expect(portugueseTerms("what about night work?")).toContain("trabalho noturno");
    expect(portugueseTerms("what about night work?")).not.toContain("trabalho noturno trabalho");
  });

  it("answers English questions from the passage on their subject", () => {
    expect(cited("how much extra do employees get for overtime?").ids[0]).toBe("trabalho-suplementar");
    expect(cited("is there vat on canned sardines?").ids[0]).toBe("iva-conservas-peixe");
    expect(cited("when must I pay the christmas bonus to my staff?").ids[0]).toBe("subsidio-natal");
  });
});

describe("readQuestion: words that point or set the scene are not what a question is about", () => {
  it("drops «aquele», «disso», «ver», «tiro», «meter» from the content words", () => {
    expect(contentWords("aquele codigo atcud que aparece na fatura, o que e?")).not.toContain("aquel");
    expect(contentWords("dou explicacoes: preciso de ver o iva disso?")).toEqual(["explicaca", "iva"]);
    expect(contentWords("tiro a certidao onde?")).not.toContain("tir");
  });
});

describe("customer words: everyday names next to the passages' terms", () => {
  it("adds the passage's term for the customer's word", () => {
    expect(withCustomerWords("os xaropes e remedios pagam iva?").text).toContain("medicamentos");
    expect(withCustomerWords("quando se paga o selo da carrinha?").text).toContain("iuc");
    expect(withCustomerWords("o selo do documento").text).not.toContain("iuc");
    expect(withCustomerWords("vendo bolos pelo facebook").text).toContain("vender online");
  });

  it("keeps «o site das Finanças» the portal, not a website service", () => {
    const { text } = withCustomerWords("posso emitir faturas no site das financas?");
    expect(text).toContain("portal das financas");
    expect(text).not.toContain("prestacao de servicos");
  });

  it("answers from the passage the everyday word names", () => {
    expect(cited("quanto iva levam os xaropes e remedios da farmacia?").ids[0]).toBe("iva-lista-medicamentos");
    expect(cited("quando se paga o selo da carrinha?").ids[0]).toMatch(/^iuc/);
    expect(cited("posso emitir faturas no site das finanças de graça?").ids[0]).toBe("faturas-portal-gratuito");
  });
});

describe("stemming: «reter» and «retenção» are one word", () => {
  it("gives the verb's forms the noun's stem", () => {
    expect(indexTerm("retenho")).toBe(indexTerm("retenção"));
    expect(indexTerm("retido")).toBe(indexTerm("retenções"));
    expect(indexTerm("retalhista")).not.toBe(indexTerm("retenção"));
  });
});

describe("knowledge base keywords: customers' names for a passage's subject", () => {
  it("finds the passage on interest limits from «os juros do banco»", () => {
    expect(cited("os juros do banco sao gasto da empresa?").ids[0]).toBe("irc-gastos-financiamento");
  });
});
