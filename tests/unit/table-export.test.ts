import { describe, expect, it } from "vitest";
import { neutraliseFormula, toCsv } from "@/lib/transports/web/table-export";

describe("list exports", () => {
  it("neutralises text a spreadsheet would run as a formula, and leaves other text alone", () => {
    for (const text of ["=1+1", "+351 912", "-2+3", "@SUM(A1)", "\t=1", "\r=1"]) expect(neutraliseFormula(text)).toBe(`'${text}`);
    for (const text of ["Loja 1", "1=1", "", "'já"]) expect(neutraliseFormula(text)).toBe(text);
  });

  it("writes Portuguese CSV: BOM, semicolons, decimal comma, dd/mm/aaaa, quoted fields, numbers never neutralised", () => {
    const csv = toCsv({
      columns: [{ header: "Cliente", kind: "text" }, { header: "Data", kind: "date" }, { header: "Total", kind: "euros" }],
      rows: [["=cmd|' /C calc'!A0", "2026-11-23", -12.5], ['Ana; "A"', null, 1234.5]],
    });
    expect(csv).toBe("\uFEFFCliente;Data;Total\r\n'=cmd|' /C calc'!A0;23/11/2026;-12,50\r\n\"Ana; \"\"A\"\"\";;1234,50\r\n");
  });
});
