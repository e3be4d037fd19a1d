import { describe, expect, it } from "vitest";
import { answerLocally } from "@/lib/tax/ask-tax-expert";
import { PASSAGES } from "@/lib/tax/knowledge";

// The knowledge base's shape (issue #33, coverage): a few hundred passages, each with its legal
// source, the year its figures hold for and the day checked; what could not be confirmed is said in
// the answer, never given as certain.

describe("tax knowledge base", () => {
  it("holds at least 250 passages with unique ids", () => {
    expect(PASSAGES.length).toBeGreaterThanOrEqual(250);
    expect(new Set(PASSAGES.map((passage) => passage.id)).size).toBe(PASSAGES.length);
  });

  it("gives every covered passage a legal reference, a year and a check date", () => {
    for (const passage of PASSAGES.filter((candidate) => !candidate.outOfScope)) {
      expect(passage.reference, passage.id).toMatch(/art\.|Decreto|Lei|Portaria|lista|Código|Regime|RITI|CIVA/);
      expect(passage.year, passage.id).toBeGreaterThanOrEqual(2025);
      expect(passage.checkedOn, passage.id).toMatch(/^2026-\d\d-\d\d$/);
      expect(passage.subjects.length, passage.id).toBeGreaterThan(0);
    }
  });

  it("warns, in the answer, about what a passage could not confirm for the year", () => {
    const answer = answerLocally("qual é o iva do gás de garrafa?");
    expect(answer.fontes[0]?.titulo).toBe("IVA do gás (natural e de garrafa)");
    expect(answer.resposta).toContain("Atenção:");
    expect(answer.resposta).toContain("23%");
  });

  it("gives a confirmed passage without a warning", () => {
    const answer = answerLocally("qual é o valor do IAS em 2026?");
    expect(answer.resposta).toContain("537,13");
    expect(answer.resposta).not.toContain("Atenção:");
  });
});
