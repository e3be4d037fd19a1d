import { eventLoopBreaks } from "./event-loop-breaks";
import { chooseSeparator } from "./formats/csv-cells";
import { STATEMENT_FORMATS } from "./formats";
import type { LineProblem, ParsedMovement, StatementLayout } from "./formats/statement-format";

// Bank statements have no standard: each format in ./formats recognises its own layout from the
// first lines; this file decodes the bytes, numbers the lines, enforces the line cap and reads every
// movement line with the chosen format, with breaks for the event loop so that a 5 MB statement
// never holds the server for more than a few milliseconds at a time.

export type { LineProblem, ParsedMovement } from "./formats/statement-format";

/** Most movement lines (non-empty lines after the header) one import may carry. */
export const MAX_STATEMENT_LINES = 20_000;
/** How many non-empty lines formats may look at to recognise a statement. */
const HEAD_LINES = 50;
/** Longest line read: bank exports stay far below (descriptions are kept to 300), and splitting one 5 MB line blocked ~1.5 s. */
export const MAX_LINE_CHARS = 2_000;

export type ParseResult =
  | { ok: true; movements: ParsedMovement[]; format: string; formatId: string }
  | { ok: false; problems: LineProblem[]; message: string; tooManyLines?: { count: number; max: number } };

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

interface NumberedLines {
  /** Non-empty lines with their 1-based numbers, kept up to the most an accepted statement can have. */
  lines: { text: string; number: number }[];
  /** All non-empty lines, also those not kept. */
  count: number;
}

/** The statement's non-empty lines (LF, CRLF or CR), found a slice at a time: even 5 MB of newlines never blocks. */
async function numberedLines(text: string, keepAtMost: number): Promise<NumberedLines> {
  const breakIfDue = eventLoopBreaks();
  const lines: NumberedLines["lines"] = [];
  const breaks = /\r\n|\n|\r/g;
  let count = 0;
  let start = 0;
  for (let number = 1; start <= text.length; number++) {
    const found = breaks.exec(text);
    const end = found ? found.index : text.length;
    const line = text.slice(start, end);
    if (line.trim() !== "" && ++count <= keepAtMost) lines.push({ text: line, number });
    start = found ? end + found[0].length : text.length + 1;
    const pause = (number & 255) === 0 ? breakIfDue() : undefined; // blank lines cost next to nothing: look at the clock less often
    if (pause) await pause;
  }
  return { lines, count };
}

function detectLayout(head: { text: string; number: number }[]): { formatId: string; layout: StatementLayout } {
  const lines = head.map((line) => line.text);
  const context = { lines, numbers: head.map((line) => line.number), separator: chooseSeparator(lines) };
  for (const format of STATEMENT_FORMATS) {
    const layout = format.detect(context);
    if (layout) return { formatId: format.id, layout };
  }
  throw new Error("The last statement format must accept any statement.");
}

/** Every movement in the statement, or every line that cannot be read (then nothing may be imported). */
export async function parseStatement(text: string): Promise<ParseResult> {
  const { lines, count } = await numberedLines(text, MAX_STATEMENT_LINES + HEAD_LINES + 1);
  if (count === 0) return { ok: false, problems: [], message: "The statement is empty." };
  const { formatId, layout } = detectLayout(lines.slice(0, HEAD_LINES).map((line) => ({ ...line, text: line.text.slice(0, MAX_LINE_CHARS) })));
  const movementLines = count - layout.firstDataIndex;
  if (movementLines > MAX_STATEMENT_LINES) {
    return {
      ok: false,
      problems: [],
      message: `The statement has ${movementLines} movement lines; at most ${MAX_STATEMENT_LINES} can be imported at once. Split it by period and import each part.`,
      tooManyLines: { count: movementLines, max: MAX_STATEMENT_LINES },
    };
  }

  const breakIfDue = eventLoopBreaks();
  const movements: ParsedMovement[] = [];
  const problems: LineProblem[] = [];
  for (let index = layout.firstDataIndex; index < lines.length; index++) {
    const { text: line, number } = lines[index]!;
    const reading = line.length > MAX_LINE_CHARS ? { problem: `line longer than ${MAX_LINE_CHARS} characters` } : layout.readLine(line);
    if (reading && "problem" in reading) problems.push({ line: number, reason: reading.problem });
    else if (reading) movements.push({ line: number, ...reading.movement });
    const pause = breakIfDue();
    if (pause) await pause;
  }
  if (problems.length > 0) return { ok: false, problems, message: `${problems.length} line(s) could not be read; nothing was imported.` };
  if (movements.length === 0) return { ok: false, problems: [], message: "The statement has no movements." };
  return { ok: true, movements, format: layout.description, formatId };
}
