import { PASSAGES, type Passage } from "./knowledge";
import { isEnglish, portugueseTerms } from "./english-question";
import { meaningfulTerms } from "./portuguese-terms";
import { asksOf } from "./question-asks";
import { hasTermPhrase, sameWord } from "./term-match";

// Whether a passage answers a question, and how sure we are. A passage answers only when
//  1. the question names the passage's subject (one of its `subjects`), not merely a shared word;
//  2. the kind of answer asked (a rate, a date, a deduction, whether VAT applies) is one it gives;
//  3. the question's other content words are the passage's own: a word it does not know ("bicicleta",
//     "selo", "criptomoeda") means the question is about something the passage does not cover
//     ("independente" in a question about Social Security rates: the self-employed, not employees).
// Shared keywords alone never make an answer: that is what made neighbouring passages answer
// confidently before.

// Words that say how a question is asked, not what it is about.
const QUESTION_WORDS = new Set(
  (
    "iva imposto fiscal taxa pagar paga pago pagam pagamo cobrar cobro cobra cobram empresa portugal qual quai quanto quanta quando prazo ate dia tenho posso faco fazer aplica aplico aplicar " +
    "valor percentagem limite ano obrigatorio obrigado preciso precisa devo regra funciona tambem agora entao sim nao porque sobre entre cada todo toda sou estou esta estao vou vai ter " +
    "ja hoje neste nesse desse deste isto aquilo algum alguma outro outra caso favor euro eur mil menos mai acima abaixo serem sera seria existe ha onde alguem afinal " +
    "num numa nun dum duma la lo lhe te quem qualquer coisa foi fui era ainda so apenas mesmo bem tido sido feito fica ficar continua quer queria gostaria saber diga dizer explica explicar leva levam teem entra entram ele ela eles elas acontece acontecer " +
    "janeiro fevereiro marco abril maio junho julho agosto setembro outubro novembro dezembro " +
    "what when which who how much many do doe did we my our you your to for in on at an and or are be have has need should must can it this that with from by about apply applie there any"
  ).split(" "),
);

export interface QuestionReading {
  terms: string[];
  content: string[];
  asks: ReturnType<typeof asksOf>;
  english: boolean;
}

export function readQuestion(question: string): QuestionReading {
  const folded = question.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
  const english = isEnglish(folded);
  // A "fatura-recibo" is its own document, not a fatura plus the "recibos verdes".
  const text = (english ? portugueseTerms(folded) : folded).replace(/\bfaturas?[- ]recibos?\b/g, "faturarecibo");
  const terms = meaningfulTerms(text);
  const content = [...new Set(terms.filter((term) => !QUESTION_WORDS.has(term) && !/^\d+$/.test(term)))];
  return { terms, content, asks: asksOf(text), english };
}

export interface PassageMatch {
  passage: Passage;
  /** Words of the longest subject the question names. */
  subjectLength: number;
  /** Content words of the question that are words of the passage's subjects. */
  subjectWordsNamed: number;
  /** 0 to 1: how sure the match is (calibrated on tests/eval, see `npm run eval`). */
  confidence: number;
}

const vocabularies = new Map<string, string[]>();
const subjectTerms = new Map<string, string[][]>();

function vocabularyOf(passage: Passage): string[] {
  let vocabulary = vocabularies.get(passage.id);
  if (!vocabulary) {
    vocabulary = [...new Set(meaningfulTerms([passage.title, passage.text, passage.keywords ?? "", passage.topic, ...passage.subjects].join(" ")))];
    vocabularies.set(passage.id, vocabulary);
  }
  return vocabulary;
}

function subjectsOf(passage: Passage): string[][] {
  let subjects = subjectTerms.get(passage.id);
  if (!subjects) {
    subjects = passage.subjects.map((subject) => meaningfulTerms(subject)).filter((terms) => terms.length > 0);
    subjectTerms.set(passage.id, subjects);
  }
  return subjects;
}

function matchOf(passage: Passage, reading: QuestionReading): PassageMatch | null {
  const named = subjectsOf(passage).filter((subject) => hasTermPhrase(reading.terms, subject));
  if (named.length === 0) return null;
  if (reading.asks.size > 0 && !passage.asks.some((kind) => reading.asks.has(kind))) return null;
  const vocabulary = vocabularyOf(passage);
  if (!reading.content.every((term) => vocabulary.some((word) => sameWord(term, word)))) return null;
  const subjectLength = Math.max(...named.map((subject) => subject.length));
  const subjectWordsNamed = reading.content.filter((term) => subjectsOf(passage).some((subject) => subject.some((word) => sameWord(term, word)))).length;
  return { passage, subjectLength, subjectWordsNamed, confidence: 0 };
}

/** The passages that answer the question, best first, each with its confidence; empty when none does. */
export function answeringPassages(question: string): PassageMatch[] {
  const reading = readQuestion(question);
  if (reading.terms.length === 0) return [];
  const matches = PASSAGES.map((passage) => matchOf(passage, reading))
    .filter((match): match is PassageMatch => match !== null)
    .sort((a, b) => b.subjectLength - a.subjectLength || b.subjectWordsNamed - a.subjectWordsNamed);
  return matches.map((match, index) => {
    const rival = matches[index === 0 ? 1 : 0];
    const distinct = !rival || (index === 0 && (match.subjectLength > rival.subjectLength || match.subjectWordsNamed > rival.subjectWordsNamed));
    const confidence = 0.65 + (reading.asks.size > 0 ? 0.1 : 0) + (match.subjectLength >= 2 ? 0.1 : 0) + (distinct ? 0.1 : 0);
    return { ...match, confidence: Math.round(Math.min(0.95, confidence) * 100) / 100 };
  });
}
