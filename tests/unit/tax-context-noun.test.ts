import { describe, expect, it } from "vitest";
import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";
import { retrieve } from "@/lib/domains/tax/tax-question-match";

// Finding 4 of issue #33: the head noun of what the owner does («afinação de pianos», «dog walker»), a word no passage
// is about, is context when the rule asked holds for any trade (a filing deadline, the Social Security rate), and the
// passage covers the rest of the question. Where the rule may turn on the trade (a VAT rate), it is not.
// Questions written for this test, not taken from any evaluation set.
describe("a trade's name no passage is about", () => {
  it("is context for a rule that holds for any trade", () => {
    const deadline = answerLocally("Afinação de pianos: qual é o prazo para entregar a declaração de IRS?");
    expect(deadline.type).toBe("answer");
    expect(deadline.sources[0]?.title).toMatch(/IRS/);
    const contribution = answerLocally("Dog walker: what is the Social Security contribution rate for independent workers?");
    expect(contribution.type).toBe("answer");
    expect(contribution.sources.map((source) => source.title).join(" | ")).toMatch(/independentes/i);
  });

  it("is not context when the VAT rate asked may turn on the trade", () => {
    const question = "Afinação de pianos: que taxa de iva cobro na fatura ao cliente?";
    expect(retrieve(question).results.some((result) => result.coverageWhy.includes("no passage is about"))).toBe(false);
    expect(answerLocally(question).type).not.toBe("answer");
  });

  it("is a noun by its place: after a bare «de» a word may be a verb or the subject's complement", () => {
    for (const question of ["vou passar recibos verdes pela primeira vez. preciso de ir às finanças antes?", "a coima de estacionamento da empresa é custo aceite?"])
      expect(retrieve(question).results.some((result) => result.coverageWhy.includes("no passage is about"))).toBe(false);
  });
});
