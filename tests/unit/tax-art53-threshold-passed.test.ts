import { describe, expect, it } from "vitest";
import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";
import { asksOf } from "@/lib/domains/tax/question-asks";

// Having passed the art. 53.º threshold, the exemption ends at once above 18 750 € and only on 1 January below it. An
// asker who says they passed it without saying by how much is asked how much; one who gives the figure is answered
// from the passage on passing the threshold. «Já ou só em janeiro?» asks from when. Questions written for this test,
// not taken from any evaluation set.
describe("passing the art. 53.º threshold", () => {
  it("asks how much when the asker passed it without saying by how much", () => {
    const answer = answerLocally("passei o limite do artigo 53 em outubro, a partir de quando cobro iva?");
    expect(answer.type).toBe("clarification");
    expect(answer.resposta).toContain("18 750 €");
    expect(answer.sources[0]?.title).toBe("Ultrapassar o limite do artigo 53.º durante o ano");
  });

  it("answers when the asker gives the figure", () => {
    const answer = answerLocally("em outubro ja tinha faturado 21 mil euros no artigo 53, cobro iva ja ou so no ano que vem?");
    expect(answer.type).toBe("answer");
    expect(answer.sources[0]?.title).toBe("Ultrapassar o limite do artigo 53.º durante o ano");
  });

  it("reads «já ou só em janeiro» as asking from when", () => {
    expect(asksOf("cobro iva ja ou so em janeiro?").has("prazo")).toBe(true);
    expect(asksOf("cobro iva a 6 ou so a 23?").has("prazo")).toBe(false);
  });
});
