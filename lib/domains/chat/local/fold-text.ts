// How the local assistant reads a message: lower case, no accents, words split on anything that is
// not a letter or digit, and a tolerance of one typo for longer words ("obrigaçoes", "fatras").

import { distance } from "fastest-levenshtein";
import { foldText } from "@/lib/core/fold-text";

export function words(text: string): string[] {
  return foldText(text).match(/[\p{Letter}\p{Number}]+/gu) ?? [];
}

/** Whether `word` is `stem`, starts with it, or is one edit away from a word starting with it. */
export function wordMatches(word: string, stem: string): boolean {
  if (stem.length <= 2) return word === stem;
  if (word.startsWith(stem)) return true;
  // One typo, only for longer words of about the stem's length and with the right first letter
  // ("fatras", "reseitas", "obrigaçoes").
  if (stem.length < 5 || word[0] !== stem[0] || word.length < stem.length - 1 || word.length > stem.length + 1) return false;
  return distance(word, stem) <= 1 || distance(word.slice(0, stem.length), stem) <= 1 || distance(word.slice(0, stem.length - 1), stem) <= 1;
}

/** Whether the message holds `phrase` (words in order, each matched as in wordMatches). */
export function hasPhrase(messageWords: string[], phrase: string): boolean {
  const stems = phrase.split(" ");
  outer: for (let start = 0; start + stems.length <= messageWords.length; start++) {
    for (let offset = 0; offset < stems.length; offset++) {
      if (!wordMatches(messageWords[start + offset]!, stems[offset]!)) continue outer;
    }
    return true;
  }
  return false;
}
