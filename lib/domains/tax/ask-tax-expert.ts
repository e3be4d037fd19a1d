import { z } from "zod";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { configuredModel } from "@/lib/core/ai/configured-model";
import { database } from "@/lib/core/db";
import { askerFactClarification, clarificationFor, type CompanyProfile, ownCaseClarification, shortOwnCaseClarification } from "./clarify";
import { caseText } from "./case-split";
import { concreteDeadline } from "./concrete-deadline";
import { independentContributionNote } from "./independent-contribution";
import { mealAllowanceNote } from "./meal-allowance";
import { answerWithModel } from "./answer-with-model";
import { ENGLISH_NOTE } from "./english-question";
import { givesVatRate, regionalRatesNote, regionsNamed, withoutRegion } from "./regional-rates";
import { workedCase } from "./worked-case";
import type { Passage } from "./knowledge";
import { cautionOf, notCovered, provenanceOf, sourceOf, taxAnswerSchema, type TaxAnswer } from "./tax-answer";
import { nearbyPassages } from "./tax-knowledge-search";
import { answeringPassages, foldQuestion, readQuestion } from "./tax-question-match";

// The tax expert's local engine: the passage that answers the question asked, quoted with its legal
// reference, the year its figures hold for and when it was checked against a primary source (or a
// warning to confirm with a certified accountant when it was not). When none does, an honest
// "não sei" naming what it knows nearby: it never answers from a neighbouring passage.

export function answerLocally(question: string, profile?: CompanyProfile): TaxAnswer {
  // A question that gives the figures a rule needs gets the rule applied to them (worked-case.ts), with its sources.
  const worked = workedCase(question);
  if (worked) {
    const rules = worked.passages.map((passage) => `${passage.text}${cautionOf(passage)}\n\n${provenanceOf(passage)}`).join("\n\n");
    const answer = `${worked.working}\n\n${rules}`;
    return { resposta: readQuestion(question).english ? `${ENGLISH_NOTE}\n\n${answer}` : answer, sources: worked.passages.map(sourceOf), confidence: 0.85, engine: "local", clarification: null, type: "answer" };
  }
  const clarification = clarificationFor(foldQuestion(question), profile);
  if (clarification) {
    return { resposta: clarification.text, sources: clarification.passages.map(sourceOf), confidence: 0.75, engine: "local", clarification: clarification.request, type: "clarification" };
  }
  const best = answeringPassages(question)[0] ?? regionalRateMatch(question);
  if (!best) return answerInParts(question) ?? notCovered(question, nearbyPassages(question));
  const { passage } = best;
  const folded = foldQuestion(question);
  const ownCase = ownCaseClarification(folded, passage) ?? askerFactClarification(folded, passage) ?? shortOwnCaseClarification(folded, readQuestion(question).content.length, passage);
  if (ownCase) return { resposta: ownCase.text, sources: ownCase.passages.map(sourceOf), confidence: 0.75, engine: "local", clarification: ownCase.request, type: "clarification" };
  const answer = quoted(question, passage);
  return {
    resposta: readQuestion(question).english ? `${ENGLISH_NOTE}\n\n${answer}` : answer,
    sources: [sourceOf(passage)],
    confidence: best.confidence,
    engine: "local",
    clarification: null,
    type: "answer",
  };
}

/**
 * A VAT-rate question naming one autonomous region that no passage answers as asked: the same question without the
 * region, when a passage giving the good's mainland rate and the region's answers it — `quoted` then gives the region's counterpart
 * (regional-rates.ts: the regions' rates are the mainland's three, each with its regional counterpart).
 */
function regionalRateMatch(question: string): ReturnType<typeof answeringPassages>[number] | undefined {
  const folded = foldQuestion(question);
  const regions = regionsNamed(folded);
  if (regions.length !== 1) return undefined;
  const mainland = answeringPassages(withoutRegion(folded))[0];
  // Only a passage that itself states the region's rate («6% no continente (4% nos Açores…)»): one that gives the
  // mainland rate alone would put «23%» before the region's counterpart, read as the answer (set 9's key counts it wrong).
  return mainland && givesVatRate(mainland.passage) && regionsNamed(foldQuestion(mainland.passage.text)).includes(regions[0]!) ? mainland : undefined;
}

/**
 * A passage as the answer: its text — only the asker's own case when the question states one of the cases its rule
 * splits on (case-split.ts); for a question naming an autonomous region, that region's counterparts
 * of the VAT rates it gives first (regional-rates.ts), then the mainland rule, labelled; a figure that could not be confirmed for the year is never
 * given as certain; its source.
 */
function quoted(question: string, passage: Passage): string {
  const regional = regionalRatesNote(foldQuestion(question), passage);
  // The region's rates lead (the asker's case), the passage's mainland rates follow, labelled as such (round casefit).
  const lead = regional ? `No seu caso: ${regional}\n\nA regra, dada com as taxas do continente:\n\n` : "";
  // A figure that could not be confirmed for the year is never given as certain (cautionOf).
  return `${lead}${caseText(foldQuestion(question), passage, ofTheYearAsked(question, passage))}${concreteDeadline(question, passage.text)}${mealAllowanceNote(question, passage)}${independentContributionNote(question, passage)}${cautionOf(passage)}\n\n${provenanceOf(passage)}`;
}

