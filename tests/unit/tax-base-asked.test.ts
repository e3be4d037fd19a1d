import { describe, expect, it } from "vitest";
import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";
import { asksTheBase } from "@/lib/domains/tax/tax-question-match";

// Issue #33, round tax12 (a wrong answer on outside set 12's open half, by class): a question that asks a rate and what
// it applies to («sobre quanto?») is answered by the passage that gives both, before one that gives the rate alone.
// Sentences written for this test, not taken from any evaluation set.
describe("a question asking the base a rate applies to", () => {
  it("reads «sobre quanto», «sobre que valor», «base de incidência» as asking the base", () => {
    expect(asksTheBase("qual a taxa e sobre quanto?")).toBe(true);
    expect(asksTheBase("a contribuicao incide sobre que valor?")).toBe(true);
    expect(asksTheBase("qual a base de incidencia?")).toBe(true);
    expect(asksTheBase("qual a taxa de iva sobre o gasoleo?")).toBe(false);
  });

  it("is answered with the base, not with the rate alone", () => {
    const answer = answerLocally("sou massagista independente, qual é a taxa contributiva e sobre quanto incide?");
    expect(answer.type).toBe("answer");
    expect(answer.resposta).toMatch(/21,4%/);
    expect(answer.resposta).toMatch(/70%/);
  });
});
