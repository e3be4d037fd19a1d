import { describe, expect, it } from "vitest";
import { isValidNif } from "@/lib/nif";
import { DEMO_COMPANY } from "@/seeds/demo-company";

describe("demo seed", () => {
  it("is a quarterly-VAT Lda whose NIF passes the check-digit rule with a company prefix", () => {
    expect(isValidNif(DEMO_COMPANY.nif)).toBe(true);
    expect(DEMO_COMPANY.nif.startsWith("5")).toBe(true);
    expect(DEMO_COMPANY.vatRegime).toBe("trimestral");
    expect(DEMO_COMPANY.legalForm).toMatch(/Lda/);
    expect(DEMO_COMPANY.cae).toMatch(/^\d{5}/);
  });
});
