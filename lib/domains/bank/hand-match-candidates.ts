import { formatEuros } from "@/lib/core/money";
import { openTargets } from "./open-targets";

export type HandMatchCandidate = { value: string; label: string };

const CANDIDATES_PER_MOVEMENT = 30;

/**
 * What a person may match each unmatched movement to by hand: unpaid invoices (by their open amount) for money in, archived
 * expense documents (uploaded receipts) for money out, not yet taken, the closest amounts first.
 * One read of the open targets for the whole page; at most 30 choices per movement.
 */
export async function handMatchCandidates(companyId: string, movements: { id: string; amountCents: number }[]): Promise<Map<string, HandMatchCandidate[]>> {
  if (movements.length === 0) return new Map();
  const targets = await openTargets(companyId);
  // Offered by what is still open (ux review 8): a partly paid or credited invoice is matched to the rest.
  const invoices = targets.invoices
    .filter((invoice) => !targets.taken.has(invoice.id) && invoice.openCents > 0)
    .map((invoice) => ({ value: `invoice:${invoice.id}`, cents: invoice.openCents, label: `Fatura ${invoice.display} · ${invoice.clientName} · em aberto ${formatEuros(invoice.openCents)}${invoice.openCents !== invoice.totalCents ? ` de ${formatEuros(invoice.totalCents)}` : ""}` }));
  const documents = targets.documents.filter((document) => !targets.taken.has(document.id)).map((document) => ({ value: `document:${document.id}`, cents: document.totalCents, label: `Despesa ${document.supplierName ?? "sem fornecedor"}${document.documentDate ? ` · ${document.documentDate.slice(0, 10).split("-").reverse().join("/")}` : ""} · ${formatEuros(document.totalCents)}` }));
  return new Map(
    movements.map((movement) => {
      const pool = movement.amountCents >= 0 ? invoices : documents;
      const wanted = Math.abs(movement.amountCents);
      const closest = [...pool].sort((a, b) => Math.abs(a.cents - wanted) - Math.abs(b.cents - wanted)).slice(0, CANDIDATES_PER_MOVEMENT);
      return [movement.id, closest.map(({ value, label }) => ({ value, label }))];
    }),
  );
}
