import { describe, expect, it } from "vitest";
import { textFields, vatFromRateTable } from "@/lib/domains/documents/extraction/text-fields";
import { deductibleVatCents, deductionRule, purchaseDeductibleVat } from "@/lib/domains/documents/vat-deduction";

const COMPANY = "509876544";

describe("deductible VAT by expense category (CIVA art. 20.º and 21.º)", () => {
  it("meals, drink and accommodation: nothing (art. 21.º, n.º 1, al. d))", () => {
    expect(purchaseDeductibleVat({ vatCents: 1_300, category: "refeições", buyerNif: COMPANY }, COMPANY)).toBe(0);
    expect(deductionRule("refeições").source).toContain("art. 21.º, n.º 1, al. d)");
  });

  it("transport, business travel and tolls: nothing (art. 21.º, n.º 1, al. c))", () => {
    expect(purchaseDeductibleVat({ vatCents: 460, category: "deslocações", buyerNif: COMPANY }, COMPANY)).toBe(0);
  });

  it("diesel: half, rounded half up (art. 21.º, n.º 1, al. b))", () => {
    expect(purchaseDeductibleVat({ vatCents: 1_151, category: "combustíveis", buyerNif: COMPANY }, COMPANY)).toBe(576);
    expect(deductionRule("combustíveis", "Gasóleo rodoviário 40,00 l").share).toBe(0.5);
  });

  it("gasoline: nothing (not among the fuels of art. 21.º, n.º 1, al. b))", () => {
    expect(purchaseDeductibleVat({ vatCents: 1_151, category: "combustíveis", buyerNif: COMPANY }, COMPANY, "Gasolina sem chumbo 95")).toBe(0);
  });

  it("electricity, telecoms, software and professional services: all of it (art. 20.º, n.º 1)", () => {
    for (const category of ["eletricidade e água", "telecomunicações", "software e serviços cloud", "serviços profissionais"]) {
      expect(purchaseDeductibleVat({ vatCents: 2_300, category, buyerNif: COMPANY }, COMPANY)).toBe(2_300);
    }
  });

  it("an invoice issued to another buyer gives no deduction (art. 19.º, n.º 2)", () => {
    expect(purchaseDeductibleVat({ vatCents: 2_300, category: "eletricidade e água", buyerNif: "999999990" }, COMPANY)).toBe(0);
  });

  it("unknown VAT stays unknown", () => {
    expect(deductibleVatCents(null, deductionRule("outros"))).toBeNull();
  });
});

describe("VAT read from a text-only PDF", () => {
  it("reads a rate table (Taxa / Incidência / IVA), summing every rate's row", () => {
    const text = ["Galp Energia, S.A.", "NIF 504347500", "Fatura FT 2026/77", "Taxa Incidência IVA", "23% 40,00 9,20", "6% 10,00 0,60", "Total 59,80 €"].join("\n");
    expect(vatFromRateTable(text)).toBe(980);
    expect(textFields(text, COMPANY).vatCents).toBe(980);
  });

  it("reads «Valor do IVA» and «Total IVA» lines", () => {
    expect(textFields("Valor do IVA: 9,20 €\nTotal 49,20 €", COMPANY).vatCents).toBe(920);
    expect(textFields("Total IVA 11,50\nTotal 61,50", COMPANY).vatCents).toBe(1_150);
  });
});
