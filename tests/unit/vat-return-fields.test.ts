import { describe, expect, it } from "vitest";
import type { PurchaseDocument, SaleDocument, SaleLine } from "@/lib/domains/vat-return/book-documents";
import { returnFromBooks } from "@/lib/domains/vat-return/compute-return";
import type { DraftReturn } from "@/lib/domains/vat-return/draft-return";
import { returnPeriod } from "@/lib/domains/vat-return/return-period";

// The periodic VAT return (Declaração Periódica, Quadro 06) drawn from two companies' books over
// several periods. Every expected figure is worked out by hand in the comments beside it, from the
// fixture amounts — never from the production code.

const line = (position: number, vatRate: number, netCents: number, vatExemptionCode: string | null = null): SaleLine => ({ position, vatRate, netCents, vatExemptionCode });
const sale = (id: string, display: string, issueDate: string, vatCents: number, lines: SaleLine[], extra: Partial<SaleDocument> = {}): SaleDocument => ({
  id, display, type: "FT", issueDate, annulled: false, vatCents, lines, ...extra,
});
const purchase = (id: string, documentDate: string, fields: Partial<PurchaseDocument>): PurchaseDocument => ({
  id, supplierName: `Fornecedor ${id}`, documentNumber: `FT ${id}`, documentDate, archived: true, netCents: 0, vatCents: 0, vatDeductibleCents: null, selfAssessedVatCents: null,
  supplierNif: "500000000", supplierVatId: null, category: "outros", vatBreakdown: null, ...fields,
});

/** { campo: amount } of the fields that are known (or, for totals, the known part), and the unknown ones. */
function figures(draft: DraftReturn) {
  return Object.fromEntries(draft.fields.map((field) => [field.campo, field.amountCents]));
}
const knownOf = (draft: DraftReturn, campo: number) => draft.fields.find((field) => field.campo === campo)!.known;

// Company A: quarterly regime (CIVA art. 41.º, n.º 1, al. b)), active since 2020.
const salesA: SaleDocument[] = [
  // 23 % on 1 000,00 = 230,00; 6 % on 50,00 = 3,00; 13 % on 200,00 = 26,00 → 259,00
  sale("a1", "FT 2026/1", "2026-07-10", 25_900, [line(1, 23, 100_000), line(2, 6, 5_000), line(3, 13, 20_000)]),
  sale("a2", "FT 2026/2", "2026-08-05", 0, [line(1, 0, 200_000, "M40")]), // services to an ES business
  sale("a3", "FT 2026/3", "2026-08-20", 0, [line(1, 0, 150_000, "M16")]), // goods to an FR business
  sale("a4", "FT 2026/4", "2026-09-01", 9_200, [line(1, 23, 40_000)], { annulled: true }),
  // Credit note in the next quarter for 100,00 of a1's 23 % line: VAT 23,00
  sale("a5", "NC 2026/1", "2026-10-15", 2_300, [line(1, 23, 10_000)], { type: "NC" }),
  // Training exempt under art. 9.º (M07) 600,00 + 75,50 at 23 % = 17,365 → 17,37 (half up)
  sale("a6", "FT 2026/5", "2026-10-20", 1_737, [line(1, 0, 60_000, "M07"), line(2, 23, 7_550)]),
  // 333,33 at 23 % = 76,6659 → 76,67
  sale("a7", "FT 2026/6", "2026-12-01", 7_667, [line(1, 23, 33_333)]),
];
const purchasesA: PurchaseDocument[] = [
  // Cloud services from an Irish supplier, reverse charge: 500,00 base, 115,00 self-assessed and deducted
  purchase("p1", "2026-07-15", { supplierNif: null, supplierVatId: "IE6388047V", netCents: 50_000, vatCents: 0, selfAssessedVatCents: 11_500, vatDeductibleCents: 11_500, category: "software e serviços cloud" }),
  // Lunch: 40,00 + 13 % = 5,20 VAT, nothing deductible (art. 21.º, n.º 1, al. d))
  purchase("p2", "2026-07-20", { netCents: 4_000, vatCents: 520, vatDeductibleCents: 0, category: "refeições" }),
  // Diesel: 60,00 + 13,80 VAT, half deductible = 6,90 (art. 21.º, n.º 1, al. b))
  purchase("p3", "2026-08-03", { netCents: 6_000, vatCents: 1_380, vatDeductibleCents: 690, category: "combustíveis" }),
  // Laptop for the business (fixed asset): 1 200,00 + 276,00
  purchase("p4", "2026-09-10", { netCents: 120_000, vatCents: 27_600, vatDeductibleCents: 27_600, category: "equipamento" }),
  // Goods for resale at two rates: 100,00 at 6 % (6,00) and 200,00 at 23 % (46,00)
  purchase("p5", "2026-09-12", { netCents: 30_000, vatCents: 5_200, vatDeductibleCents: 5_200, category: "mercadorias para revenda", vatBreakdown: [{ rate: 6, baseCents: 10_000, vatCents: 600 }, { rate: 23, baseCents: 20_000, vatCents: 4_600 }] }),
  // Still in review: not in the return
  purchase("p6", "2026-08-15", { netCents: 10_000, vatCents: 2_300, vatDeductibleCents: 2_300, category: "eletricidade e água", archived: false }),
  purchase("p7", "2026-11-05", { netCents: 10_000, vatCents: 2_300, vatDeductibleCents: 2_300, category: "eletricidade e água" }),
  // Construction by a Portuguese contractor, VAT due by the acquirer (art. 2.º, n.º 1, al. j)): 200,00 → 46,00
  purchase("p8", "2026-11-20", { supplierNif: "501234567", netCents: 20_000, vatCents: 0, selfAssessedVatCents: 4_600, vatDeductibleCents: 4_600, category: "construção e obras" }),
];

