import { generateText } from "ai";
import type { ConfiguredModel } from "@/lib/ai/configured-model";
import { covered, notCovered, sourceOf, type TaxAnswer } from "./tax-answer";
import { searchTaxKnowledge } from "./tax-knowledge-search";

// The tax expert with a language model: the same retrieval chooses the passages, the model writes
// the answer from them only and cites them by number; `fontes` are the passages it cited. A question
// the knowledge base does not cover never reaches the model, so it cannot invent an answer.

const SYSTEM = [
  "És o assistente fiscal de um serviço de contabilidade para pequenas empresas em Portugal.",
  "Responde em português europeu, de forma curta e prática, usando APENAS as passagens numeradas que te são dadas.",
  "Cita cada passagem que usares com o seu número entre parênteses retos, por exemplo [1].",
  "Se as passagens não chegarem para responder, diz que não sabes e sugere falar com um contabilista certificado. Nunca inventes taxas, prazos ou valores.",
].join(" ");

export async function answerWithModel(question: string, { model, id }: ConfiguredModel): Promise<TaxAnswer> {
  const hits = covered(searchTaxKnowledge(question, 4));
  if (hits.length === 0) return notCovered();
  const passages = hits.map((hit, index) => `[${index + 1}] ${hit.passage.title} (${hit.passage.reference}): ${hit.passage.text}`).join("\n\n");
  const { text } = await generateText({ model, system: SYSTEM, prompt: `Passagens:\n${passages}\n\nPergunta: ${question}`, maxOutputTokens: 600 });
  const cited = hits.filter((_, index) => text.includes(`[${index + 1}]`));
  return {
    resposta: text.trim(),
    fontes: (cited.length > 0 ? cited : hits).map(sourceOf),
    confianca: Math.round(Math.min(1, hits[0]!.coverage) * 100) / 100,
    engine: `ai:${id}`,
  };
}
