import { monthPeriod, quarterPeriod, yearPeriod, type ReportPeriod } from "@/lib/domains/reports/report-period";
import { distance } from "fastest-levenshtein";
import { foldText } from "@/lib/core/fold-text";

// Periods as people say them: "em março", "março de 2025", "no 1.º trimestre", "T2", "Q3 2025",
// "este mês", "mês passado", "último trimestre", "este ano", "desde janeiro", "ano passado", "2025", and English.

const MONTHS: [RegExp, number][] = [
  [/\b(janeiro|jan|january)\b/, 1],
  [/\b(fevereiro|fev|february|feb)\b/, 2],
  [/\b(marco|mar|march)\b/, 3],
  [/\b(abril|abr|april|apr)\b/, 4],
  [/\b(maio|may)\b/, 5],
  [/\b(junho|jun|june)\b/, 6],
  [/\b(julho|jul|july)\b/, 7],
  [/\b(agosto|ago|august|aug)\b/, 8],
  [/\b(setembro|set|september|sep|sept)\b/, 9],
  [/\b(outubro|out|october|oct)\b/, 10],
  [/\b(novembro|nov|november)\b/, 11],
  [/\b(dezembro|dez|december|dec)\b/, 12],
];
const ORDINAL_QUARTER: [RegExp, number][] = [
  [/\b(1|primeiro|first)\s*(o|º|\.o|\.º|st)?\s*(trimestre|quarter)\b/, 1],
  [/\b(2|segundo|second)\s*(o|º|\.o|\.º|nd)?\s*(trimestre|quarter)\b/, 2],
  [/\b(3|terceiro|third)\s*(o|º|\.o|\.º|rd)?\s*(trimestre|quarter)\b/, 3],
  [/\b(4|quarto|fourth)\s*(o|º|\.o|\.º|th)?\s*(trimestre|quarter)\b/, 4],
];

const FULL_MONTHS = ["janeiro", "fevereiro", "marco", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];

/** The quarter whose first and last months the message names as a span («de janeiro a março», «julho, agosto e setembro»), or null. */
function quarterOfMonths(text: string): number | null {
  const span = new RegExp(`\\b(${FULL_MONTHS.join("|")})\\b(?:\\s*,\\s*(?:${FULL_MONTHS.join("|")}))?\\s*(?:,|\\s(?:a|ate|e|to|and|-))\\s*(?:o\\s+fim\\s+de\\s+)?(${FULL_MONTHS.join("|")})\\b`).exec(text);
  if (!span) return null;
  const first = FULL_MONTHS.indexOf(span[1]!) + 1;
  const last = FULL_MONTHS.indexOf(span[2]!) + 1;
  return first % 3 === 1 && last === first + 2 ? (first + 2) / 3 : null;
}

/**
 * The period words long enough to forgive a typo in («ano pasado», «mes passsado», «trimestre anteiror», «setembor»):
 * six letters or more, so short month names and ordinary words («junho»/«julho», «mar», «set») are never guessed.
 */
const PERIOD_WORDS = ["passado", "passada", "anterior", "trimestre", "janeiro", "fevereiro", "agosto", "setembro", "outubro", "novembro", "dezembro"];

/** A word one typo away from a period word (same first letter, not its plural), written as that word. */
function periodWordOf(word: string): string {
  if (word.length < 6 || PERIOD_WORDS.includes(word)) return word;
  const near = PERIOD_WORDS.find((key) => key[0] === word[0] && word !== `${key}s` && (distance(word, key) <= 1 || (word.length === key.length && swapsTwo(word, key))));
  return near ?? word;
}

/** Whether `a` is `b` with two neighbouring letters swapped («anteiror» for «anterior»). */
function swapsTwo(a: string, b: string): boolean {
  let first = 0;
  while (first < a.length && a[first] === b[first]) first++;
  return first < a.length - 1 && a[first] === b[first + 1] && a[first + 1] === b[first] && a.slice(first + 2) === b.slice(first + 2);
}

