import MiniSearch from "minisearch";
import { PASSAGES, type Passage } from "./knowledge";
import { meaningfulTerms, searchTerm } from "./portuguese-terms";

export interface PassageHit {
  passage: Passage;
  score: number;
  /** Share of the question's meaningful words the passage contains (0 to 1). */
  coverage: number;
}

let index: MiniSearch<Passage> | undefined;

function searchIndex(): MiniSearch<Passage> {
  if (index) return index;
  index = new MiniSearch<Passage>({
    fields: ["title", "text", "keywords", "topic", "reference"],
    storeFields: [],
    processTerm: (term) => searchTerm(term),
    searchOptions: { boost: { title: 2, keywords: 2, topic: 1.5 }, fuzzy: 0.2, prefix: (term) => term.length >= 5 },
  });
  index.addAll(PASSAGES);
  return index;
}

// Words every tax question uses: they say nothing about which rule is asked for, so coverage is
// measured on the question's other words (when it has any).
const GENERIC_TERMS = new Set(["iva", "imposto", "tributa", "tributacao", "tributado", "fiscal", "taxa", "pagar", "paga", "declarar", "declaro", "empresa", "portugal", "tax", "vat", "irs", "irc"]);

/** The passages that best answer a question, best first. */
export function searchTaxKnowledge(question: string, limit = 3): PassageHit[] {
  const all = new Set(meaningfulTerms(question));
  if (all.size === 0) return [];
  const specific = new Set([...all].filter((term) => !GENERIC_TERMS.has(term)));
  const terms = specific.size > 0 ? specific : all;
  const byId = new Map(PASSAGES.map((passage) => [passage.id, passage]));
  return searchIndex()
    .search(question)
    .slice(0, limit)
    .map((result) => ({
      passage: byId.get(result.id as string)!,
      score: result.score,
      coverage: [...new Set(result.queryTerms.map((term) => searchTerm(term) ?? term))].filter((term) => terms.has(term)).length / terms.size,
    }));
}
