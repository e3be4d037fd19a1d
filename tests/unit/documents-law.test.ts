import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isBusinessBuyer, refuseBusinessBuyerWithoutAddress } from "@/lib/domains/invoices/buyer-address";
import { chainedHash } from "@/lib/domains/invoices/series";
import { simplifiedInvoiceRefusal } from "@/lib/domains/invoices/simplified-invoice";
import { parseAtQrPayload } from "@/lib/domains/invoices/at-qr-code";
import { hasDueDate } from "@/lib/domains/invoices/invoice-view";
import { receiptQrPayload } from "@/lib/domains/payments/receipt-qr";
import { entryInstant, signedFieldsOf, signedText } from "@/lib/domains/invoices/signed-fields";
import { seedClock } from "@/seeds/demo-corrections";

// The document rules of issue #31 §5 as pure functions; the same rules through the real server and
// the exported SAF-T: tests/integration/documents-saft.test.ts.

describe("Portaria 363/2010 art. 6.º: the hash signs InvoiceDate;SystemEntryDate;InvoiceNo;GrossTotal;Hash as the SAF-T writes them (W7)", () => {
  it("formats SystemEntryDate in Lisbon winter time, without milliseconds, and GrossTotal with two decimals", () => {
    const fields = signedFieldsOf({ date: "2026-11-26", enteredAt: new Date("2026-11-26T11:12:27.164Z"), grossCents: 12_345_67 });
    expect(fields).toEqual({ date: "2026-11-26", systemEntry: "2026-11-26T11:12:27", grossTotal: "12345.67" });
    expect(signedText(fields, "FT 2026/1", "")).toBe("2026-11-26;2026-11-26T11:12:27;FT 2026/1;12345.67;");
  });

  it("writes a summer document's SystemEntryDate one hour after UTC (WEST), so the signed text is the file's", () => {
    const fields = signedFieldsOf({ date: new Date("2026-07-15T00:00:00Z"), enteredAt: new Date("2026-07-15T09:30:45.999Z"), grossCents: 5 });
    expect(fields).toEqual({ date: "2026-07-15", systemEntry: "2026-07-15T10:30:45", grossTotal: "0.05" });
  });

  it("stores the instant to the second, so the SAF-T re-reads exactly the second signed", () => {
    expect(entryInstant(new Date("2026-11-26T11:12:27.999Z")).toISOString()).toBe("2026-11-26T11:12:27.000Z");
  });

  it("chains base64(sha256(text)) with the previous hash", () => {
    const text = "2026-11-26;2026-11-26T11:12:27;FT 2026/2;123.00;previous==";
    expect(chainedHash("previous==", "2026-11-26", "2026-11-26T11:12:27", "FT 2026/2", "123.00")).toBe(createHash("sha256").update(text).digest("base64"));
  });
});

describe("CIVA art. 40.º n.º 1: a fatura simplificada reaches 1 000 € only for goods to a non-taxable buyer, 100 € otherwise (W17)", () => {
  it("refuses 738 € of labour (services) to a final consumer under art. 40.º n.º 1 b)", () => {
    expect(simplifiedInvoiceRefusal({ totalCents: 73_800, buyerNif: null, kinds: ["services"] })?.message).toContain("art. 40.º n.º 1 b)");
  });
  it("accepts 984 € of goods to a final consumer and refuses 1 000,01 € (a))", () => {
    expect(simplifiedInvoiceRefusal({ totalCents: 98_400, buyerNif: null, kinds: ["goods"] })).toBeNull();
    expect(simplifiedInvoiceRefusal({ totalCents: 100_001, buyerNif: "287024008", kinds: ["goods"] })?.message).toContain("art. 40.º n.º 1 a)");
  });
  it("limits goods and services mixed, or any sale to a business (Portuguese or foreign), to 100 €", () => {
    expect(simplifiedInvoiceRefusal({ totalCents: 10_001, buyerNif: null, kinds: ["goods", "services"] })?.message).toContain("n.º 1 b)");
    expect(simplifiedInvoiceRefusal({ totalCents: 10_000, buyerNif: null, kinds: ["goods", "services"] })).toBeNull();
    expect(simplifiedInvoiceRefusal({ totalCents: 10_001, buyerNif: "501442600", kinds: ["goods"] })?.message).toContain("n.º 1 b)");
    expect(simplifiedInvoiceRefusal({ totalCents: 10_001, buyerNif: null, buyerForeignTaxId: "ESB87654323", kinds: ["goods"] })?.message).toContain("n.º 1 b)");
  });
});

