import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/core/api-error";
import { annulmentDeadline, annulmentRefusal, type AnnulmentFacts } from "@/lib/domains/invoices/annulment-rules";
import { creditLinesFor, roundingExcessCents, withoutRoundingExcess, type OriginalDocument } from "@/lib/domains/invoices/credit-plan";
import { computeInvoiceTotals } from "@/lib/domains/invoices/invoice-totals";
import { invoiceStatus, openAmountCents } from "@/lib/domains/invoices/invoice-view";

// Rules of correcting, annulling and settling an issued document, each with its source.

const original: OriginalDocument = {
  id: "ft1",
  display: "FT 2026/7",
  type: "FT",
  totalCents: 30_750 + 1_060, // 250 € at 23% + 10 € at 6%
  creditedCents: 0,
  annulledAt: null,
  lines: [
    { position: 1, description: "Consultoria", quantityThousandths: 5000, unitCents: 5_000, vatRate: 23, vatExemptionCode: null, netCents: 25_000 },
    { position: 2, description: "Manual", quantityThousandths: 1000, unitCents: 1_000, vatRate: 6, vatExemptionCode: null, netCents: 1_000 },
  ],
};

function refusedWith(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("nota de crédito limits (CIVA art. 29.º n.º 1 b) and art. 78.º: a correction references the original and never credits more than it charged)", () => {
  it("CIVA art. 78.º (W20): a nota de débito is corrected by a credit note on its own lines, never beyond what it charged; an NC is not", () => {
    const debitNote: OriginalDocument = { ...original, id: "nd1", display: "ND 2026/1", type: "ND" };
    expect(creditLinesFor(debitNote, new Map(), [{ line: 1, amountEuros: 100 }], "references[0]").map((line) => [line.referencedInvoiceId, line.unitCents])).toEqual([["nd1", 10_000]]);
    expect(refusedWith(() => creditLinesFor(debitNote, new Map([[1, 20_000]]), [{ line: 1, amountEuros: 50.01 }], "references[0]")).code).toBe("conflict");
    expect(refusedWith(() => creditLinesFor({ ...original, display: "NC 2026/1", type: "NC" }, new Map(), undefined, "references[0]")).code).toBe("validation_error");
  });

  it("a whole-document credit copies every line and equals the original total", () => {
    const lines = creditLinesFor(original, new Map(), undefined, "references[0]");
    expect(lines.map((line) => [line.referencedInvoiceId, line.referencedPosition, line.quantityThousandths, line.unitCents])).toEqual([
      ["ft1", 1, 5000, 5_000],
      ["ft1", 2, 1000, 1_000],
    ]);
    expect(computeInvoiceTotals(lines).totalCents).toBe(original.totalCents);
  });

  it("credits a quantity of a line at its unit price, or an amount of it", () => {
    const byQuantity = creditLinesFor(original, new Map(), [{ line: 1, quantity: 2 }], "r");
    expect(computeInvoiceTotals(byQuantity)).toMatchObject({ netCents: 10_000, vatCents: 2_300 });
    const byAmount = creditLinesFor(original, new Map(), [{ line: 2, amountEuros: 2.5 }], "r");
    expect(computeInvoiceTotals(byAmount)).toMatchObject({ netCents: 250, vatCents: 15 });
  });

  it("refuses more than is still creditable on a line, counting earlier credit notes", () => {
    const error = refusedWith(() => creditLinesFor(original, new Map([[1, 20_000]]), [{ line: 1, quantity: 2 }], "references[0]"));
    expect(error.code).toBe("conflict");
    expect(error.message).toContain("50,00 €");
  });

  it("after a partial credit, a whole-document credit takes only what remains", () => {
    const rest = creditLinesFor({ ...original, creditedCents: 12_300 }, new Map([[1, 10_000]]), undefined, "r");
    expect(computeInvoiceTotals(rest).netCents).toBe(15_000 + 1_000);
  });

  it("refuses a document already fully credited, an annulled one, and a credit note", () => {
    const full = new Map([[1, 25_000], [2, 1_000]]);
    expect(refusedWith(() => creditLinesFor({ ...original, creditedCents: original.totalCents }, full, undefined, "r")).code).toBe("conflict");
    expect(refusedWith(() => creditLinesFor({ ...original, annulledAt: new Date() }, new Map(), undefined, "r")).code).toBe("conflict");
    expect(refusedWith(() => creditLinesFor({ ...original, type: "NC" }, new Map(), undefined, "r")).code).toBe("validation_error");
  });

  it("refuses a line that does not exist or is named twice", () => {
    expect(refusedWith(() => creditLinesFor(original, new Map(), [{ line: 9 }], "r")).details?.[0]?.path).toBe("r.lines[0].line");
    expect(refusedWith(() => creditLinesFor(original, new Map(), [{ line: 1 }, { line: 1, quantity: 1 }], "r")).code).toBe("validation_error");
  });

  it("the note completing a partly credited document gives back exactly what is left: its VAT loses the earlier notes' rounding (CIVA art. 78.º)", () => {
    const small: OriginalDocument = { ...original, totalCents: 123, lines: [{ ...original.lines[0]!, quantityThousandths: 1000, unitCents: 100, netCents: 100 }] };
    // 0,50 € then 0,50 € at 23%: each note rounds 0,115 € up to 0,12 €, 1,24 € in all against 1,23 € charged.
    const first = creditLinesFor(small, new Map(), [{ line: 1, amountEuros: 0.5 }], "r");
    const firstTotal = computeInvoiceTotals(first).totalCents;
    expect(firstTotal).toBe(62);
    const afterFirst = { ...small, creditedCents: firstTotal };
    const second = creditLinesFor(afterFirst, new Map([[1, 50]]), [{ line: 1, amountEuros: 0.5 }], "r");
    const computed = computeInvoiceTotals(second);
    expect(roundingExcessCents(afterFirst, computed.totalCents)).toBe(1);
    const fitted = withoutRoundingExcess(computed, roundingExcessCents(afterFirst, computed.totalCents));
    expect(fitted).toMatchObject({ netCents: 50, vatCents: 11, totalCents: 61, vatByRate: [{ rate: 23, baseCents: 50, vatCents: 11 }] });
    expect(firstTotal + fitted.totalCents).toBe(small.totalCents);
    // A note that leaves part of a line uncredited may not go over by even a cent.
    // (0,48 € left in total, 0,50 € of net on the line: 0,40 € with its 0,09 € of VAT is 0,49 €.)
    expect(refusedWith(() => creditLinesFor({ ...small, creditedCents: 75 }, new Map([[1, 50]]), [{ line: 1, amountEuros: 0.4 }], "r")).code).toBe("conflict");
  });
});

describe("anulação (DL 198/2012 art. 3.º: documents are communicated to AT by day 5 of the following month; after that, CIVA art. 78.º corrections)", () => {
  const facts: AnnulmentFacts = { type: "FT", display: "FT 2026/9", issueDate: "2026-10-20", annulled: false, correctionsInForce: [], paidCents: 0, paidByBank: false };

  it("the deadline is day 5 of the month after the document's date, across a year end", () => {
    expect(annulmentDeadline("2026-10-20")).toBe("2026-11-05");
    expect(annulmentDeadline("2026-12-31")).toBe("2027-01-05");
  });

  it("allows annulment up to the communication deadline, then asks for a credit note", () => {
    expect(annulmentRefusal(facts, "2026-11-05")).toBeNull();
    expect(annulmentRefusal(facts, "2026-11-06")).toEqual({ message: expect.stringContaining("credit note"), pt: expect.stringContaining("nota de crédito") });
  });

  it("refuses once a correction, a receipt or a bank payment hangs on it, or when already annulled", () => {
    // The client review's 409 (M3): English for the API, the Portuguese kept for people.
    expect(annulmentRefusal({ ...facts, correctionsInForce: ["NC 2026/1", "ND 2026/5"] }, "2026-10-21")).toEqual({
      message: "FT 2026/9 has NC 2026/1, ND 2026/5 in force: annul those notes first.",
      pt: "FT 2026/9 tem NC 2026/1, ND 2026/5: anule primeiro essas notas.",
    });
    expect(annulmentRefusal({ ...facts, paidCents: 100 }, "2026-10-21")?.pt).toContain("recibos");
    expect(annulmentRefusal({ ...facts, paidByBank: true }, "2026-10-21")?.pt).toContain("bancário");
    expect(annulmentRefusal({ ...facts, annulled: true }, "2026-10-21")).toEqual({ message: "FT 2026/9 is already annulled.", pt: "FT 2026/9 já está anulada." });
  });
});

describe("status and open amount of a document (receipts: CIVA art. 36.º n.º 1 and 40.º; open = total − credited − received)", () => {
  const base = { type: "FT", paidAt: null, dueDate: new Date("2026-12-01"), annulledAt: null, creditedCents: 0, totalCents: 10_000, paidCents: 0 };

  it("a partial payment and a partial credit reduce what is open", () => {
    expect(openAmountCents({ ...base, paidCents: 4_000, creditedCents: 1_000 })).toBe(5_000);
    expect(invoiceStatus({ ...base, paidCents: 4_000 }, "2026-11-23")).toBe("partially_paid");
    expect(invoiceStatus(base, "2026-11-23")).toBe("unpaid");
    // Past due, overdue wins (the overdue list and reminders keep it); paidCents still tells the part received.
    expect(invoiceStatus({ ...base, paidCents: 4_000 }, "2026-12-02")).toBe("overdue");
  });

  it("annulled beats everything; an NC is issued; a fully credited FT is credited; FR, FS and NC are never open", () => {
    expect(invoiceStatus({ ...base, annulledAt: new Date() }, "2026-11-23")).toBe("annulled");
    expect(openAmountCents({ ...base, annulledAt: new Date() })).toBe(0);
    expect(invoiceStatus({ ...base, type: "NC" }, "2026-11-23")).toBe("issued");
    expect(invoiceStatus({ ...base, creditedCents: 10_000, paidAt: new Date() }, "2026-11-23")).toBe("credited");
    for (const type of ["FR", "FS", "NC"]) expect(openAmountCents({ ...base, type })).toBe(0);
    expect(invoiceStatus(base, "2026-12-02")).toBe("overdue");
  });
});
