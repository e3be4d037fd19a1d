import { matchName } from "@/lib/domains/clients/match-name";

// Which of the company's clients a message names: the longest full name it contains (compared as
// client names are matched everywhere: case, accents and punctuation ignored); else the name without
// its legal form («Café Central» for «Café Central, Lda») when exactly one client has it and the
// message does not go on with a longer name («Joana Silva» is not «Joana, Lda»). Reading questions
// may also accept a distinctive word ("as faturas da Joana") when exactly one client has it; issuing
// an invoice never does, so a new "Maria Lopes" is not taken for an existing "Maria Santos".

const LEGAL_FORM_WORDS = new Set(["lda", "unipessoal", "sa"]);
/** Words of a legal form at the end of a name: «Lda», «Unipessoal, Lda», «S.A.», «Limitada», «CRL»… */
const TRAILING_LEGAL_FORM = new Set(["lda", "ld", "limitada", "unipessoal", "unip", "sa", "eirl", "crl", "sgps", "ltd", "ltda"]);

/** A client's name without its legal form, as matchName words ("cafe central" for «Café Central, Lda»). */
export function nameWithoutLegalForm(name: string): string[] {
  const words = matchName(name).split(" ").filter(Boolean);
  for (;;) {
    const last = words.at(-1);
    if (last && TRAILING_LEGAL_FORM.has(last) && words.length > 1) words.pop();
    else if (last === "a" && words.at(-2) === "s" && words.length > 2) words.splice(-2, 2);
    else return words;
  }
}

/** The message's words as matchName folds them, each with whether it was written with a capital. */
function messageWords(message: string): { word: string; capital: boolean }[] {
  return (message.match(/[\p{Letter}\p{Number}]+/gu) ?? []).map((token) => ({ word: matchName(token), capital: /^\p{Lu}/u.test(token) })).filter((token) => token.word.length > 0);
}

function byNameWithoutLegalForm<Client extends { name: string }>(message: string, clients: Client[]): Client | null {
  const tokens = messageWords(message);
  let best: { client: Client; length: number; ambiguous: boolean } | null = null;
  for (const client of clients) {
    const core = nameWithoutLegalForm(client.name);
    if (core.join(" ").length < 4) continue;
    for (let start = 0; start + core.length <= tokens.length; start++) {
      if (!core.every((word, offset) => tokens[start + offset]!.word === word)) continue;
      // «Joana Silva» for a client «Joana, Lda»: a capitalised word right after means another name.
      const next = tokens[start + core.length];
      if (next?.capital && !TRAILING_LEGAL_FORM.has(next.word)) continue;
      const length = core.join(" ").length;
      if (!best || length > best.length) best = { client, length, ambiguous: false };
      else if (length === best.length && best.client !== client) best.ambiguous = true;
      break;
    }
  }
  return best && !best.ambiguous ? best.client : null;
}

export function clientInMessage<Client extends { name: string }>(message: string, clients: Client[], options: { byDistinctiveWord: boolean }): Client | null {
  const folded = ` ${matchName(message)} `;
  const byFullName = clients
    .filter((client) => matchName(client.name).length >= 3 && folded.includes(` ${matchName(client.name)} `))
    .sort((a, b) => b.name.length - a.name.length)[0];
  if (byFullName) return byFullName;
  const withoutLegalForm = byNameWithoutLegalForm(message, clients);
  if (withoutLegalForm || !options.byDistinctiveWord) return withoutLegalForm;
  const wordsOfMessage = new Set(folded.split(" ").filter((word) => word.length >= 4));
  const byWord = clients.filter((client) => matchName(client.name).split(" ").some((word) => word.length >= 4 && !LEGAL_FORM_WORDS.has(word) && wordsOfMessage.has(word)));
  return byWord.length === 1 ? byWord[0]! : null;
}
