// Who pays the company's income tax follows from its legal form. A sole trader ("Empresário em nome
// individual", "Trabalhador independente") is a person: its business income is IRS category B (CIRS
// art. 3.º), withheld under CIRS art. 101.º, declared in Modelo 3 with IRS payments on account
// (art. 102.º) and its own Social Security as an independent worker. Every other form the product
// offers (Lda, Unipessoal Lda, SA, associations) is an IRC taxpayer (CIRC art. 2.º): Modelo 22, IES,
// IRC payments on account, withholding only in the cases of CIRC art. 94.º. The legal form is free
// text (onboarding suggests a list), so it is read with word patterns, and anything not recognisably
// a sole trader counts as a company (the README: "the app's companies are IRC taxpayers").

export type Taxpayer = "sociedade" | "empresario";

const SOLE_TRADER = /\b(trabalhador(a)? independente|empres[áa]ri[oa] em nome individual|ENI|recibos verdes)\b/i;

export function taxpayerOf(legalForm: string | null | undefined): Taxpayer {
  return legalForm && SOLE_TRADER.test(legalForm) ? "empresario" : "sociedade";
}
