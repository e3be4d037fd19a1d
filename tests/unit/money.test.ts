import { describe, expect, it } from "vitest";
import { eurosToCents, formatEuros } from "@/lib/core/money";

describe("formatEuros (the one money-to-text rule)", () => {
  it.each([
    [0, "0,00 €"],
    [5, "0,05 €"],
    [99_999, "999,99 €"],
    [123_456, "1 234,56 €"],
    [1_234_560, "12 345,60 €"],
    [123_456_789, "1 234 567,89 €"],
    [-50, "-0,50 €"],
    [-1_234_567_800, "-12 345 678,00 €"],
  ])("%i cents → %s", (cents, text) => {
    expect(formatEuros(cents)).toBe(text);
  });

  it("uses ASCII spaces only (no no-break spaces)", () => {
    expect(formatEuros(100_000_000)).not.toMatch(/[\u00a0\u202f]/);
  });

  it("refuses non-integer cents", () => {
    expect(() => formatEuros(1.5)).toThrow(RangeError);
    expect(() => formatEuros(Number.NaN)).toThrow(RangeError);
  });
});

describe("eurosToCents", () => {
  it.each([
    [0, 0],
    [12.5, 1250],
    [1.005, 101],
    [0.015, 2],
    [19.99, 1999],
    [-2.345, -235],
    [1234567.891, 123456789],
  ])("%d € → %i cents (half away from zero)", (euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents);
  });
});
