import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FORM_FIELDS } from "@/lib/domains/vat-return/form-fields";
import { QUADRO_06, renderReturnPdf } from "@/lib/domains/vat-return/return-pdf";

// The draft return as a PDF laid out like Quadro 06 of the Declaração Periódica (instruções de
// preenchimento, Quadro 06), read back with poppler's pdftotext (Debian poppler-utils; missing means
// the test fails): every field's number in its box, followed by its amount on the same line.

function pdfText(bytes: Uint8Array): string {
  const folder = mkdtempSync(path.join(tmpdir(), "pdftotext-"));
  try {
    const file = path.join(folder, "return.pdf");
    writeFileSync(file, bytes);
    return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

// A quarter written by hand: 1 000,00 € at 6 % (60,00), 500,00 € at 13 % (65,00), 12 345,67 € at 23 %
// (2 839,50), an Irish service self-assessed (200,00 → 46,00), deductions 20 = 230,00 and 24 = 512,34,
// a credit note's VAT 23,00 in 40; campo 61 unknown. 91 = 60,00 + 65,00 + 2 839,50 + 46,00 = 3 010,50;
// 90 (known part) = 230,00 + 512,34 + 23,00 = 765,34; 93 = 3 010,50 − 765,34 = 2 245,16.
const AMOUNTS: Record<number, number | null> = { 1: 100_000, 2: 6_000, 5: 50_000, 6: 6_500, 3: 1_234_567, 4: 283_950, 16: 20_000, 17: 4_600, 20: 23_000, 24: 51_234, 40: 2_300, 61: null, 90: 76_534, 91: 301_050, 93: 224_516, 94: 0, 95: null, 96: null };
const EXPECTED: Record<number, string> = { 1: "1 000,00 €", 2: "60,00 €", 5: "500,00 €", 6: "65,00 €", 3: "12 345,67 €", 4: "2 839,50 €", 16: "200,00 €", 17: "46,00 €", 20: "230,00 €", 24: "512,34 €", 40: "23,00 €", 61: "desconhecido", 90: "765,34 €*", 91: "3 010,50 €", 93: "2 245,16 €*", 95: "desconhecido" };

describe("the periodic VAT return as a PDF laid out like Quadro 06 (instruções de preenchimento, Quadro 06)", () => {
  it("lays out every field of the form the books fill, each once", () => {
    const laidOut = QUADRO_06.flatMap((section) => section.rows.flatMap((row) => Object.values(row.fields)));
    expect([...laidOut].sort((a, b) => a - b)).toEqual(FORM_FIELDS.map((field) => field.campo).sort((a, b) => a - b));
  });

  it("prints each field's number in its box followed by its amount, 'desconhecido' for what the books cannot know, the result and the blockers", async () => {
    const fields = FORM_FIELDS.map((field) => {
      const amountCents = field.campo in AMOUNTS ? AMOUNTS[field.campo]! : 0;
      return { field: field.campo, label: field.label, amountCents, known: amountCents !== null && ![90, 93, 94, 96].includes(field.campo) };
    });
    const text = pdfText(
      await renderReturnPdf({
        company: { name: "Tejo Declarações, Lda", nif: "509999990" },
        periodLabel: "3.º trimestre de 2026",
        vatRegime: "trimestral",
        fields,
        resultCents: 224_516,
        complete: false,
        readiness: [{ label: "Notas de crédito com IVA regularizado sem prova de que o cliente tomou conhecimento (CIVA art. 78.º, n.º 5)", count: 2 }, { label: "Movimentos bancários do período por conciliar", count: 0 }],
        livemode: true,
      }),
    ).replace(/[ \u00a0\u202f]+/g, " ");
    for (const [campo, value] of Object.entries(EXPECTED)) expect(text, `campo ${campo}`).toContain(` ${campo} ${value}`);
    // Campos 1 and 2 on the same row as on the form (base, then the State's VAT).
    expect(text).toMatch(/À taxa reduzida 1 1 000,00 € 2 60,00 €/);
    expect(text).toMatch(/Regularizações \(art\. 78\.º; Anexos 40 e 41\) 40 23,00 € 41 0,00 €/);
    for (const heading of ["Declaração Periódica do IVA — Quadro 06", "Tejo Declarações, Lda · NIF 509999990", "3.º trimestre de 2026", "Base tributável", "Imposto dedutível", "Imposto a entregar: 2 245,16 €", "* Incompleto"]) expect(text).toContain(heading);
    expect(text).toContain("(CIVA art. 78.º, n.º 5): 2");
    expect(text).not.toContain("Movimentos bancários do período por conciliar");
  });
});