// Company B: monthly regime (art. 41.º, n.º 1, al. a)), started its activity on 2026-10-01.
const salesB: SaleDocument[] = [
  // 1 000,00 at 23 % = 230,00 and 10,00 at 13 % = 1,30
  sale("b1", "FT 2026/1", "2026-10-02", 23_130, [line(1, 23, 100_000), line(2, 13, 1_000)]),
  sale("b2", "FT 2026/2", "2026-10-30", 0, [line(1, 0, 500_000, "M05")]), // export (art. 14.º)
  sale("b3", "FT 2026/3", "2026-10-31", 60, [line(1, 6, 1_000)], { annulled: true }),
  // November: a credit note for b1's 13 % line (VAT 1,30) and one for 1 000,00 of the export
  sale("b4", "NC 2026/1", "2026-11-03", 130, [line(1, 13, 1_000)], { type: "NC" }),
  sale("b5", "NC 2026/2", "2026-11-04", 0, [line(1, 0, 100_000, "M05")], { type: "NC" }),
  // December: a line the form has no single field for (M99, not subject)
  sale("b6", "FT 2026/4", "2026-12-05", 0, [line(1, 0, 1_000, "M99")]),
];
const purchasesB: PurchaseDocument[] = [
  // Diesel 100,00 + 23,00 VAT: 11,50 deductible
  purchase("q1", "2026-10-10", { netCents: 10_000, vatCents: 2_300, vatDeductibleCents: 1_150, category: "combustíveis" }),
  // Goods for resale from Germany: 300,00, 69,00 self-assessed (RITI art. 2.º, n.º 1, al. a)) and deducted
  purchase("q2", "2026-10-12", { supplierNif: null, supplierVatId: "DE123456789", netCents: 30_000, vatCents: 0, selfAssessedVatCents: 6_900, vatDeductibleCents: 6_900, category: "mercadorias para revenda" }),
  purchase("q3", "2026-10-11", { netCents: 2_000, vatCents: 260, vatDeductibleCents: 0, category: "refeições" }),
  // November: the electricity supplier's credit note, −4,60 VAT that had been deducted
  purchase("q4", "2026-11-08", { netCents: -2_000, vatCents: -460, vatDeductibleCents: -460, category: "eletricidade e água" }),
];

