import { describe, expect, it } from "vitest";
import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";

// «O que é o X …?» asks for X's definition: the passage that has X among its subjects answers, before a passage that
// only lists X among other things and so covers the rest of the sentence better. Questions written for this test, not
// taken from any evaluation set.
describe("a question asking what a term is", () => {
  it("is answered by the passage on the term, not by one that lists it", () => {
    const answer = answerLocally("o que é o ATCUD que tem de constar das faturas?");
    expect(answer.type).toBe("answer");
    expect(answer.sources[0]?.title).toBe("ATCUD e código QR");
    expect(answer.resposta).toMatch(/Código Único de Documento/);
  });
});
