// When two search terms (already folded, singular) name the same word: equal, one the start of the
// other ("recebi" / "recebimento"), or differing only in their last few letters ("enganei" / "engano",
// "comunicada" / "comunicado"). Short words must be equal, so "iva" never matches "ivan"; "renda"
// never matches "rendimento" nor "medico" "medicamento".

export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  if (shorter < 4) return false;
  // A start shared with a much longer word is another word ("conta" / "contabilidade").
  if ((a.startsWith(b) || b.startsWith(a)) && Math.abs(a.length - b.length) <= 5) return true;
  let common = 0;
  while (common < shorter && a[common] === b[common]) common++;
  return common >= 5 && common >= Math.max(a.length, b.length) - 3;
}

/** Whether `phrase` occurs in `terms`, word by word in order, allowing one other word between two of its words. */
export function hasTermPhrase(terms: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  for (let start = 0; start < terms.length; start++) {
    if (!sameWord(terms[start]!, phrase[0]!)) continue;
    let position = start;
    let matched = 1;
    while (matched < phrase.length) {
      const next = [position + 1, position + 2].find((index) => index < terms.length && sameWord(terms[index]!, phrase[matched]!));
      if (next === undefined) break;
      position = next;
      matched++;
    }
    if (matched === phrase.length) return true;
  }
  return false;
}
