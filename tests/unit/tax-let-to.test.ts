import { describe, expect, it } from "vitest";
import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";

// Issue #33, round tax12 (outside set 12's open half, a «não sei» by class): whom a property is let to («alugado a um
// restaurante») is the tenant, context for the landlord's rule, and «alugado/arrendado» name the letting. Sentence
// written for this test, not taken from any evaluation set.
describe("a property let to a named tenant", () => {
  it("is answered from the rent VAT passage (exempt, with the option to waive)", () => {
    const answer = answerLocally("o meu escritório está alugado a um restaurante, posso cobrar iva na renda?");
    expect(answer.type).toBe("answer");
    expect(answer.sources[0]?.title ?? "").toMatch(/rendas de imóveis/);
    expect(answer.resposta).toMatch(/ren[uú]ncia/);
  });
});
