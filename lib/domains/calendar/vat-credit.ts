import { formatEuros } from "@/lib/core/money";

// A VAT period whose deductible VAT exceeds the VAT due ends in a credit: nothing is paid. The credit
// is carried forward to the next periods (CIVA art. 22.º, n.º 4) or, under the conditions of n.º 5
// onwards, its refund is asked in the return. So the obligation never reads "Pagamento do IVA: −163,11 €".

const CREDIT_SOURCE = "CIVA art. 22.º, n.ºs 4 e 5";

/** How the books' VAT estimate is shown: an amount to pay, or a credit as a positive amount named so. */
export function vatEstimateLabel(balanceCents: number): string {
  return balanceCents < 0 ? `crédito de ${formatEuros(-balanceCents)}` : formatEuros(balanceCents);
}

/** The payment obligation of a period in credit, reworded: there is a credit to carry forward, not a payment. */
export function vatCreditObligation(periodLabel: string, balanceCents: number, source: string): { title: string; description: string; source: string } {
  return {
    title: `Crédito de IVA a reportar — ${periodLabel}`,
    description: `Não há IVA a pagar: o IVA dedutível excede o liquidado em ${formatEuros(-balanceCents)}. O crédito passa para os períodos seguintes (ou pede-se o reembolso na declaração periódica, se cumprir as condições).`,
    source: `${source}; ${CREDIT_SOURCE}`,
  };
}
