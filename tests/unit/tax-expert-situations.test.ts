import { describe, expect, it } from "vitest";
import { missingSubject } from "@/lib/domains/tax/answer-gate";
import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";
import { PASSAGES } from "@/lib/domains/tax/knowledge";
import { indexTerm } from "@/lib/domains/tax/tax-question-match";

// Issue #33, third round: the gaps found on open material (selling a used asset of the company, an
// invoice that never came) and the gate's situations and special regimes — a passage on the client
// invoicing for the supplier, or on an exempt supplier, no longer answers a question that is not
// about them; a rule for invoices in hand no longer answers a question on a missing invoice.

const fold = (text: string) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
const passage = (id: string) => {
  const found = PASSAGES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no passage ${id}`);
  return found;
};
const cited = (question: string) => answerLocally(question).sources.map((source) => source.title);

describe("tax expert: situations and special regimes", () => {
  it("answers the sale of a used asset of the company: VAT at the normal rate, exempt only when its VAT was not deductible (CIVA art. 3.º, 9.º, n.º 32)", () => {
    const answer = answerLocally("vendi um portátil usado da empresa, levo iva?");
    expect(answer.sources.map((source) => source.reference).join(" ")).toContain("3.º");
    expect(answer.resposta).toContain("23%");
    expect(answer.resposta).toContain("art. 9.º, n.º 32");
  });

  it("answers a missing invoice: ask the supplier for it; without an invoice with the company's NIF no VAT deduction (CIVA art. 19.º, n.º 2, 36.º)", () => {
    for (const question of ["o fornecedor nao me mandou a fatura, posso deduzir o iva na mesma?", "paguei uma fatura que não recebi, o que faço?"]) {
      const answer = answerLocally(question);
      expect(answer.sources.map((source) => source.title)).toEqual([passage("iva-deducao-fatura-em-falta").title]);
      expect(answer.resposta).toContain("peça ao fornecedor");
      expect(answer.resposta).toContain("art. 19.º, n.º 2");
    }
  });

  it("never answers a missing invoice from a rule on invoices in hand, nor a late invoice from the missing-invoice passage", () => {
    expect(missingSubject(fold("o fornecedor nao me mandou a fatura, posso deduzir o iva na mesma?"), passage("iva-deducao-fornecedor-isento"))).toBe("uma fatura em falta");
    expect(missingSubject(fold("recebi hoje uma fatura de novembro do ano passado, deduzo o iva?"), passage("iva-deducao-fatura-em-falta"))).toBe("uma fatura em falta");
  });

  it("answers from a special regime's passage only a question that names the regime", () => {
    // The old engine cited the self-billing passage here (it shares «fatura», «nome», «cliente»).
    expect(missingSubject(fold("a fatura tem de ter o nome do cliente?"), passage("faturas-autofaturacao"))).toBe("a autofaturação");
    expect(cited("a fatura tem de ter o nome do cliente?")).not.toContain(passage("faturas-autofaturacao").title);
    expect(missingSubject(fold("posso fazer autofaturação em nome do fornecedor?"), passage("faturas-autofaturacao"))).toBeNull();
    // The old engine answered an exempt seller with the rule on exempt suppliers.
    expect(cited("sou isento, posso deduzir o iva?")).not.toContain(passage("iva-deducao-fornecedor-isento").title);
    expect(missingSubject(fold("comprei a um fornecedor isento, deduzo o iva?"), passage("iva-deducao-fornecedor-isento"))).toBeNull();
    // The old engine answered a late invoice with the cash VAT scheme.
    expect(cited("uma fatura de 2025 que recebi agora ainda posso deduzir o iva?")).not.toContain(passage("iva-caixa").title);
  });

  it("never answers one side of an opposite situation from the other: EU or not, a freelancer or an employee", () => {
    expect(missingSubject(fold("vendo software a clientes nos EUA, cobro iva?"), passage("iva-ue-servicos"))).toBe("um país fora da UE");
    expect(missingSubject(fold("a venda de software a uma empresa francesa leva iva?"), passage("iva-reino-unido"))).toBe("um país da UE");
    expect(missingSubject(fold("recibo verde de 1000 euros, quanto fica liquido?"), passage("ss-descontos-recibo-vencimento"))).toBe("um trabalhador independente");
    expect(missingSubject(fold("quanto desconta um funcionario do salario para a seg social?"), passage("ss-descontos-recibo-vencimento"))).toBeNull();
    // «Líquido» (what is left after tax) is not «liquidar» (to charge VAT): the old engine cited the art. 53.º passage («não liquida IVA»).
    expect(indexTerm("líquido")).not.toBe(indexTerm("liquida"));
    expect(answerLocally("recibo verde de 1000 euros, quanto fica liquido?").sources).toEqual([]);
  });

  it("reads «quanto tempo demora» as how long, not as a subject", () => {
    // The old engine refused: «tempo» and «demora» were content words no refund passage holds.
    expect(cited("quanto tempo demora o reembolso do iva?")).toEqual([passage("iva-reembolso").title]);
    expect(cited("a empresa deu prejuízo, pago alguma coisa?")).toEqual([passage("irc-prejuizos").title]);
  });

  it("answers a one-word question only when one topic clearly leads", () => {
    // «recibo» is in five passages of four topics with near scores; the old engine cited «Abrir atividade».
    expect(answerLocally("quando tenho de passar o recibo?").sources).toEqual([]);
    expect(cited("quanto é o IAS em 2026?")).toHaveLength(1);
  });

  it("reads «táxi» apart from «taxa»: the old engine gave a taxi ride the 23% of services to companies", () => {
    expect(cited("os serviços de táxi têm que iva?")).toEqual([passage("iva-lista-transportes").title]);
    expect(answerLocally("os serviços de táxi têm que iva?").resposta).toContain("6%");
  });

  it("asks which tax and what data when «quanto pago de imposto?» names none (the old engine quoted the 30-day payment term)", () => {
    const answer = answerLocally("quanto pago de imposto se faturar 30 mil?");
    expect(answer.type).toBe("clarification");
    expect(answer.clarification?.neededData).toContain("Se fatura como trabalhador independente ou como sociedade");
    expect(answerLocally("quanto pago de imposto de selo num empréstimo?").type).not.toBe("clarification");
  });
});

