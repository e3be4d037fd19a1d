import { checkVAT, countries } from "jsvat";
import { isOtherEuCountry } from "@/lib/domains/clients/client-country";
import { ApiError } from "@/lib/core/api-error";
import { vatExemptionReason } from "./vat-exemption-reasons";

// Services to a business in another EU member state are taxed where the client is (CIVA art. 6.º
// n.º 6 a)): the invoice carries no Portuguese VAT, says "IVA - autoliquidação" (M40), and the
// operation goes into the recapitulative statement (declaração recapitulativa, RITI art. 30.º).
// Goods dispatched to a business in another member state are exempt under RITI art. 14.º (M16) on the
// same condition: the buyer is identified for VAT in that other state.
//
// Whether the buyer is registered is answered by VIES, which this service cannot reach; what it can
// check is that the number is plausible: the country's format and check digit (jsvat, a maintained
// library of the member states' published rules). The issuer remains responsible for the VIES check.

export const RECAPITULATIVE_NOTE = "IVA - autoliquidação pelo adquirente (CIVA art. 6.º n.º 6 a)). Operação incluída na declaração recapitulativa (RITI art. 30.º).";

/** The codes that need a buyer identified for VAT in another member state. */
const INTRA_EU_CODES: Record<string, string> = {
  M40: "M40 (autoliquidação, CIVA art. 6.º n.º 6 a))",
  M16: "M16 (transmissão intracomunitária de bens, RITI art. 14.º)",
};

/** ISO country → VAT number prefix (Greece is GR in ISO 3166, EL in VAT numbers). */
const vatPrefix = (country: string) => (country === "GR" ? "EL" : country);

/**
 * A VAT number of `country` that has that country's format and check digit. The prefix is optional
 * in what the user sends (`B12345674` or `ESB12345674`).
 */
export function isPlausibleEuVatNumber(country: string, taxId: string | null | undefined): boolean {
  if (!taxId || !isOtherEuCountry(country)) return false;
  const prefix = vatPrefix(country);
  const number = taxId.startsWith(prefix) ? taxId : `${prefix}${taxId}`;
  const result = checkVAT(number, countries);
  return result.isValid && result.country?.isoCode.short === country;
}

/** M40 and M16 only for a business client in another member state, identified by a plausible VAT number. */
export function refuseReverseChargeWithout(lines: { vatExemptionCode: string | null }[], country: string, foreignTaxId: string | null | undefined): void {
  lines.forEach((line, index) => {
    const label = line.vatExemptionCode ? INTRA_EU_CODES[line.vatExemptionCode] : undefined;
    if (!label) return;
    const path = `lines[${index}].vatExemptionCode`;
    if (!isOtherEuCountry(country) || !foreignTaxId) {
      throw new ApiError("validation_error", `${label} applies only to a client registered for VAT in another EU member state: give clientCountry (not PT) and clientForeignTaxId (the client's VAT number).`, {
        pt: `${label} só se aplica a um cliente sujeito passivo de IVA noutro Estado-Membro da UE: indique clientCountry (não PT) e clientForeignTaxId (o número de IVA do cliente).`,
        details: [{ path, message: `${line.vatExemptionCode} needs a business client in another member state, with a VAT number`, pt: `${line.vatExemptionCode} exige um cliente empresa noutro Estado-Membro, com número de IVA` }],
      });
    }
    if (!isPlausibleEuVatNumber(country, foreignTaxId)) {
      throw new ApiError(
        "validation_error",
        `${foreignTaxId} does not have the format and check digit of a ${country} VAT number: ${label} needs the client's VAT number. This service cannot query VIES; confirm the number there before issuing.`,
        {
          pt: `${foreignTaxId} não tem o formato nem o dígito de controlo de um número de IVA de ${country}: ${label} exige o número de IVA do cliente. Este serviço não consegue consultar o VIES; confirme lá o número antes de emitir.`,
          details: [{ path, message: `not a valid ${country} VAT number`, pt: `número de IVA de ${country} inválido` }],
        },
      );
    }
  });
}

