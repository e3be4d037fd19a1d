import { describe, expect, it } from "vitest";
import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";
import { PASSAGES } from "@/lib/domains/tax/knowledge";

// Tolls' VAT follows the vehicle that pays them (CIVA art. 21.º; AT binding information 8433): the training key
// «IVA das portagens» was corrected to 21.º on 2026-11-28, and the passage that answers it added. Sentences written
// for this test, not taken from any evaluation set.

const cited = (question: string) => {
  const reply = answerLocally(question);
  return { type: reply.type, ids: reply.sources.map((source) => PASSAGES.find((passage) => passage.title === source.title)?.id) };
};

describe("the VAT of tolls", () => {
  it.each([
    "o iva da via verde da carrinha de mercadorias é dedutível?",
    "posso recuperar o iva das portagens do carro da empresa?",
    "can I deduct the VAT on motorway tolls?",
  ])("answers «%s» from the tolls passage", (question) => {
    const reply = cited(question);
    expect(reply.type).toBe("answer");
    expect(reply.ids[0]).toBe("iva-portagens");
  });

  it("says both sides of the rule: not for a passenger car, yes for a goods vehicle", () => {
    const text = PASSAGES.find((passage) => passage.id === "iva-portagens")!.text;
    expect(text).toMatch(/turismo[^.]*não é dedutível/);
    expect(text).toMatch(/mercadorias[^.]*é dedutível/);
  });
});
