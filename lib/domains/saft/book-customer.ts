import { buyerTaxIdOf } from "@/lib/core/nif";
import { FINAL_CONSUMER } from "./saft-document";

// Which SAF-T customer a document of the books goes to, and the tax number the file names it by
// (Portaria 302/2016, 2.2 Customer). A document with the buyer's Portuguese NIF, or one to a client
// outside Portugal with its foreign tax id, is that client's; any other goes to the generic final
// consumer (NIF 999999990), as the document's QR code does (lib/domains/invoices/write-document.ts).

export interface BookBuyer {
  clientId: string;
  /** The NIF written on the document (snapshot at issue). */
  clientNif: string | null;
  country: string;
  foreignTaxId: string | null;
}

function identifiedAbroad(buyer: BookBuyer): boolean {
  return buyer.country !== "PT" && Boolean(buyer.foreignTaxId);
}

export function customerIdOf(buyer: BookBuyer): string {
  return buyer.clientNif || identifiedAbroad(buyer) ? buyer.clientId : FINAL_CONSUMER.customerId;
}

/** CustomerTaxID: the buyer's tax number by the rule the document's QR code (field B) follows too. */
export function customerTaxIdOf(buyer: { clientNif: string | null; country: string; foreignTaxId: string | null }): string {
  return buyerTaxIdOf({ nif: buyer.clientNif, country: buyer.country, foreignTaxId: buyer.foreignTaxId });
}
