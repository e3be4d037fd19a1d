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

/** ISO country → the prefix its VAT numbers carry (VIES): only Greece differs (EL). */
const VAT_PREFIX: Record<string, string> = { GR: "EL" };

/**
 * CustomerTaxID: the Portuguese NIF, else the foreign tax id. Portaria 302/2016 2.2.3 asks for the
 * number "sem o prefixo do país" (the country goes in BillingAddress/Country), so an EU VAT number
 * stored as "ESB87654321" is written "B87654321".
 */
export function customerTaxIdOf(buyer: { clientNif: string | null; country: string; foreignTaxId: string | null }): string {
  if (buyer.clientNif) return buyer.clientNif;
  const id = buyer.foreignTaxId ?? FINAL_CONSUMER.taxId;
  const prefix = VAT_PREFIX[buyer.country] ?? buyer.country;
  return id.startsWith(prefix) && id.length > prefix.length ? id.slice(prefix.length).slice(0, 30) : id.slice(0, 30);
}
