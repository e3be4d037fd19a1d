import writeXlsxFile from "write-excel-file/node";

// A list page's rows as a CSV (Portuguese Excel: `;`, decimal comma, UTF-8 with BOM) or an XLSX file.
// Text that a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, or a tab/CR before them) is
// neutralised with a leading apostrophe in both formats: a client named "=HYPERLINK(…)" stays text.

export type ExportColumn = { header: string; kind: "text" | "euros" | "date" };
export type ExportCell = string | number | null;
export type ExportTable = { columns: ExportColumn[]; rows: ExportCell[][] };

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function csvField(text: string): string {
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** `euros` cells are numbers of euros; `date` cells are YYYY-MM-DD. */
function csvCell(value: ExportCell, column: ExportColumn): string {
  if (value === null) return "";
  if (column.kind === "euros" && typeof value === "number") return value.toFixed(2).replace(".", ",");
  if (column.kind === "date" && typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value.split("-").reverse().join("/");
  return csvField(neutraliseFormula(String(value)));
}

export function toCsv(table: ExportTable): string {
  const lines = [table.columns.map((column) => csvField(neutraliseFormula(column.header))), ...table.rows.map((row) => row.map((value, index) => csvCell(value, table.columns[index]!)))];
  return `\uFEFF${lines.map((line) => line.join(";")).join("\r\n")}\r\n`;
}

export async function toXlsx(table: ExportTable, sheet: string): Promise<Buffer> {
  const header = table.columns.map((column) => ({ value: column.header, fontWeight: "bold" as const }));
  const rows = table.rows.map((row) =>
    row.map((value, index) => {
      const column = table.columns[index]!;
      if (value === null) return null;
      if (column.kind === "euros" && typeof value === "number") return { type: Number, value, format: "#,##0.00 €" };
      if (column.kind === "date" && typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return { type: Date, value: new Date(`${value}T00:00:00Z`), format: "dd/mm/yyyy" };
      return { type: String, value: neutraliseFormula(String(value)) };
    }),
  );
  return writeXlsxFile([header, ...rows], { sheet }).toBuffer();
}

/** The download response for one export: `formato=csv` (default) or `xlsx`. */
export async function exportResponse(table: ExportTable, format: string | null, baseName: string): Promise<Response> {
  const headers = { "X-Content-Type-Options": "nosniff", "Cache-Control": "private, no-store" };
  if (format === "xlsx") {
    const body = await toXlsx(table, baseName);
    return new Response(new Uint8Array(body), { headers: { ...headers, "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "Content-Disposition": `attachment; filename="${baseName}.xlsx"` } });
  }
  return new Response(toCsv(table), { headers: { ...headers, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${baseName}.csv"` } });
}
