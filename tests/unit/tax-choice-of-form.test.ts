import { describe, expect, it } from "vitest";
import { clarificationFor } from "@/lib/domains/tax/clarify";
import { foldQuestion } from "@/lib/domains/tax/tax-question-match";

// «Devo … ou …» asks for a choice of legal form or regime only when a form or regime is one of the alternatives; a
// company named as context («com o dinheiro da empresa») does not make a choice between two funds one. Questions
// written for this test, not taken from any evaluation set.
const formChoice = (question: string) => clarificationFor(foldQuestion(question))?.passages.some((passage) => passage.id === "forma-juridica-eni-lda") ?? false;

describe("the choice of legal form or regime", () => {
  it("is asked about when a form or regime is one of the alternatives", () => {
    expect(formChoice("devo abrir uma Lda ou continuar a passar recibos verdes?")).toBe(true);
    expect(formChoice("é melhor ficar no simplificado ou ir para contabilidade organizada?")).toBe(true);
    expect(formChoice("devo criar empresa ou não?")).toBe(true);
  });

  it("is not when the alternatives are something else and the company is context", () => {
    expect(formChoice("que fundo devo subscrever com o dinheiro da empresa, o do banco A ou o do banco B?")).toBe(false);
    expect(formChoice("devo pôr o excedente da sociedade num depósito a prazo ou em obrigações do tesouro?")).toBe(false);
  });
});
