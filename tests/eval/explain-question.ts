import { answeringPassages, type PassageVerdict, retrieve } from "@/lib/domains/tax/tax-question-match";

// npx tsx tests/eval/explain-question.ts "pergunta" …: what the retrieval reads and finds (for tuning on the tuned sets only).
for (const question of process.argv.slice(2)) {
  const { reading, results } = retrieve(question);
  console.log(`Q: ${question}`, JSON.stringify(reading.content), [...reading.asks]);
  for (const result of results) console.log(`   ${result.passage.id} ${result.score.toFixed(1)} coverage ${result.coverage.toFixed(2)} ${result.result.queryTerms.join(",")} — ${result.coverageWhy}`);
  const trace: PassageVerdict[] = [];
  const answering = answeringPassages(question, trace);
  for (const verdict of trace) console.log(`   not ${verdict.id}: ${verdict.why}`);
  console.log(`  => ${answering.map((match) => `${match.passage.id} ${match.confidence}`).join(" | ") || "não sei"}`);
}
