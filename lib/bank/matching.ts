import { daysBetween } from "@/lib/dates";
import { matchName } from "@/lib/clients/match-name";

// Automatic matching of bank movements to invoices (money in) and expense documents (money out).
// Candidates are looked up by amount (a Map), so a statement never compares every pair.
//
// Score, 0 to 1 (documented in the README):
//   money in  → unpaid FT:  exact amount 0.5 (required), paid on/after issue (required);
//               the invoice number or ATCUD in the description +0.4; the client's name in it
//               +0.3 × similarity; paid by the due date + 60 days +0.1.
//   money out → archived expense document: exact amount 0.5, or within 5 cents 0.35 (required);
//               the supplier's name (+0.4 × similarity) or NIF (+0.4) in the description;
//               date within 5 days of the document +0.15, 15 days +0.1, 45 days +0.05.
// A single candidate scoring ≥ 0.9 with no other within 0.1 → matched; best ≥ 0.6 → suggested
// (with its score and reasons); otherwise unmatched. A matched target is never used twice.

export const MATCH_THRESHOLD = 0.9;
export const SUGGEST_THRESHOLD = 0.6;

export interface OpenInvoice {
  id: string;
  display: string;
  atcud: string;
  clientName: string;
  totalCents: number;
  issueDate: string;
  dueDate: string;
}

export interface OpenDocument {
  id: string;
  supplierName: string | null;
  supplierNif: string | null;
  totalCents: number;
  documentDate: string | null;
}

export interface MovementToMatch {
  id: string;
  date: string;
  description: string;
  amountCents: number;
}

export interface MatchDecision {
  status: "matched" | "suggested" | "unmatched";
  invoiceId: string | null;
  documentId: string | null;
  score: number | null;
  reasons: string[];
}

const LEGAL_SUFFIXES = new Set(["lda", "limitada", "sa", "s", "a", "unipessoal", "sociedade", "sgps", "crl", "ltd", "e", "de", "do", "da", "dos", "das"]);

function nameTokens(name: string): string[] {
  return matchName(name).split(" ").filter((token) => token.length >= 3 && !LEGAL_SUFFIXES.has(token));
}

/**
 * How well a description names a company (accents, case and Lda/S.A. ignored): the share of the
 * name's significant words it contains, and at least 0.75 when it contains the first one (the brand:
 * banks shorten "EDP Comercial — Comercialização de Energia, S.A." to "DD EDP COMERCIAL").
 */
export function nameSimilarity(name: string | null, description: string): number {
  if (!name) return 0;
  const tokens = nameTokens(name);
  if (tokens.length === 0) return 0;
  const words = new Set(matchName(description).split(" "));
  const share = tokens.filter((token) => words.has(token)).length / tokens.length;
  return words.has(tokens[0]!) ? Math.max(share, 0.75) : share;
}

interface Candidate {
  kind: "invoice" | "document";
  id: string;
  score: number;
  reasons: string[];
}

export class Matcher {
  private readonly invoicesByAmount = new Map<number, OpenInvoice[]>();
  private readonly documentsByAmount = new Map<number, OpenDocument[]>();

  constructor(
    invoices: OpenInvoice[],
    documents: OpenDocument[],
    /** Targets already matched to a movement. */
    private readonly taken: Set<string>,
    /** `movementId:targetId` pairs a person rejected. */
    private readonly rejected: Set<string> = new Set(),
  ) {
    for (const invoice of invoices) this.invoicesByAmount.set(invoice.totalCents, [...(this.invoicesByAmount.get(invoice.totalCents) ?? []), invoice]);
    for (const document of documents) this.documentsByAmount.set(document.totalCents, [...(this.documentsByAmount.get(document.totalCents) ?? []), document]);
  }

  private invoiceCandidates(movement: MovementToMatch): Candidate[] {
    const compact = movement.description.toUpperCase().replace(/\s+/g, "");
    return (this.invoicesByAmount.get(movement.amountCents) ?? [])
      .filter((invoice) => invoice.issueDate <= movement.date)
      .map((invoice) => {
        let score = 0.5;
        const reasons = [`valor igual ao da fatura ${invoice.display}`];
        if (compact.includes(invoice.display.replace(/\s+/g, "").toUpperCase()) || (invoice.atcud && compact.includes(invoice.atcud.toUpperCase()))) {
          score += 0.4;
          reasons.push("número da fatura ou ATCUD na descrição");
        }
        const similarity = nameSimilarity(invoice.clientName, movement.description);
        if (similarity >= 0.5) {
          score += 0.3 * similarity;
          reasons.push(`nome do cliente (${invoice.clientName}) na descrição`);
        }
        if (daysBetween(invoice.dueDate, movement.date) <= 60) {
          score += 0.1;
          reasons.push("recebido dentro do prazo esperado");
        }
        return { kind: "invoice" as const, id: invoice.id, score, reasons };
      });
  }

  private documentCandidates(movement: MovementToMatch): Candidate[] {
    const amount = -movement.amountCents;
    const candidates: Candidate[] = [];
    for (let offset = -5; offset <= 5; offset++) {
      for (const document of this.documentsByAmount.get(amount + offset) ?? []) {
        let score = offset === 0 ? 0.5 : 0.35;
        const reasons = [offset === 0 ? "valor igual ao do documento" : `valor a ${Math.abs(offset)} cêntimo(s) do documento`];
        const similarity = nameSimilarity(document.supplierName, movement.description);
        const nifInDescription = document.supplierNif ? movement.description.replace(/\s+/g, "").includes(document.supplierNif) : false;
        if (nifInDescription || similarity >= 0.5) {
          score += 0.4 * (nifInDescription ? 1 : similarity);
          reasons.push(nifInDescription ? "NIF do fornecedor na descrição" : `nome do fornecedor (${document.supplierName}) na descrição`);
        }
        if (document.documentDate) {
          const distance = Math.abs(daysBetween(document.documentDate, movement.date));
          const bonus = distance <= 5 ? 0.15 : distance <= 15 ? 0.1 : distance <= 45 ? 0.05 : 0;
          if (bonus) {
            score += bonus;
            reasons.push(`data a ${distance} dia(s) do documento`);
          }
        }
        candidates.push({ kind: "document", id: document.id, score, reasons });
      }
    }
    return candidates;
  }

  /** Decides one movement and, when matched, takes its target so no other movement gets it. */
  decide(movement: MovementToMatch): MatchDecision {
    const candidates = (movement.amountCents > 0 ? this.invoiceCandidates(movement) : this.documentCandidates(movement))
      .filter((candidate) => !this.taken.has(candidate.id) && !this.rejected.has(`${movement.id}:${candidate.id}`))
      .map((candidate) => ({ ...candidate, score: Math.min(1, Math.round(candidate.score * 100) / 100) }))
      .filter((candidate) => candidate.score >= SUGGEST_THRESHOLD)
      .sort((a, b) => b.score - a.score);
    const best = candidates[0];
    if (!best) return { status: "unmatched", invoiceId: null, documentId: null, score: null, reasons: [] };
    const close = candidates.filter((candidate) => candidate !== best && best.score - candidate.score < 0.1);
    const target = { invoiceId: best.kind === "invoice" ? best.id : null, documentId: best.kind === "document" ? best.id : null };
    if (best.score >= MATCH_THRESHOLD && close.length === 0) {
      this.taken.add(best.id);
      return { status: "matched", ...target, score: best.score, reasons: best.reasons };
    }
    const reasons = close.length ? [...best.reasons, `${close.length + 1} candidatos próximos: confirme qual`] : best.reasons;
    return { status: "suggested", ...target, score: best.score, reasons };
  }
}