describe("CIVA art. 36.º n.º 5 a): a business buyer's address is a mandatory element (W15)", () => {
  const company = { name: "Construções Sem Morada, Lda", nif: "511111223", country: "PT", foreignTaxId: null };
  it("treats a company NIF and a foreign VAT number as a business, a person's NIF and the final consumer not", () => {
    expect(isBusinessBuyer(company)).toBe(true);
    expect(isBusinessBuyer({ name: "S.L.", nif: null, country: "ES", foreignTaxId: "ESB87654323" })).toBe(true);
    expect(isBusinessBuyer({ name: "Ana", nif: "234567899", country: "PT", foreignTaxId: null })).toBe(false);
    expect(isBusinessBuyer({ name: "Consumidor final", nif: null, country: "PT", foreignTaxId: null })).toBe(false);
  });
  it("refuses the business without an address as a validation error naming the field, and accepts it with one", () => {
    expect(() => refuseBusinessBuyerWithoutAddress(company, "  ", "clientAddress")).toThrow(expect.objectContaining({ code: "validation_error", details: [expect.objectContaining({ path: "clientAddress" })] }));
    expect(() => refuseBusinessBuyerWithoutAddress(company, "Rua A 1, 1000-001 Lisboa", "clientAddress")).not.toThrow();
  });
});

describe("Portaria 195/2020: a receipt carries the AT QR code, document type RG (W9)", () => {
  it("writes every field of the receipt, with no VAT breakdown (I1:0) and the hash's 1st, 11th, 21st and 31st characters", () => {
    const hash = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghij";
    const payload = receiptQrPayload(
      { display: "RC 2026/2", atcud: "R5CB8E2W-2", issueDate: new Date("2026-11-26T00:00:00Z"), amountCents: 10_000, hash, annulledAt: null },
      "509999998",
      { nif: "513628742", country: "PT", foreignTaxId: null },
    );
    expect(payload).toBe("A:509999998*B:513628742*C:PT*D:RG*E:N*F:20261126*G:RC 2026/2*H:R5CB8E2W-2*I1:0*N:0.00*O:100.00*Q:AKUe*R:0");
    expect(parseAtQrPayload(receiptQrPayload({ display: "RC 2026/3", atcud: "X-3", issueDate: new Date("2026-11-26T00:00:00Z"), amountCents: 1, hash, annulledAt: new Date() }, "509999998", { nif: null, country: "PT", foreignTaxId: null })).get("E")).toBe("A");
  });
});

describe("W11: the demo's documents of the seed day are stamped before the seed runs", () => {
  it("puts today's steps ten minutes before the real time, one second apart, and past days at 16:00 UTC", () => {
    const clock = seedClock("2026-11-26", new Date("2026-11-26T11:03:00Z"));
    expect(clock("2026-11-20").toISOString()).toBe("2026-11-20T16:00:00.000Z");
    expect(clock("2026-11-26").toISOString()).toBe("2026-11-26T10:53:02.000Z");
    expect(clock("2026-11-26").toISOString()).toBe("2026-11-26T10:53:03.000Z");
  });
  it("keeps 16:00 UTC on the seed day when the seed runs later than that", () => {
    const clock = seedClock("2026-11-26", new Date("2026-11-26T20:00:00Z"));
    expect(clock("2026-11-26").toISOString()).toBe("2026-11-26T16:00:01.000Z");
  });
});

describe("W20: a credit note, an FR or an FS has no «Vencimento» (nothing is to be paid by a date)", () => {
  it("prints and lists a due date only for FT and ND, the documents that are received later", () => {
    expect(["FT", "ND"].filter(hasDueDate)).toEqual(["FT", "ND"]);
    expect(["NC", "FR", "FS", "RC"].filter(hasDueDate)).toEqual([]);
  });
});
