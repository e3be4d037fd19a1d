import { describe, expect, it } from "vitest";
import { answeringPassages, type PassageVerdict, retrieve } from "@/lib/domains/tax/tax-question-match";

// The trace tests/eval/explain-question.ts prints: for a question the expert does not answer, why each passage
// retrieved near the best did not (tuning aid; the answer itself must not change with or without it).
describe("why a passage did not answer", () => {
  const question = "qual o salário mínimo em 2026 para os funcionários da limpeza?";

  it("gives a reason for each passage passed over, and the same answer as without the trace", () => {
    const trace: PassageVerdict[] = [];
    const traced = answeringPassages(question, trace);
    expect(traced.map((match) => match.passage.id)).toEqual(answeringPassages(question).map((match) => match.passage.id));
    const retrieved = new Set(retrieve(question).results.map((result) => result.passage.id));
    for (const verdict of trace) {
      expect(retrieved.has(verdict.id), verdict.id).toBe(true);
      expect(verdict.why.length).toBeGreaterThan(5);
    }
    if (traced.length === 0) expect(trace.length).toBeGreaterThan(0);
  });
});
