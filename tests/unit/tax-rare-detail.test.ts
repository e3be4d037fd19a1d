import { describe, expect, it } from "vitest";
import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";

// A word few passages know, missing from a passage that covers five other words of the question, is a detail of a
// long question («… o serviço de jardinagem»); in a short one it may be the subject, so the expert still does not
// answer. Questions written for this test, not taken from any evaluation set.
describe("one rare word among many covered", () => {
  it("is a detail when the passage covers five other words", () => {
    const answer = answerLocally("qual o prazo para emitir a fatura depois de concluir o serviço de jardinagem?");
    expect(answer.type).toBe("answer");
    expect(answer.sources[0]?.title).toMatch(/prazo/i);
    expect(answer.resposta).toMatch(/5 dias/);
  });

  it("is still the subject in a short question", () => {
    expect(answerLocally("qual o prazo para emitir a fatura da jardinagem?").type).toBe("unknown");
  });
});
