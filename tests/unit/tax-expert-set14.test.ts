import { describe, expect, it } from "vitest";
import { answerLocally, ofTheYearAsked } from "@/lib/domains/tax/ask-tax-expert";
import { PASSAGES } from "@/lib/domains/tax/knowledge";
import { indexTerm, readQuestion } from "@/lib/domains/tax/tax-question-match";

// Issue #33, round open14 (outside set 14's open half): the classes of its wrong answers, with sentences written for
// these tests (not taken from any eval set).

describe("tax expert, set 14 class: the typo tolerance joins two words of different meaning", () => {
  it("«despejo» (an eviction) does not meet «despesa» (an expense)", () => {
    expect(indexTerm("despejo")).toBe(indexTerm("despejar"));
    expect(indexTerm("despejo")).not.toBe(indexTerm("despesa"));
    // A landlord asking how to evict is not answered with the e-rent-receipt passage (which names «despesa»).
    const answer = answerLocally("a inquilina deve-me quatro meses de renda, como avanço com o despejo dela?");
    expect(answer.type).not.toBe("answer");
    // The e-rent receipts are still answered.
    expect(answerLocally("sou senhorio de uma loja, como passo o recibo de renda eletronico?").sources.map((source) => source.reference).join(" ")).toMatch(/CIRS art\. 115/);
  });
});

describe("tax expert, set 14 class: a rule given for the asker's case without its fact (whether to join the OSS)", () => {
  it("«must I register for the OSS?» asks the distance sales to EU consumers (10 000 €)", () => {
    const asked = answerLocally("Do we have to register for the OSS for our online store?");
    expect(asked.type).toBe("clarification");
    expect(asked.resposta).toContain("10 000");
    // With the sales stated, and what the OSS is, are answered.
    expect(answerLocally("vendo 25 000 € por ano numa loja online, tenho de me registar no oss?").type).toBe("answer");
    expect(answerLocally("o que é o balcão único oss?").type).toBe("answer");
  });
});

describe("tax expert, set 14 class: a rule given for the asker's case without its fact (whether to file the IRS return)", () => {
  it("«tenho de entregar o irs?» asks the income and whether the asker is a dependant; «até quando» is answered", () => {
    for (const question of ["Do I have to file an IRS return?", "preciso de entregar o irs?"]) {
      const asked = answerLocally(question);
      expect(asked.type, question).toBe("clarification");
      expect(asked.resposta).toContain("dependente");
      expect(asked.resposta).toContain("8 500");
    }
    expect(answerLocally("até quando tenho de entregar o irs deste ano?").type).toBe("answer");
  });
});

describe("tax expert, set 14 class: two rates offered ask which applies to the asker's sale", () => {
  it("«os salgados são a 13 ou a 23?» asks whether they are eaten in or taken away", () => {
    const asked = answerLocally("os bolos pagam iva a 13 ou a 23?");
    expect(asked.type).toBe("clarification");
    expect(asked.resposta).toMatch(/para levar/);
    // Said how they are sold, it is answered.
    expect(answerLocally("os bolos servidos ao balcão pagam iva a 13 ou a 23?").type).toBe("answer");
  });
});

describe("tax expert, set 14 class: a subject named in a negation is not the subject", () => {
  it("services «que não estão na tabela» / «fora da tabela» of art. 151.º are the other activities (11,5 %)", () => {
    for (const question of ["qual a taxa de retenção na fonte de um serviço que não está na tabela do artigo 151?", "taxa de retenção para serviços fora da tabela?"]) {
      const answer = answerLocally(question);
      expect(answer.type, question).toBe("answer");
      expect(answer.resposta, question).toContain("11,5%");
      expect(answer.sources.map((source) => source.reference).join(" "), question).not.toMatch(/101\.º-B/);
    }
  });
});

describe("tax expert, set 14 class: a pronoun is not a subject", () => {
  it("«lhes» («quanto lhes desconto?») is a function word, as «lhe» is", () => {
    expect(readQuestion("quanto lhes desconto para a segurança social?").content.flat()).not.toContain("lhes");
    const answer = answerLocally("tenho 3 trabalhadores: qual a tsu da empresa e quanto lhes descontamos?");
    expect(answer.type).toBe("answer");
    expect(answer.resposta).toContain("23,75");
  });
});

describe("tax expert, set 14 class: «por mês» after «quanto» is the amount's unit, and the year asked gets its own figures", () => {
  it("«quanto … por mês?» is not the monthly VAT regime", () => {
    const content = readQuestion("quanto custa à empresa um empregado com o salário mínimo, por mês?").content.flat();
    expect(content).not.toContain("mensal");
    // «por mês» without an amount asked is still the monthly regime.
    expect(readQuestion("entrego o iva por mês?").content.flat()).toContain("mensal");
  });

  it("a question naming 2026 gets no sentence on 2025's values", () => {
    const passage = PASSAGES.find((candidate) => candidate.id === "salario-minimo-custo-liquido");
    if (!passage) throw new Error("passage missing");
    const text = ofTheYearAsked("o salário mínimo de 2026 quanto custa à empresa?", passage);
    expect(text).toContain("920");
    expect(text).not.toContain("870");
    // Without the year named, the passage is quoted whole.
    expect(ofTheYearAsked("o salário mínimo quanto custa à empresa?", passage)).toContain("870");
  });
});

describe("tax expert, set 14 class: a trade of three words said first does not say the VAT regime", () => {
  it("«sou técnica de unhas, tenho de cobrar iva?» asks the regime (art. 53.º, 15 000 €)", () => {
    const asked = answerLocally("sou técnica de unhas, tenho de cobrar iva?");
    expect(asked.type).toBe("clarification");
    expect(asked.resposta).toContain("15 000");
  });
});
