import { ApiError } from "@/lib/http/api-error";
import { FINAL_CONSUMER_NIF } from "@/lib/nif";

// Retenção na fonte: the client (an entity with organised accounting) keeps part of what it pays
// and hands it to the State on the issuer's behalf. Rates in force in 2026, as data with their
// source. The base is the gross income before VAT (rendimento ilíquido = the invoice's net).
//   CIRS art. 101.º n.º 1 b): 23 % on professional services of the art. 151.º table (25 % until
//     2024; 23 % since 1 January 2025, Lei 45-A/2024, OE 2025, art. 89.º).
//   CIRS art. 101.º n.º 1 c): 11,5 % on other category B services (art. 3.º n.º 1 b)).
//   CIRS art. 101.º n.º 1 a): 16,5 % on category B income of art. 3.º n.º 1 c) (intellectual or
//     industrial property, know-how, when not earned by the original author).
//   CIRC art. 94.º: 25 % when a company (IRC) earns income that article lists, such as royalties
//     and other intellectual-property income; a company's ordinary services carry no withholding.
// Sole traders below the VAT-exemption threshold may be dispensed (CIRS art. 101.º-B): the issuer
// then simply issues without withholding.

export const WITHHOLDING_RULES = {
  irs_b_151: { rateBasisPoints: 2_300, label: "IRS 23% (CIRS art. 101.º n.º 1 b), atividades do art. 151.º)" },
  irs_b_outros: { rateBasisPoints: 1_150, label: "IRS 11,5% (CIRS art. 101.º n.º 1 c))" },
  irs_b_propriedade: { rateBasisPoints: 1_650, label: "IRS 16,5% (CIRS art. 101.º n.º 1 a))" },
  irc_94: { rateBasisPoints: 2_500, label: "IRC 25% (CIRC art. 94.º, p. ex. propriedade intelectual)" },
} as const;

export type WithholdingCode = keyof typeof WITHHOLDING_RULES;
export const WITHHOLDING_CODES = Object.keys(WITHHOLDING_RULES) as [WithholdingCode, ...WithholdingCode[]];

/** net × rate, rounded half up to the cent (integers only). */
export function withholdingCents(netCents: number, rateBasisPoints: number): number {
  return Number((BigInt(netCents) * BigInt(rateBasisPoints) * 2n + 10_000n) / 20_000n);
}

/** Only a business client withholds: a Portuguese NIF of an entity (not a person, not a consumer). */
export function refuseWithholdingToNonBusiness(buyerNif: string | null | undefined, country: string): void {
  const business = country === "PT" && Boolean(buyerNif) && buyerNif !== FINAL_CONSUMER_NIF && !/^[123]/.test(buyerNif!) && !buyerNif!.startsWith("45");
  if (!business) {
    throw new ApiError("validation_error", "Withholding applies only when the client is a Portuguese business (an entity with organised accounting, CIRS art. 101.º n.º 1): send its NIF.", {
      details: [{ path: "retencao", message: "the client is not a Portuguese business" }],
    });
  }
}
