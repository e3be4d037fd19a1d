/**
 * How many passages know a word, and what that makes of it (common, frequent, context; its IDF weight), counted
 * only over a fixed list of passages (word-statistics-passages.ts), never over whatever the knowledge base holds
 * today. Counted over the whole base, every new passage moved the counts and the thresholds (10% / 15% of the
 * base's length) and the IDF of every word: adding two dummy passages no question was about flipped 8 open
 * eval questions, 6 of them to a wrong answer. Over the fixed list, a new passage answers questions but moves no
 * word's statistics until the list is regenerated on purpose (see word-statistics-passages.ts).
 */
export interface WordStatistics {
  /** How many of the listed passages know the stemmed word (typos tolerated). */
  documentCount(term: string): number;
  /** Known to at least five listed passages. */
  isCommon(term: string): boolean;
  /** Known to at least 10% of the listed passages: too frequent to tell two passages' subjects apart. */
  isFrequent(term: string): boolean;
  /** Known to at least 15% of the listed passages: it says little about what a question is about. */
  isContext(term: string): boolean;
  /** The weight of a word known to `count` listed passages: the fewer, the more it says. */
  idf(count: number): number;
}

/**
 * The statistics of the words over `passageIds`: `passagesKnowing` gives the ids of the passages that know a
 * stemmed word (the search index may hold more passages than the list: those are not counted). Each word is
 * counted once, at first use.
 */
export function wordStatistics(passagesKnowing: (term: string) => readonly string[], passageIds: readonly string[]): WordStatistics {
  const listed = new Set(passageIds);
  const passages = listed.size;
  const counts = new Map<string, number>();
  const documentCount = (term: string) => {
    let count = counts.get(term);
    if (count === undefined) {
      count = passagesKnowing(term).filter((id) => listed.has(id)).length;
      counts.set(term, count);
    }
    return count;
  };
  return {
    documentCount,
    isCommon: (term) => documentCount(term) >= 5,
    isFrequent: (term) => documentCount(term) >= passages * 0.1,
    isContext: (term) => documentCount(term) >= passages * 0.15,
    idf: (count) => Math.log((passages + 1) / (count + 1)),
  };
}
