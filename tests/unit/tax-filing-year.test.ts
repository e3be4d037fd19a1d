import { describe, expect, it } from "vitest";
import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";

// A return on a year's income is filed the year after: «o IRS de 2026, entregue em 2027» asks the 2026 rule's deadline,
// not a 2027 rule the base does not hold. Questions written for this test, not taken from any evaluation set.
describe("the year after, as the filing year of a deadline", () => {
  it("answers a deadline asked for the next year's filing of this year's income", () => {
    const irs = answerLocally("até quando entrego em 2027 o irs dos rendimentos de 2026?");
    expect(irs.type).toBe("answer");
    expect(irs.resposta).toContain("30 de junho");
    expect(answerLocally("a IES de 2026 entrega-se até quando em 2027?").type).toBe("answer");
  });

  it("still refuses a later year alone, and a rule (not a deadline) for the year after", () => {
    expect(answerLocally("qual o prazo do irs em 2028?").type).not.toBe("answer");
    expect(answerLocally("qual vai ser a taxa normal de iva em 2027, se em 2026 é 23%?").type).not.toBe("answer");
  });
});
