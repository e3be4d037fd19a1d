import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { answerWithModel, unsupportedFigures } from "@/lib/domains/tax/answer-with-model";

// The tax expert with a language model. FAKE PROVIDER: the model is the ai SDK's MockLanguageModelV3
// with scripted text (no provider can be reached from tests); the retrieval, the passages and the
// figure check are the real ones.

const usage = { inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 5, text: 5, reasoning: 0 } };

/** Fake model (labelled): answers every generation with `text`. */
function fakeModel(text: string) {
  return new MockLanguageModelV3({
    modelId: "fake-model",
    doGenerate: async () => ({ content: [{ type: "text", text }], finishReason: { unified: "stop", raw: undefined }, usage, warnings: [] }),
  });
}

describe("tax expert with a model (fake provider)", () => {
  it("answers from the retrieved passages, citing them, when every figure is in a cited passage", async () => {
    const model = fakeModel("Não pode pagar em numerário 3 000 € ou mais [1].");
    const answer = await answerWithModel("posso pagar 5000 euros em dinheiro vivo a um fornecedor?", { model, id: "fake-model" });
    expect(answer).toMatchObject({ engine: "ai:fake-model", type: "answer" });
    expect(answer.sources[0]!.reference).toContain("63.º-E");
    expect(JSON.stringify(model.doGenerateCalls[0]!.prompt)).toContain("valores de 2026");
  });

  it("refuses a model answer with a figure or date that no cited passage holds, and quotes the passage instead", async () => {
    const model = fakeModel("O limite é de 5 000 € desde 2019 [1].");
    const answer = await answerWithModel("posso pagar 5000 euros em dinheiro vivo a um fornecedor?", { model, id: "fake-model" });
    expect(answer.engine).toBe("local");
    expect(answer.resposta).toMatch(/^A resposta do modelo foi recusada: indicava «5000», «2019»/);
    expect(answer.resposta).toContain("3 000 €");
  });

  it("never calls the model for a question that depends on missing data, nor for one no passage answers", async () => {
    const model = fakeModel("Vai pagar 1 234 € [1].");
    expect((await answerWithModel("quanto vou pagar de IRS?", { model, id: "fake-model" })).type).toBe("clarification");
    expect((await answerWithModel("como declaro as criptomoedas que vendi?", { model, id: "fake-model" })).type).toBe("unknown");
    expect(model.doGenerateCalls).toHaveLength(0);
  });

  it("compares figures however they are written", () => {
    expect(unsupportedFigures("Até 15.000 € [2], taxa de 23 %.", ["limite de 15 000 € e taxa de 23%"])).toEqual([]);
    expect(unsupportedFigures("Paga 6,15 € por dia.", ["até 6,00 € por dia"])).toEqual(["6,15"]);
  });
});
