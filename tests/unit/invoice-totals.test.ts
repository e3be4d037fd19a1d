import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeInvoiceTotals, lineNetCents, VAT_RATES, vatOnBase } from "@/lib/domains/invoices/invoice-totals";

describe("invoice totals", () => {
  it("rounds line totals and VAT half up to the cent", () => {
    expect(lineNetCents(3000, 6000)).toBe(18000); // 3 h × 60,00 €
    expect(lineNetCents(1500, 333)).toBe(500); // 1.5 × 3,33 € = 4,995 € → 5,00 €
    expect(lineNetCents(333, 1)).toBe(0); // 0,00333 €
    expect(vatOnBase(250, 23)).toBe(58); // 0,575 → 0,58
    expect(vatOnBase(50, 13)).toBe(7); // 0,065 → 0,07
  });

  it("computes VAT per rate on the summed base, not per line", () => {
    // Three lines of 0,10 € at 23%: per line 0,023 → 0,02 each (0,06); on the base 0,30 → 0,069 → 0,07.
    const totals = computeInvoiceTotals(Array.from({ length: 3 }, () => ({ quantityThousandths: 1000, unitCents: 10, vatRate: 23 as const })));
    expect(totals.vatCents).toBe(7);
    expect(totals.totalCents).toBe(37);
  });

  it("keeps the exemption code of 0% lines in the summary", () => {
    const totals = computeInvoiceTotals([
      { quantityThousandths: 1000, unitCents: 10_000, vatRate: 0, vatExemptionCode: "M10" },
      { quantityThousandths: 2000, unitCents: 5_000, vatRate: 23 },
    ]);
    expect(totals.vatByRate).toEqual([
      { rate: 0, baseCents: 10_000, vatCents: 0, exemptionCode: "M10" },
      { rate: 23, baseCents: 10_000, vatCents: 2_300, exemptionCode: null },
    ]);
  });

  it("always reconciles: sum of lines = net, sum of VAT per rate = VAT, net + VAT = total", () => {
    const line = fc.record({
      quantityThousandths: fc.integer({ min: 1, max: 100_000_000 }), // the API caps quantity at 100 000
      unitCents: fc.integer({ min: 0, max: 100_000_000 }), // and unit prices at 1 000 000 €
      vatRate: fc.constantFrom(...VAT_RATES),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 200 }), (lines) => {
        const totals = computeInvoiceTotals(lines);
        expect(totals.lineNetCents.reduce((sum, value) => sum + value, 0)).toBe(totals.netCents);
        expect(totals.vatByRate.reduce((sum, rate) => sum + rate.baseCents, 0)).toBe(totals.netCents);
        expect(totals.vatByRate.reduce((sum, rate) => sum + rate.vatCents, 0)).toBe(totals.vatCents);
        expect(totals.netCents + totals.vatCents).toBe(totals.totalCents);
        for (const rate of totals.vatByRate) {
          const exact = (rate.baseCents * rate.rate) / 100;
          expect(Math.abs(rate.vatCents - exact)).toBeLessThanOrEqual(0.5);
        }
        expect(Number.isSafeInteger(totals.totalCents)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
