import { describe, expect, it } from "vitest";
import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";
import { PASSAGES } from "@/lib/domains/tax/knowledge";
import { indexTerm } from "@/lib/domains/tax/tax-question-match";
import { HELD_OUT_TAX_QUESTIONS } from "../eval/held-out/tax-questions";
import { scoreTaxSet } from "../eval/score-tax";
import { TAX_QUESTIONS } from "../eval/tax-questions";

describe("tax expert, local engine", () => {
  it("is never wrong on the evaluation sets, and right on at least 80% of training and 60% of held-out questions", () => {
    const train = scoreTaxSet(TAX_QUESTIONS);
    const heldOut = scoreTaxSet(HELD_OUT_TAX_QUESTIONS);
    // Training misses are named; held-out ones only counted (reading them would tune to them).
    const notRight = [...train.results.filter((result) => result.outcome !== "right").map((result) => `${result.outcome}: ${result.question} → ${result.cited}`), `held-out: ${heldOut.wrong} wrong, ${heldOut.total - heldOut.right - heldOut.wrong} não sei`];
    expect(train.total + heldOut.total).toBeGreaterThanOrEqual(60);
    expect(train.wrong + heldOut.wrong, notRight.join("\n")).toBe(0);
    expect(train.right / train.total, notRight.join("\n")).toBeGreaterThanOrEqual(0.8);
    expect(heldOut.right / heldOut.total, notRight.join("\n")).toBeGreaterThanOrEqual(0.6);
    // Scores whole sets and builds the index: beyond the 5 s default on a loaded machine.
  }, 30_000);

  it("cites the passage it answers from, with its legal reference, and the check date it has", () => {
    const answer = answerLocally("Qual o limite de volume de negócios do regime de isenção do artigo 53.º?");
    // Checked against the consolidated CIVA on info.portaldasfinancas on 2026-11-27.
    expect(answer.sources[0]).toMatchObject({ reference: "CIVA art. 53.º a 58.º (redação do Decreto-Lei 35/2025)", year: 2026, verifiedAt: "2026-11-27" });
    expect(answerLocally("qual é a taxa de iva normal no continente?").sources[0]?.verifiedAt).toBeNull();
    expect(answer.resposta).toContain("15 000 €");
    expect(answer.confidence).toBeGreaterThan(0.5);
  });

  it("says it does not know instead of inventing", () => {
    for (const question of ["Como declaro criptomoedas no IRS?", "Qual a capital da Mongólia?", "xyzzy plugh"]) {
      const answer = answerLocally(question);
      expect(answer.sources).toEqual([]);
      expect(answer.confidence).toBe(0);
      expect(answer.resposta).toMatch(/Não sei/);
      expect(answer.resposta).toContain("contabilista certificado");
    }
  });

  it("reduces Portuguese words with the Snowball stemmer: accents, case, plurals and verb forms meet", () => {
    expect(indexTerm("Declarações")).toBe(indexTerm("declaração"));
    expect(indexTerm("TAXAS")).toBe(indexTerm("taxa"));
    expect(indexTerm("faturas")).toBe(indexTerm("faturo"));
    expect(indexTerm("Isenção")).toBe(indexTerm("isenções"));
    expect(indexTerm("medicamentos")).not.toBe(indexTerm("médico"));
    expect(indexTerm("qual")).toBeNull();
  });

  it("keeps every passage sourced", () => {
    expect(new Set(PASSAGES.map((passage) => passage.id)).size).toBe(PASSAGES.length);
    for (const passage of PASSAGES.filter((passage) => !passage.outOfScope)) {
      expect(passage.reference.length, passage.id).toBeGreaterThan(4);
    }
  });
});

