import { parsePortugueseAmount } from "@/lib/core/parse-amount";
import { foldText } from "@/lib/core/fold-text";

// Euro amounts in free text: "1.250,50 €", "€ 60", "60€", "60 euros", "mil euros", "2 mil €", "1k", "1,5k",
// "1,5 mil euros", "EUR 45", and a price with cents and no currency after «a»/«por» ("20 caixas a 12,50":
// two decimals after a comma are cents, never a count, a date or a rate), and a bare unit price said to be each one's
// ("3 portas a 450 cada"). Each with where it was found, so callers can read what surrounds it.

export interface FoundAmount {
  cents: number;
  index: number;
  length: number;
}

const NUMBER = String.raw`\d{1,3}(?:[.\s]\d{3})+(?:,\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const CURRENCY = String.raw`€|eur(?:os?)?\b`;
const SPELLED: Record<string, number> = { um: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10, vinte: 20, cem: 100 };

const PATTERNS: { pattern: RegExp; cents: (match: RegExpExecArray) => number | null }[] = [
  // "2 mil €", "1,5 mil euros", "mil euros", "dois mil euros"
  {
    pattern: new RegExp(String.raw`(?:\b(${NUMBER}|${Object.keys(SPELLED).join("|")})\s+)?\bmil\s*(?:${CURRENCY})`, "gi"),
    cents: (match) => {
      const multiplier = match[1] ? (SPELLED[match[1]] ?? parsePortugueseAmount(match[1])! / 100) : 1;
      return Math.round(multiplier * 1000 * 100);
    },
  },
  // "1k", "1,5k", "2.5k €": thousands as owners type them.
  {
    pattern: /\b(\d{1,3}(?:[.,]\d{1,2})?)\s?k\b(?:\s*(?:€|eur(?:os?)?\b))?/gi,
    cents: (match) => Math.round(Number(match[1]!.replace(",", ".")) * 1000 * 100),
  },
  { pattern: new RegExp(String.raw`(?:€|\beur\b)\s*(${NUMBER})`, "gi"), cents: (match) => parsePortugueseAmount(match[1]!) },
  { pattern: new RegExp(String.raw`(${NUMBER})\s*(?:${CURRENCY})`, "gi"), cents: (match) => parsePortugueseAmount(match[1]!.trim()) },
  { pattern: /(?<=\b(?:a|por|at)\s+)(\d{1,3}(?:\.\d{3})*,\d{2}|\d+,\d{2})(?![\d,.]|\s*%)/gi, cents: (match) => parsePortugueseAmount(match[1]!) },
  // A unit price without currency or cents, said to be each one's («3 portas a 450 cada», «5 aulas a 30 each»).
  { pattern: new RegExp(String.raw`(?<=\b(?:a|por|at)\s+)(${NUMBER})(?=\s*(?:cada|each)\b)`, "gi"), cents: (match) => parsePortugueseAmount(match[1]!) },
];

export function extractAmounts(message: string): FoundAmount[] {
  const text = foldText(message);
  const found: FoundAmount[] = [];
  for (const { pattern, cents } of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const overlaps = found.some((amount) => match.index! < amount.index + amount.length && amount.index < match.index! + match[0].length);
      const value = cents(match as RegExpExecArray);
      if (!overlaps && value !== null && Number.isFinite(value)) found.push({ cents: value, index: match.index!, length: match[0].length });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}
