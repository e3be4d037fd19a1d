import { describe, expect, it } from "vitest";
import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";
import { indexTerm } from "@/lib/domains/tax/tax-question-match";

// Words that point back or stress («as mesmas condições», «a tal taxa», «a própria empresa») name nothing of their own:
// a passage need not contain them. Questions written for this test, not taken from any evaluation set (round fragile).
describe("pointing words", () => {
  it("are not index terms", () => {
    for (const word of ["mesmos", "mesmas", "próprio", "própria", "próprios", "próprias", "tal", "tais"]) expect(indexTerm(word)).toBeNull();
  });

  it("do not keep a passage from answering", () => {
    const fuel = answerLocally("o iva do gasóleo é dedutível nas mesmas condições que o da gasolina?");
    expect(fuel.type).toBe("answer");
    expect(fuel.sources[0]?.title).toBe("IVA dos combustíveis: gasolina não dedutível, gasóleo e GPL a 50%");
    const bread = answerLocally("a tal taxa de 6% aplica-se ao pão?");
    expect(bread.type).toBe("answer");
    expect(bread.sources[0]?.title).toBe("O que tem taxa reduzida (6%, lista I)");
  });
});
