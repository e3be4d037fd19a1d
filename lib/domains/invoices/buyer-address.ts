import { ApiError } from "@/lib/core/api-error";
import { isNonBusinessBuyer } from "./simplified-invoice";

// CIVA art. 36.º n.º 5 a): an invoice names the buyer's seat or domicile when the buyer is a taxable
// person. The books can tell a business by its tax number: a Portuguese NIF other than a person's
// (1–3, 45) or the final consumer's, or a VAT number outside Portugal. A fatura simplificada is
// outside this rule (art. 40.º n.º 2 asks only for the NIF); FT, FR, NC and ND are not.

export interface Buyer {
  name: string;
  nif: string | null | undefined;
  country: string;
  foreignTaxId: string | null | undefined;
}

export function isBusinessBuyer(buyer: Buyer): boolean {
  if (buyer.country !== "PT") return Boolean(buyer.foreignTaxId);
  return !isNonBusinessBuyer(buyer.nif);
}

/** Refuses a document to a business that has no address; `path` names the field that can give it. */
export function refuseBusinessBuyerWithoutAddress(buyer: Buyer, address: string | null | undefined, path: string): void {
  if (!isBusinessBuyer(buyer) || address?.trim()) return;
  throw new ApiError("validation_error", `${buyer.name} is a business: its address (seat) is a mandatory element of the document (CIVA art. 36.º n.º 5 a)).`, {
    details: [
      path === "clientAddress"
        ? { path, message: "a business client's address is required (CIVA art. 36.º n.º 5 a))", pt: "a morada do cliente empresarial é obrigatória (CIVA art. 36.º n.º 5 a))" }
        : { path, message: "the business client has no address: add it with update_client before issuing (CIVA art. 36.º n.º 5 a))", pt: "o cliente empresarial não tem morada: acrescente-a com update_client (Clientes) antes de emitir (CIVA art. 36.º n.º 5 a))" },
    ],
  });
}
