import { describe, expect, it } from "vitest";
import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";
import { readQuestion } from "@/lib/domains/tax/tax-question-match";

// «Os prejuízos da lda», «na sociedade»: whose the question is, not what it is about — like «da minha lda» already.
// Questions written for this test, not taken from any evaluation set.
describe("the asker's company named without a possessive", () => {
  it("is not a word the passage must cover", () => {
    expect(readQuestion("quanto dos prejuízos da lda posso abater ao lucro?").content.flat()).not.toContain("lda");
    expect(readQuestion("que taxa de irc paga o lucro na sociedade?").content.flat()).not.toContain("sociedad");
  });

  it("lets the passage on the subject answer", () => {
    const losses = answerLocally("até que percentagem do lucro posso deduzir por ano os prejuízos da lda?");
    expect(losses.type).toBe("answer");
    expect(losses.resposta).toContain("65");
  });
});
