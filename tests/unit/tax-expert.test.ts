import { describe, expect, it } from "vitest";
import { answerLocally } from "@/lib/tax/ask-tax-expert";
import { PASSAGES } from "@/lib/tax/knowledge";
import { normaliseWord } from "@/lib/tax/portuguese-terms";
import { HELD_OUT_TAX_QUESTIONS } from "../eval/held-out/tax-questions";
import { scoreTaxSet } from "../eval/score-tax";
import { TAX_QUESTIONS } from "../eval/tax-questions";

describe("tax expert, local engine", () => {
  it("is never wrong on the evaluation sets, and right on at least 80% of training and 60% of held-out questions", () => {
    const train = scoreTaxSet(TAX_QUESTIONS);
    const heldOut = scoreTaxSet(HELD_OUT_TAX_QUESTIONS);
    const notRight = [...train.results, ...heldOut.results].filter((result) => result.outcome !== "right").map((result) => `${result.outcome}: ${result.question} → ${result.cited}`);
    expect(train.total + heldOut.total).toBeGreaterThanOrEqual(60);
    expect(train.wrong + heldOut.wrong, notRight.join("\n")).toBe(0);
    expect(train.right / train.total, notRight.join("\n")).toBeGreaterThanOrEqual(0.8);
    expect(heldOut.right / heldOut.total, notRight.join("\n")).toBeGreaterThanOrEqual(0.6);
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
