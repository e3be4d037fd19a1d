import { ApiError } from "@/lib/http/api-error";
import { formatEuros } from "@/lib/money";

// Fatura simplificada (FS), CIVA art. 40.º n.º 1:
//   a) goods sold by a retailer or street seller to a buyer who is not a taxable person (not a
//      business), up to 1 000 € per invoice;
//   b) any other sale of goods or service, up to 100 € per invoice.
// What this service can check: the total, and whether the buyer is a business (a NIF of a company,
// 5xxxxxxxx and the other collective prefixes) or not (no NIF, a final consumer, or a person's NIF,
// 1–3 and 45). That the seller is a retailer selling goods (case a) is the issuer's declaration.
// Like an FR, an FS is paid when issued.

export const SIMPLIFIED_LIMIT_ANY_BUYER_CENTS = 10_000;
export const SIMPLIFIED_LIMIT_CONSUMER_CENTS = 100_000;

/** A buyer who is a person (or unidentified), not a business: NIF absent or with a personal prefix. */
export function isNonBusinessBuyer(nif: string | null | undefined): boolean {
  return !nif || nif === "999999990" || /^[123]/.test(nif) || nif.startsWith("45");
}

export function simplifiedInvoiceRefusal(totalCents: number, buyerNif: string | null | undefined): string | null {
  const limit = isNonBusinessBuyer(buyerNif) ? SIMPLIFIED_LIMIT_CONSUMER_CENTS : SIMPLIFIED_LIMIT_ANY_BUYER_CENTS;
  if (totalCents <= limit) return null;
  return isNonBusinessBuyer(buyerNif)
    ? `Uma fatura simplificada a um consumidor não pode exceder ${formatEuros(limit)} (CIVA art. 40.º n.º 1 a)); emita uma fatura (FT ou FR).`
    : `Uma fatura simplificada a uma empresa não pode exceder ${formatEuros(limit)} (CIVA art. 40.º n.º 1 b)); emita uma fatura (FT ou FR).`;
}

export function refuseSimplifiedOverLimit(totalCents: number, buyerNif: string | null | undefined): void {
  const refusal = simplifiedInvoiceRefusal(totalCents, buyerNif);
  if (refusal) throw new ApiError("validation_error", refusal, { details: [{ path: "type", message: "FS over its legal limit" }] });
}
