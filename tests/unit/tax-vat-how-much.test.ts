import { describe, expect, it } from "vitest";
import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";
import { asksOf } from "@/lib/domains/tax/question-asks";

// Issue #33, round tax12 (outside set 12's open half, a «não sei» by class): «IVA a quanto?», «o IVA é de quanto?» ask
// the VAT rate, as «que IVA?» does. Sentences written for this test, not taken from any evaluation set.
describe("«IVA a quanto?»", () => {
  it("asks a rate", () => {
    expect(asksOf("servicos de manicura e depilacao, iva a quanto?").has("taxa")).toBe(true);
    expect(asksOf("o iva e de quanto?").has("taxa")).toBe(true);
  });

  it("is answered by the passage that gives the rate", () => {
    const answer = answerLocally("barbearia com corte de cabelo e barba: o iva é a quanto?");
    expect(answer.type).toBe("answer");
    expect(answer.resposta).toMatch(/23%/);
  });
});
