import { describe, expect, it } from "vitest";
import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";

// Issue #33, round tax12 (outside set 12's open half, a «não sei» by class): the trade after «recibos de» says who
// issues them, not what the question is about. Sentences written for this test, not taken from any evaluation set.
describe("the trade named after «recibos de»", () => {
  it("is context (a trade few passages know): IRS Jovem's passage still answers (here by asking back the age)", () => {
    const answer = answerLocally("tenho direito ao irs jovem nos recibos de cabeleireira?");
    expect(answer.sources[0]?.title ?? "").toMatch(/IRS Jovem/);
    expect(answer.resposta).toMatch(/idade/);
  });
});

// «Posso aplicar o IRS Jovem…?» asks whether the rule reaches the asker, which turns on the age and the year: «aplicar»
// states neither (round tax12, a class of set 12's open half).
describe("«posso aplicar o IRS Jovem…?» without the age", () => {
  it("asks back the age, not the generic case", () => {
    const answer = answerLocally("posso aplicar o irs jovem aos meus recibos verdes?");
    expect(answer.type).toBe("clarification");
    expect(answer.resposta).toMatch(/idade/);
  });
});
