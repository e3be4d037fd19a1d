import { describe, expect, it } from "vitest";
import { PASSAGES, type Passage } from "@/lib/domains/tax/knowledge";
import { foldQuestion, indexTerm, wordStatisticsWith } from "@/lib/domains/tax/tax-question-match";
import { WORD_STATISTICS_PASSAGES } from "@/lib/domains/tax/word-statistics-passages";

// The word statistics (common / frequent / context words, IDF) are counted over a frozen list of passages
// (lib/domains/tax/word-statistics.ts): counted over the whole base, two dummy passages flipped 8 open eval
// questions, 6 of them to wrong. These tests hold that a new passage moves no word's statistics.

/** Forty passages no question is about, each naming the given words: counted, they would move every threshold. */
function dummies(words: string[]): Passage[] {
  return Array.from({ length: 40 }, (_, index) => ({ ...PASSAGES[0]!, id: `dummy-${index}`, title: `dummy ${words.join(" ")}`, subjects: [words.join(" ")], keywords: words.join(" "), text: words.join(" ") }));
}

describe("word statistics", () => {
  const base = wordStatisticsWith(PASSAGES);
  // The base's own words (from titles and subjects), each with the word it was stemmed from.
  const words = new Map<string, string>();
  for (const passage of PASSAGES)
    for (const word of foldQuestion(`${passage.title} ${passage.subjects.join(" ")}`).match(/\p{Letter}+/gu) ?? []) {
      const term = indexTerm(word);
      if (term !== null && !words.has(term)) words.set(term, word);
    }
  const listed = WORD_STATISTICS_PASSAGES.length;
  const inBand = (low: number, high: number) => [...words.keys()].find((term) => base.documentCount(term) >= low && base.documentCount(term) < high);

  it("do not move when passages are added", () => {
    // A rare word (forty more passages would make it common and frequent), a word below the context threshold that
    // forty more would push over it, and a context word (no more one once forty passages without it dilute it).
    const rare = inBand(1, 5);
    const belowContext = inBand(Math.ceil((listed + 40) * 0.15) - 40, Math.ceil(listed * 0.1));
    const context = inBand(Math.ceil(listed * 0.15), Math.ceil((listed + 40) * 0.15));
    expect(rare).toBeDefined();
    expect(belowContext).toBeDefined();
    expect(context).toBeDefined();
    const grown = wordStatisticsWith([...PASSAGES, ...dummies([words.get(rare!)!, words.get(belowContext!)!])]);
    for (const term of [rare!, belowContext!, context!, "iva", "fatur", "empresa"]) {
      const count = base.documentCount(term);
      expect({ term, count: grown.documentCount(term), common: grown.isCommon(term), frequent: grown.isFrequent(term), context: grown.isContext(term), idf: grown.idf(grown.documentCount(term)) }).toEqual({
        term,
        count,
        common: base.isCommon(term),
        frequent: base.isFrequent(term),
        context: base.isContext(term),
        idf: base.idf(count),
      });
    }
  });

  it("are counted over passages that exist", () => {
    const ids = new Set(PASSAGES.map((passage) => passage.id));
    expect(WORD_STATISTICS_PASSAGES.filter((id) => !ids.has(id))).toEqual([]);
    expect(new Set(WORD_STATISTICS_PASSAGES).size).toBe(WORD_STATISTICS_PASSAGES.length);
  });
});
