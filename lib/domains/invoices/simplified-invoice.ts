import { ApiError } from "@/lib/core/api-error";
import { formatEuros } from "@/lib/core/money";
import type { LineKind } from "./line-kind";

// Fatura simplificada (FS), CIVA art. 40.º n.º 1:
//   a) goods sold by a retailer or street seller to a buyer who is not a taxable person (not a
//      business), up to 1 000 € per invoice;
//   b) any other sale of goods or service, up to 100 € per invoice.
// What this service can check: the total, whether every line is goods (the lines' `kind`), and
// whether the buyer is a business (a NIF of a company, 5xxxxxxxx and the other collective prefixes,
// or a foreign VAT number) or not (no NIF, a final consumer, or a person's NIF, 1–3 and 45). That the
// seller is a retailer, and that a person's NIF is not a sole trader buying for the business, stay the
// issuer's declaration. Like an FR, an FS is paid when issued.

export const SIMPLIFIED_LIMIT_ANY_BUYER_CENTS = 10_000;
export const SIMPLIFIED_LIMIT_CONSUMER_CENTS = 100_000;

/** A buyer who is a person (or unidentified), not a business: NIF absent or with a personal prefix. */
export function isNonBusinessBuyer(nif: string | null | undefined): boolean {
  return !nif || nif === "999999990" || /^[123]/.test(nif) || nif.startsWith("45");
}

export interface SimplifiedSale {
  totalCents: number;
  buyerNif: string | null | undefined;
  /** A buyer outside Portugal identified by its VAT number is a business. */
  buyerForeignTaxId?: string | null;
  kinds: readonly LineKind[];
}

/** Why an FS cannot carry this sale (English for developers, `pt` for people), or null when it can. */
export function simplifiedInvoiceRefusal(sale: SimplifiedSale): { message: string; pt: string } | null {
  const consumer = isNonBusinessBuyer(sale.buyerNif) && !sale.buyerForeignTaxId;
  const goodsOnly = sale.kinds.length > 0 && sale.kinds.every((kind) => kind === "goods");
  const limit = consumer && goodsOnly ? SIMPLIFIED_LIMIT_CONSUMER_CENTS : SIMPLIFIED_LIMIT_ANY_BUYER_CENTS;
  if (sale.totalCents <= limit) return null;
  if (limit === SIMPLIFIED_LIMIT_CONSUMER_CENTS) {
    return {
      message: `A simplified invoice (FS) of goods to a consumer cannot exceed ${formatEuros(limit)} (CIVA art. 40.º n.º 1 a)); issue an invoice (FT or FR).`,
      pt: `Uma fatura simplificada de bens a um consumidor não pode exceder ${formatEuros(limit)} (CIVA art. 40.º n.º 1 a)); emita uma fatura (FT ou FR).`,
    };
  }
  const [why, whyPt] = consumer
    ? ["with services (the 1 000 € limit is only for goods sold to consumers)", "com serviços (o limite de 1 000 € é só para a venda de bens a consumidores)"]
    : ["to a business", "a uma empresa"];
  return {
    message: `A simplified invoice (FS) ${why} cannot exceed ${formatEuros(limit)} (CIVA art. 40.º n.º 1 b)); issue an invoice (FT or FR).`,
    pt: `Uma fatura simplificada ${whyPt} não pode exceder ${formatEuros(limit)} (CIVA art. 40.º n.º 1 b)); emita uma fatura (FT ou FR).`,
  };
}

export function refuseSimplifiedOverLimit(sale: SimplifiedSale): void {
  const refusal = simplifiedInvoiceRefusal(sale);
  if (refusal) throw new ApiError("validation_error", refusal.message, { pt: refusal.pt, details: [{ path: "type", message: "FS over its legal limit" }] });
}
