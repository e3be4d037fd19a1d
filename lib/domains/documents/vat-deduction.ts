import { CATEGORY_RULES, type ExpenseCategory } from "./extraction/categories";

// How much of a purchase's VAT the company may deduct, by expense category, held as data in
// extraction/categories.ts (CATEGORY_RULES, each with its article). General rule: VAT on what the
// business buys for taxed operations is deductible (CIVA art. 20.º); art. 21.º, n.º 1 excludes
// passenger cars (al. a)), fuel (al. b): diesel, LPG, natural gas, biofuels 50 %, gasoline nothing),
// transport and travel (al. c)), food, drink and accommodation (al. d)). The exceptions of art. 21.º,
// n.º 2 read from the lines are here (electric cars up to the cost limit, congress participation
// 25 %, diesel of heavy goods vehicles 100 %); the others a person sets in review_document, and a
// user's rule for the supplier remembers it.

export interface DeductionRule {
  /** Share of the VAT that is deductible, 0…1. */
  share: number;
  source: string;
}

/** Gasoline is not among the fuels of art. 21.º, n.º 1, al. b): its VAT is not deductible at all. */
const GASOLINE: DeductionRule = { share: 0, source: "CIVA art. 21.º, n.º 1, al. b) (gasolina: não dedutível)" };
const HEAVY_DIESEL: DeductionRule = { share: 1, source: "CIVA art. 21.º, n.º 1, al. b), i) (gasóleo de veículos pesados de mais de 3500 kg: 100 %)" };
const GASOLINE_WORDS = /(?<![\p{L}\p{N}])(?:gasolina|sem chumbo|sp ?9[58]|g ?9[58])(?![\p{L}\p{N}])/iu;
const DIESEL_WORDS = /(?<![\p{L}\p{N}])(?:gas[oó]leo|diesel|gpl|gnv|g[aá]s natural|biocombust[ií]ve(?:l|is))(?![\p{L}\p{N}])/iu;
const HEAVY_VEHICLE = /(?<![\p{L}\p{N}])(?:pesad[oa]s?(?: de (?:mercadorias|passageiros))?|cami(?:ão|ões|ao)|mais de 3500 kg|> ?3500 kg)(?![\p{L}\p{N}])/iu;

/** Cost limits of Portaria 467/2010 (as amended) above which an electric or plug-in hybrid car's VAT is not deductible. */
export const GREEN_CAR_LIMIT_CENTS = { electric: 6_250_000, pluginHybrid: 5_000_000 } as const;
const PLUGIN_HYBRID = /h[ií]brid[oa] plug-in/iu;

/** The rule for a document: the category's, with the exceptions its lines name. */
export function deductionRule(category: string | null, text?: string, netCents?: number | null): DeductionRule {
  const rule = CATEGORY_RULES[(category ?? "outros") as ExpenseCategory] ?? CATEGORY_RULES.outros;
  if (category === "combustíveis" && text) {
    if (GASOLINE_WORDS.test(text) && !DIESEL_WORDS.test(text)) return GASOLINE;
    if (DIESEL_WORDS.test(text) && HEAVY_VEHICLE.test(text)) return HEAVY_DIESEL;
  }
  if (category === "viaturas elétricas e híbridas plug-in" && netCents !== null && netCents !== undefined) {
    const limit = text && PLUGIN_HYBRID.test(text) ? GREEN_CAR_LIMIT_CENTS.pluginHybrid : GREEN_CAR_LIMIT_CENTS.electric;
    if (netCents > limit) return { share: 0, source: `CIVA art. 21.º, n.º 1, al. a) e n.º 2, al. f) (custo acima de ${limit / 100} €: não dedutível)` };
  }
  return rule;
}

/** Deductible VAT in cents (rounded half up), or null while the VAT itself is unknown. */
export function deductibleVatCents(vatCents: number | null, rule: DeductionRule): number | null {
  return vatCents === null ? null : Math.round(vatCents * rule.share);
}

export interface PurchaseVat {
  vatCents: number | null;
  category: string | null;
  buyerNif: string | null;
  netCents?: number | null;
  /** VAT the company self-assesses on a reverse-charge purchase (due and deductible in the same period). */
  selfAssessedVatCents?: number | null;
  /** A share the user set for this supplier (art. 21.º, n.º 2 exceptions the lines cannot show). */
  userShare?: number | null;
}

/**
 * A purchase's deductible VAT: none when the invoice names another buyer (CIVA art. 19.º, n.º 2: only
 * VAT on invoices issued to the company in its name is deductible), else the category's rule applied
 * to the VAT on the invoice plus any VAT the company self-assessed (reverse charge, art. 19.º, n.º 1, al. c)).
 */
export function purchaseDeductibleVat(document: PurchaseVat, companyNif: string, text?: string): number | null {
  const vat = document.vatCents === null ? null : document.vatCents + (document.selfAssessedVatCents ?? 0);
  if (vat === null) return null;
  if (document.buyerNif && document.buyerNif !== companyNif) return 0;
  if (document.userShare !== null && document.userShare !== undefined) return Math.round(vat * document.userShare);
  return deductibleVatCents(vat, deductionRule(document.category, text, document.netCents));
}

const percent = (share: number) => `${Math.round(share * 100)} %`;

/** The deduction in words, for the reason shown beside the category. */
export function deductionSentence(rule: DeductionRule): string {
  return `IVA dedutível: ${percent(rule.share)} (${rule.source}).`;
}
