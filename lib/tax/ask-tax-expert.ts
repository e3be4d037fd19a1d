import { z } from "zod";
import { defineOperation, HINTS } from "@/lib/operations/operation";
import { configuredModel } from "@/lib/ai/configured-model";
import { answerWithModel } from "./answer-with-model";
import { searchTaxKnowledge, type PassageHit } from "./tax-knowledge-search";

// The tax expert's local engine: retrieval over our own knowledge base, an answer composed from the
// best passages and citing them. When the knowledge base does not cover the question, it says so
// and suggests what to ask an accountant: it never makes an answer up.

/** Below this share of the question's words found in the best passage, the question is not covered. */
const MIN_COVERAGE = 0.5;
const MIN_SCORE = 4;

const sourceSchema = z.object({
  titulo: z.string(),
  referencia: z.string().describe("Legal reference, e.g. 'CIVA art. 53.º'."),
  citacao: z.string().describe("The passage of our knowledge base the answer rests on."),
  verificadoEm: z.string().describe("When the passage was last checked (YYYY-MM-DD)."),
});

const answerSchema = z.object({
  resposta: z.string().describe("The answer, in Portuguese."),
  fontes: z.array(sourceSchema).describe("The passages and legal references the answer rests on (empty when the question is not covered)."),
  confianca: z.number().min(0).max(1).describe("0 to 1: how well the knowledge base covers the question."),
  engine: z.string().describe("`local` (built-in retrieval), or `ai:<model id>` when a model answered."),
});

export type TaxAnswer = z.output<typeof answerSchema>;

export function sourceOf(hit: PassageHit): TaxAnswer["fontes"][number] {
  return { titulo: hit.passage.title, referencia: hit.passage.reference, citacao: hit.passage.text, verificadoEm: hit.passage.checkedOn };
}

export function covered(hits: PassageHit[]): PassageHit[] {
  const best = hits[0];
  if (!best || best.coverage < MIN_COVERAGE || best.score < MIN_SCORE) return [];
  return hits.filter((hit) => hit === best || (hit.score >= best.score * 0.75 && hit.coverage >= MIN_COVERAGE));
}

export function notCovered(): TaxAnswer {
  return {
      resposta:
        "Não encontro resposta segura a essa pergunta na minha base de conhecimento fiscal, por isso não vou arriscar. Fale com um contabilista certificado e leve: a descrição da operação, as datas e valores envolvidos, os NIF das partes e os documentos que já tem. Posso ajudar com taxas e isenções de IVA, faturas, ATCUD e e-Fatura, prazos fiscais, retenções na fonte, IRC, Segurança Social, subsídios e despesas dedutíveis.",
      fontes: [],
      confianca: 0,
      engine: "local",
    };
}

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
  output: answerSchema,
  hints: HINTS.readOnly,
  async run(_context, input) {
    const model = configuredModel();
    return model ? answerWithModel(input.question, model) : answerLocally(input.question);
  },
});
