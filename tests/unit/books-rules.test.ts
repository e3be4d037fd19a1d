import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/core/api-error";
import { issueInvoice } from "@/lib/domains/invoices/issue-invoice";
import { euBusinessVatWarnings, isPlausibleEuVatNumber, refuseAgainstVatRegime, refuseReverseChargeWithout } from "@/lib/domains/invoices/reverse-charge";
import { vatExemptionReason } from "@/lib/domains/invoices/vat-exemption-reasons";
import { refuseWithholdingOfOtherTaxpayer, refuseWithholdingToNonBusiness, withholdingDue } from "@/lib/domains/invoices/withholding";
import { taxpayerOf } from "@/lib/core/legal-form";

// The domain audit's withholding and exemption findings (reviews/2026-11-26/domain.md W3, W4, W14),
// each named with its legal source. The REST surface of the same rules: tests/integration/books-rules.test.ts.

const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error("not refused");
};

describe("withholding (W3)", () => {
  it("CIRS art. 101.º / CIRC art. 94.º: IRS category B codes only for a sole trader, irc_94 only for a company (W3 a)", () => {
    const lda = refusal(() => refuseWithholdingOfOtherTaxpayer("irs_b_151", taxpayerOf("Sociedade por quotas (Lda)")));
    expect(lda.code).toBe("validation_error");
    expect(lda.message).toContain("The company pays IRC");
    expect(lda.pt).toContain("sujeito passivo de IRC");
    expect(lda.details?.[0]?.path).toBe("withholdingRule");
    for (const form of ["Sociedade anónima (SA)", "Sociedade unipessoal por quotas", "Associação"]) expect(() => refuseWithholdingOfOtherTaxpayer("irs_b_other_services", taxpayerOf(form))).toThrow(ApiError);
    expect(() => refuseWithholdingOfOtherTaxpayer("irc_94", "sociedade")).not.toThrow();
    expect(() => refuseWithholdingOfOtherTaxpayer("irs_b_151", taxpayerOf("Trabalhador independente"))).not.toThrow();
    expect(() => refuseWithholdingOfOtherTaxpayer("irs_b_intellectual_property", taxpayerOf("Empresário em nome individual"))).not.toThrow();
    expect(() => refuseWithholdingOfOtherTaxpayer("irc_94", taxpayerOf("Trabalhador independente"))).toThrow(ApiError);
  });

  it("DL 49/2025: no withholding when the amount to withhold is below 25 €, from 1 July 2025 (W3 c)", () => {
    // FT of 80 € net at 25 % → 20 € → none; FS of 50 € → 12,50 € → none.
    expect(withholdingDue(8_000, 2_500, "2026-11-26")).toEqual({ cents: 0, waived: expect.stringContaining("DL 49/2025") });
    expect(withholdingDue(5_000, 2_500, "2026-11-26").cents).toBe(0);
    // The edge: exactly 25 € is withheld, 24,99 € is not.
    expect(withholdingDue(10_000, 2_500, "2026-11-26")).toEqual({ cents: 2_500, waived: null });
    expect(withholdingDue(9_996, 2_500, "2026-11-26").cents).toBe(0); // 24,99 €
    // Before the decree took effect, every amount was withheld.
    expect(withholdingDue(8_000, 2_500, "2025-06-30")).toEqual({ cents: 2_000, waived: null });
  });

  it("CIRS art. 101.º n.º 1: a client with a personal NIF (a sole trader with organised accounting) can withhold (W3 d)", () => {
    expect(() => refuseWithholdingToNonBusiness("234567899", "PT")).not.toThrow();
    const consumer = refusal(() => refuseWithholdingToNonBusiness(null, "PT"));
    expect(consumer.message).toMatch(/organised accounting/);
    expect(consumer.pt).toMatch(/contabilidade organizada/);
  });

  it("CIRC art. 94.º: a line can be left outside the withholding; withholdingRule with no line subject to it is refused (W3 b)", () => {
    const parse = (body: object) => issueInvoice.input.safeParse({ clientName: "A", clientNif: "501442600", ...body });
    const royaltyAndLaptop = parse({ withholdingRule: "irc_94", lines: [{ description: "Licença", unitEuros: 1_000 }, { description: "Portátil", unitEuros: 500, subjectToWithholding: false }] });
    expect(royaltyAndLaptop.success).toBe(true);
    const none = parse({ withholdingRule: "irc_94", lines: [{ description: "Portátil", unitEuros: 500, subjectToWithholding: false }] });
    expect(none.error?.issues[0]?.path).toEqual(["withholdingRule"]);
    const withoutRule = parse({ lines: [{ description: "Licença", unitEuros: 1_000, subjectToWithholding: true }] });
    expect(withoutRule.error?.issues[0]?.path).toEqual(["lines", 0, "subjectToWithholding"]);
  });
});

