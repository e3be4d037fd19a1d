import { foldText } from "@/lib/core/fold-text";

/**
 * A request that opens by saying what is NOT wanted and then what is («não as por receber, todas as faturas que emiti»,
 * «não quero o resumo, só os prazos», «not the overdue ones, all of them»): the negated part is set aside, the part
 * after the contrast decides.
 */
const NOT_THIS_BUT = /^\s*(?:nao|not|no)\b[^,;.?!]*[,;]\s*(?=(?:so|apenas|somente|mas|antes|quero|queria|todas|todos|only|just|but|all)\b)/;

/** What the message asks for once a leading «não X, …» is set aside (folded), or null when it has none. */
export function afterNegation(message: string): string | null {
  const text = foldText(message);
  const found = NOT_THIS_BUT.exec(text);
  if (!found) return null;
  const rest = text.slice(found[0].length).trim();
  return rest.length > 0 ? rest : null;
}

/** The part of the message that says what is wanted (folded when a «não X, …» was set aside). */
export function wantedPart(message: string): string {
  return afterNegation(message) ?? message;
}
