import { describe, expect, it } from "vitest";
import { isValidNif, nifCheckDigit, nifProblem, normalizeNif } from "@/lib/core/nif";

describe("NIF validation", () => {
  it.each(["999999990", "501442600", "501964843", "287024008", "123456789", "500000000"])("accepts %s (DOMAIN-PT.md)", (nif) => {
    expect(isValidNif(nif)).toBe(true);
  });

  it.each([
    ["999999991", "check_digit"],
    ["501964842", "check_digit"],
    ["420000000", "prefix"],
    ["012345678", "prefix"],
    ["730000000", "prefix"],
    ["12345678", "format"],
    ["1234567890", "format"],
    ["12345678a", "format"],
    ["", "format"],
  ])("refuses %s (%s)", (nif, problem) => {
    expect(nifProblem(nif)).toBe(problem);
  });

  it("tolerates spaces, dots, dashes and a PT prefix", () => {
    expect(isValidNif("PT 501 442 600")).toBe(true);
    expect(isValidNif("501-964-843")).toBe(true);
    expect(isValidNif("501.964.843")).toBe(true);
    expect(normalizeNif("PT501-964-843")).toBe("501964843");
  });

  it("computes the check digit, with remainders 0 and 1 giving 0", () => {
    expect(nifCheckDigit("12345678")).toBe(9);
    expect(nifCheckDigit("50000000")).toBe(0); // sum 45, remainder 1
    expect(nifCheckDigit("99999999")).toBe(0); // sum 396, remainder 0
    expect(() => nifCheckDigit("1234567")).toThrow();
  });

  it("accepts every valid two-digit prefix and only those among 4x/7x/9x (78: non-residents for the VAT refund)", () => {
    const valid = ["45", "70", "71", "72", "74", "75", "77", "78", "79", "90", "91", "98", "99"];
    for (let prefix = 40; prefix <= 99; prefix++) {
      if (String(prefix)[0] !== "4" && String(prefix)[0] !== "7" && String(prefix)[0] !== "9") continue;
      const body = `${prefix}000000`;
      const nif = body + nifCheckDigit(body);
      expect(isValidNif(nif), nif).toBe(valid.includes(String(prefix)));
    }
  });
});
