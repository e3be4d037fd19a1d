// What every bank format provides. A format looks at the first lines of a statement and, when it
// recognises them, returns a layout: where the movements start and how to read one line. The shared
// driver (../parse-statement.ts) does the rest: line numbering, the line cap, breaks for the event
// loop, and collecting problems so that an import stays all or nothing.

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

/** One line read: a movement, or why it cannot be read. */
export type LineReading = { movement: Omit<ParsedMovement, "line"> } | { problem: string };

export interface StatementLayout {
  /** Index, among the statement's non-empty lines, of the first movement line. */
  firstDataIndex: number;
  /** How the file was read, returned by the import as `format` (e.g. header row, columns, separator). */
  description: string;
  /** Reads one movement line; `null` for a line the format knows carries no movement (e.g. a closing-balance footer). */
  readLine(line: string): LineReading | null;
}

export interface StatementHead {
  /** The statement's first non-empty lines (at most 50): all that detection may look at. */
  lines: string[];
  /** The 1-based line number in the file of each of `lines` (blank lines are skipped but counted). */
  numbers: number[];
  /** The separator that splits these lines most consistently: `;`, tab or `,`. */
  separator: string;
}

export interface StatementFormat {
  /** Stable identifier, e.g. `cgd-caixadirecta`. */
  id: string;
  /** Who exports it, for people: e.g. "Caixa Geral de Depósitos (Caixadirecta)". */
  label: string;
  /** This format's layout for a statement that starts with `head`, or null when the statement is not in this format. */
  detect(head: StatementHead): StatementLayout | null;
}
