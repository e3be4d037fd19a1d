import { describe, expect, it } from "vitest";
import { acknowledgementRefusal } from "@/lib/domains/invoices/acknowledge-credit-note";
import { placeSales } from "@/lib/domains/vat-return/place-sales";

// CIVA art. 78.º, n.º 5: the issuer regularises a credit note's VAT in its favour (campo 40) only with
// proof that the client acknowledged the note or was refunded the VAT.

const NOTE = { type: "NC", display: "NC 2026/3", issueDate: "2026-10-10", annulled: false };

describe("CIVA art. 78.º, n.º 5: the client's acknowledgement of a credit note", () => {
  it("is recorded on a credit note in force, on a day from its issue to today", () => {
    expect(acknowledgementRefusal(NOTE, "2026-10-10", "2026-11-20")).toBeNull();
    expect(acknowledgementRefusal(NOTE, "2026-11-20", "2026-11-20")).toBeNull();
    expect(acknowledgementRefusal(NOTE, "2026-10-09", "2026-11-20")?.code).toBe("validation_error");
    expect(acknowledgementRefusal(NOTE, "2026-11-21", "2026-11-20")?.code).toBe("validation_error");
    expect(acknowledgementRefusal({ ...NOTE, annulled: true }, "2026-10-10", "2026-11-20")?.code).toBe("conflict");
    expect(acknowledgementRefusal({ ...NOTE, type: "FT", display: "FT 2026/3" }, "2026-10-10", "2026-11-20")).toMatchObject({ message: expect.stringContaining("is not a credit note"), pt: expect.stringContaining("não é uma nota de crédito") });
  });

  it("campo 40 names each credit note still without it, and only those", () => {
    const note = (id: string, acknowledgementDate: string | null) => ({ id, display: id, type: "NC", issueDate: "2026-10-10", annulled: false, acknowledgementDate, vatCents: 2_300, lines: [{ position: 1, vatRate: 23, vatExemptionCode: null, netCents: 10_000 }] });
    const { lines } = placeSales([note("NC 2026/1", null), note("NC 2026/2", "2026-10-12")], { start: "2026-10-01", end: "2026-12-31" });
    const campo40 = lines.filter((line) => line.campo === 40);
    expect(campo40.map((line) => [line.document, line.amountCents])).toEqual([["NC 2026/1", 2_300], ["NC 2026/2", 2_300]]);
    expect(campo40.map((line) => line.detail.includes("sem prova de conhecimento do cliente (art. 78.º, n.º 5)"))).toEqual([true, false]);
  });
});
