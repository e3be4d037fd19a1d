import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import * as portuguese from "@zxcvbn-ts/language-pt-br";

// ASVS 2.1.7: refuse passwords that are common or easy to guess. zxcvbn-ts estimates the guesses an
// attacker needs, knowing the most common passwords (its own list of breached ones), common words and
// names in English and Portuguese, keyboard patterns, sequences, repeats, dates and l33t spellings,
// plus this service's own words. Below MIN_SCORE (3: about 10^8 guesses) a password is refused.
// Accepted: "1234567890", "password12", "qwertyuiop", "contabilista" were before (issue 38 M8).

export const MIN_SCORE = 3;

/** Words an attacker would try first against this service. */
const SERVICE_WORDS = ["contabilista", "contabilidade", "contabilistas", "fatura", "faturas", "faturacao", "empresa", "financas", "portugal", "lisboa", "porto"];

// Bounds on the estimate's cost, which grows fast with length and with l33t substitutions tried
// (measured on a loaded 2-core machine: a random 64-character password took 5.6 s with the defaults,
// about 0.2 s with these): only the first 40 characters are judged (a password that starts that well
// is long enough), and at most 3 l33t substitutions per match ("p@ssw0rd" is still found).
const JUDGED_LENGTH = 40;
const L33T_MAX_SUBSTITUTIONS = 3;

let estimator: ZxcvbnFactory | undefined;

function estimatorOnce(): ZxcvbnFactory {
  if (estimator) return estimator;
  // Built on first use (ranking the dictionaries takes a moment), not when a page imports the rules.
  // The Wikipedia word lists are left out: they add time and memory, not protection.
  const dictionary = Object.fromEntries(
    Object.entries({ ...common.dictionary, ...english.dictionary, ...portuguese.dictionary }).filter(([name]) => !name.startsWith("wikipedia")),
  );
  return (estimator = new ZxcvbnFactory({
    dictionary: { ...dictionary, service: SERVICE_WORDS },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    maxLength: JUDGED_LENGTH,
    l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
  }));
}

/** Whether a password is too easy to guess; `userInputs` are the person's own words (email, name). */
export function isGuessablePassword(password: string, userInputs: readonly string[] = []): boolean {
  return estimatorOnce().check(password, [...userInputs]).score < MIN_SCORE;
}
