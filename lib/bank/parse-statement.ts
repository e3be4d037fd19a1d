import { parsePortugueseAmount } from "@/lib/parse-amount";

// Bank statements have no standard. This reads the API's own `date;description;amount` format and
// real exports from Portuguese banks: preamble lines and a header row, `;`, tab or `,` separators,
// ISO or dd-mm-yyyy / dd/mm/yyyy dates, `1.234,56` or `1234.56` amounts, one signed amount column
// or separate Débito/Crédito columns, a running balance column, UTF-8 or Windows-1252.

export interface ParsedMovement {
  line: number;
  date: string;
  description: string;
  amountCents: number;
  balanceCents: number | null;
}

export interface LineProblem {
  line: number;
  reason: string;
}

export type ParseResult =
  | { ok: true; movements: ParsedMovement[]; format: string }
  | { ok: false; problems: LineProblem[]; message: string };

const HEADER_PATTERNS = {
  date: /^(data( (mov(imento)?|opera[cç][aã]o|lan[cç]amento))?|date|data mov\.?)$/i,
  valueDate: /^data (valor|valoriza[cç][aã]o)$/i,
  description: /^(descri[cç][aã]o|descritivo|movimento|description|designa[cç][aã]o|hist[oó]rico)$/i,
  amount: /^(montante|valor|amount|import[aâ]ncia|quantia)( \(?(eur|€)\)?)?$/i,
  debit: /^(d[eé]bito|debit)( \(?(eur|€)\)?)?$/i,
  credit: /^(cr[eé]dito|credit)( \(?(eur|€)\)?)?$/i,
  balance: /^(saldo( (contabil[ií]stico|dispon[ií]vel))?|balance)( \(?(eur|€)\)?)?$/i,
};

export function decodeStatement(bytes: Uint8Array): { text: string; encoding: "utf-8" | "windows-1252" } | { binary: true } {
  const sample = bytes.subarray(0, 4096);
  let control = 0;
  for (const byte of sample) if (byte === 0 || (byte < 9) || (byte > 13 && byte < 32)) control++;
  if (control > 0 && control / Math.max(sample.length, 1) > 0.01) return { binary: true };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, ""), encoding: "utf-8" };
  } catch {
    return { text: new TextDecoder("windows-1252").decode(bytes), encoding: "windows-1252" };
  }
}

function splitRow(line: string, separator: string): string[] {
  const cells: string[] = [];
  let current = "";
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index]!;
    if (char === '"') {
      if (quoted && line[index + 1] === '"') {
        current += '"';
        index++;
      } else quoted = !quoted;
    } else if (char === separator && !quoted) {
      cells.push(current.trim());
      current = "";
    } else current += char;
  }
  cells.push(current.trim());
  return cells;
}

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

function chooseSeparator(lines: string[]): string {
  let best = ";";
  let bestScore = -1;
  for (const separator of [";", "\t", ","]) {
    const counts = lines.slice(0, 50).map((line) => splitRow(line, separator).length).filter((count) => count >= 3);
    if (counts.length === 0) continue;
    const mode = counts.sort((a, b) => counts.filter((c) => c === b).length - counts.filter((c) => c === a).length)[0]!;
    const score = counts.filter((count) => count === mode).length * 10 + mode;
    if (score > bestScore) {
      best = separator;
      bestScore = score;
    }
  }
  return best;
}

interface Columns {
  date: number;
  description: number;
  amount?: number;
  debit?: number;
  credit?: number;
  balance?: number;
}

function headerColumns(cells: string[]): Columns | null {
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

export function parseStatement(text: string): ParseResult {
  const rawLines = text.split(/\r\n|\n|\r/);
  const nonEmpty = rawLines.map((line, index) => ({ line, number: index + 1 })).filter((entry) => entry.line.trim() !== "");
  if (nonEmpty.length === 0) return { ok: false, problems: [], message: "The statement is empty." };
  const separator = chooseSeparator(nonEmpty.map((entry) => entry.line));

  let columns: Columns = { date: 0, description: 1, amount: 2 };
  let firstDataIndex = 0;
  let format = "date;description;amount";
  const headerIndex = nonEmpty.findIndex((entry) => headerColumns(splitRow(entry.line, separator)) !== null);
  if (headerIndex >= 0) {
    columns = headerColumns(splitRow(nonEmpty[headerIndex]!.line, separator))!;
    firstDataIndex = headerIndex + 1;
    format = `header row at line ${nonEmpty[headerIndex]!.number}${headerIndex > 0 ? ` after ${headerIndex} preamble line(s)` : ""}, ${columns.amount !== undefined ? "signed amount" : "debit/credit columns"}${columns.balance !== undefined ? ", balance" : ""}`;
  }
  format += `, separator ${separator === "\t" ? "tab" : `'${separator}'`}`;

  const movements: ParsedMovement[] = [];
  const problems: LineProblem[] = [];
  for (const { line, number } of nonEmpty.slice(firstDataIndex)) {
    const cells = splitRow(line, separator);
    const cell = (index: number | undefined) => (index === undefined ? "" : (cells[index] ?? "").trim());
    const date = parseStatementDate(cell(columns.date));
    if (!date) {
      problems.push({ line: number, reason: `invalid date '${cell(columns.date).slice(0, 20)}' (expected YYYY-MM-DD, DD-MM-YYYY or DD/MM/YYYY)` });
      continue;
    }
    const description = cell(columns.description).replace(/\s+/g, " ");
    if (!description) {
      problems.push({ line: number, reason: "missing description" });
      continue;
    }
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
      problems.push({ line: number, reason: `invalid amount '${(columns.amount !== undefined ? cell(columns.amount) : `${cell(columns.debit)}|${cell(columns.credit)}`).slice(0, 20)}'` });
      continue;
    }
    if (Math.abs(amountCents) > 1_000_000_000) {
      problems.push({ line: number, reason: "amount too large" });
      continue;
    }
    const balanceText = cell(columns.balance);
    const balanceCents = balanceText ? parsePortugueseAmount(balanceText) : null;
    movements.push({ line: number, date, description: description.slice(0, 300), amountCents, balanceCents });
  }
  if (problems.length > 0) return { ok: false, problems, message: `${problems.length} line(s) could not be read; nothing was imported.` };
  if (movements.length === 0) return { ok: false, problems: [], message: "The statement has no movements." };
  return { ok: true, movements, format };
}
