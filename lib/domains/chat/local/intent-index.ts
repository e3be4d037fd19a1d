import MiniSearch from "minisearch";
import type { AnyIntent } from "../intents/all-intents";
import { chatTerm, chatTerms } from "./chat-terms";

// Intent recognition by retrieval: every intent's example phrasings and weighted phrases are small
// documents in a full-text index (MiniSearch, BM25), read through the chat's Portuguese terms
// (chat-terms.ts: stop words, synonyms, Snowball stems); a message is a query against it, with a typo
// forgiven in longer words. An intent's retrieval score is its best document's: how much of the
// message that document explains and how much of the document the message holds, scaled down for a
// weak phrase.

interface IntentDocument {
  id: number;
  intent: string;
  text: string;
  /** How many distinct terms the document has. */
  size: number;
  /** 1 for an example phrasing; for a weighted phrase, its weight over 4 (a weak phrase like «saldo», 1, says little alone). */
  weight: number;
}

export interface IntentMatch {
  /** 0–1: the share of the message's terms and of the document's terms that meet (their geometric mean). */
  similarity: number;
  /** The BM25 score of the intent's best document. */
  score: number;
  example: string;
}

let cached: { key: readonly AnyIntent[]; index: MiniSearch<IntentDocument> } | undefined;

function documentsOf(intents: readonly AnyIntent[]): IntentDocument[] {
  const documents: IntentDocument[] = [];
  for (const intent of intents) {
    const weights = new Map<string, number>((intent.phrases ?? []).map(([phrase, weight]) => [phrase, Math.min(1, weight / 4)]));
    for (const example of intent.examples) weights.set(example, 1);
    for (const [text, weight] of weights) {
      const size = new Set(chatTerms(text)).size;
      if (size > 0) documents.push({ id: documents.length, intent: intent.name, text, size, weight });
    }
  }
  return documents;
}

function indexOf(intents: readonly AnyIntent[]): MiniSearch<IntentDocument> {
  if (cached?.key === intents) return cached.index;
  const index = new MiniSearch<IntentDocument>({
    fields: ["text"],
    storeFields: ["intent", "text", "size", "weight"],
    processTerm: (term) => chatTerm(term) ?? null,
    searchOptions: {
      combineWith: "OR",
      // One edit in stems of 6+ letters, and a stem may be the start of a longer one.
      fuzzy: (term) => (term.length >= 6 ? 1 : 0),
      prefix: (term) => term.length >= 5,
      weights: { fuzzy: 0.6, prefix: 0.8 },
    },
  });
  index.addAll(documentsOf(intents));
  cached = { key: intents, index };
  return index;
}

/** Each intent's best match for the message (intents with no document sharing a term are absent). */
export function retrieveIntents(message: string, intents: readonly AnyIntent[]): Map<string, IntentMatch> {
  const queryTerms = [...new Set(chatTerms(message))];
  const matches = new Map<string, IntentMatch>();
  if (queryTerms.length === 0) return matches;
  for (const result of indexOf(intents).search(queryTerms.join(" "))) {
    const matchedQuery = new Set(result.queryTerms).size;
    const matchedDocument = new Set(result.terms).size;
    const similarity = (result.weight as number) * Math.sqrt((matchedQuery / queryTerms.length) * Math.min(1, matchedDocument / (result.size as number)));
    const intent = result.intent as string;
    const best = matches.get(intent);
    if (!best || similarity > best.similarity || (similarity === best.similarity && result.score > best.score)) matches.set(intent, { similarity, score: result.score, example: result.text as string });
  }
  return matches;
}
