import { z } from "zod";
import { defineOperation, HINTS } from "@/lib/operations/operation";
import { configuredModel } from "@/lib/ai/configured-model";
import { answerWithModel } from "./answer-with-model";
import { covered, notCovered, sourceOf, taxAnswerSchema, type TaxAnswer } from "./tax-answer";
import { searchTaxKnowledge } from "./tax-knowledge-search";

// The tax expert's local engine: retrieval over our own knowledge base, an answer composed from the
// best passages and citing them. When the knowledge base does not cover the question, it says so
// and suggests what to ask an accountant: it never makes an answer up.

export function answerLocally(question: string): TaxAnswer {
  const hits = covered(searchTaxKnowledge(question)).slice(0, 2);
  if (hits.length === 0) return notCovered();
  const resposta = hits.map((hit, index) => `${index === 0 ? "" : "Além disso, "}${hit.passage.text} (${hit.passage.reference})`).join("\n\n");
  return {
    resposta,
    fontes: hits.map(sourceOf),
    confianca: Math.round(Math.min(1, hits[0]!.coverage) * 100) / 100,
    engine: "local",
  };
}

export const askTaxExpert = defineOperation({
  name: "ask_tax_expert",
  title: "Ask the tax expert",
  description:
    "Answers a question about Portuguese tax rules for small companies (VAT rates and exemptions, invoices, ATCUD and e-Fatura, deadlines, withholding on services, IRC rates, Social Security, meal and mileage allowances, deductible expenses) from a knowledge base kept with its legal sources; the answer cites them (`fontes`). When the question is not covered it says so instead of guessing. It does not look at the company's books: combine with get_fiscal_calendar or get_financial_report for figures.",
  scope: "read",
  http: { method: "POST", path: "/tax-expert" },
  input: z.object({ question: z.string().trim().min(3, "must have at least 3 characters").max(2000, "must have at most 2 000 characters").describe("The question, in Portuguese (or English).") }),
  output: taxAnswerSchema,
  hints: HINTS.readOnly,
  async run(_context, input) {
    const model = configuredModel();
    return model ? answerWithModel(input.question, model) : answerLocally(input.question);
  },
});
