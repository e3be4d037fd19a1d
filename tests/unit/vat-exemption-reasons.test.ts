import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/core/api-error";
import { isOtherEuCountry } from "@/lib/domains/clients/client-country";
import { issueInvoice } from "@/lib/domains/invoices/issue-invoice";
import { documentNotes, refuseReverseChargeWithout } from "@/lib/domains/invoices/reverse-charge";
import { isNonBusinessBuyer, simplifiedInvoiceRefusal } from "@/lib/domains/invoices/simplified-invoice";
import { buildAtQrPayload } from "@/lib/domains/invoices/at-qr-code";
import { refuseWithholdingToNonBusiness, WITHHOLDING_RULES, withholdingCents } from "@/lib/domains/invoices/withholding";
import { exemptionText, VAT_EXEMPTION_CODES, vatExemptionReason } from "@/lib/domains/invoices/vat-exemption-reasons";

// AT table of exemption reason codes (SAF-T TaxExemptionCode, Portaria 302/2016) and CIVA art. 36.º
// n.º 5 e): a document without VAT states the reason in words.

describe("VAT exemption reasons (AT table; CIVA art. 36.º n.º 5 e))", () => {
  it("holds the AT codes with their legal text, retired ones left out", () => {
    expect(VAT_EXEMPTION_CODES).toEqual(expect.arrayContaining(["M01", "M07", "M10", "M16", "M40", "M99"]));
    expect(VAT_EXEMPTION_CODES).not.toContain("M08"); // retired by AT at the start of 2023
    expect(new Set(VAT_EXEMPTION_CODES).size).toBe(VAT_EXEMPTION_CODES.length);
    // SAF-T's TaxExemptionReason holds at most 60 characters (AT's own wording of M15 fits).
    for (const code of VAT_EXEMPTION_CODES) expect(vatExemptionReason(code)!.reason.length, code).toBeLessThanOrEqual(60);
    expect(exemptionText("M07")).toBe("M07 — Isento artigo 9.º do CIVA (CIVA art. 9.º (isenções nas operações internas: saúde, ensino, formação…))");
    expect(vatExemptionReason("M10")?.law).toContain("art. 53.º"); // small-business regime since 2025
    expect(vatExemptionReason("M40")?.reverseCharge).toBe(true);
    expect(vatExemptionReason("M98")).toBeNull();
  });

  it("create_invoice refuses a 0% line without a reason (no silent default), a reason on a taxed line, and an unknown code", () => {
    const parse = (line: object) => issueInvoice.input.safeParse({ clientName: "A", lines: [{ description: "x", unitEuros: 1, ...line }] });
    const missing = parse({ vatRate: 0 });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(["lines", 0, "vatExemptionCode"]);
    expect(parse({ vatRate: 23, vatExemptionCode: "M07" }).success).toBe(false);
    expect(parse({ vatRate: 0, vatExemptionCode: "M98" }).success).toBe(false);
    expect(parse({ vatRate: 0, vatExemptionCode: "M07" }).success).toBe(true);
  });
});

describe("EU B2B services: reverse charge M40 (CIVA art. 6.º n.º 6 a)) and the recapitulative statement (RITI art. 30.º)", () => {
  const m40 = [{ vatExemptionCode: "M40" }];
  it("needs a business client identified by its VAT number in another member state", () => {
    expect(() => refuseReverseChargeWithout(m40, "ES", "ESB12345674")).not.toThrow();
    for (const [country, taxId] of [["PT", "ESB12345674"], ["US", "123456789"], ["ES", null]] as const) {
      expect(() => refuseReverseChargeWithout(m40, country, taxId)).toThrow(ApiError);
    }
    expect(isOtherEuCountry("GR")).toBe(true);
    expect(isOtherEuCountry("PT")).toBe(false);
  });

  it("prints the reverse-charge and recapitulative-statement note", () => {
    expect(documentNotes(["M40"])[0]).toContain("declaração recapitulativa");
    expect(documentNotes(["M07", null])).toEqual([]);
  });

  it("a client outside Portugal gives a foreign tax id, not a resident's NIF; a foreign id needs the country", () => {
    const parse = (fields: object) => issueInvoice.input.safeParse({ clientName: "A", lines: [{ description: "x", unitEuros: 1 }], ...fields });
    expect(parse({ clientCountry: "es", clientForeignTaxId: "esb-12345678" }).data).toMatchObject({ clientCountry: "ES", clientForeignTaxId: "ESB12345678" });
    expect(parse({ clientForeignTaxId: "ESB12345678" }).success).toBe(false);
    expect(parse({ clientCountry: "ES", clientNif: "501442600" }).success).toBe(false);
    expect(parse({ clientCountry: "Espanha" }).success).toBe(false);
  });
});