describe("exemption codes and the VAT regime (W4, W14)", () => {
  it("RITI art. 14.º: M16 only to a business in another member state with a VAT number, like M40 (W4)", () => {
    const m16 = [{ vatExemptionCode: "M16" }];
    const portuguese = refusal(() => refuseReverseChargeWithout(m16, "PT", null));
    expect(portuguese.details?.[0]?.path).toBe("lines[0].vatExemptionCode");
    expect(portuguese.message).toContain("RITI art. 14.º");
    expect(() => refuseReverseChargeWithout(m16, "ES", null)).toThrow(ApiError); // a Spanish private client
    expect(() => refuseReverseChargeWithout(m16, "ES", "ESB12345674")).not.toThrow();
  });

  it("CIVA art. 6.º n.º 6 a): M40 needs a plausible VAT number of the client's country (format and check digit; VIES unreachable) (W4)", () => {
    const m40 = [{ vatExemptionCode: "M40" }];
    const xx = refusal(() => refuseReverseChargeWithout(m40, "ES", "XX"));
    expect(xx.message).toContain("VIES");
    expect(() => refuseReverseChargeWithout(m40, "ES", "ESB12345678")).toThrow(ApiError); // wrong check digit
    expect(() => refuseReverseChargeWithout(m40, "DE", "ESB12345674")).toThrow(ApiError); // another country's number
    expect(isPlausibleEuVatNumber("ES", "B12345674")).toBe(true); // the prefix is optional
    expect(isPlausibleEuVatNumber("GR", "EL094259216")).toBe(true); // Greece: GR in ISO, EL in VAT numbers
    expect(isPlausibleEuVatNumber("DE", "DE136695976")).toBe(true);
    expect(isPlausibleEuVatNumber("FR", "FR40303265045")).toBe(true);
    expect(isPlausibleEuVatNumber("PT", "PT501442600")).toBe(false); // not another member state
  });

  it("CIVA art. 53.º (DL 35/2025): an isento company charges no VAT and always uses M10; M10 only in that regime (W4)", () => {
    const taxed = refusal(() => refuseAgainstVatRegime([{ vatRate: 23, vatExemptionCode: null }], "isento"));
    expect(taxed.details?.[0]?.path).toBe("lines[0].vatRate");
    expect(taxed.message).toContain("M10");
    const m16 = refusal(() => refuseAgainstVatRegime([{ vatRate: 0, vatExemptionCode: "M16" }], "isento"));
    expect(m16.details?.[0]?.path).toBe("lines[0].vatExemptionCode");
    expect(() => refuseAgainstVatRegime([{ vatRate: 0, vatExemptionCode: "M10" }], "isento")).not.toThrow();
    const monthly = refusal(() => refuseAgainstVatRegime([{ vatRate: 23, vatExemptionCode: null }, { vatRate: 0, vatExemptionCode: "M10" }], "mensal"));
    expect(monthly.details?.[0]?.path).toBe("lines[1].vatExemptionCode");
    expect(() => refuseAgainstVatRegime([{ vatRate: 23, vatExemptionCode: null }, { vatRate: 0, vatExemptionCode: "M07" }], "trimestral")).not.toThrow();
  });

  it("CIVA art. 6.º n.º 6 a): Portuguese VAT to an EU business with a VAT number is warned about (W4)", () => {
    expect(euBusinessVatWarnings([{ vatRate: 23 }], "ES", "ESB12345674")[0]).toMatch(/M40.*M16/);
    expect(euBusinessVatWarnings([{ vatRate: 23 }], "ES", null)).toEqual([]); // a private client: Portuguese VAT is right
    expect(euBusinessVatWarnings([{ vatRate: 0 }], "ES", "ESB12345674")).toEqual([]);
    expect(euBusinessVatWarnings([{ vatRate: 23 }], "PT", null)).toEqual([]);
  });

  it("DL 21/2007: M42 is the reverse charge on immovable property with waiver of exemption, not construction (M31) (W14)", () => {
    expect(vatExemptionReason("M42")?.law).toBe("DL 21/2007, de 29 de janeiro (operações sobre imóveis com renúncia à isenção)");
    expect(vatExemptionReason("M42")?.law).not.toContain("construção");
    expect(vatExemptionReason("M31")?.law).toContain("construção civil");
  });
});