const quarter = (q: number) => ({ start: `2026-${String((q - 1) * 3 + 1).padStart(2, "0")}-01`, end: { 3: "2026-09-30", 4: "2026-12-31" }[q as 3 | 4]! });
const month = (m: number, last: number) => ({ start: `2026-${m}-01`, end: `2026-${m}-${last}` });

describe("the periodic VAT return, Quadro 06, field by field (Declaração Periódica, CIVA art. 29.º, n.º 1, al. c))", () => {
  it("quarterly company, 3rd quarter: every rate, M40 and M16 in campo 7, reverse charge, fuel at 50 %, meals at 0 %, a fixed asset, goods by rate, the annulled invoice left out", () => {
    const draft = returnFromBooks(salesA, purchasesA, quarter(3), "2020-01-01");
    expect(figures(draft)).toEqual({
      1: 5_000, 2: 300, 5: 20_000, 6: 2_600, 3: 100_000, 4: 23_000, // a1 only: a4 is annulled
      7: 350_000, // 2 000,00 (M40) + 1 500,00 (M16)
      8: 0, 9: 0,
      10: 0, 11: 0, 12: 0, 13: 0, 14: null, 15: null,
      16: 50_000, 17: 11_500, // p1
      18: null, 19: null,
      20: 27_600, // p4
      21: 600, 23: 0, 22: 4_600, // p5 by rate
      24: 12_190, // p1 115,00 + p3 6,90
      40: 0, 41: 0, 61: null,
      90: 44_990, // 276,00 + 6,00 + 46,00 + 121,90 (61 unknown)
      91: 37_400, // 3,00 + 230,00 + 26,00 + 115,00 (19 unknown)
      93: 0, 94: 7_590, // 449,90 − 374,00
      95: null, 96: null,
    });
    expect(draft.balanceCents).toBe(-7_590);
    expect(knownOf(draft, 61)).toBe(false);
    expect(knownOf(draft, 90)).toBe(false);
    expect(knownOf(draft, 11)).toBe(true);
    expect(draft.unplaced).toEqual([]);
  });

  it("quarterly company, 4th quarter: the credit note of the 3rd quarter's invoice in campo 40 when issued (art. 78.º), exempt M07 in campo 9, acquirer-liable construction in campos 3/4 (art. 2.º, n.º 1, al. j))", () => {
    const draft = returnFromBooks(salesA, purchasesA, quarter(4), "2020-01-01");
    const values = figures(draft);
    expect(values[40]).toBe(2_300);
    expect(values[9]).toBe(60_000);
    expect(values[3]).toBe(60_883); // 75,50 + 333,33 + 200,00
    expect(values[4]).toBe(14_004); // 17,37 + 76,67 + 46,00
    expect(values[24]).toBe(6_900); // 23,00 + 46,00
    expect(values[7]).toBe(0);
    expect(values[90]).toBe(9_200); // 69,00 + 23,00
    expect(values[91]).toBe(14_004);
    expect(values[93]).toBe(4_804); // 140,04 − 92,00
    expect(values[94]).toBe(0);
    expect(draft.balanceCents).toBe(4_804);
  });

  it("monthly company, its first month: intra-EU goods in campos 12/13 and 10/11 (RITI art. 2.º), an export in campo 8, campo 61 known to be nothing", () => {
    const draft = returnFromBooks(salesB, purchasesB, month(10, 31), "2026-10-01");
    const values = figures(draft);
    expect([values[1], values[2], values[5], values[6], values[3], values[4]]).toEqual([0, 0, 1_000, 130, 100_000, 23_000]); // b3 annulled
    expect(values[8]).toBe(500_000);
    expect([values[12], values[13], values[10], values[11]]).toEqual([30_000, 6_900, 30_000, 6_900]);
    expect(knownOf(draft, 10)).toBe(false); // 14 and 15 are not known
    expect([values[22], values[24], values[61]]).toEqual([6_900, 1_150, 0]);
    expect(knownOf(draft, 61)).toBe(true);
    expect(values[90]).toBe(8_050); // 69,00 + 11,50
    expect(knownOf(draft, 90)).toBe(true);
    expect(values[91]).toBe(30_030); // 1,30 + 230,00 + 69,00
    expect(values[93]).toBe(21_980);
  });

  it("monthly company, November: credit notes issued (campo 40, exempt base reduced) and a supplier's credit note (campo 41), art. 78.º", () => {
    const draft = returnFromBooks(salesB, purchasesB, month(11, 30), "2026-10-01");
    const values = figures(draft);
    expect([values[40], values[8], values[41], values[5], values[6]]).toEqual([130, -100_000, 460, 0, 0]);
    expect(values[61]).toBeNull(); // a previous period exists now
    expect([values[90], values[91], values[93]]).toEqual([130, 460, 330]);
  });

  it("monthly company, December: a line with no field (M99) is listed with its reason, not dropped", () => {
    const draft = returnFromBooks(salesB, purchasesB, month(12, 31), "2026-10-01");
    expect(draft.unplaced).toHaveLength(1);
    expect(draft.unplaced[0]).toMatchObject({ documentId: "b6", document: "FT 2026/4" });
    expect(draft.unplaced[0]!.reason).toContain("M99");
    expect(figures(draft)[8]).toBe(0);
    expect(draft.balanceCents).toBe(0);
  });

  it("every field that has lines is the sum of its lines, and each line names its document", () => {
    for (const draft of [returnFromBooks(salesA, purchasesA, quarter(3), "2020-01-01"), returnFromBooks(salesA, purchasesA, quarter(4), "2020-01-01"), returnFromBooks(salesB, purchasesB, month(10, 31), "2026-10-01")]) {
      for (const field of draft.fields) {
        if (field.formula?.some((part) => part.sign < 0)) continue;
        if (!field.known && field.formula === null) continue;
        expect(field.lines.reduce((sum, entry) => sum + entry.amountCents, 0), `campo ${field.campo}`).toBe(field.amountCents);
      }
      const campo24 = draft.fields.find((field) => field.campo === 24)!;
      for (const entry of campo24.lines) expect(entry.document).toMatch(/^Fornecedor /);
    }
    const q3 = returnFromBooks(salesA, purchasesA, quarter(3), "2020-01-01");
    expect(q3.fields.find((field) => field.campo === 7)!.lines.map((entry) => entry.document)).toEqual(["FT 2026/2", "FT 2026/3"]);
    expect(q3.fields.find((field) => field.campo === 3)!.lines.map((entry) => entry.documentId)).toEqual(["a1"]);
  });
});

describe("the return's period follows the VAT regime (CIVA art. 41.º, n.º 1)", () => {
  it("a quarterly company asks by quarter; month is a 400 naming quarter", () => {
    expect(returnPeriod("trimestral", { year: 2026, quarter: 3 }, "2026-11-26")).toMatchObject({ startDate: "2026-07-01", endDate: "2026-09-30" });
    expect(returnPeriod("trimestral", {}, "2026-11-26")).toMatchObject({ startDate: "2026-10-01", endDate: "2026-12-31" });
    expect(() => returnPeriod("trimestral", { year: 2026, month: 10 }, "2026-11-26")).toThrow(/`quarter`/);
  });

  it("a monthly company asks by month; quarter is a 400 naming month", () => {
    expect(returnPeriod("mensal", { year: 2026, month: 2 }, "2026-11-26")).toMatchObject({ startDate: "2026-02-01", endDate: "2026-02-28" });
    expect(() => returnPeriod("mensal", { year: 2026, quarter: 1 }, "2026-11-26")).toThrow(/`month`/);
  });

  it("a company in the art. 53.º exemption files no return", () => {
    expect(() => returnPeriod("isento", { year: 2026, quarter: 1 }, "2026-11-26")).toThrow(/art. 53.º/);
  });
});
