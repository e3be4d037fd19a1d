import { describe, expect, it } from "vitest";
import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";
import { expandAccountantWords } from "@/lib/domains/tax/accountant-words";

// Issue #33, round tax12 (outside set 12's open half, a «não sei» by class): «min» and «max» are the limits written
// short; read in full, the passage on a fine's limits covers the question. Sentences written for this test, not taken
// from any evaluation set.
describe("«min» and «max» written short", () => {
  it("are read as «mínimo» and «máximo» where they name limits", () => {
    expect(expandAccountantWords("qual a coima min e max?")).toBe("qual a coima minimo e maximo?");
    expect(expandAccountantWords("valor max de 3000")).toBe("valor maximo de 3000");
    // Minutes stay minutes.
    expect(expandAccountantWords("demora 15 min")).toBe("demora 15 min");
  });

  it("let the passage on a fine's limits answer", () => {
    const answer = answerLocally("qual é a multa max e min por entregar o modelo 22 fora de prazo?");
    expect(answer.type).toBe("answer");
    expect(answer.resposta).toMatch(/150 € a 3 750 €/);
  });
});
