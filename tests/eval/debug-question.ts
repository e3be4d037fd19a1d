import { retrieve, answeringPassages } from "@/lib/tax/tax-question-match";
for (const q of process.argv.slice(2)) {
  const { reading, results } = retrieve(q);
  console.log("Q:", q, JSON.stringify(reading.content), [...reading.asks]);
  for (const r of results) console.log("  ", r.passage.id, r.score.toFixed(1), r.coverage.toFixed(2), r.result.queryTerms.join(","));
  console.log("  =>", answeringPassages(q).map((m) => `${m.passage.id} ${m.confidence}`).join(" | ") || "não sei");
}
