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