/**
 * A question that names the passage's year («o IAS em 2026») gets that year's figures only: the earlier year's,
 * kept in the passage in brackets for questions on the past year («(522,50 € em 2025)»), would be a second figure
 * beside the one asked — the reader may take the stale one.
 */
export function ofTheYearAsked(question: string, passage: Passage): string {
  if (!new RegExp(`\\b${passage.year}\\b`).test(question)) return passage.text;
  const earlier = Array.from({ length: 3 }, (_, back) => passage.year - 1 - back).join("|");
  // A bracket that also gives the year asked («29 542,15 € em 2026 …; 28 737,50 € em 2025») is kept whole.
  // So is a sentence on the earlier year's values («Em 2025, com 870 €, os valores eram outros…»): the question asked
  // this year's, and a second figure is read as the answer (round open14, set 14).
  return passage.text
    .replace(new RegExp(`\\s?\\((?![^()]*\\b${passage.year}\\b)(?:[^()]*\\bem (?:${earlier})\\b[^()]*)\\)`, "g"), "")
    .replace(new RegExp(`(^|(?<=[.!?]))\\s*Em (?:${earlier}),[^.]*\\.(?=\\s|$)`, "g"), "");
}

// Words that open the second item of a list ("no pão e no café", "nas refeições? e nas imperiais?").
const ITEM_OPENERS = "no|na|nos|nas|do|da|dos|das|on|for|of";

/**
 * The parts of a question that asks the same thing of two items ("que IVA ponho no pão e no café que
 * sirvo ao balcão?", "… nas refeições? e nas imperiais?"): the question as asked of the first item, and
 * the same question with the first item replaced by the second. Null when it is not such a question.
 */
export function questionParts(question: string): [string, string] | null {
  const match = question.match(new RegExp(`^(.+?)\\s*\\??\\s+(?:e|and)\\s+((?:${ITEM_OPENERS})\\s+[^?]+?)\\s*\\?*\\s*$`, "i"));
  const [, first, second] = match ?? [];
  if (!first || !second) return null;
  const opener = (second.split(/\s+/)[0] ?? "").toLowerCase();
  const at = first.toLowerCase().lastIndexOf(` ${opener} `);
  if (at < 0) return null;
  return [`${first.replace(/\?+$/, "")}?`, `${first.slice(0, at)} ${second}?`];
}

/**
 * Answers a two-item question part by part: each part must be answered by its own passage through the
 * same gate, or the whole question is "não sei" (never half an answer given as the whole).
 */
function answerInParts(question: string): TaxAnswer | null {
  const parts = questionParts(question);
  if (!parts) return null;
  const matches = parts.map((part) => answeringPassages(part)[0]);
  if (matches.some((match) => match === undefined)) return null;
  const passages = [...new Map(matches.map((match) => [match!.passage.id, match!.passage])).values()];
  const body = passages.map((passage) => quoted(question, passage)).join("\n\n");
  const answer = passages.length > 1 ? `A pergunta tem duas partes; cada uma tem a sua regra.\n\n${body}` : body;
  return {
    resposta: readQuestion(question).english ? `${ENGLISH_NOTE}\n\n${answer}` : answer,
    sources: passages.map(sourceOf),
    confidence: Math.min(...matches.map((match) => match!.confidence)),
    engine: "local",
    clarification: null,
    type: "answer",
  };
}

export const askTaxExpert = defineOperation({
  name: "ask_tax_expert",
  title: "Ask the tax expert",
  description:
    "Answers a question about Portuguese tax rules for small companies (VAT rates, exemptions, exigibility, cash VAT, intra-EU and reverse charge, invoices and corrections, deductible VAT by expense, IRC rates, payments on account and autonomous taxation, IRS category B and withholding, Social Security, meal and mileage allowances, document keeping, e-Fatura, SAF-T, deadlines) from a knowledge base kept with its legal sources; the answer cites them (`sources`, with the year the figures hold for). It answers only when a passage is about the question's subject and gives what is asked; otherwise it says it does not know and what to ask an accountant. English questions are answered in Portuguese. When the answer depends on data the question lacks (\"how much income tax will I pay?\"), it says what it depends on, quotes the rules that apply and asks for the data (`type: clarification`), using the company's profile (VAT regime, legal form, employees) where it settles part of it. It does not look at the company's books: combine with get_fiscal_calendar or get_financial_report for figures.",
  scope: "read",
  http: { method: "POST", path: "/tax-expert" },
  input: z.object({ question: z.string().trim().min(3, "must have at least 3 characters").max(2000, "must have at most 2 000 characters").describe("The question, in Portuguese (or English).") }),
  output: taxAnswerSchema,
  hints: HINTS.readOnly,
  async run(context, input) {
    // The company's profile settles part of some answers (its VAT regime, legal form, employees).
    const profile = (await database().company.findUnique({ where: { id: context.companyId }, select: { vatRegime: true, legalForm: true, hasEmployees: true } })) ?? undefined;
    const model = configuredModel();
    return model ? answerWithModel(input.question, model, profile) : answerLocally(input.question, profile);
  },
});
