// Splitting statement lines into cells. Bank exports are one movement per line, so a line-at-a-time
// splitter is enough; it is lenient with quotes where strict CSV parsers refuse real exports.

/** The cells of one line, trimmed; `"` quotes a separator, `""` inside quotes is a quote. */
export function splitRow(line: string, separator: string): string[] {
  // Most lines have no quotes: native split, far less garbage than building cells a character at a time.
  if (!line.includes('"')) return line.split(separator).map((cell) => cell.trim());
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

/** Of `;`, tab and `,`, the separator giving the most lines with the same number (≥ 3) of cells. */
export function chooseSeparator(lines: string[]): string {
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

/** How a separator is named in the import's `format` text. */
export function separatorName(separator: string): string {
  return separator === "\t" ? "tab" : `'${separator}'`;
}
