import { describe, expect, it } from "vitest";
import { isValidNif } from "@/lib/core/nif";
import { taxpayerOf } from "@/lib/core/legal-form";
import { DEMO_COMPANY } from "@/seeds/demo-company";
import { DEMO_SOLE_TRADER } from "@/seeds/demo-sole-trader";

describe("demo seed", () => {
  it("is a quarterly-VAT Lda whose NIF passes the check-digit rule with a company prefix", () => {
    expect(isValidNif(DEMO_COMPANY.nif)).toBe(true);
    expect(DEMO_COMPANY.nif.startsWith("5")).toBe(true);
    expect(DEMO_COMPANY.vatRegime).toBe("trimestral");
    expect(DEMO_COMPANY.legalForm).toMatch(/Lda/);
    expect(DEMO_COMPANY.cae).toMatch(/^\d{5}/);
  });

  it("has a second business, a sole trader (CIRS art. 3.º: IRS category B) in the simplified regime with a personal NIF", () => {
    expect(isValidNif(DEMO_SOLE_TRADER.nif)).toBe(true);
    expect(DEMO_SOLE_TRADER.nif.startsWith("2")).toBe(true);
    expect(taxpayerOf(DEMO_SOLE_TRADER.legalForm)).toBe("empresario");
    expect(DEMO_SOLE_TRADER.accountingRegime).toBe("simplified");
    expect(DEMO_SOLE_TRADER.vatRegime).toBe("trimestral");
    expect(DEMO_SOLE_TRADER.nif).not.toBe(DEMO_COMPANY.nif);
  });
});
