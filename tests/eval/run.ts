import { classifyIntent } from "@/lib/chat/local/classify-intent";
import { cardTypeOfIntent } from "@/lib/chat/intents/all-intents";
import { answerLocally } from "@/lib/tax/ask-tax-expert";
import { CHAT_MESSAGES } from "./chat-messages";
import { PASSAGES } from "@/lib/tax/knowledge";
import { TAX_QUESTIONS } from "./tax-questions";

// npm run eval — the local engines' accuracy on the evaluation sets kept in tests/eval.
// Tax expert: right when the first source is the expected passage, or when a question the knowledge
// base does not cover gets no source at all (an honest "não sei").

export function evaluateTaxExpert(): { correct: number; total: number; misses: string[] } {
  const referenceOf = new Map(PASSAGES.map((passage) => [passage.id, passage.reference]));
  const misses: string[] = [];
  let correct = 0;
  for (const { question, expected } of TAX_QUESTIONS) {
    const answer = answerLocally(question);
    const got = answer.fontes[0]?.referencia ?? null;
    const ok = expected === null ? answer.fontes.length === 0 : got === referenceOf.get(expected) && answer.fontes[0]?.titulo === PASSAGES.find((passage) => passage.id === expected)!.title;
    if (ok) correct++;
    else misses.push(`${question} → ${answer.fontes[0]?.titulo ?? "sem fonte"} (esperado: ${expected ?? "sem fonte"})`);
  }
  return { correct, total: TAX_QUESTIONS.length, misses };
}

// Chat: right when the local engine recognises the expected intent, which fixes the card it answers
// with (the figures inside come from the operations, checked by tests/integration/chat.test.ts).
export function evaluateChat(): { correct: number; total: number; misses: string[] } {
  const misses: string[] = [];
  let correct = 0;
  for (const { message, intent, card } of CHAT_MESSAGES) {
    const got = classifyIntent(message).intent;
    if (got === intent && cardTypeOfIntent(got) === card) correct++;
    else misses.push(`${message} → ${got} / ${cardTypeOfIntent(got) ?? "sem cartão"} (esperado: ${intent} / ${card ?? "sem cartão"})`);
  }
  return { correct, total: CHAT_MESSAGES.length, misses };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const tax = evaluateTaxExpert();
  console.log(`tax expert (local engine): ${tax.correct}/${tax.total} = ${((tax.correct / tax.total) * 100).toFixed(1)}% (target ≥ 90%)`);
  for (const miss of tax.misses) console.log(`  miss: ${miss}`);
  const chat = evaluateChat();
  console.log(`chat assistant (local engine): ${chat.correct}/${chat.total} = ${((chat.correct / chat.total) * 100).toFixed(1)}% intent and card (target ≥ 90%)`);
  for (const miss of chat.misses) console.log(`  miss: ${miss}`);
}
