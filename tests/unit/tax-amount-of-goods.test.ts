import { describe, expect, it } from "vitest";
import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";

// Issue #33, round tax12 (outside set 12's open half, a «não sei» by class): what a stated amount is of («400 € de pão»)
// is the asker's goods, context for a rule on invoices, not the subject. Sentences written for this test, not taken from
// any evaluation set.
describe("the goods after a stated amount", () => {
  it("are context: the simplified invoice's passage answers", () => {
    const answer = answerLocally("posso passar fatura simplificada de 400 € de pão a um cliente particular?");
    expect(answer.type).toBe("answer");
    expect(answer.sources[0]?.title).toMatch(/Fatura simplificada/);
    expect(answer.resposta).toMatch(/1 000 €/);
  });
});
