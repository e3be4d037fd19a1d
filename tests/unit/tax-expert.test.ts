import { describe, expect, it } from "vitest";
import { answerLocally } from "@/lib/tax/ask-tax-expert";
import { PASSAGES } from "@/lib/tax/knowledge";
import { normaliseWord } from "@/lib/tax/portuguese-terms";
import { evaluateTaxExpert } from "../eval/run";

describe("tax expert, local engine", () => {
  it("answers at least 90% of the evaluation set with the expected source", () => {
    const { correct, total, misses } = evaluateTaxExpert();
    expect(correct / total, misses.join("\n")).toBeGreaterThanOrEqual(0.9);
  });

  it("cites the passage it answers from, with its legal reference and check date", () => {
    const answer = answerLocally("Qual o limite de volume de negócios do regime de isenção do artigo 53.º?");
    expect(answer.fontes[0]).toMatchObject({ referencia: "CIVA art. 53.º", verificadoEm: "2026-11-22" });
    expect(answer.resposta).toContain("15 000 €");
    expect(answer.confianca).toBeGreaterThan(0.5);
  });

  it("says it does not know instead of inventing", () => {
    for (const question of ["Como declaro criptomoedas no IRS?", "Qual a capital da Mongólia?", "xyzzy plugh"]) {
      const answer = answerLocally(question);
      expect(answer.fontes).toEqual([]);
      expect(answer.confianca).toBe(0);
      expect(answer.resposta).toMatch(/Não encontro/);
    }
  });

  it("normalises Portuguese words: accents, case, simple plurals", () => {
    expect(normaliseWord("Declarações")).toBe("declaracao");
    expect(normaliseWord("TAXAS")).toBe("taxa");
    expect(normaliseWord("faturas")).toBe("fatura");
    expect(normaliseWord("Isenção")).toBe("isencao");
  });

  it("keeps every passage sourced and dated", () => {
    expect(new Set(PASSAGES.map((passage) => passage.id)).size).toBe(PASSAGES.length);
    for (const passage of PASSAGES) {
      expect(passage.reference.length, passage.id).toBeGreaterThan(4);
      expect(passage.checkedOn, passage.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
