import { daysBetween } from "@/lib/core/dates";
import { matchName } from "@/lib/domains/clients/match-name";
import { countPt } from "@/lib/core/count-pt";

// Automatic matching of bank movements to invoices (money in) and expense documents (money out).
// Candidates are looked up by amount (a Map), so a statement never compares every pair.
//
// Score, 0 to 1 (documented in docs/books.md):
//   money in  → unpaid FT:  exact amount 0.5 (required), paid on/after issue (required);
//               the invoice number or ATCUD in the description +0.4; the client's name in it
//               +0.3 × similarity (a last word cut short by the bank, 4 letters or more, counts);
//               paid by the due date + 60 days +0.1.
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

function descriptionWords(description: string): Set<string> {
  return new Set(matchName(description).split(" "));
}

/** Shortest cut word taken for a name's word: banks cut the payer's name at a fixed width ("… ATLÂN"). */
const MIN_CUT_WORD = 4;

/** The description holds the name's word, whole or cut short at its end by the bank ("atlan" for "atlantico"). */
function hasWord(words: Set<string>, token: string): boolean {
  if (words.has(token)) return true;
  for (const word of words) if (word.length >= MIN_CUT_WORD && word.length < token.length && token.startsWith(word)) return true;
  return false;
}

function similarityOf(tokens: string[], words: Set<string>): number {
  if (tokens.length === 0) return 0;
  const share = tokens.filter((token) => hasWord(words, token)).length / tokens.length;
  return hasWord(words, tokens[0]!) ? Math.max(share, 0.75) : share;
}

/**
 * How well a description names a company (accents, case and Lda/S.A. ignored): the share of the
 * name's significant words it contains, and at least 0.75 when it contains the first one (the brand:
 * banks shorten "EDP Comercial — Comercialização de Energia, S.A." to "DD EDP COMERCIAL").
 */
export function nameSimilarity(name: string | null, description: string): number {
  if (!name) return 0;
  return similarityOf(nameTokens(name), descriptionWords(description));
}

interface Candidate {
  kind: "invoice" | "document";
  id: string;
  score: number;
  reasons: string[];
}

/** What one movement's description is compared by, each worked out once however many candidates it has. */
class DescriptionView {
  private wordSet?: Set<string>;
  private compactText?: string;
  constructor(readonly description: string) {}
  /** Upper case, no spaces: where invoice numbers, ATCUDs and NIFs are looked for. */
  get compact(): string {
    return (this.compactText ??= this.description.toUpperCase().replace(/\s+/g, ""));
  }
  get words(): Set<string> {
    return (this.wordSet ??= descriptionWords(this.description));
  }
}

export class Matcher {
  private readonly invoicesByAmount = new Map<number, OpenInvoice[]>();
  private readonly documentsByAmount = new Map<number, OpenDocument[]>();
  /** Significant words per client or supplier name: a few hundred names serve thousands of movements. */
  private readonly tokensByName = new Map<string, string[]>();
  private readonly compactDisplays = new Map<string, string>();

  constructor(
    invoices: OpenInvoice[],
    documents: OpenDocument[],
    /** Targets already matched to a movement. */
    private readonly taken: Set<string>,
    /** `movementId:targetId` pairs a person rejected. */
    private readonly rejected: Set<string> = new Set(),
  ) {
    for (const invoice of invoices) {
      const same = this.invoicesByAmount.get(invoice.totalCents);
      if (same) same.push(invoice);
      else this.invoicesByAmount.set(invoice.totalCents, [invoice]);
      this.compactDisplays.set(invoice.id, invoice.display.replace(/\s+/g, "").toUpperCase());
    }
    for (const document of documents) {
      const same = this.documentsByAmount.get(document.totalCents);
      if (same) same.push(document);
      else this.documentsByAmount.set(document.totalCents, [document]);
    }
  }

  private similarity(name: string | null, view: DescriptionView): number {
    if (!name) return 0;
    let tokens = this.tokensByName.get(name);
    if (!tokens) this.tokensByName.set(name, (tokens = nameTokens(name)));
    return tokens.length === 0 ? 0 : similarityOf(tokens, view.words);
  }

