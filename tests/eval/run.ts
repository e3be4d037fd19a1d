import { answerLocally } from "@/lib/tax/ask-tax-expert";
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const tax = evaluateTaxExpert();
  console.log(`tax expert (local engine): ${tax.correct}/${tax.total} = ${((tax.correct / tax.total) * 100).toFixed(1)}% (target ≥ 90%)`);
  for (const miss of tax.misses) console.log(`  miss: ${miss}`);
  console.log("chat assistant: not built yet (its evaluation set comes with it).");
}
