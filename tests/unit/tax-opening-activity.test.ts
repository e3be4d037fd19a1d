import { describe, expect, it } from "vitest";
import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";

// Issue #33, round tax12 (outside set 12's open half, a «não sei» by class): every form of «abrir atividade» («abro»,
// «vou abrir», «abrimos») is the start of activity, as «abri atividade» already was. Sentence written for this test,
// not taken from any evaluation set.
describe("«abro / vou abrir atividade»", () => {
  it("is the start of activity: the first 12 months' exemption answers, not the closing of the activity", () => {
    const answer = answerLocally("abro atividade em março como fotógrafa: pago logo segurança social?");
    expect(answer.sources[0]?.title ?? "").not.toMatch(/Fechar/);
    expect(answer.resposta).toMatch(/12 meses/);
  });
});
