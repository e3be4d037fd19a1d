import { splitRow } from "./csv-cells";
import { describeColumns, parseStatementDate, readMovement, type Columns } from "./movement-columns";
import type { StatementFormat } from "./statement-format";

// Caixa Geral de Depósitos: the CSV that Caixadirecta downloads (`;`, Windows-1252, newest first).
// It opens with "Consultar saldos e movimentos à ordem - <date>" (personal and small-business accounts)
// or "Consultar extrato - <date> : <account>" (company "Conta Extracto"), a few account lines, then
//   Data mov. ;Data valor ;Descrição ;Débito ;Crédito ;Saldo contabilístico ;Saldo disponível ;Categoria ;
// or, for the company extract, one signed column:
//   Data mov. ;Data valor ;Origem ;Descrição ;Movimento ;Estorno ;Saldo contabilístico após movimento ;
// and may end with closing lines (" ; ; ; ;Saldo contabilístico ;…", " Limite descoberto contratado ;…").
// Samples: cgd-caixadirecta-ordem.csv, cgd-caixadirecta-extrato-empresa.csv.

const LABEL = "Caixa Geral de Depósitos (Caixadirecta)";
const TITLE = /^consultar (saldos e movimentos|extrato)\b/i;
const FOOTER_CELL = /^(saldo|limite)/i;

function caixadirectaColumns(cells: string[]): Columns | null {
  const names = cells.map((cell) => cell.toLowerCase().replace(/\s+/g, " "));
  if (names[0] !== "data mov." || names[1] !== "data valor") return null;
  const description = names.indexOf("descrição");
  const balance = names.findIndex((name) => name.startsWith("saldo contabilístico"));
  const amount = names.indexOf("movimento");
  const [debit, credit] = [names.indexOf("débito"), names.indexOf("crédito")];
  if (description < 0 || (amount < 0 && (debit < 0 || credit < 0))) return null;
  return { date: 0, description, ...(amount >= 0 ? { amount } : { debit, credit }), ...(balance >= 0 ? { balance } : {}) };
}

export const cgdCaixadirectaFormat: StatementFormat = {
  id: "cgd-caixadirecta",
  label: LABEL,
  detect({ lines, numbers }) {
    if (!TITLE.test(lines[0]!.trim())) return null;
    const headerIndex = lines.findIndex((line) => caixadirectaColumns(splitRow(line, ";")) !== null);
    if (headerIndex < 0) return null;
    const columns = caixadirectaColumns(splitRow(lines[headerIndex]!, ";"))!;
    return {
      firstDataIndex: headerIndex + 1,
      description: `${LABEL}, header row at line ${numbers[headerIndex]}, ${describeColumns(columns)}, separator ';'`,
      readLine(line) {
        const cells = splitRow(line, ";");
        const isClosingBalance = parseStatementDate(cells[0]!) === null && cells.some((cell) => FOOTER_CELL.test(cell));
        return isClosingBalance ? null : readMovement(cells, columns);
      },
    };
  },
};
