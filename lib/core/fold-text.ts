// How free text is compared with what we look for (the assistant's messages, tax questions, client
// names): lower case, without accents.

export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
}
