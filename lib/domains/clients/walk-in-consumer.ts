import { ApiError } from "@/lib/core/api-error";
import { formatEuros } from "@/lib/core/money";
import { matchName } from "./match-name";

// A sale to an unidentified person (a walk-in consumer): the document is issued to «Consumidor final»
// with no NIF, so it prints and exports 999999990 (AT QR spec; SAF-T). All such sales of a company
// share one client record, which is not one of the company's clients: lists and searches leave it out.
// A document issued to someone who typed "Consumidor final" without a NIF is the same sale.

export const WALK_IN_CONSUMER_NAME = "Consumidor final";

/** CIVA art. 36.º n.º 15: a non-business buyer's name and address may be left out below 1 000 €. */
export const UNIDENTIFIED_BUYER_LIMIT_CENTS = 100_000;

/** Prisma `where` fragment: every client but the walk-in consumer. */
export const NOT_WALK_IN_CONSUMER = { NOT: { matchName: matchName(WALK_IN_CONSUMER_NAME), nif: null } };

/** Refuses (400, naming `clientName`) an FT or FR of 1 000 € or more to no one: from there the buyer is identified. */
export function refuseUnidentifiedBuyerOverLimit(type: string, totalCents: number): void {
  // An FS has its own, lower limits (simplified-invoice.ts).
  if (type === "FS" || totalCents < UNIDENTIFIED_BUYER_LIMIT_CENTS) return;
  const limit = formatEuros(UNIDENTIFIED_BUYER_LIMIT_CENTS);
  const message = `An invoice of ${limit} or more identifies the client (name and address, CIVA art. 36.º n.º 15): give the client.`;
  const pt = `Uma fatura de ${limit} ou mais identifica o cliente (nome e morada, CIVA art. 36.º n.º 15): indique o cliente.`;
  throw new ApiError("validation_error", message, { pt, details: [{ path: "clientName", message, pt }] });
}
