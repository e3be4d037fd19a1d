import { ApiError } from "@/lib/core/api-error";
import type { Taxpayer } from "@/lib/core/legal-form";
import { FINAL_CONSUMER_NIF } from "@/lib/core/nif";

// Retenção na fonte: the client (an entity with organised accounting) keeps part of what it pays
// and hands it to the State on the issuer's behalf. Rates in force in 2026, as data with their
// source. The base is the gross income before VAT (rendimento ilíquido = the invoice's net).
//   CIRS art. 101.º n.º 1 b): 23 % on professional services of the art. 151.º table (25 % until
//     2024; 23 % since 1 January 2025, Lei 45-A/2024, OE 2025, art. 89.º).
//   CIRS art. 101.º n.º 1 c): 11,5 % on other category B services (art. 3.º n.º 1 b)).
//   CIRS art. 101.º n.º 1 a): 16,5 % on category B income of art. 3.º n.º 1 c) (intellectual or
//     industrial property, and know-how: information on experience gained in industry, commerce or
//     science, when earned by its original holder, the titular originário; earned by anyone else
//     it is capital income, category E, not this code).
// The codes say what they cover in English, the labels keep the law's Portuguese: irs_b_151 (the
// art. 151.º table's professional services), irs_b_other_services (every other category B service,
// art. 3.º n.º 1 b)), irs_b_intellectual_property (art. 3.º n.º 1 c)), irc_94.
//   CIRC art. 94.º: 25 % when a company (IRC) earns income that article lists, such as royalties
//     and other intellectual-property income; a company's ordinary services carry no withholding.
// Sole traders below the VAT-exemption threshold may be dispensed (CIRS art. 101.º-B): the issuer
// then simply issues without withholding.
//
// Whose income it is decides the rule: the irs_b_* codes withhold IRS, so only a sole trader (an IRS
// taxpayer, lib/core/legal-form.ts) may use them; a company (Lda, SA, Unipessoal) is withheld only in the
// cases CIRC art. 94.º lists (irc_94). A client would otherwise keep and declare IRS nobody owes.
// The rule applies per line: only the lines that are income of that kind (a royalty, a professional
// service) are withheld, not a laptop sold on the same invoice.

export const WITHHOLDING_RULES = {
  irs_b_151: { rateBasisPoints: 2_300, taxpayer: "empresario", label: "IRS 23% (CIRS art. 101.º n.º 1 b), atividades do art. 151.º)" },
  irs_b_other_services: { rateBasisPoints: 1_150, taxpayer: "empresario", label: "IRS 11,5% (CIRS art. 101.º n.º 1 c))" },
  irs_b_intellectual_property: { rateBasisPoints: 1_650, taxpayer: "empresario", label: "IRS 16,5% (CIRS art. 101.º n.º 1 a))" },
  irc_94: { rateBasisPoints: 2_500, taxpayer: "sociedade", label: "IRC 25% (CIRC art. 94.º, p. ex. propriedade intelectual)" },
} as const satisfies Record<string, { rateBasisPoints: number; taxpayer: Taxpayer; label: string }>;

export type WithholdingCode = keyof typeof WITHHOLDING_RULES;
export const WITHHOLDING_CODES = Object.keys(WITHHOLDING_RULES) as [WithholdingCode, ...WithholdingCode[]];

/** net × rate, rounded half up to the cent (integers only). */
export function withholdingCents(netCents: number, rateBasisPoints: number): number {
  return Number((BigInt(netCents) * BigInt(rateBasisPoints) * 2n + 10_000n) / 20_000n);
}

/**
 * DL 49/2025 (in force 1 July 2025): no withholding is made when the amount to withhold is below
 * 25 € (categories B, E, F and IRC: every code here). Held as dated data: before that date the
 * amount was withheld whatever it was.
 */
export const MINIMUM_WITHHOLDING = [{ from: "2025-07-01", belowCents: 2_500, source: "DL 49/2025 (dispensa de retenção inferior a 25 €)" }] as const;

/** What the rule withholds on `baseCents` on `date`: 0 under the legal minimum. */
export function withholdingDue(baseCents: number, rateBasisPoints: number, date: string): { cents: number; waived: string | null } {
  const cents = withholdingCents(baseCents, rateBasisPoints);
  const minimum = [...MINIMUM_WITHHOLDING].reverse().find((rule) => date >= rule.from);
  if (cents > 0 && minimum && cents < minimum.belowCents) return { cents: 0, waived: minimum.source };
  return { cents, waived: null };
}

/** The irs_b_* codes only for a sole trader, irc_94 only for a company. */
export function refuseWithholdingOfOtherTaxpayer(code: WithholdingCode, taxpayer: Taxpayer): void {
  if (WITHHOLDING_RULES[code].taxpayer === taxpayer) return;
  const [message, pt] =
    taxpayer === "sociedade"
      ? [
          `The company pays IRC: withholding ${code} (IRS, category B) applies only to self-employed people and sole traders (CIRS art. 101.º). A company is withheld only in the cases of CIRC art. 94.º (irc_94).`,
          `A empresa é sujeito passivo de IRC: a retenção ${code} (IRS, categoria B) só se aplica a trabalhadores independentes e empresários em nome individual (CIRS art. 101.º). Uma sociedade só sofre retenção nos casos do CIRC art. 94.º (irc_94).`,
        ]
      : [
          `Withholding ${code} (IRC, CIRC art. 94.º) is for companies: a self-employed person or sole trader uses the IRS category B withholdings (irs_b_151, irs_b_other_services, irs_b_intellectual_property; CIRS art. 101.º).`,
          `A retenção ${code} (IRC, CIRC art. 94.º) é de sociedades: um trabalhador independente ou empresário em nome individual usa as retenções de IRS da categoria B (irs_b_151, irs_b_other_services, irs_b_intellectual_property; CIRS art. 101.º).`,
        ];
  throw new ApiError("validation_error", message, { pt, details: [{ path: "withholdingRule", message: "does not apply to the company's legal form", pt: "não se aplica à forma jurídica da empresa" }] });
}

/**
 * Who withholds: a Portuguese entity with organised accounting, or a person with organised accounting
 * (a sole trader; CIRS art. 101.º n.º 1, CIRC art. 94.º n.º 3). A final consumer, a non-resident and a
 * client abroad never do. Whether a person's accounts are organised is the issuer's knowledge.
 */
export function refuseWithholdingToNonBusiness(buyerNif: string | null | undefined, country: string): void {
  const withholds = country === "PT" && Boolean(buyerNif) && buyerNif !== FINAL_CONSUMER_NIF && !buyerNif!.startsWith("45");
  if (!withholds) {
    throw new ApiError(
      "validation_error",
      "Only a client in Portugal with organised accounting withholds tax (a company, or a person with organised accounting; CIRS art. 101.º n.º 1): give the client's NIF.",
      {
        pt: "Só retém na fonte um cliente em Portugal com contabilidade organizada (uma empresa, ou um particular com contabilidade organizada; CIRS art. 101.º n.º 1): indique o NIF do cliente.",
        details: [{ path: "withholdingRule", message: "the client is not an entity that withholds tax", pt: "o cliente não é uma entidade que retenha na fonte" }],
      },
    );
  }
}
