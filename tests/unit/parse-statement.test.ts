import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decodeStatement, parseStatement } from "@/lib/domains/bank/parse-statement";
import { nameSimilarity } from "@/lib/domains/bank/matching";

const sample = (name: string) => {
  const decoded = decodeStatement(new Uint8Array(readFileSync(path.resolve(import.meta.dirname, "../../seeds/bank-samples", name))));
  if ("binary" in decoded) throw new Error("binary");
  return decoded;
};

describe("bank statement parsing", () => {
  it("reads the API's own format", async () => {
    const result = await parseStatement(sample("formato-api.csv").text);
    expect(result.ok && result.movements).toEqual([
      { line: 2, date: "2026-10-01", description: "TRF SEPA DE JOANA LDA FT 2026/41", amountCents: 147_600, balanceCents: null },
      { line: 3, date: "2026-10-02", description: "DD EDP COMERCIAL", amountCents: -11_243, balanceCents: null },
      { line: 4, date: "2026-10-03", description: "COMISSAO MANUTENCAO CONTA", amountCents: -520, balanceCents: null },
    ]);
  });

  it("reads a Windows-1252 export with a preamble, debit/credit columns and a balance", async () => {
    const decoded = sample("banco-debito-credito-windows1252.csv");
    expect(decoded.encoding).toBe("windows-1252");
    const result = await parseStatement(decoded.text);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.format).toMatch(/header row at line 5 after 3 preamble/);
    expect(result.movements.map((movement) => [movement.date, movement.description, movement.amountCents, movement.balanceCents])).toEqual([
      ["2026-10-01", "TRF SEPA JOÃO SILVA", 25_000, 1_025_000],
      ["2026-10-02", "PAG SERVICOS MEO", -6_150, 1_018_850],
      ["2026-10-05", "COMPRA GALP LISBOA", -4_530, 1_014_320],
    ]);
  });

  it("reads tab-separated exports with dd/mm/yyyy dates and 1.234,56 amounts", async () => {
    const result = await parseStatement(sample("banco-tabulacoes.tsv").text);
    expect(result.ok && result.movements.map((movement) => [movement.date, movement.amountCents, movement.balanceCents])).toEqual([
      ["2026-10-03", 123_000, 543_000],
      ["2026-10-04", -7_380, 535_620],
    ]);
  });

  it("reads comma-separated exports with quoted fields and 1234.56 amounts", async () => {
    const result = await parseStatement(sample("banco-virgulas-ingles.csv").text);
    expect(result.ok && result.movements.map((movement) => [movement.description, movement.amountCents, movement.balanceCents])).toEqual([
      ["Card payment RESTAURANTE O PATIO", -3_840, 498_060],
      ["Incoming transfer HOTEL MARE ALTA", 246_000, 744_060],
    ]);
  });

  it("reports every bad line by number and imports nothing", async () => {
    const result = await parseStatement("2026-10-01;ok;10,00\n2026-13-01;bad month;5,00\n2026-10-02;;5,00\n2026-10-03;bad amount;abc\n01/02/2026;ok;-1.234,56\n");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((problem) => problem.line)).toEqual([2, 3, 4]);
    expect(result.problems[0]!.reason).toMatch(/invalid date/);
    expect(result.problems[2]!.reason).toMatch(/invalid amount/);
  });

  it("refuses a description with a lone UTF-16 surrogate as a bad line (it could only arrive through JSON)", async () => {
    const result = await parseStatement("2026-10-01;ok;10,00\n2026-10-02;A\ud800B;5,00\n2026-10-03;par \ud83d\ude00 completo;5,00\n");
    expect(result).toMatchObject({ ok: false, problems: [{ line: 2, reason: expect.stringMatching(/malformed Unicode/) }] });
  });

  it("refuses empty statements and binary files", async () => {
    expect((await parseStatement("\n\n")).ok).toBe(false);
    expect((await parseStatement("Data;Descrição;Montante\n")).ok).toBe(false);
    expect("binary" in decodeStatement(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 0, 0, 1, 2, 3]))).toBe(true);
  });
});

describe("name similarity for matching", () => {
  it("ignores accents, case and company suffixes", () => {
    expect(nameSimilarity("Clínica Dentária Sorriso Atlântico, Lda", "TRF CLINICA DENTARIA SORRISO ATLANTICO")).toBe(1);
    expect(nameSimilarity("EDP Comercial — Comercialização de Energia, S.A.", "DD EDP COMERCIAL")).toBe(0.75); // the brand is there
    expect(nameSimilarity("Associação Cultural Ondas", "TRF ONDAS")).toBe(1 / 3); // a later word alone is weak
    expect(nameSimilarity("Joana Lda", "TRF SEPA DE JOANA LDA")).toBe(1);
    expect(nameSimilarity("Hotel Maré Alta, S.A.", "COMPRA GALP")).toBe(0);
  });
});