/** The period a message names, relative to `today` (YYYY-MM-DD); null when it names none. */
export function extractPeriod(message: string, today: string): ReportPeriod | null {
  const text = foldText(message)
    .replace(/(\d)\s*\.\s*(º|o)/g, "$1$2")
    .replace(/\p{Letter}+/gu, periodWordOf);
  const currentYear = Number(today.slice(0, 4));
  const currentMonth = Number(today.slice(5, 7));
  const currentQuarter = Math.ceil(currentMonth / 3);
  // A year written in full, or in two digits after a month or a quarter («agosto de 25», «3T25»).
  const fullYear = text.match(/(?<!\d)(20\d{2})(?!\d)/)?.[1];
  const shortYear = text.match(/\b(?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|trimestre)\s+(?:de\s+)?(2\d)\b|\b[tq][1-4]\s*[/-]?\s*(2\d)\b|\b[1-4]t\s*(2\d)\b/);
  const explicitYear = fullYear ?? (shortYear ? `20${shortYear[1] ?? shortYear[2] ?? shortYear[3]}` : undefined);
  // «setembro do ano passado», «o 2º trimestre do ano passado», «Q2 last year»: a month or a quarter of last year.
  const ofLastYear = !explicitYear && /\b(ano\s+passado|ano\s+anterior|last\s+year|previous\s+year)\b/.test(text);
  const namedYear = explicitYear !== undefined || ofLastYear;
  const year = explicitYear ? Number(explicitYear) : ofLastYear ? currentYear - 1 : currentYear;

  // «T3», «Q3», «3T», «3T25», «3º tri», «3.º trim».
  const quarterCode = text.match(/\b(?:t|q)([1-4])(?:\s*[/-]?\s*(?:20)?\d{2})?\b|\b([1-4])t(?:\s*(?:20)?\d{2})?\b|\b([1-4])\s*(?:o|º)?\s*(?:tri|trim)\b/);
  if (quarterCode) return quarterPeriod(year, Number(quarterCode[1] ?? quarterCode[2] ?? quarterCode[3]));
  for (const [pattern, quarter] of ORDINAL_QUARTER) if (pattern.test(text)) return quarterPeriod(year, quarter);
  // «o último trimestre de 2025»: that year's fourth.
  if (explicitYear && /\b(ultimo|last)\s+(trimestre|quarter)\s+(de|of)\b/.test(text)) return quarterPeriod(year, 4);
  if (/\b(este|neste|deste|this)\s+(trimestre|quarter)\b|\btrimestre\s+(atual|corrente|em curso)\b|\bcurrent\s+quarter\b/.test(text)) return quarterPeriod(currentYear, currentQuarter);
  // "no trimestre", "do trimestre" with no other quarter named: the current one.
  if (/\b(no|do|o|the)\s+(trimestre|quarter)\b(?!\s+(passado|anterior|que\s+(acabou|terminou|passou)))/.test(text)) return quarterPeriod(currentYear, currentQuarter);
  // «de janeiro a março», «entre julho e setembro», «julho, agosto e setembro»: the months of one quarter, first to last.
  const spanned = quarterOfMonths(text);
  if (spanned) return quarterPeriod(namedYear ? year : spanned > currentQuarter ? currentYear - 1 : currentYear, spanned);
  if (/\b(trimestre\s+passado|ultimo\s+trimestre|trimestre\s+anterior|last\s+quarter|previous\s+quarter|trimestre\s+que\s+(acabou|terminou|passou))\b/.test(text)) {
    return currentQuarter === 1 ? quarterPeriod(currentYear - 1, 4) : quarterPeriod(currentYear, currentQuarter - 1);
  }

  // "desde janeiro", "desde o início do ano", "year to date": the year so far.
  if (/\b(desde|since)\s+(o\s+)?(inicio\s+do\s+ano|principio\s+do\s+ano|janeiro|january|1\s+de\s+janeiro)\b|\b(year\s+to\s+date|acumulado\s+do\s+ano)\b/.test(text)) return yearPeriod(year);
  if (/\b(este|neste|deste|this)\s+(mes|month)\b|\bmes\s+(atual|corrente|em curso)\b|\bcurrent\s+month\b/.test(text)) return monthPeriod(currentYear, currentMonth);
  if (/\b(mes\s+passado|ultimo\s+mes|mes\s+anterior|last\s+month|previous\s+month|mes\s+que\s+(acabou|terminou|passou))\b/.test(text)) {
    return currentMonth === 1 ? monthPeriod(currentYear - 1, 12) : monthPeriod(currentYear, currentMonth - 1);
  }
  // A month in digits before its year: «09/2026», «10-2025».
  const numericMonth = text.match(/(?<![\d/])(0?[1-9]|1[0-2])\s*[/-]\s*(20\d{2})(?![\d/])/);
  if (numericMonth) return monthPeriod(Number(numericMonth[2]), Number(numericMonth[1]));
  // A month name; "mar" and "set" are also ordinary words, so short forms need a year or "em".
  for (const [pattern, month] of MONTHS) {
    const found = text.match(pattern);
    if (!found) continue;
    const short = found[1]!.length <= 3;
    if (short && !new RegExp(`\\b(em|de|in)\\s+${found[1]}\\b|\\b${found[1]}\\s+(de\\s+)?20\\d{2}\\b`).test(text)) continue;
    // "março" alone means the last March that has started.
    const monthYear = namedYear ? year : month > currentMonth ? currentYear - 1 : currentYear;
    return monthPeriod(monthYear, month);
  }

  if (/\b(ano\s+passado|ultimo\s+ano|ano\s+anterior|last\s+year|previous\s+year|ano\s+que\s+(acabou|terminou|passou))\b/.test(text)) return yearPeriod(currentYear - 1);
  if (explicitYear || /\b(este|neste|deste|this)\s+(ano|year)\b|\bano\s+(corrente|atual|em curso)\b|\bcurrent\s+year\b|\bate\s+(agora|hoje|a data|ao momento)\b|\bytd\b|\bto date\b|\b(o\s+ano\s+(todo|inteiro)|todo\s+o\s+ano)\b/.test(text)) return yearPeriod(year);
  return null;
}
