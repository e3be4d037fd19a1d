import { describe, expect, it } from "vitest";
import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";

// Issue #33, the third pass (round owncase): passages found by the own-case probes to give their rule as the answer
// to the asker's own case ask for the fact it turns on, and still answer once the question states it or asks the
// law's own figure. Sentences written for these tests, not taken from the probes or any eval set.

const reply = (question: string) => answerLocally(question);

describe("tax expert, third pass: the asker's fact across the knowledge base", () => {
  it("charging VAT on a trade's services turns on the art. 53.º regime; the regime stated is answered", () => {
    const bare = reply("a minha barbearia tem de cobrar iva nos cortes de cabelo?");
    expect(bare.type).toBe("clarification");
    expect(bare.resposta).toContain("15 000");
    expect(bare.clarification?.neededData).toContain("O regime de IVA (normal ou isento pelo art. 53.º)");
    expect(reply("a minha barbearia está no regime normal de iva, que taxa levam os cortes?").type).not.toBe("clarification");
  });

  it("cakes: eaten in or taken away", () => {
    const bare = reply("tenho uma pastelaria, que iva levo nos bolos?");
    expect(bare.type).toBe("clarification");
    expect(bare.clarification?.neededData).toContain("Se são consumidos no local ou vendidos para levar");
    const served = reply("que iva levo nos bolos que sirvo à mesa na minha pastelaria?");
    expect(served.type).toBe("answer");
    expect(served.resposta).toContain("13%");
  });

  it("training is exempt only when certified: asked back for «my» courses, answered when the certification is stated", () => {
    const bare = reply("a formação que damos na nossa empresa está isenta de iva?");
    expect(bare.type).toBe("clarification");
    expect(bare.resposta).toContain("DGERT");
    expect(reply("a nossa empresa é certificada pela dgert, a formação que damos está isenta de iva?").type).toBe("answer");
  });

  it("the landlord decides the withholding on rent", () => {
    const bare = reply("temos de reter irs na renda do armazém?");
    expect(bare.type).toBe("clarification");
    expect(bare.clarification?.neededData).toContain("Se o senhorio é particular ou empresa");
    expect(reply("a nossa lda arrenda o armazém a um senhorio particular, temos de reter irs?").type).toBe("answer");
  });

  it("the Modelo 10: asked whether the asker must deliver it, answered when asked the deadline", () => {
    expect(reply("a minha empresa tem de entregar a modelo 10?").type).toBe("clarification");
    const deadline = reply("até quando tenho de entregar a modelo 10?");
    expect(deadline.type).toBe("answer");
    expect(deadline.resposta).toContain("fevereiro");
  });

  it("the employee's notice turns on seniority, stated or not", () => {
    const bare = reply("a minha funcionária quer sair, quantos dias de aviso prévio me tem de dar?");
    expect(bare.type).toBe("clarification");
    expect(bare.resposta).toContain("60 dias");
  });

  it("the start-of-activity reduction turns on the year the asker started", () => {
    expect(reply("tenho direito ao coeficiente reduzido do início de atividade?").type).toBe("clarification");
  });

  it("a company car is income only with a written agreement", () => {
    const bare = reply("o carro da empresa que o meu gerente leva para casa é rendimento em espécie?");
    expect(bare.type).toBe("clarification");
    expect(bare.clarification?.neededData).toContain("Se há acordo escrito de atribuição com uso pessoal");
  });

  it("whether the asker can be exempt under art. 53.º turns on turnover; the article's number is no figure of theirs", () => {
    const bare = reply("posso ficar no regime de isenção do artigo 53 do iva?");
    expect(bare.type).toBe("clarification");
    expect(bare.resposta).toContain("15 000");
    expect(reply("faturo 9 000 € por ano, posso ficar isento pelo artigo 53?").type).not.toBe("clarification");
  });

  it("what the asker pays for a late return turns on how late; the law's range asked as such is answered", () => {
    const bare = reply("entreguei a ies atrasada, quanto vou pagar de coima?");
    expect(bare.type).toBe("clarification");
    expect(bare.resposta).toContain("12,5%");
    expect(reply("qual é a coima mínima e máxima por entregar a declaração do iva fora de prazo?").type).toBe("answer");
  });
});
