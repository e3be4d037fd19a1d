import { FALLBACK_INTENT, INTENT_LIST, type Intent } from "../intents/all-intents";
import { foldText, hasPhrase, words } from "./fold-text";

// Which intent a message asks for: an intent that claims it outright (an explicit order) first;
// otherwise each intent's weighted phrases are scored, each intent may correct its score, and the
// highest total of at least MIN_SCORE wins. Below that, the help answers.

const MIN_SCORE = 3;

export interface Classification {
  intent: Intent;
  scores: Partial<Record<Intent, number>>;
}

export function classifyIntent(message: string): Classification {
  for (const intent of INTENT_LIST) {
    const claimed = intent.claims?.(message) ?? null;
    if (claimed !== null) return { intent: intent.name, scores: { [intent.name]: claimed } };
  }

  const messageWords = words(message);
  const scores: Partial<Record<Intent, number>> = {};
  for (const intent of INTENT_LIST) {
    let total = 0;
    for (const [phrase, weight] of intent.phrases ?? []) if (hasPhrase(messageWords, phrase)) total += weight;
    if (total > 0) scores[intent.name] = total;
  }
  const text = foldText(message);
  for (const intent of INTENT_LIST) {
    if (!intent.adjust) continue;
    const adjusted = intent.adjust(scores[intent.name] ?? 0, { text, scores });
    if (adjusted !== undefined) scores[intent.name] = adjusted;
  }

  const ranked = (Object.entries(scores) as [Intent, number][]).sort((a, b) => b[1] - a[1]);
  const best = ranked[0];
  if (!best || best[1] < MIN_SCORE) return { intent: FALLBACK_INTENT, scores };
  return { intent: best[0], scores };
}
