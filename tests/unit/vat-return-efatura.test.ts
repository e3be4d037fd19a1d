import { describe, expect, it } from "vitest";
import type { EfaturaMovement } from "@/lib/domains/efatura/efatura-feed";
import type { PurchaseDocument } from "@/lib/domains/vat-return/book-documents";
import { reconcilePurchases } from "@/lib/domains/vat-return/reconcile-efatura";

// The books' purchases against e-Fatura: AT's pre-filled return (CIVA art. 29.º-A) deducts only what
// e-Fatura holds, so each purchase is in both, differs, or is only on one side.

const book = (id: string, fields: Partial<PurchaseDocument>): PurchaseDocument => ({
  id, supplierName: "Fornecedor", documentNumber: null, documentDate: "2026-08-10", archived: true, netCents: 10_000, vatCents: 2_300, vatDeductibleCents: 2_300, selfAssessedVatCents: null,
  supplierNif: "503630330", supplierVatId: null, category: "outros", vatBreakdown: null, atcud: null, totalCents: 12_300, ...fields,
});
const feed = (id: string, fields: Partial<EfaturaMovement>): EfaturaMovement => ({
  id, supplierName: "Fornecedor", supplierNif: "503630330", documentDate: "2026-08-10", documentNumber: "FT 1", atcud: null, totalCents: 12_300, vatCents: 2_300, ...fields,
});
const Q3 = { start: "2026-07-01", end: "2026-09-30" };

describe("reconciliation of the period's purchases with e-Fatura (CIVA art. 29.º-A)", () => {
  it("sorts each purchase into in both / amounts differ / only books / only e-Fatura", () => {
    const books = [
      book("b1", { atcud: "ABCD-1", documentNumber: "FT A/1" }), // same ATCUD and VAT
      book("b2", { documentNumber: "FT A/2", vatCents: 4_600, totalCents: 24_600 }), // same number, VAT differs
      book("b3", { documentNumber: "FT A/3", supplierNif: "500100144" }), // never communicated
      book("b4", { supplierNif: null, supplierVatId: "IE8256796U", documentNumber: "E01" }), // foreign supplier: not in e-Fatura
      book("b5", { documentNumber: "FT A/5", archived: false }), // in review: not in the return
    ];
    const efatura = [
      feed("e1", { atcud: "ABCD-1", documentNumber: "outro número" }),
      feed("e2", { documentNumber: "FT A/2", vatCents: 2_300 }),
      feed("e3", { documentNumber: "FT Z/9", supplierNif: "504297708", documentDate: "2026-09-01", vatCents: 438 }),
      feed("e4", { documentNumber: "FT Z/10", documentDate: "2026-10-01" }), // another quarter
    ];
    const lines = reconcilePurchases(books, efatura, Q3);
    expect(lines.map((line) => [line.status, line.booksDocumentId, line.efaturaId, line.booksVatCents, line.efaturaVatCents])).toEqual([
      ["in_both", "b1", "e1", 2_300, 2_300],
      ["amounts_differ", "b2", "e2", 4_600, 2_300],
      ["only_books", "b3", null, 2_300, null],
      ["only_efatura", null, "e3", null, 438],
    ]);
    expect(lines[1]!.reason).toContain("46,00 €");
    expect(lines[1]!.reason).toContain("23,00 €");
  });

  it("matches one e-Fatura entry to one purchase only (two copies of a bill are not both 'in both')", () => {
    const lines = reconcilePurchases([book("b1", { documentNumber: "FT A/1" }), book("b2", { documentNumber: "FT A/1" })], [feed("e1", { documentNumber: "FT A/1" })], Q3);
    expect(lines.map((line) => line.status)).toEqual(["in_both", "only_books"]);
  });
});
