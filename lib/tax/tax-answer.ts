import { z } from "zod";
import type { PassageHit } from "./tax-knowledge-search";

// What the tax expert answers, whichever engine writes it (built-in retrieval or a language model),
// and the rules both share: which passages cover a question, how a passage is cited, and the honest
// answer when nothing covers it.

/** Below this share of the question's words found in the best passage, the question is not covered. */
const MIN_COVERAGE = 0.5;
const MIN_SCORE = 4;

const sourceSchema = z.object({
  titulo: z.string(),
  referencia: z.string().describe("Legal reference, e.g. 'CIVA art. 53.º'."),
  citacao: z.string().describe("The passage of our knowledge base the answer rests on."),
  verificadoEm: z.string().describe("When the passage was last checked (YYYY-MM-DD)."),
});

export const taxAnswerSchema = z.object({
  resposta: z.string().describe("The answer, in Portuguese."),
  fontes: z.array(sourceSchema).describe("The passages and legal references the answer rests on (empty when the question is not covered)."),
  confianca: z.number().min(0).max(1).describe("0 to 1: how well the knowledge base covers the question."),
  engine: z.string().describe("`local` (built-in retrieval), or `ai:<model id>` when a model answered."),
});

export type TaxAnswer = z.output<typeof taxAnswerSchema>;

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
