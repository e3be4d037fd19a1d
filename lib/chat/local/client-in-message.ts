import { matchName } from "@/lib/clients/match-name";

// Which of the company's clients a message names: the longest full name it contains (compared as
// client names are matched everywhere: case, accents and punctuation ignored). Reading questions may
// also accept a distinctive word ("as faturas da Joana") when exactly one client has it; issuing an
// invoice never does, so a new "Maria Lopes" is not taken for an existing "Maria Santos".

const LEGAL_FORM_WORDS = new Set(["lda", "unipessoal", "sa"]);

export function clientInMessage<Client extends { name: string }>(message: string, clients: Client[], options: { byDistinctiveWord: boolean }): Client | null {
  const folded = ` ${matchName(message)} `;
  const byFullName = clients
    .filter((client) => matchName(client.name).length >= 3 && folded.includes(` ${matchName(client.name)} `))
    .sort((a, b) => b.name.length - a.name.length)[0];
  if (byFullName || !options.byDistinctiveWord) return byFullName ?? null;
  const messageWords = new Set(folded.split(" ").filter((word) => word.length >= 4));
  const byWord = clients.filter((client) => matchName(client.name).split(" ").some((word) => word.length >= 4 && !LEGAL_FORM_WORDS.has(word) && messageWords.has(word)));
  return byWord.length === 1 ? byWord[0]! : null;
}
