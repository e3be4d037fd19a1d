import { generateText } from "ai";
import type { ConfiguredModel } from "@/lib/core/ai/configured-model";
import { type CompanyProfile, clarificationFor, ownCaseClarification } from "./clarify";
import { regionalRatesNote } from "./regional-rates";
import { cautionOf, notCovered, provenanceOf, sourceOf, type TaxAnswer } from "./tax-answer";
import { nearbyPassages } from "./tax-knowledge-search";
import { answeringPassages, foldQuestion } from "./tax-question-match";

// The tax expert with a language model: the same retrieval chooses the passages, the model writes
// the answer from them only and cites them by number; `sources` are the passages it cited. A question
// no passage answers never reaches the model, so it cannot invent an answer; a question that depends
// on missing data gets the local clarifying answer. Then a check: every figure and date the model
// wrote (a number, a percentage, an amount, a year) must be in a passage it cited; otherwise its
// answer is not given (the cited passages are quoted instead).

const SYSTEM = [
  "És o assistente fiscal de um serviço de contabilidade para pequenas empresas em Portugal.",
  "Responde em português europeu (se a pergunta vier em inglês, responde em inglês), de forma curta e prática, usando APENAS as passagens numeradas que te são dadas.",
  "Cita cada passagem que usares com o seu número entre parênteses retos, por exemplo [1].",
  "Se as passagens não chegarem para responder, diz que não sabes e sugere falar com um contabilista certificado. Nunca inventes taxas, prazos ou valores.",
].join(" ");

/** The figures in a text, written one way: "15 000 €" and "15.000" are "15000", "23 %" is "23%", "6,15" stays. */
export function figuresIn(text: string): string[] {
  const folded = text.replace(/[\u00a0\u202f]/g, " ").replace(/(\d)[ .](?=\d{3}\b)/g, "$1");
  return [...new Set((folded.match(/\d+(?:,\d+)?(?:\s?%)?/g) ?? []).map((figure) => figure.replace(/\s/g, "")))];
}

/** The figures of `answer` that none of `passages` holds (citation markers such as [1] are not figures). */
export function unsupportedFigures(answer: string, passages: string[]): string[] {
  const known = new Set(passages.flatMap(figuresIn).flatMap((figure) => [figure, figure.replace(/%$/, "")]));
  return figuresIn(answer.replace(/\[\d+\]/g, "")).filter((figure) => !known.has(figure) && !known.has(figure.replace(/%$/, "")));
}

export async function answerWithModel(question: string, { model, id }: ConfiguredModel, profile?: CompanyProfile): Promise<TaxAnswer> {
  const clarification = clarificationFor(foldQuestion(question), profile);
  if (clarification) return { resposta: clarification.text, sources: clarification.passages.map(sourceOf), confidence: 0.75, engine: "local", clarification: clarification.request, type: "clarification" };
  const matches = answeringPassages(question).slice(0, 3);
  if (matches.length === 0) return notCovered(question, nearbyPassages(question));
  const ownCase = ownCaseClarification(foldQuestion(question), matches[0]!.passage);
  if (ownCase) return { resposta: ownCase.text, sources: ownCase.passages.map(sourceOf), confidence: 0.75, engine: "local", clarification: ownCase.request, type: "clarification" };
  // A question naming an autonomous region gets that region's counterparts of the VAT rates a passage gives.
  const withRegion = (passage: (typeof matches)[number]["passage"]) => [passage.text, regionalRatesNote(foldQuestion(question), passage)].filter(Boolean).join(" ");
  const passages = matches.map(({ passage }, index) => `[${index + 1}] ${passage.title} (${passage.reference}; valores de ${passage.year}): ${withRegion(passage)}${passage.unverified ? ` (Não confirmado: ${passage.unverified})` : ""}`).join("\n\n");
  const { text } = await generateText({ model, system: SYSTEM, prompt: `Passagens:\n${passages}\n\nPergunta: ${question}`, maxOutputTokens: 600 });
  const cited = matches.filter((_, index) => text.includes(`[${index + 1}]`));
  const sources = cited.length > 0 ? cited : matches.slice(0, 1);
  const unsupported = unsupportedFigures(text, sources.map(({ passage }) => `${withRegion(passage)} ${passage.reference} ${passage.year}`));
  if (unsupported.length > 0) {
    const [{ passage }] = sources as [(typeof sources)[number]];
    return {
      resposta: `A resposta do modelo foi recusada: indicava ${unsupported.map((figure) => `«${figure}»`).join(", ")}, que não está nas passagens citadas. O que a base de conhecimento diz:\n\n${passage.text}${cautionOf(passage)}\n\n${provenanceOf(passage)}`,
      sources: [sourceOf(passage)],
      confidence: matches[0]!.confidence,
      engine: "local",
      clarification: null,
      type: "answer",
    };
  }
  // What the cited passages could not confirm for the year is said after the model's answer.
  const cautions = sources.map(({ passage }) => cautionOf(passage)).join("");
  const unverified = sources.some(({ passage }) => passage.verification === "unverified") ? "\n\nParte destas passagens ainda não foi confirmada numa fonte primária: confirme com o seu contabilista certificado." : "";
  return { resposta: `${text.trim()}${cautions}${unverified}`, sources: sources.map(({ passage }) => sourceOf(passage)), confidence: matches[0]!.confidence, engine: `ai:${id}`, clarification: null, type: "answer" };
}
