import { describe, expect, it } from "vitest";
import { openAmountCents, refundOwedCents } from "@/lib/domains/invoices/invoice-view";

// Audit W13: FT 2026/1 of 286,95 €, 50 € received, then credited in full by credit notes. Crediting a
// paid invoice is legal (CIVA art. 78.º), so the 50 € received is owed back to the client.
describe("CIVA art. 78.º: a credit note after a payment leaves a refund owed to the client", () => {
  const ft = { type: "FT", paidAt: null, dueDate: new Date("2026-12-01"), annulledAt: null, totalCents: 28_695, creditedCents: 0, paidCents: 0 };

  it("fully credited after 50 € received: nothing open, 50 € to refund", () => {
    const credited = { ...ft, paidCents: 5_000, creditedCents: 28_695 };
    expect(openAmountCents(credited)).toBe(0);
    expect(refundOwedCents(credited)).toBe(5_000);
  });

  it("credited above what was left open: the excess only (286,95 − 200,00 credited = 86,95 left; 100 received → 13,05 back)", () => {
    const invoice = { ...ft, paidCents: 10_000, creditedCents: 20_000, paidAt: null };
    expect(openAmountCents(invoice)).toBe(0);
    expect(refundOwedCents(invoice)).toBe(1_305);
  });

  it("paid in full, then a credit note of 30 €: 30 € back, even though the invoice was settled", () => {
    expect(refundOwedCents({ ...ft, paidAt: new Date("2026-11-20"), paidCents: 28_695, creditedCents: 3_000 })).toBe(3_000);
  });

  it("withholding the client kept is not refunded: FT 1 230 € with 250 € withheld, 980 € received, credited half (615 € incl. 125 € withholding) → 490 € back", () => {
    const withheld = { ...ft, totalCents: 123_000, withholdingCents: 25_000, paidCents: 98_000, creditedCents: 61_500, creditedWithholdingCents: 12_500, paidAt: new Date() };
    expect(refundOwedCents(withheld)).toBe(49_000);
  });

  it("nothing to refund while the payments stay within what is left, on annulled documents, or on FR/FS/NC", () => {
    expect(refundOwedCents({ ...ft, paidCents: 5_000, creditedCents: 10_000 })).toBe(0);
    expect(refundOwedCents({ ...ft, paidCents: 5_000, creditedCents: 28_695, annulledAt: new Date() })).toBe(0);
    for (const type of ["FR", "FS", "NC"]) expect(refundOwedCents({ ...ft, type, paidCents: 5_000, creditedCents: 28_695 })).toBe(0);
  });
});
