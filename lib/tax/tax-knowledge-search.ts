import MiniSearch from "minisearch";
import { portugueseTerms } from "./english-question";
import { PASSAGES, type Passage } from "./knowledge";
import { searchTerm } from "./portuguese-terms";

// Full-text search over the knowledge base. It does not decide whether a passage answers a question
// (tax-question-match.ts does); it finds what is nearby, so an honest "não sei" can say what the
// knowledge base does know about the subject.

let index: MiniSearch<Passage> | undefined;

function searchIndex(): MiniSearch<Passage> {
  if (index) return index;
  index = new MiniSearch<Passage>({
    fields: ["title", "text", "keywords", "topic"],
    storeFields: [],
    processTerm: (term) => searchTerm(term),
    searchOptions: { boost: { title: 2, keywords: 2, topic: 1.5 }, fuzzy: 0.2, prefix: (term) => term.length >= 5 },
  });
  index.addAll(PASSAGES);
  return index;
}

/** The passages closest to a question's words, best first. */
export function nearbyPassages(question: string, limit = 2): Passage[] {
  const folded = question.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
  const byId = new Map(PASSAGES.map((passage) => [passage.id, passage]));
  return searchIndex()
    .search(portugueseTerms(folded))
    .slice(0, limit)
    .map((result) => byId.get(result.id as string)!);
}
