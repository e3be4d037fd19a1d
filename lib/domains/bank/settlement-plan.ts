import { nameSimilarity } from "./matching";

// Money in that settles part of an invoice, or several invoices of one client (issue: partial
// payments in bank matching). Exact-amount matching (./matching.ts) finds a movement equal to one
// invoice; this plans the rest: the client is the one the description names (an invoice number in
// it, or the client's name), and the amount goes to that client's open documents oldest due first,
// the way a customer pays down what it owes — the last one reached may be paid in part. A plan never
// exceeds what is open (no overpayment). Cost: one pass to group, one sort per client, O(n log n).

export interface OpenReceivable {
  id: string;
  display: string;
  atcud: string;
  clientId: string;
  clientName: string;
  issueDate: string;
  dueDate: string;
  openCents: number;
}

export interface SettlementAllocation {
  invoiceId: string;
  display: string;
  amountCents: number;
  /** True when this payment leaves part of the document open. */
  partial: boolean;
}

export interface SettlementPlan {
  allocations: SettlementAllocation[];
  explanation: string[];
}

const compact = (text: string) => text.toUpperCase().replace(/\s+/g, "");

/** The client the description names: by an invoice number or ATCUD first, else by the best name match (≥ 0.5). */
function namedClient(description: string, receivables: OpenReceivable[]): { clientId: string; why: string } | null {
  const text = compact(description);
  const byNumber = receivables.find((receivable) => text.includes(compact(receivable.display)) || (receivable.atcud && text.includes(receivable.atcud.toUpperCase())));
  if (byNumber) return { clientId: byNumber.clientId, why: `a descrição refere ${byNumber.display} (${byNumber.clientName})` };
  let best: { clientId: string; similarity: number; name: string } | null = null;
  const seen = new Set<string>();
  for (const receivable of receivables) {
    if (seen.has(receivable.clientId)) continue;
    seen.add(receivable.clientId);
    const similarity = nameSimilarity(receivable.clientName, description);
    if (similarity >= 0.5 && (!best || similarity > best.similarity)) best = { clientId: receivable.clientId, similarity, name: receivable.clientName };
  }
  return best ? { clientId: best.clientId, why: `nome do cliente (${best.name}) na descrição` } : null;
}

export function planSettlement(movement: { date: string; description: string; amountCents: number }, receivables: OpenReceivable[]): SettlementPlan | null {
  if (movement.amountCents <= 0) return null;
  const eligible = receivables.filter((receivable) => receivable.openCents > 0 && receivable.issueDate <= movement.date);
  const client = namedClient(movement.description, eligible);
  if (!client) return null;
  const owed = eligible
    .filter((receivable) => receivable.clientId === client.clientId)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.issueDate.localeCompare(b.issueDate) || a.display.localeCompare(b.display));
  const totalOpen = owed.reduce((sum, receivable) => sum + receivable.openCents, 0);
  if (movement.amountCents > totalOpen) return null;
  const allocations: SettlementAllocation[] = [];
  let left = movement.amountCents;
  for (const receivable of owed) {
    if (left === 0) break;
    const amountCents = Math.min(left, receivable.openCents);
    allocations.push({ invoiceId: receivable.id, display: receivable.display, amountCents, partial: amountCents < receivable.openCents });
    left -= amountCents;
  }
  const explanation = [client.why];
  if (allocations.length === 1) {
    explanation.push(allocations[0]!.partial ? `pagamento parcial de ${allocations[0]!.display}` : `liquida ${allocations[0]!.display}`);
  } else {
    explanation.push(`liquida ${allocations.length} documentos do cliente, dos mais antigos para os mais recentes${allocations.at(-1)!.partial ? `; ${allocations.at(-1)!.display} fica em parte por pagar` : " (soma igual ao valor em aberto)"}`);
  }
  return { allocations, explanation };
}
