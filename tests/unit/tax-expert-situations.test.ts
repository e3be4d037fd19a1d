import { describe, expect, it } from "vitest";
import { missingSubject } from "@/lib/domains/tax/answer-gate";
import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";
import { PASSAGES } from "@/lib/domains/tax/knowledge";

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
});
