import { describe, expect, it } from "vitest";
import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";

// Verbs that say the asker does, goes on doing or takes someone on («fazemos obras», «vou admitir») say how, not what
// the question is about: a passage need not contain them. Questions written for this test, not taken from any
// evaluation set.
describe("verbs of doing and hiring", () => {
  it("are not words the passage must cover", () => {
    const hiring = answerLocally("vou admitir uma funcionária na loja, tenho de comunicar à seg social antes?");
    expect(hiring.type).toBe("answer");
    expect(hiring.sources[0]?.title).toBe("Comunicar a admissão de um trabalhador à Segurança Social");
    const works = answerLocally("fazemos obras como subempreiteiros de outra construtora, quem liquida o iva?");
    expect(works.type).toBe("answer");
    expect(works.sources[0]?.title).toBe("Autoliquidação nos serviços de construção civil");
  });
});
