import { describe, expect, it } from "vitest";
import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";

// «O ano passado» is the rules' «ano anterior» (the thresholds of the VAT periodicity, cash VAT, the withholding waiver
// turn on it). Questions written for this test, not taken from any evaluation set.
describe("«o ano passado»", () => {
  it("meets the passages that speak of the year before", () => {
    const periodicity = answerLocally("a minha lda faturou 400 mil euros o ano passado, o iva é mensal ou trimestral?");
    expect(periodicity.type).toBe("answer");
    expect(periodicity.sources[0]?.title).toBe("Regime mensal ou trimestral do IVA");
  });
});
