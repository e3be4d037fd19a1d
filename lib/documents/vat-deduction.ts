import type { ExpenseCategory } from "./extraction/categories";

// How much of a purchase's VAT the company may deduct, by expense category, held as data.
// General rule: VAT on what the business buys for taxed operations is deductible (CIVA art. 20.º).
// Exclusions of CIVA art. 21.º, n.º 1: passenger cars and their costs (al. a)), fuel (al. b): diesel,
// LPG, natural gas and biofuels 50 %, other fuels — gasoline — not deductible), transport and business
// travel including tolls (al. c)), food, drink and accommodation (al. d)), reception and
// entertainment (al. d)). The exceptions of art. 21.º, n.º 2 (e.g. goods vehicles' diesel at 100 %,
// congresses' meals and lodging at 25 %/50 %) are not guessed: a person sets them in review_document.

export interface DeductionRule {
  /** Share of the VAT that is deductible, 0…1. */
  share: number;
  source: string;
}

const FULL: DeductionRule = { share: 1, source: "CIVA art. 20.º, n.º 1" };

export const DEDUCTION_BY_CATEGORY: Record<ExpenseCategory, DeductionRule> = {
  combustíveis: { share: 0.5, source: "CIVA art. 21.º, n.º 1, al. b) (gasóleo, GPL, gás natural: 50 %)" },
  "eletricidade e água": FULL,
  telecomunicações: FULL,
  rendas: FULL,
  "material de escritório": FULL,
  "software e serviços cloud": FULL,
  refeições: { share: 0, source: "CIVA art. 21.º, n.º 1, al. d) (alimentação, bebidas e alojamento)" },
  deslocações: { share: 0, source: "CIVA art. 21.º, n.º 1, al. c) (transportes, viagens de negócio e portagens)" },
  seguros: { share: 1, source: "CIVA art. 20.º, n.º 1 (os seguros são isentos — art. 9.º, n.º 28 — e em regra não têm IVA)" },
  "serviços profissionais": FULL,
  outros: FULL,
};

/** Gasoline is not among the fuels of art. 21.º, n.º 1, al. b): its VAT is not deductible at all. */
const GASOLINE: DeductionRule = { share: 0, source: "CIVA art. 21.º, n.º 1, al. b) (gasolina: não dedutível)" };
const GASOLINE_WORDS = /\bgasolina|\bsem chumbo|\bsp\s?9[58]\b|\bg\s?9[58]\b/i;
const DIESEL_WORDS = /\bgas[oó]leo|\bdiesel|\bgpl\b|\bgnv\b|\bg[aá]s natural/i;

/** The rule for a document: the category's, except fuel whose text names gasoline (and no diesel). */
export function deductionRule(category: string | null, text?: string): DeductionRule {
  const rule = DEDUCTION_BY_CATEGORY[(category ?? "outros") as ExpenseCategory] ?? FULL;
  if (category === "combustíveis" && text && GASOLINE_WORDS.test(text) && !DIESEL_WORDS.test(text)) return GASOLINE;
  return rule;
}

/** Deductible VAT in cents (rounded half up), or null while the VAT itself is unknown. */
export function deductibleVatCents(vatCents: number | null, rule: DeductionRule): number | null {
  return vatCents === null ? null : Math.round(vatCents * rule.share);
}

/**
 * A purchase's deductible VAT: none when the invoice names another buyer (CIVA art. 19.º, n.º 2: only
 * VAT on invoices issued to the company in its name is deductible), else the category's rule.
 */
export function purchaseDeductibleVat(document: { vatCents: number | null; category: string | null; buyerNif: string | null }, companyNif: string, text?: string): number | null {
  if (document.vatCents === null) return null;
  if (document.buyerNif && document.buyerNif !== companyNif) return 0;
  return deductibleVatCents(document.vatCents, deductionRule(document.category, text));
}
