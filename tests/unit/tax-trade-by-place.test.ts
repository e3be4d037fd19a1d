import { describe, expect, it } from "vitest";
import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";
import { indexTerm, readQuestion } from "@/lib/domains/tax/tax-question-match";

// The asker's trade named by its place — before the legal form, after «sou», after «tenho um(a)» or «na minha» —
// is context when few passages know the word, whatever the trade. Questions written for this test (trades no
// evaluation set uses), not taken from any evaluation set.
const contentOf = (question: string) => readQuestion(question).content.flat();
const stem = (word: string) => indexTerm(word);

describe("the asker's trade named by its place", () => {
  it("is not a word the passage must cover", () => {
    expect(contentOf("sapataria em nome individual: até quando entrego o irs?")).not.toContain(stem("sapataria"));
    expect(contentOf("relojoaria lda: qual o prazo da ies?")).not.toContain(stem("relojoaria"));
    expect(contentOf("sou ourives, até quando entrego o irs?")).not.toContain(stem("ourives"));
    expect(contentOf("tenho uma drogaria, até quando entrego a ies?")).not.toContain(stem("drogaria"));
  });

  it("is the business right before the legal form, even a word many passages know", () => {
    expect(contentOf("restaurante lda com 2 empregados: qual a taxa social única?")).not.toContain(stem("restaurante"));
    expect(contentOf("quanto dos prejuízos da lda posso deduzir?")).not.toContain("lda");
  });

  it("lets the passage on the subject answer", () => {
    const answer = answerLocally("sapataria em nome individual: até quando entrego o irs?");
    expect(answer.type).toBe("answer");
    expect(answer.sources[0]?.title).toMatch(/IRS/);
  });

  it("stays when the rule turns on the activity (VAT, the coefficient, a percentage)", () => {
    expect(contentOf("tenho uma drogaria, que iva cobro?")).toContain(stem("drogaria"));
    expect(contentOf("sou ourives no simplificado, qual o coeficiente?")).toContain(stem("ourives"));
    expect(contentOf("sou ourives a recibos verdes, pago irs sobre 75% do que recebo?")).toContain(stem("ourives"));
  });

  it("leaves words in other places, and words many passages know, as the subject", () => {
    expect(contentOf("o meu divórcio: como fica a quota da lda?")).toContain(stem("divorcio"));
    expect(contentOf("tenho uma carrinha, posso deduzir o gasóleo?")).toContain(stem("carrinha"));
  });
});
