import { describe, expect, it } from "vitest";
import { axisMaxEuros, compactEuros } from "@/components/charts/monthly-bars";
import { localDates } from "@/components/format";

describe("the assistant's dates", () => {
  it("writes every ISO date as dd/mm/aaaa and leaves months, numbers and amounts alone", () => {
    expect(localDates("Pagamento até 2026-12-07 (faltam 14 dias); SAF-T de 2026-11; FT 2026/17; 1 234,56 €")).toBe(
      "Pagamento até 07/12/2026 (faltam 14 dias); SAF-T de 2026-11; FT 2026/17; 1 234,56 €",
    );
    expect(localDates("de 2026-01-01 a 2026-03-31")).toBe("de 01/01/2026 a 31/03/2026");
  });
});

describe("the monthly chart's axis", () => {
  it("rounds the largest month up to 1, 2, 2,5 or 5 × 10ⁿ euros", () => {
    expect(axisMaxEuros(0)).toBe(10);
    expect(axisMaxEuros(3_612_345)).toBe(50_000);
    expect(axisMaxEuros(2_000_000)).toBe(20_000);
    expect(axisMaxEuros(2_000_001)).toBe(25_000);
    expect(axisMaxEuros(99_00)).toBe(100);
  });

  // ux LOW (2026-11-26): an empty chart labelled its axis «1 € / 1 € / 0 €».
  it("never repeats a label on the axis, empty chart included", () => {
    for (const cents of [0, 1, 99, 500, 999, 1_000, 2_400, 9_900, 123_456, 3_612_345]) {
      const top = axisMaxEuros(cents);
      const labels = [top, top / 2, 0].map(compactEuros);
      expect(new Set(labels).size, `${cents} cents: ${labels.join(" / ")}`).toBe(3);
    }
    expect([10, 5, 0].map(compactEuros)).toEqual(["10 €", "5 €", "0 €"]);
    expect(axisMaxEuros(0)).toBe(10);
  });

  it("labels euros compactly in Portuguese", () => {
    expect(compactEuros(0)).toBe("0 €");
    expect(compactEuros(250)).toBe("250 €");
    expect(compactEuros(25_000)).toBe("25 mil €");
    expect(compactEuros(12_500)).toBe("12,5 mil €");
  });
});
