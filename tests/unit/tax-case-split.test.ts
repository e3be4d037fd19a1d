import { describe, expect, it } from "vitest";
import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";

// Round casefit (issue #33): a passage whose rule splits on the asker's case answers someone who stated their case with
// that case's rule, led by «No seu caso (…)», without the other case's figure; without the case, the whole rule, every
// case labelled. Questions written for this test, not taken from any evaluation set.
const reply = (question: string) => answerLocally(question);

describe("the fuel's VAT, split on the vehicle", () => {
  it("gives a light vehicle's diesel its 50 % and not the heavy vehicles' 100 %", () => {
    const answer = reply("tenho um carro ligeiro a gasoleo na empresa, quanto do iva do gasoleo posso deduzir?");
    expect(answer.type).toBe("answer");
    expect(answer.resposta).toMatch(/^No seu caso \(viatura ligeira/);
    expect(answer.resposta).toContain("50%");
    expect(answer.resposta).not.toContain("100%");
  });

  it("gives a taxi's fuel its 100 % and not the light vehicles' 50 %", () => {
    const answer = reply("sou taxista, o iva do gasoleo do taxi deduz-se em quanto?");
    expect(answer.type).toBe("answer");
    expect(answer.resposta).toMatch(/^No seu caso \(veículo pesado de passageiros, táxi/);
    expect(answer.resposta).toContain("100%");
    expect(answer.resposta).not.toContain("50%");
  });

  it("keeps every case when the question names two vehicles", () => {
    const answer = reply("a empresa tem um camiao e um carro ligeiro a gasoleo: que parte do iva do gasoleo deduzo?");
    expect(answer.resposta).not.toMatch(/No seu caso/);
    expect(answer.resposta).toContain("50%");
    expect(answer.resposta).toContain("100%");
  });
});
