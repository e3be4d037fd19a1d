// How Portuguese text becomes search terms: lower case, no accents, simple plurals made singular
// (taxas → taxa, declarações → declaracao, mulheres → mulher), common words dropped.

const STOPWORDS = new Set(
  "a o as os um uma uns umas de da do das dos em no na nos nas por pelo pela para com sem e ou que qual quais quanto quanta quantos quantas como quando onde se sao ser esta este isto isso ha ter tem tenho posso pode devo deve eu me meu minha nos nossa sua seu ao aos mais muito ja the of what is how".split(" "),
);

export function normaliseWord(word: string): string {
  let term = word.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
  if (term.length > 4 && /(oes|aes)$/.test(term)) term = `${term.slice(0, -3)}ao`;
  else if (term.length > 4 && /(res|zes|ses)$/.test(term)) term = term.slice(0, -2);
  else if (term.length > 3 && term.endsWith("s") && !term.endsWith("ss")) term = term.slice(0, -1);
  return term;
}

export function searchTerm(word: string): string | null {
  const term = normaliseWord(word);
  return term.length < 2 || STOPWORDS.has(term) ? null : term;
}

export function meaningfulTerms(text: string): string[] {
  return (text.match(/[\p{Letter}\p{Number}]+/gu) ?? []).map(searchTerm).filter((term): term is string => term !== null);
}
