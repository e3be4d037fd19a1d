import { splitRow, separatorName } from "./csv-cells";
import { readMovement, type Columns } from "./movement-columns";
import type { StatementFormat } from "./statement-format";

// The API's minimal format: no header, three columns `date;description;amount` (also with tab or `,`).
// It accepts any file, so it is the last format tried; a file that is not this format then fails
// line by line with the reasons. Sample: formato-api-sem-cabecalho.csv.

const COLUMNS: Columns = { date: 0, description: 1, amount: 2 };

export const headerlessFormat: StatementFormat = {
  id: "headerless",
  label: "date;description;amount without a header",
  detect: ({ separator }) => ({
    firstDataIndex: 0,
    description: `date;description;amount, separator ${separatorName(separator)}`,
    readLine: (line) => readMovement(splitRow(line, separator), COLUMNS),
  }),
};
