import { isoDate } from "@/lib/core/dates";

// When a document may still be annulled (anulação) instead of corrected by a credit note.
//
// The tax authority receives each month's documents by the 5th of the following month (e-Fatura
// communication, DL 198/2012 art. 3.º; the calendar's "Comunicação de faturas à AT"). Until then a
// document issued in error can be annulled: it keeps its number and goes to the SAF-T with status A.
// Once communicated, the client has it in e-Fatura and the correction is a nota de crédito (CIVA
// art. 78.º). Nor is a document annulled once something hangs on it: a credit or debit note
// referencing it, or a payment received for an FT/ND (the receipt would point at nothing).

export function annulmentDeadline(issueDate: string): string {
  const year = Number(issueDate.slice(0, 4));
  const month = Number(issueDate.slice(5, 7));
  return month === 12 ? isoDate(year + 1, 1, 5) : isoDate(year, month + 1, 5);
}

export interface AnnulmentFacts {
  type: string;
  display: string;
  issueDate: string;
  annulled: boolean;
  correctionsInForce: string[];
  paidCents: number;
  /** An FT/ND settled by a bank movement. */
  paidByBank: boolean;
}

/** Why the document cannot be annulled today (English for developers, `pt` for the user), or null when it can. */
export function annulmentRefusal(facts: AnnulmentFacts, today: string): { message: string; pt: string } | null {
  if (facts.annulled) return { message: `${facts.display} is already annulled.`, pt: `${facts.display} já está anulada.` };
  if (today > annulmentDeadline(facts.issueDate)) {
    return {
      message: `${facts.display} has already been reported to the AT (deadline ${annulmentDeadline(facts.issueDate)}): correct it with a credit note.`,
      pt: `${facts.display} já foi comunicada à AT (prazo de ${annulmentDeadline(facts.issueDate)}): corrija-a com uma nota de crédito.`,
    };
  }
  if (facts.correctionsInForce.length > 0) {
    const notes = facts.correctionsInForce.join(", ");
    return { message: `${facts.display} has ${notes} in force: annul those notes first.`, pt: `${facts.display} tem ${notes}: anule primeiro essas notas.` };
  }
  if (facts.paidCents > 0) return { message: `${facts.display} has recorded payments (receipts): it cannot be annulled.`, pt: `${facts.display} tem recebimentos registados (recibos): não pode ser anulada.` };
  if (facts.paidByBank) return { message: `${facts.display} is matched to a bank movement: undo the match first.`, pt: `${facts.display} está conciliada com um movimento bancário: desfaça a conciliação primeiro.` };
  return null;
}