  private invoiceCandidates(movement: MovementToMatch, view: DescriptionView): Candidate[] {
    return (this.invoicesByAmount.get(movement.amountCents) ?? [])
      .filter((invoice) => invoice.issueDate <= movement.date)
      .map((invoice) => {
        let score = 0.5;
        const reasons = [`valor igual ao da fatura ${invoice.display}`];
        if (view.compact.includes(this.compactDisplays.get(invoice.id)!) || (invoice.atcud && view.compact.includes(invoice.atcud.toUpperCase()))) {
          score += 0.4;
          reasons.push("número da fatura ou ATCUD na descrição");
        }
        const similarity = this.similarity(invoice.clientName, view);
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

  private documentCandidates(movement: MovementToMatch, view: DescriptionView): Candidate[] {
    const amount = -movement.amountCents;
    const candidates: Candidate[] = [];
    for (let offset = -5; offset <= 5; offset++) {
      for (const document of this.documentsByAmount.get(amount + offset) ?? []) {
        let score = offset === 0 ? 0.5 : 0.35;
        const reasons = [offset === 0 ? "valor igual ao do documento" : `valor a ${countPt(Math.abs(offset), "cêntimo", "cêntimos")} do documento`];
        const similarity = this.similarity(document.supplierName, view);
        const nifInDescription = document.supplierNif ? view.compact.includes(document.supplierNif.toUpperCase()) : false;
        if (nifInDescription || similarity >= 0.5) {
          score += 0.4 * (nifInDescription ? 1 : similarity);
          reasons.push(nifInDescription ? "NIF do fornecedor na descrição" : `nome do fornecedor (${document.supplierName}) na descrição`);
        }
        if (document.documentDate) {
          const distance = Math.abs(daysBetween(document.documentDate, movement.date));
          const bonus = distance <= 5 ? 0.15 : distance <= 15 ? 0.1 : distance <= 45 ? 0.05 : 0;
          if (bonus) {
            score += bonus;
            reasons.push(distance === 0 ? "mesma data do documento" : `data a ${countPt(distance, "dia", "dias")} do documento`);
          }
        }
        candidates.push({ kind: "document", id: document.id, score, reasons });
      }
    }
    return candidates;
  }

  /** Decides one movement and, when matched, takes its target so no other movement gets it. */
  decide(movement: MovementToMatch): MatchDecision {
    const view = new DescriptionView(movement.description);
    const candidates = (movement.amountCents > 0 ? this.invoiceCandidates(movement, view) : this.documentCandidates(movement, view))
      .filter((candidate) => !this.taken.has(candidate.id) && !this.rejected.has(`${movement.id}:${candidate.id}`))
      .map((candidate) => ({ ...candidate, score: Math.min(1, Math.round(candidate.score * 100) / 100) }))
      .filter((candidate) => candidate.score >= SUGGEST_THRESHOLD)
      .sort((a, b) => b.score - a.score);
    const best = candidates[0];
    if (!best) return { status: "unmatched", invoiceId: null, documentId: null, score: null, reasons: [] };
    // Scores are in hundredths: compared as integers, 1 − 0.9 is 0.1 apart, not 0.0999… (a false tie).
    const close = candidates.filter((candidate) => candidate !== best && Math.round(best.score * 100) - Math.round(candidate.score * 100) < 10);
    const target = { invoiceId: best.kind === "invoice" ? best.id : null, documentId: best.kind === "document" ? best.id : null };
    if (best.score >= MATCH_THRESHOLD && close.length === 0) {
      this.taken.add(best.id);
      return { status: "matched", ...target, score: best.score, reasons: best.reasons };
    }
    const reasons = close.length ? [...best.reasons, `${close.length + 1} candidatos próximos: confirme qual`] : best.reasons;
    return { status: "suggested", ...target, score: best.score, reasons };
  }
}
