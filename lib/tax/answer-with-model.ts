import { generateText } from "ai";
import type { ConfiguredModel } from "@/lib/ai/configured-model";
import { notCovered, sourceOf, type TaxAnswer } from "./tax-answer";
import { nearbyPassages } from "./tax-knowledge-search";
import { answeringPassages } from "./tax-question-match";

// The tax expert with a language model: the same matching chooses the passages, the model writes
// the answer from them only and cites them by number; `fontes` are the passages it cited. A question
// no passage answers never reaches the model, so it cannot invent an answer.

const SYSTEM = [
  "És o assistente fiscal de um serviço de contabilidade para pequenas empresas em Portugal.",
  "Responde em português europeu (se a pergunta vier em inglês, responde em inglês), de forma curta e prática, usando APENAS as passagens numeradas que te são dadas.",
  "Cita cada passagem que usares com o seu número entre parênteses retos, por exemplo [1].",
  "Se as passagens não chegarem para responder, diz que não sabes e sugere falar com um contabilista certificado. Nunca inventes taxas, prazos ou valores.",
].join(" ");

export async function answerWithModel(question: string, { model, id }: ConfiguredModel): Promise<TaxAnswer> {
  const matches = answeringPassages(question).slice(0, 3);
  if (matches.length === 0) return notCovered(question, nearbyPassages(question));
  const passages = matches.map(({ passage }, index) => `[${index + 1}] ${passage.title} (${passage.reference}; valores de ${passage.year}): ${passage.text}`).join("\n\n");
  const { text } = await generateText({ model, system: SYSTEM, prompt: `Passagens:\n${passages}\n\nPergunta: ${question}`, maxOutputTokens: 600 });
  const cited = matches.filter((_, index) => text.includes(`[${index + 1}]`));
  return {
    resposta: text.trim(),
    fontes: (cited.length > 0 ? cited : matches).map(({ passage }) => sourceOf(passage)),
    confianca: matches[0]!.confidence,
    engine: `ai:${id}`,
  };
}
