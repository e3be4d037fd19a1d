import { splitRow, separatorName } from "./csv-cells";
import { columnsNamedBy, describeColumns, readMovement } from "./movement-columns";
import type { StatementFormat } from "./statement-format";

// Most bank exports: some preamble lines (bank, account, period), then a header row whose names say
// which column is the date, the description, the amount (or debit and credit) and the balance.
// Samples: banco-debito-credito-windows1252.csv, banco-tabulacoes.tsv, banco-virgulas-ingles.csv and
// the API's own formato-api.csv (`date;description;amount` is a header row too).

export const headerRowFormat: StatementFormat = {
  id: "header-row",
  label: "any export with a header row naming its columns",
  detect({ lines, numbers, separator }) {
    const headerIndex = lines.findIndex((line) => columnsNamedBy(splitRow(line, separator)) !== null);
    if (headerIndex < 0) return null;
    const columns = columnsNamedBy(splitRow(lines[headerIndex]!, separator))!;
    const preamble = headerIndex > 0 ? ` after ${headerIndex} preamble line(s)` : "";
    return {
      firstDataIndex: headerIndex + 1,
      description: `header row at line ${numbers[headerIndex]}${preamble}, ${describeColumns(columns)}, separator ${separatorName(separator)}`,
      readLine: (line) => readMovement(splitRow(line, separator), columns),
    };
  },
};
