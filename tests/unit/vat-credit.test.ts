import { describe, expect, it } from "vitest";
import { vatCreditObligation, vatEstimateLabel } from "@/lib/domains/calendar/vat-credit";

// Audit W18: "Pagamento do IVA — novembro de 2026: −163,11 €". A period in credit has nothing to pay.
describe("CIVA art. 22.º, n.º 4: a VAT credit is carried forward, not paid", () => {
  it("shows the credit as a positive amount named as a credit", () => {
    expect(vatEstimateLabel(-16_311)).toBe("crédito de 163,11 €");
    expect(vatEstimateLabel(-16_311)).not.toContain("−");
    expect(vatEstimateLabel(-16_311)).not.toContain("-");
  });

  it("shows an amount to pay as it is", () => {
    expect(vatEstimateLabel(16_311)).toBe("163,11 €");
    expect(vatEstimateLabel(0)).toBe("0,00 €");
  });

  it("rewords the payment obligation as a credit to carry forward, citing art. 22.º", () => {
    const wording = vatCreditObligation("novembro de 2026", -16_311, "CIVA art. 27.º, n.º 1 (Lei 12/2022)");
    expect(wording.title).toBe("Crédito de IVA a reportar — novembro de 2026");
    expect(wording.title).not.toMatch(/Pagamento/);
    expect(wording.description).toContain("163,11 €");
    expect(wording.description).toContain("Não há IVA a pagar");
    expect(wording.source).toBe("CIVA art. 27.º, n.º 1 (Lei 12/2022); CIVA art. 22.º, n.ºs 4 e 5");
  });
});
