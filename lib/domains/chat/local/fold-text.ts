// How the local assistant reads a message: lower case, no accents, words split on anything that is
// not a letter or digit, and a tolerance of one typo for longer words ("obrigaçoes", "fatras").

import { distance } from "fastest-levenshtein";
import { foldText } from "@/lib/core/fold-text";

export function words(text: string): string[] {
  return foldText(text).match(/[\p{Letter}\p{Number}]+/gu) ?? [];
}

/** Whether `a` is `b` with two neighbouring letters swapped ("sitaucao" for "situacao"). */
function swapsTwo(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let first = 0;
  while (first < a.length && a[first] === b[first]) first++;
  return first < a.length - 1 && a[first] === b[first + 1] && a[first + 1] === b[first] && a.slice(first + 2) === b.slice(first + 2);
}

/** Whether `word` is `stem`, starts with it, or is one typo away from a word starting with it. */
export function wordMatches(word: string, stem: string): boolean {
  if (stem.length <= 2) return word === stem;
  if (word.startsWith(stem)) return true;
  // The plural of «-vel» («dedutíveis», «possíveis») meets its singular.
  if (word.endsWith("veis") && `${word.slice(0, -4)}vel`.startsWith(stem)) return true;
  // One typo (a letter wrong, missing, doubled or two swapped), only for longer stems and with the right first
  // letter ("fatras", "reseitas", "obrigaçoes", "despessas", "sitaução"); the word may go on past the stem as
  // a correctly typed one would ("despessas" for the stem "despesa") when the stem's last letter is in place,
  // so another word sharing the stem's start is not taken for it ("customer" is not "custos").
  if (stem.length < 5 || word[0] !== stem[0] || word.length < stem.length - 1) return false;
  if (word.length <= stem.length + 1 && distance(word, stem) <= 1) return true;
  const last = stem[stem.length - 1];
  return (
    [stem.length - 1, stem.length, stem.length + 1].some((length) => word[length - 1] === last && distance(word.slice(0, length), stem) <= 1) ||
    swapsTwo(word.slice(0, stem.length), stem)
  );
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
