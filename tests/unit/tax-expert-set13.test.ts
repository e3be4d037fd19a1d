import { describe, expect, it } from "vitest";
import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";
import { indexTerm } from "@/lib/domains/tax/tax-question-match";

// Issue #33, round tax13 (outside set 13's open half): the classes of its wrong answers, with sentences written for
// these tests (not taken from any eval set).

const cites = (question: string) => answerLocally(question).sources.map((source) => source.reference);

describe("tax expert, set 13 class: the stemmer joins two words of different meaning", () => {
  it("a trade is not its material: «eletricista» does not meet «eletricidade»", () => {
    expect(indexTerm("eletricista")).not.toBe(indexTerm("eletricidade"));
    expect(indexTerm("eletricistas")).toBe(indexTerm("eletricista"));
    expect(indexTerm("elétrica")).toBe(indexTerm("eletricidade"));
    const answer = answerLocally("trabalho como eletricista por conta própria, o iva das minhas reparações é qual?");
    expect(answer.resposta).not.toContain("eletricidade");
  });

  it("«simplificada» (the invoice) is not «simplificado» (the regime)", () => {
    expect(indexTerm("simplificada")).not.toBe(indexTerm("simplificado"));
    expect(indexTerm("simplificadas")).toBe(indexTerm("simplificada"));
    expect(indexTerm("simplificados")).toBe(indexTerm("simplificado"));
    // A shop asking about the simplified invoice is not answered with the simplified regime's coefficients.
    expect(cites("mercearia: vendo uma caixa de fruta de 12 euros a um particular, passo fatura simplificada?").join(" ")).not.toMatch(/CIRS art\. 31/);
  });
});

describe("tax expert, set 13 class: another country's tax is not asked back with the Portuguese rules", () => {
  it("«quanto pago de imposto(s)» in another country is not the Portuguese clarification", () => {
    expect(answerLocally("quanto pago de impostos no brasil se la tiver uma loja?").type).not.toBe("clarification");
    expect(answerLocally("quanto vou pagar de irs em espanha pelo trabalho que la faço?").type).not.toBe("clarification");
    // Without another country it still asks back.
    expect(answerLocally("quanto pago de impostos se abrir uma loja?").type).toBe("clarification");
  });
});