/**
 * Portuguese VAT charged to a business identified for VAT in another member state: right for goods
 * that stay in Portugal, wrong for services (CIVA art. 6.º n.º 6 a): taxed in the client's state, M40)
 * and for goods sent there (RITI art. 14.º, M16). The books do not know goods from services, so this
 * is a warning on the document, not a refusal.
 */
export function euBusinessVatWarnings(lines: { vatRate: number }[], country: string, foreignTaxId: string | null | undefined): string[] {
  if (!lines.some((line) => line.vatRate > 0) || !isPlausibleEuVatNumber(country, foreignTaxId)) return [];
  return [
    `O cliente é um sujeito passivo de IVA de ${country}: uma prestação de serviços não tem IVA português (CIVA art. 6.º n.º 6 a)) e deve ir a 0 % com M40; bens enviados para outro Estado-Membro vão isentos com M16 (RITI art. 14.º). O IVA português só está certo para bens que ficam em Portugal; se não é o caso, anule este documento ou emita uma nota de crédito.`,
  ];
}

/**
 * The company's VAT regime decides the codes. In the exemption regime (CIVA art. 53.º, as rewritten by
 * DL 35/2025) the company charges no VAT at all, and every line says so with M10; the intra-EU
 * exemptions do not apply to it. Outside that regime M10 is never right.
 */
export function refuseAgainstVatRegime(lines: { vatRate: number; vatExemptionCode: string | null }[], vatRegime: string): void {
  lines.forEach((line, index) => {
    if (vatRegime === "isento" && line.vatRate !== 0) {
      throw new ApiError("validation_error", "The company is in the exemption regime of CIVA art. 53.º: it cannot charge VAT. Use rate 0 with code M10 on every line (VAT stated on an invoice is always due, CIVA art. 2.º n.º 1 c)).", {
        pt: "A empresa está no regime de isenção do artigo 53.º do CIVA: não pode liquidar IVA. Use taxa 0 com o código M10 em todas as linhas (o IVA indicado numa fatura é sempre devido, CIVA art. 2.º n.º 1 c)).",
        details: [{ path: `lines[${index}].vatRate`, message: "in the exemption regime (art. 53.º) the rate is 0 with M10", pt: "no regime de isenção (art. 53.º) a taxa é 0 com M10" }],
      });
    }
    if (vatRegime === "isento" && line.vatExemptionCode !== "M10") {
      throw new ApiError("validation_error", `The company is in the exemption regime of CIVA art. 53.º: the exemption reason is always M10, not ${line.vatExemptionCode} (DL 35/2025: the intra-EU exemptions do not apply to this regime).`, {
        pt: `A empresa está no regime de isenção do artigo 53.º do CIVA: o motivo de isenção é sempre M10, não ${line.vatExemptionCode} (DL 35/2025: as isenções intracomunitárias não se aplicam a este regime).`,
        details: [{ path: `lines[${index}].vatExemptionCode`, message: "in the exemption regime (art. 53.º) the code is M10", pt: "no regime de isenção (art. 53.º) o código é M10" }],
      });
    }
    if (vatRegime !== "isento" && line.vatExemptionCode === "M10") {
      throw new ApiError("validation_error", `M10 (the exemption regime of CIVA art. 53.º) applies only to companies in that regime; this company is in the ${vatRegime} regime. Give the VAT rate or the exemption reason that applies.`, {
        pt: `M10 (regime de isenção do artigo 53.º do CIVA) só se aplica a empresas nesse regime; esta empresa está no regime ${vatRegime}. Indique a taxa de IVA ou o motivo de isenção que se aplica.`,
        details: [{ path: `lines[${index}].vatExemptionCode`, message: "M10 only in the exemption regime (art. 53.º)", pt: "M10 só no regime de isenção (art. 53.º)" }],
      });
    }
  });
}

/** Notes a document must print for its exemptions (the recapitulative statement for M40). */
export function documentNotes(exemptionCodes: (string | null)[]): string[] {
  const notes: string[] = [];
  if (exemptionCodes.includes("M40")) notes.push(RECAPITULATIVE_NOTE);
  else if (exemptionCodes.some((code) => vatExemptionReason(code)?.reverseCharge)) notes.push("IVA - autoliquidação: o imposto é devido pelo adquirente.");
  return notes;
}
