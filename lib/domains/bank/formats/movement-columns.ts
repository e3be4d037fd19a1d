import { parsePortugueseAmount } from "@/lib/core/parse-amount";
import type { LineReading } from "./statement-format";

// Reading a movement from its cells once a format knows which column holds what. Shared by every
// format: dates (ISO, dd-mm-yyyy, dd/mm/yyyy), amounts (`1.234,56`, `1234.56`, …) as one signed
// column or separate debit/credit columns, an optional running balance.

export interface Columns {
  date: number;
  description: number;
  amount?: number;
  debit?: number;
  credit?: number;
  balance?: number;
}

const HEADER_PATTERNS = {
  date: /^(data( (mov(imento)?|opera[cç][aã]o|lan[cç]amento))?|date|data mov\.?)$/i,
  description: /^(descri[cç][aã]o|descritivo|movimento|description|designa[cç][aã]o|hist[oó]rico)$/i,
  amount: /^(montante|valor|amount|import[aâ]ncia|quantia)( \(?(eur|€)\)?)?$/i,
  debit: /^(d[eé]bito|debit)( \(?(eur|€)\)?)?$/i,
  credit: /^(cr[eé]dito|credit)( \(?(eur|€)\)?)?$/i,
  balance: /^(saldo( (contabil[ií]stico|dispon[ií]vel))?|balance)( \(?(eur|€)\)?)?$/i,
};

/** Half of a UTF-16 surrogate pair without its other half: not a character, and PostgreSQL's JSON refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The columns a header row names (Portuguese or English), or null when it lacks a date, a description or an amount. */
export function columnsNamedBy(cells: string[]): Columns | null {
  const find = (pattern: RegExp) => cells.findIndex((cell) => pattern.test(cell.replace(/\s+/g, " ").trim()));
  const date = find(HEADER_PATTERNS.date);
  const description = find(HEADER_PATTERNS.description);
  const amount = find(HEADER_PATTERNS.amount);
  const debit = find(HEADER_PATTERNS.debit);
  const credit = find(HEADER_PATTERNS.credit);
  const balance = find(HEADER_PATTERNS.balance);
  if (date < 0 || description < 0 || (amount < 0 && (debit < 0 || credit < 0))) return null;
  return { date, description, ...(amount >= 0 ? { amount } : { debit, credit }), ...(balance >= 0 ? { balance } : {}) };
}

/** "signed amount, balance" or "debit/credit columns": the part of the import's `format` text about the columns. */
export function describeColumns(columns: Columns): string {
  return `${columns.amount !== undefined ? "signed amount" : "debit/credit columns"}${columns.balance !== undefined ? ", balance" : ""}`;
}

/** `YYYY-MM-DD`, `DD-MM-YYYY`, `DD/MM/YYYY` or `DD.MM.YYYY` → ISO date; null for anything else or an impossible day. */
export function parseStatementDate(text: string): string | null {
  const value = text.trim();
  let year: number, month: number, day: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const european = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (european) [day, month, year] = [Number(european[1]), Number(european[2]), Number(european[3])];
  else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** The movement in one line's cells, or the reason it cannot be read. */
export function readMovement(cells: string[], columns: Columns): LineReading {
  const cell = (index: number | undefined) => (index === undefined ? "" : (cells[index] ?? "").trim());
  const date = parseStatementDate(cell(columns.date));
  if (!date) return { problem: `invalid date '${cell(columns.date).slice(0, 20)}' (expected YYYY-MM-DD, DD-MM-YYYY or DD/MM/YYYY)` };
  const description = cell(columns.description).replace(/\s+/g, " ");
  if (!description) return { problem: "missing description" };
  if (LONE_SURROGATE.test(description)) return { problem: "malformed Unicode in the description (a lone UTF-16 surrogate)" };
  let amountCents: number | null;
  if (columns.amount !== undefined) amountCents = parsePortugueseAmount(cell(columns.amount));
  else {
    const debitText = cell(columns.debit);
    const creditText = cell(columns.credit);
    const debit = debitText ? parsePortugueseAmount(debitText) : 0;
    const credit = creditText ? parsePortugueseAmount(creditText) : 0;
    amountCents = debit === null || credit === null || (!debitText && !creditText) ? null : credit - Math.abs(debit);
  }
  if (amountCents === null || amountCents === 0) {
    return { problem: `invalid amount '${(columns.amount !== undefined ? cell(columns.amount) : `${cell(columns.debit)}|${cell(columns.credit)}`).slice(0, 20)}'` };
  }
  if (Math.abs(amountCents) > 1_000_000_000) return { problem: "amount too large" };
  const balanceText = cell(columns.balance);
  const balanceCents = balanceText ? parsePortugueseAmount(balanceText) : null;
  return { movement: { date, description: description.slice(0, 300), amountCents, balanceCents } };
}
