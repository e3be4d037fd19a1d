import { z } from "zod";
import type { Passage } from "./knowledge";

// What the tax expert answers, whichever engine writes it (built-in retrieval or a language model),
// how a passage is cited, and the honest answer when no passage answers the question.

const sourceSchema = z.object({
  title: z.string(),
  reference: z.string().describe("Legal reference, e.g. 'CIVA art. 53.º'."),
  quote: z.string().describe("The passage of our knowledge base the answer rests on."),
  year: z.number().int().describe("The year the passage's figures hold for."),
  verifiedAt: z.string().nullable().describe("When the passage was checked against a primary source (YYYY-MM-DD); null when it was not (the answer then says to confirm with a certified accountant)."),
  verificationSource: z.string().nullable().describe("The primary source the passage was checked against, with the words found there; null when it was not checked."),
});

export const taxAnswerSchema = z.object({
  resposta: z.string().describe("The answer, in Portuguese (an English question gets a one-line note in English saying why)."),
  sources: z.array(sourceSchema).describe("The passages and legal references the answer rests on (empty when the question is not covered)."),
  confidence: z
    .number()
    .min(0)
    .max(1)
    .describe("0 when not answered; otherwise 0.65 to 0.95, how surely the cited passage answers the question asked (calibration reported by `npm run eval`)."),
  engine: z.string().describe("`local` (built-in retrieval), or `ai:<model id>` when a model answered."),
  clarification: z
    .object({
      dependsOn: z.string().describe("What the answer depends on (and what the company's profile already settles)."),
      question: z.string().describe("The question put back to the user."),
      neededData: z.array(z.string()).describe("The data the answer needs, one item each."),
    })
    .nullable()
    .describe("With `type: clarification`, what is asked back (the chat shows it as a card); null otherwise."),
  type: z
    .enum(["answer", "clarification", "unknown"])
    .describe(
      "`answer`: answered from the cited passages; `clarification`: the answer depends on data the question lacks, so it says on what, quotes the rules that apply (cited) and asks for the data; `unknown`: not covered.",
    ),
});

export type TaxAnswer = z.output<typeof taxAnswerSchema>;

export function sourceOf(passage: Passage): TaxAnswer["sources"][number] {
  const checked = passage.verification === "unverified" ? null : passage.verification;
  return { title: passage.title, reference: passage.reference, quote: passage.text, year: passage.year, verifiedAt: checked?.checkedOn ?? null, verificationSource: checked?.source ?? null };
}

/**
 * The line an answer ends with: its source, the year of its figures and when it was checked against
 * a primary source; a passage never checked says so and sends the reader to a certified accountant.
 */
export function provenanceOf(passage: Passage): string {
  const source = `Fonte: ${passage.reference} (valores de ${passage.year}`;
  return passage.verification === "unverified"
    ? `${source}). Esta passagem ainda não foi confirmada numa fonte primária: confirme com o seu contabilista certificado.`
    : `${source}; verificado em ${passage.verification.checkedOn}).`;
}

/** The warning an answer carries when its passage holds something not confirmed for the year ("" when all is confirmed). */
export function cautionOf(passage: Passage): string {
  return passage.unverified ? `\n\nAtenção: ${passage.unverified} Confirme com o seu contabilista certificado antes de decidir.` : "";
}

/** "Não sei", naming what the knowledge base knows nearby and what to ask an accountant. */
export function notCovered(question: string, nearby: Passage[]): TaxAnswer {
  const near =
    nearby.length > 0
      ? ` Pode ajudar: ${nearby.map((passage) => `«${passage.title}» (${passage.reference})`).join(" e ")}; mas não encontrei aí o que pergunta, por isso não o dou como resposta.`
      : "";
  return {
    resposta:
      `Não sei responder a isso com segurança: nenhuma passagem da minha base de conhecimento fiscal trata exatamente desta pergunta, e não vou arriscar.${near} ` +
      `Pergunte a um contabilista certificado: «${question.trim().slice(0, 200)}», e leve a descrição da operação, as datas e valores, os NIF das partes e os documentos que já tem.`,
    sources: [],
    confidence: 0,
    engine: "local",
    clarification: null,
    type: "unknown",
  };
}
