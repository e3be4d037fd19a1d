import { FALLBACK_INTENT, INTENT_LIST, type Intent } from "../intents/all-intents";
import { hasPhrase, words } from "./fold-text";
import { foldText } from "@/lib/core/fold-text";
import { spelledOut } from "./chat-terms";
import { retrieveIntents } from "./intent-index";
import { afterNegation } from "./after-negation";

// Which intent a message asks for: an intent that claims it outright (an explicit order) first;
// otherwise each intent's weighted phrases are scored, retrieval over every intent's examples and
// phrases (intent-index.ts: stems, stop words, synonyms, typos) adds up to RETRIEVAL_WEIGHT for the
// intent whose example the message resembles most, each intent may correct its score, and the
// highest total of at least MIN_SCORE wins. Below that, the help answers.
// A message holding two requests («resumo da empresa e depois diz-me os prazos», «faturas em aberto?
// e o saldo do banco») is answered for the first: its first part is claimed or scored alone and decides
// when it reaches MIN_SCORE; otherwise the whole message is claimed or scored.

const MIN_SCORE = 3;
/** What retrieval adds to an intent's score at full similarity (a message that is one of its examples). */
const RETRIEVAL_WEIGHT = 4;
/** Below this similarity a match adds nothing (a single shared common word). */
const MIN_SIMILARITY = 0.4;

export interface Classification {
  intent: Intent;
  scores: Partial<Record<Intent, number>>;
}

/**
 * Where a second request starts: a connective that adds one («e depois», «e também», «e já agora», «and
 * then», «…, depois …»), or a question mark followed by more text. A full stop alone is not a break: «tenho uma fatura
 * da EDP. posso deduzir o IVA?» is one request with its context first.
 */
const SECOND_REQUEST = /(?:[?!.;,:]\s*|\s+)(?:e|and)\s+(?:depois|tambem|ja agora|a seguir|then|also)\b|[,;]\s*(?:depois|a seguir|then)\b|\?\s+(?=\S)/;

/**
 * A greeting's question before the request («olá, tudo bem? …», «como estás? …», «how are you? …») asks
 * nothing of the books: it is dropped, so it is not taken for the first request («como vai» alone would be
 * the briefing's «como vai a empresa»).
 */
const SMALL_TALK = /^\s*(?:(?:ola|oi|bom dia|boa tarde|boa noite|hey|hi|hello|viva)[\s,!.]*)?(?:tudo bem|tudo bom|como (?:estas|esta|vai|vais|estao|tem passado)|how are you(?: doing)?|how s it going)(?:\s+(?:contigo|consigo|por ai))?\s*[?!.,]+\s*(?=\S)/;

/** The message's first request (folded), when it holds a second one; null when it holds one request. */
export function firstRequest(message: string): string | null {
  const text = foldText(message).replace(SMALL_TALK, "");
  const found = SECOND_REQUEST.exec(text);
  if (!found) return null;
  const first = text.slice(0, found.index + (found[0].startsWith("?") ? 1 : 0)).trim();
  return first.length > 0 ? first : null;
}

function claimOf(message: string): Classification | null {
  for (const intent of INTENT_LIST) {
    const claimed = intent.claims?.(message) ?? null;
    if (claimed !== null) return { intent: intent.name, scores: { [intent.name]: claimed } };
  }
  return null;
}

export function classifyIntent(message: string): Classification {
  const wanted = afterNegation(message);
  if (wanted !== null) {
    const ofWanted = classifyIntent(wanted);
    if (ofWanted.intent !== FALLBACK_INTENT) return ofWanted;
  }
  const first = firstRequest(message);
  if (first !== null) {
    // An order in the second request («valores em dívida dos clientes, e depois emite uma fatura ao Silva») does not
    // take the message from the first: the first part is claimed or scored alone before the whole is.
    const ofFirst = claimOf(first) ?? scoreMessage(first);
    if (ofFirst.intent !== FALLBACK_INTENT) return ofFirst;
  }
  return claimOf(message) ?? scoreMessage(foldText(message).replace(SMALL_TALK, ""));
}

function scoreMessage(message: string): Classification {
  // Phrases and the intents' rules read the message with owners' abbreviations spelled out («td», «qdo», «fts»).
  const text = spelledOut(message);
  const messageWords = words(text);
  const scores: Partial<Record<Intent, number>> = {};
  for (const intent of INTENT_LIST) {
    let total = 0;
    for (const [phrase, weight] of intent.phrases ?? []) if (hasPhrase(messageWords, phrase)) total += weight;
    if (total > 0) scores[intent.name] = total;
  }
  // The intents' corrections read the phrase scores they were written for.
  const phraseScores = { ...scores };
  for (const [name, match] of retrieveIntents(message, INTENT_LIST)) {
    if (match.similarity < MIN_SIMILARITY) continue;
    scores[name as Intent] = (scores[name as Intent] ?? 0) + RETRIEVAL_WEIGHT * match.similarity;
  }
  for (const intent of INTENT_LIST) {
    if (!intent.adjust) continue;
    const adjusted = intent.adjust(scores[intent.name] ?? 0, { text, scores: phraseScores });
    if (adjusted !== undefined) scores[intent.name] = adjusted;
  }

  const ranked = (Object.entries(scores) as [Intent, number][]).sort((a, b) => b[1] - a[1]);
  const best = ranked[0];
  if (!best || best[1] < MIN_SCORE) return { intent: FALLBACK_INTENT, scores };
  return { intent: best[0], scores };
}