describe("fatura simplificada limits (CIVA art. 40.º n.º 1: a) 1 000 € to a non-business buyer, b) 100 € otherwise)", () => {
  it("allows up to 1 000 € to a consumer or a person's NIF, 100 € to a business", () => {
    expect(isNonBusinessBuyer(null)).toBe(true);
    expect(isNonBusinessBuyer("287024008")).toBe(true);
    expect(isNonBusinessBuyer("501442600")).toBe(false);
    expect(simplifiedInvoiceRefusal({ totalCents: 100_000, buyerNif: null, kinds: ["goods"] })).toBeNull();
    expect(simplifiedInvoiceRefusal({ totalCents: 100_001, buyerNif: null, kinds: ["goods"] })?.message).toContain("art. 40.º n.º 1 a)");
    expect(simplifiedInvoiceRefusal({ totalCents: 10_000, buyerNif: "501442600", kinds: ["goods"] })).toBeNull();
    expect(simplifiedInvoiceRefusal({ totalCents: 10_001, buyerNif: "501442600", kinds: ["goods"] })?.message).toContain("art. 40.º n.º 1 b)");
  });
});

describe("retenção na fonte (CIRS art. 101.º n.º 1: a) 16,5 %, b) 23 % since Lei 45-A/2024, c) 11,5 %; CIRC art. 94.º: 25 %)", () => {
  it("holds the 2026 rates and rounds the withholding half up on the net", () => {
    expect(WITHHOLDING_RULES.irs_b_151.rateBasisPoints).toBe(2_300);
    expect(WITHHOLDING_RULES.irs_b_other_services.rateBasisPoints).toBe(1_150);
    expect(WITHHOLDING_RULES.irc_94.rateBasisPoints).toBe(2_500);
    expect(withholdingCents(100_000, 2_300)).toBe(23_000);
    expect(withholdingCents(1_001, 1_150)).toBe(115); // 115,115 cents → 115
    expect(withholdingCents(1_010, 1_650)).toBe(167); // 166,65 cents → 167
  });

  it("only a Portuguese client with organised accounting withholds: an entity, or a person (CIRS art. 101.º n.º 1)", () => {
    expect(() => refuseWithholdingToNonBusiness("501442600", "PT")).not.toThrow();
    expect(() => refuseWithholdingToNonBusiness("287024008", "PT")).not.toThrow();
    for (const [nif, country] of [[null, "PT"], ["999999990", "PT"], ["451234561", "PT"], ["501442600", "ES"]] as const) {
      expect(() => refuseWithholdingToNonBusiness(nif, country)).toThrow(ApiError);
    }
  });

  it("the QR carries it in field P, after O (AT QR specification)", () => {
    const payload = buildAtQrPayload({ issuerNif: "501442600", buyerNif: "501964843", buyerCountry: "PT", documentType: "FT", documentStatus: "N", documentDate: "2026-11-23", documentId: "FT 2026/1", atcud: "ABCDEFGH-1", fiscalSpace: "PT", normalBaseCents: 100_000, normalVatCents: 23_000, totalVatCents: 23_000, grossTotalCents: 123_000, withholdingCents: 23_000, hashCharacters: "abcd", certificateNumber: "0" });
    expect(payload).toContain("*O:1230.00*P:230.00*Q:abcd*");
  });
});
