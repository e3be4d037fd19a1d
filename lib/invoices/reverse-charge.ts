import { isOtherEuCountry } from "@/lib/clients/client-country";
import { ApiError } from "@/lib/http/api-error";
import { vatExemptionReason } from "./vat-exemption-reasons";

// Services to a business in another EU member state are taxed where the client is (CIVA art. 6.º
// n.º 6 a)): the invoice carries no Portuguese VAT, says "IVA - autoliquidação" (M40), and the
// operation goes into the recapitulative statement (declaração recapitulativa, RITI art. 30.º).

export const RECAPITULATIVE_NOTE = "IVA - autoliquidação pelo adquirente (CIVA art. 6.º n.º 6 a)). Operação incluída na declaração recapitulativa (RITI art. 30.º).";

/** M40 only for a business client in another member state, identified by its VAT number. */
export function refuseReverseChargeWithout(lines: { vatExemptionCode: string | null }[], country: string, foreignTaxId: string | null | undefined): void {
  lines.forEach((line, index) => {
    if (line.vatExemptionCode !== "M40") return;
    if (!isOtherEuCountry(country) || !foreignTaxId) {
      throw new ApiError("validation_error", "M40 (reverse charge) applies to services to a business in another EU member state: send clientCountry and clientForeignTaxId (its VAT number).", {
        details: [{ path: `lines[${index}].vatExemptionCode`, message: "M40 needs an EU business client outside Portugal" }],
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
