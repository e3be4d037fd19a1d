import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { STATEMENT_FORMATS } from "@/lib/domains/bank/formats";
import { decodeStatement, parseStatement } from "@/lib/domains/bank/parse-statement";

// Every bank format has a real-looking sample in seeds/bank-samples/ and is the one detected for it.
// Adding a format without listing its sample here, or a sample without its format, fails below.
const SAMPLES_DIR = path.resolve(import.meta.dirname, "../../seeds/bank-samples");
const FORMAT_OF_SAMPLE: Record<string, string> = {
  "formato-api.csv": "header-row",
  "banco-debito-credito-windows1252.csv": "header-row",
  "banco-tabulacoes.tsv": "header-row",
  "banco-virgulas-ingles.csv": "header-row",
  "formato-api-sem-cabecalho.csv": "headerless",
  "cgd-caixadirecta-ordem.csv": "cgd-caixadirecta",
  "cgd-caixadirecta-extrato-empresa.csv": "cgd-caixadirecta",
};

async function parseSample(name: string) {
  const decoded = decodeStatement(new Uint8Array(readFileSync(path.join(SAMPLES_DIR, name))));
  if ("binary" in decoded) throw new Error(`${name} decoded as binary`);
  const result = await parseStatement(decoded.text);
  if (!result.ok) throw new Error(`${name}: ${result.message} ${JSON.stringify(result.problems.slice(0, 3))}`);
  return { ...result, encoding: decoded.encoding };
}

describe("bank statement formats", () => {
  it("has a sample for every registered format and a registered format for every sample", () => {
    expect(new Set(Object.values(FORMAT_OF_SAMPLE))).toEqual(new Set(STATEMENT_FORMATS.map((format) => format.id)));
    expect(readdirSync(SAMPLES_DIR).sort()).toEqual(Object.keys(FORMAT_OF_SAMPLE).sort());
    expect(new Set(STATEMENT_FORMATS.map((format) => format.id)).size).toBe(STATEMENT_FORMATS.length);
  });

  it.each(Object.entries(FORMAT_OF_SAMPLE))("reads %s with the %s format", async (name, formatId) => {
    const result = await parseSample(name);
    expect(result.formatId).toBe(formatId);
    expect(result.movements.length).toBeGreaterThan(0);
  });

  it("reads Caixadirecta's personal export: Windows-1252, newest first, debit/credit, closing lines skipped", async () => {
    const result = await parseSample("cgd-caixadirecta-ordem.csv");
    expect(result.encoding).toBe("windows-1252");
    expect(result.format).toBe("Caixa Geral de Depósitos (Caixadirecta), header row at line 7, debit/credit columns, balance, separator ';'");
    expect(result.movements.map((movement) => [movement.line, movement.date, movement.description, movement.amountCents, movement.balanceCents])).toEqual([
      [8, "2026-10-31", "COMISSAO CONTA CAIXA", -728, 1_164_201],
      [9, "2026-10-20", "TRF MB WAY DE JOAO SILVA", 25_000, 1_164_929],
      [10, "2026-10-15", "PAGAMENTO SEG SOCIAL", -60_813, 1_139_929],
      [11, "2026-10-06", "COMPRAS C.DEB GALP LISBOA", -4_530, 1_200_742],
      [12, "2026-10-02", "DD EDP COMERCIAL 100004512377", -11_243, 1_205_272],
      [13, "2026-10-01", "TRF SEPA DE CLINICA SORRISO ATLANTICO FT 2026/87", 184_500, 1_216_515],
    ]);
    // Each balance is the next (older) one plus the movement: the columns were read the right way round.
    for (const [index, movement] of result.movements.slice(0, -1).entries()) {
      expect(result.movements[index + 1]!.balanceCents! + movement.amountCents).toBe(movement.balanceCents);
    }
  });

  it("reads Caixadirecta's company extract with its one signed Movimento column", async () => {
    const result = await parseSample("cgd-caixadirecta-extrato-empresa.csv");
    expect(result.format).toMatch(/^Caixa Geral de Depósitos \(Caixadirecta\), header row at line 10, signed amount, balance/);
    expect(result.movements.map((movement) => [movement.date, movement.description, movement.amountCents, movement.balanceCents])).toEqual([
      ["2026-11-10", "COMPRA CONTINENTE MATOSINHOS", -5_820, 5_061_913],
      ["2026-11-05", "PAGAMENTO TSU", -60_813, 5_067_733],
      ["2026-11-02", "TRF SEPA DE HOTEL MARE ALTA SA", 246_000, 5_128_546],
    ]);
  });

  it("reads the API's format without a header", async () => {
    const result = await parseSample("formato-api-sem-cabecalho.csv");
    expect(result.format).toBe("date;description;amount, separator ';'");
    expect(result.movements.map((movement) => movement.amountCents)).toEqual([147_600, -11_243, -520]);
  });

  it("still refuses a Caixadirecta line that is neither a movement nor a closing line", async () => {
    const text = readFileSync(path.join(SAMPLES_DIR, "cgd-caixadirecta-ordem.csv"), "latin1").replace("20-10-2026;20-10-2026;", "20-10-2026X;20-10-2026;");
    const result = await parseStatement(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([{ line: 9, reason: expect.stringMatching(/invalid date '20-10-2026X'/) }]);
  });
});