// The failures an outside review found: a neighbouring passage quoted with confidence. Each question
// shares words with a passage that does not answer it; the expert must say "não sei" (and name what
// it knows nearby) rather than answer from it.
describe("tax expert, never confidently wrong", () => {
  it.each([
    ["a limit of one VAT regime asked for another regime", "Qual o limite do regime de isenção do IVA de caixa para pequenos retalhistas?"],
    ["a holiday allowance", "Quanto é o subsídio de férias isento?"],
    ["an item not in the lists the knowledge base holds", "Qual a taxa de IVA das bicicletas?"],
    ["a rate asked where the passage gives a deadline", "Qual a taxa de IVA da declaração periódica?"],
    ["stamp duty on a lease (the passage is about VAT on leases)", "Tenho de pagar imposto do selo num contrato de arrendamento?"],
    ["which document the self-employed issue, asked about a lease (the passage on faturas-recibo does not cover leases)", "O senhorio tem de passar fatura-recibo da renda da casa?"],
  ])("%s → não sei", (_case, question) => {
    const answer = answerLocally(question);
    expect(answer.sources, answer.resposta).toEqual([]);
    expect(answer.resposta).toMatch(/^Não sei/);
  });

  // Questions that were "não sei" before the knowledge base grew to a few hundred passages (issue #33,
  // coverage): each must now come from the passage that covers it, with the fact that answers it.
  it.each([
    ["O subsídio de Natal paga IRS?", /subsídios de férias e de Natal/, "retenção autónoma"],
    ["Qual é a taxa de IRS de um trabalhador independente?", /escalões/, "Atenção:"],
    ["Um dentista cobra IVA a 6%?", /saúde/, "isentas de IVA"],
  ])("%s → answered from the passage that covers it", (question, title, fact) => {
    const answer = answerLocally(question);
    expect(answer.sources[0]?.title, answer.resposta).toMatch(title);
    expect(answer.resposta).toContain(fact);
  });

  it("names what it knows nearby when it does not know", () => {
    expect(answerLocally("Qual a taxa de IVA das bicicletas?").resposta).toMatch(/Pode ajudar: «Taxas de IVA/);
  });

  it("does not take a doctor for a medicine (words sharing only their start are different words)", () => {
    expect(answerLocally("Um médico cobra IVA?").sources[0]!.title).toMatch(/saúde|artigo 9\.º/);
    expect(answerLocally("Os medicamentos têm IVA?").sources[0]!.title).toMatch(/medicamentos|taxa reduzida/);
    expect(answerLocally("Os medicamentos têm IVA?").resposta).toContain("6%");
  });

  it("reads who told the asker as context, not as the subject («o meu contabilista diz que…»)", () => {
    const plain = answerLocally("até quando entrego o modelo 22?");
    const told = answerLocally("o meu contabilista diz que tenho de entregar o modelo 22 até quando?");
    expect(plain.type).toBe("answer");
    expect(told.type).toBe("answer");
    expect(told.sources[0]!.title).toBe(plain.sources[0]!.title);
    expect(told.resposta).toContain("31 de maio");
  });

  it("tells a self-employed question from an employee one", () => {
    expect(answerLocally("Quanto desconta um trabalhador independente para a Segurança Social?").resposta).toContain("21,4%");
    expect(answerLocally("Quanto desconta o empregador para a Segurança Social?").resposta).toContain("23,75%");
  });

  it("answers English questions on covered topics in Portuguese, saying why", () => {
    const answer = answerLocally("How long must I keep invoices?");
    expect(answer.resposta).toMatch(/^\(Answer in Portuguese/);
    expect(answer.resposta).toContain("10 anos");
  });

  it("holds the 2026 values: meal allowance per Portaria 51-B/2026/1, IRC 19% / 15%", () => {
    expect(answerLocally("Qual o subsídio de refeição isento em cartão?").resposta).toContain("10,46 €");
    expect(answerLocally("Qual o subsídio de refeição isento em dinheiro?").resposta).toContain("6,15 €");
    expect(answerLocally("Qual a taxa de IRC para uma PME?").sources[0]).toMatchObject({ year: 2026 });
  });

  it("dates every passage and gives the year its figures hold for", () => {
    for (const passage of PASSAGES) {
      expect(passage.year, passage.id).toBeGreaterThanOrEqual(2025);
      expect(passage.subjects.length, passage.id).toBeGreaterThan(0);
    }
  });
});
