import { describe, expect, it } from "vitest";
import { VAT_EXEMPTION_REASONS } from "@/lib/domains/invoices/vat-exemption-reasons";
import { exemptionReasonOf } from "@/lib/domains/saft/from-books";
import { lisbonDateTime, productCodeOf, productDescriptionOf, saftAmount, saftQuantity, splitPortugueseAddress } from "@/lib/domains/invoices/saft-format";
import { saftFileName, saftPeriod } from "@/lib/domains/saft/saft-period";
import { xmlText } from "@/lib/domains/saft/xml-text";

// How SAF-T (PT) writes values (Portaria 302/2016, technical notes of the structure): amounts with
// "." and two decimals, date-times in Portuguese local time without a zone, the period of the file.

describe("SAF-T value formats", () => {
  it("writes amounts with a point and exactly two decimals, quantities without trailing zeros", () => {
    expect(saftAmount(0)).toBe("0.00");
    expect(saftAmount(5)).toBe("0.05");
    expect(saftAmount(123456)).toBe("1234.56");
    expect(saftQuantity(1500)).toBe("1.5");
    expect(saftQuantity(1000)).toBe("1");
    expect(saftQuantity(1)).toBe("0.001");
  });

  it("writes SystemEntryDate in Lisbon time: WEST (UTC+1) in summer, WET (UTC+0) in winter, across the DST change", () => {
    expect(lisbonDateTime(new Date("2026-07-15T09:30:05.123Z"))).toBe("2026-07-15T10:30:05");
    expect(lisbonDateTime(new Date("2026-12-31T23:59:59Z"))).toBe("2026-12-31T23:59:59");
    expect(lisbonDateTime(new Date("2026-10-25T00:59:59Z"))).toBe("2026-10-25T01:59:59");
    expect(lisbonDateTime(new Date("2026-10-25T01:00:00Z"))).toBe("2026-10-25T01:00:00");
    expect(lisbonDateTime(new Date("2026-03-29T01:00:00Z"))).toBe("2026-03-29T02:00:00");
  });

  it("splits a Portuguese address into detail, postal code and city, and says 'Desconhecido' for what is missing", () => {
    expect(splitPortugueseAddress("Rua da Prata 123, 2.º Esq., 1100-420 Lisboa")).toEqual({ detail: "Rua da Prata 123, 2.º Esq.", postalCode: "1100-420", city: "Lisboa" });
    expect(splitPortugueseAddress(null)).toEqual({ detail: "Desconhecido", postalCode: "Desconhecido", city: "Desconhecido" });
    expect(splitPortugueseAddress("Lisboa")).toEqual({ detail: "Lisboa", postalCode: "Desconhecido", city: "Desconhecido" });
  });

  it("codes a product by its description, the same in every file, within the schema's lengths", () => {
    expect(productCodeOf("Consultoria", "services")).toBe(productCodeOf(" consultoria ", "services"));
    expect(productCodeOf("Consultoria", "services")).not.toBe(productCodeOf("Formação", "services"));
    expect(productCodeOf("Consultoria", "services")).toMatch(/^S-[0-9A-F]{12}$/);
    expect(productDescriptionOf("x").length).toBeGreaterThanOrEqual(2);
    expect(productDescriptionOf("a".repeat(300))).toHaveLength(200);
  });

  it("takes each exemption code's legal text from the books' one AT table, within 6–60 characters (SAF-T TaxExemptionReason)", () => {
    expect(exemptionReasonOf("M07")).toBe("Isento artigo 9.º do CIVA");
    expect(exemptionReasonOf("M10")).toContain("53.º");
    expect(exemptionReasonOf("M40")).toBe("IVA - autoliquidação");
    for (const code of [...VAT_EXEMPTION_REASONS.map((entry) => entry.code), "M77"]) {
      expect(exemptionReasonOf(code).length, code).toBeGreaterThanOrEqual(6);
      expect(exemptionReasonOf(code).length, code).toBeLessThanOrEqual(60);
    }
  });

  it("escapes markup and writes characters Windows-1252 lacks as references; drops what XML forbids", () => {
    expect(xmlText("Sá & Filhos <S.A.> \"x\"")).toBe("Sá &amp; Filhos &lt;S.A.&gt; &quot;x&quot;");
    expect(xmlText("€ ç ã — “ok”")).toBe("€ ç ã — “ok”");
    expect(xmlText("Łódź 😀")).toBe("&#x141;ód&#x17A; &#x1F600;");
    expect(xmlText("a\u0000b\u0007c")).toBe("abc");
  });
});

describe("SAF-T period", () => {
  it("is a month, a quarter or the year, never a month and a quarter together", () => {
    expect(saftPeriod({ year: 2026, month: 10 })).toMatchObject({ startDate: "2026-10-01", endDate: "2026-10-31" });
    expect(saftPeriod({ year: 2026, quarter: 1 })).toMatchObject({ startDate: "2026-01-01", endDate: "2026-03-31" });
    expect(saftPeriod({ year: 2028, month: 2 })).toMatchObject({ endDate: "2028-02-29" });
    expect(saftPeriod({ year: 2026 })).toMatchObject({ startDate: "2026-01-01", endDate: "2026-12-31" });
    expect(() => saftPeriod({ year: 2026, month: 1, quarter: 1 })).toThrow(/not both/);
  });

  it("names the file by NIF and period", () => {
    expect(saftFileName({ nif: "508123453", livemode: true }, saftPeriod({ year: 2026, month: 3 }))).toBe("SAFT-PT_508123453_2026-03.xml");
    expect(saftFileName({ nif: "508123453", livemode: true }, saftPeriod({ year: 2026, quarter: 3 }))).toBe("SAFT-PT_508123453_2026-T3.xml");
    expect(saftFileName({ nif: "508123453", livemode: true }, saftPeriod({ year: 2026 }))).toBe("SAFT-PT_508123453_2026.xml");
    expect(saftFileName({ nif: "508123453", livemode: false }, saftPeriod({ year: 2026, month: 3 }))).toBe("SAFT-PT_508123453_2026-03_TESTE.xml");
  });
});
