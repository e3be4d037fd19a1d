import { describe, expect, it } from "vitest";
import { answerLocally, questionParts } from "@/lib/domains/tax/ask-tax-expert";
import { withCustomerWords } from "@/lib/domains/tax/customer-words";
import { HELD_OUT_OUTSIDE_TAX_QUESTIONS } from "../eval/held-out/outside-tax-questions";
import { OUTSIDE_TAX_QUESTIONS } from "../eval/outside-tax-questions";
import { OUTSIDE_TAX_QUESTIONS_3_OPEN } from "../eval/outside-tax-questions-3";
import { scoreOutsideSet } from "../eval/score-tax";

// Issue #33: questions as customers write them (tests/eval/outside-*.ts, written before the engine
// changed), the customer-words map, clarifying answers that use the company's profile.

describe("tax expert on outside-style questions", () => {
  it("is never wrong on either half of the outside-style set, and right on at least 80% of each", () => {
    for (const [set, heldOut] of [[OUTSIDE_TAX_QUESTIONS, false], [HELD_OUT_OUTSIDE_TAX_QUESTIONS, true]] as const) {
      const score = scoreOutsideSet(set);
      // A held-out half's failure names a count, never its questions: reading them would tune to them.
      const wrong = heldOut ? [`${score.wrong} wrong on the held-out half (npm run eval -- --held-out)`] : score.results.filter((result) => result.outcome === "wrong").map((result) => `${result.question} → ${result.cited}`);
      expect(set.length).toBeGreaterThanOrEqual(60);
      expect(score.wrong, wrong.join("\n")).toBe(0);
      expect(score.right / score.total).toBeGreaterThanOrEqual(0.8);
    }
    // Scores whole sets and builds the index: beyond the 5 s default on a loaded machine.
  }, 30_000);

  it("is never wrong on the open half of outside set 3, and right on at least 80% of it", () => {
    const score = scoreOutsideSet(OUTSIDE_TAX_QUESTIONS_3_OPEN);
    const wrong = score.results.filter((result) => result.outcome === "wrong").map((result) => `${result.question} → ${result.cited}`);
    expect(score.wrong, wrong.join("\n")).toBe(0);
    expect(score.right / score.total).toBeGreaterThanOrEqual(0.8);
  });

  it("reads «a entrega do IRS» as the annual return, a bracketed remark as context, «quando uso» as a situation", () => {
    // The withheld tax's deadline (dia 20) answered «quando é a entrega do IRS» before.
    expect(answerLocally("quando é a entrega do irs em 2026").resposta).toContain("30 de junho");
    expect(answerLocally("iva da agua da rede? (a conta da agua da loja)").resposta).toContain("6%");
    expect(answerLocally("fatura-recibo e fatura, qual a diferença? quando uso a fatura-recibo").sources[0]?.title).toMatch(/fatura-recibo/i);
    const owed = answerLocally("quanto vou pagar de iva este trimestre?");
    expect(owed.type).toBe("clarification");
    expect(owed.resposta).toContain("IVA dedutível");
    expect(answerLocally("Quanto tenho de pagar de coima por entregar a declaração de IVA atrasada?").type).toBe("answer");
  });

  it("splits a question asked of two items into two questions, and answers only when both parts are answered", () => {
    expect(questionParts("tenho uma padaria: que iva ponho no pão e no café que sirvo ao balcão?")).toEqual(["tenho uma padaria: que iva ponho no pão?", "tenho uma padaria: que iva ponho no café que sirvo ao balcão?"]);
    expect(questionParts("que iva ponho nas refeiçoes? e nas imperiais?")).toEqual(["que iva ponho nas refeiçoes?", "que iva ponho nas imperiais?"]);
    expect(questionParts("qual a taxa normal de iva?")).toBeNull();
    // Half answered is «não sei», never the half given as the whole.
    expect(answerLocally("que iva ponho no pão e nas bicicletas elétricas de aluguer?").type).toBe("unknown");
  });

  it("reads «tenho de entregar a declaração de IVA» as a question on the return, not on whether VAT applies", () => {
    // It was answered with how to invoice under art. 53.º.
    expect(answerLocally("tenho de entregar a declaração de iva se não tive vendas?").sources[0]?.title).toMatch(/sem movimento/);
    expect(answerLocally("preciso de fazer seguro de acidentes de trabalho para os funcionarios?").sources[0]?.title).toMatch(/acidentes de trabalho/);
    expect(answerLocally("Can my company deduct the VAT on diesel for the manager's passenger car? and on petrol?").resposta).toContain("gasolina não é dedutível");
    expect(answerLocally("How many days do I have to issue the invoice after providing the service?").resposta).toContain("5 dias úteis");
    expect(answerLocally("quando é que se paga o subsidio de ferias? pode ser quando a empresa quiser?").resposta).toContain("antes do início do período de férias");
  });

  it("understands how customers name things (customer words, typos, English)", () => {
    expect(withCustomerWords("posso pagar em dinheiro vivo?").text).toContain("numerario");
    expect(answerLocally("posso pagar 5000 euros em dinheiro vivo a um fornecedor?").resposta).toContain("3 000 €");
    expect(answerLocally("posso deduzir o iva do gasoleo da carrinha da padaria?").resposta).toContain("50%");
    expect(answerLocally("qual a taxa de retençao dos recibos verdes?").resposta).toContain("23%");
    expect(answerLocally("Do I need to charge VAT to a German company for consulting services?").resposta).toContain("autoliquidação");
  });

  it("cites its source with the reference and the year on every answer", () => {
    // With the car's cost given: without it, the electric car's VAT asks for it (Passage.turnsOn, VEHICLE_COST).
    const answer = answerLocally("comprei um carro eletrico de 40 000 € p a empresa, recupero o iva da compra?");
    expect(answer.type).toBe("answer");
    expect(answer.sources[0]).toMatchObject({ reference: expect.stringContaining("CIVA art. 21.º"), year: 2026 });
    expect(answer.resposta).toMatch(/Fonte: .*\(valores de 2026(; verificado em \d{4}-\d{2}-\d{2}\)\.|\)\. Esta passagem ainda não foi confirmada numa fonte primária: confirme com o seu contabilista certificado\.)$/);
  });

  it("asks for the data an answer depends on instead of describing a rule as the answer", () => {
    const answer = answerLocally("quanto vou pagar de IRS?");
    expect(answer.type).toBe("clarification");
    expect(answer.resposta).toMatch(/^O IRS que vai pagar depende do rendimento/);
    expect(answer.resposta).toContain("Diga-me quanto faturou");
    expect(answer.sources.length).toBeGreaterThan(0);
    // With the figure given, it is not a clarification any more.
    expect(answerLocally("qual a taxa de IRC das PME?").type).toBe("answer");
  });

  it("uses the company's profile and says so", () => {
    const exempt = answerLocally("tenho de cobrar iva nas minhas faturas?", { vatRegime: "isento", legalForm: "Empresário em nome individual", hasEmployees: false });
    expect(exempt.type).toBe("clarification");
    expect(exempt.resposta).toContain("Pelo perfil da empresa, está no regime de isenção do art. 53.º do CIVA.");
    const employer = answerLocally("quanto pago à segurança social?", { vatRegime: "trimestral", legalForm: "Sociedade por quotas", hasEmployees: true });
    expect(employer.resposta).toContain("Pelo perfil, a empresa tem trabalhadores");
    expect(answerLocally("quanto pago à segurança social?").resposta).not.toContain("Pelo perfil");
  });

  it("says não sei on subjects the base marks as not covered, without quoting them as sources", () => {
    const answer = answerLocally("como declaro as criptomoedas que vendi?");
    expect(answer).toMatchObject({ sources: [], confidence: 0, type: "unknown" });
    expect(answer.resposta).not.toContain("Criptoativos");
  });
});
