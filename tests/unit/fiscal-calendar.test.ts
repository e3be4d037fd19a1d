import { describe, expect, it } from "vitest";
import { computeObligations } from "@/lib/domains/calendar/compute-obligations";

function byKey(regime: "trimestral" | "mensal" | "isento", today: string, horizon = 120) {
  return new Map(computeObligations(regime, today, horizon).map((obligation) => [obligation.key, obligation]));
}

describe("fiscal calendar rules", () => {
  // A whole year: everything due in 2026 for a quarterly-VAT company.
  const year = computeObligations("trimestral", "2026-01-01", 364);

  it("produces every rule's obligations across a whole year exactly once", () => {
    const perRule = new Map<string, number>();
    for (const obligation of year) {
      const ruleId = obligation.key.replace(/-\d{4}(-(T\d|\d{2}))?(-\d)?$/, "");
      perRule.set(ruleId, (perRule.get(ruleId) ?? 0) + 1);
    }
    expect(Object.fromEntries(perRule)).toEqual({
      "iva-declaracao": 4,
      "iva-pagamento": 4,
      "efatura-comunicacao": 12,
      "ss-declaracao": 12,
      "ss-pagamento": 12,
      dmr: 12,
      "retencoes-pagamento": 12,
      "irc-modelo22": 1,
      "irc-pagamento-por-conta": 3,
      ies: 1,
      modelo10: 1,
      // A regime alone (no profile answers) shows the profile-driven rules too.
      "inventario-comunicacao": 1,
      // Quarterly, like the company's VAT period (RITI art. 30.º n.º 1 b)).
      "declaracao-recapitulativa": 4,
      modelo30: 12,
    });
    expect(new Set(year.map((obligation) => obligation.key)).size).toBe(year.length);
  });

  it("puts quarterly VAT on the 20th and 25th of the second month after the quarter", () => {
    const dates = Object.fromEntries(year.filter((obligation) => obligation.kind === "iva" && obligation.key.startsWith("iva-")).map((obligation) => [obligation.key, obligation.dueDate]));
    expect(dates).toEqual({
      "iva-declaracao-2025-T4": "2026-02-20",
      "iva-pagamento-2025-T4": "2026-02-25",
      "iva-declaracao-2026-T1": "2026-05-20",
      "iva-pagamento-2026-T1": "2026-05-25",
      "iva-declaracao-2026-T2": "2026-08-20",
      "iva-pagamento-2026-T2": "2026-08-25",
      "iva-declaracao-2026-T3": "2026-11-20",
      "iva-pagamento-2026-T3": "2026-11-25",
    });
  });

  it("covers quarter boundaries: a quarter's months all belong to it", () => {
    const t1 = year.find((obligation) => obligation.key === "iva-declaracao-2026-T1")!;
    expect(t1.period).toMatchObject({ start: "2026-01-01", end: "2026-03-31", label: "1.º trimestre de 2026" });
    const t4 = year.find((obligation) => obligation.key === "iva-declaracao-2025-T4")!;
    expect(t4.period).toMatchObject({ start: "2025-10-01", end: "2025-12-31" });
  });

  it("moves deadlines off weekends and national holidays, keeping the legal date", () => {
    const dates = byKey("trimestral", "2026-01-01", 364);
    expect(dates.get("efatura-comunicacao-2026-09")).toMatchObject({ nominalDueDate: "2026-10-05", dueDate: "2026-10-06" }); // Implantação da República
    expect(dates.get("dmr-2026-05")).toMatchObject({ nominalDueDate: "2026-06-10", dueDate: "2026-06-11" }); // Dia de Portugal
    // Modelo 22 is the exception: CIRC art. 120.º n.º 1 keeps 31 May even on a Sunday.
    expect(dates.get("irc-modelo22-2025")).toMatchObject({ nominalDueDate: "2026-05-31", dueDate: "2026-05-31" });
    expect(dates.get("efatura-comunicacao-2026-11")).toMatchObject({ nominalDueDate: "2026-12-05", dueDate: "2026-12-07" }); // Saturday
    expect(dates.get("ies-2025")?.dueDate).toBe("2026-07-15");
    expect(["2026-07-31", "2026-09-30", "2026-12-15"]).toEqual(["1", "2", "3"].map((n) => dates.get(`irc-pagamento-por-conta-2026-${n}`)?.dueDate));
  });

  it("switches Social Security to the DL 127/2025 dates from the January 2027 period", () => {
    const dates = byKey("trimestral", "2026-12-01");
    expect(dates.get("ss-pagamento-2026-12")?.nominalDueDate).toBe("2027-01-20");
    expect(dates.get("ss-declaracao-2026-12")?.nominalDueDate).toBe("2027-01-10");
    expect(dates.get("ss-pagamento-2027-01")?.nominalDueDate).toBe("2027-02-25");
    expect(dates.get("ss-declaracao-2027-01")?.nominalDueDate).toBe("2027-02-20");
  });

  it("follows the company's VAT regime", () => {
    const monthly = byKey("mensal", "2026-01-01", 364);
    expect(monthly.get("iva-declaracao-2026-01")?.dueDate).toBe("2026-03-20");
    expect([...monthly.keys()].some((key) => key.includes("-T"))).toBe(false);
    const exempt = computeObligations("isento", "2026-01-01", 364);
    expect(exempt.some((obligation) => obligation.key.startsWith("iva-declaracao") || obligation.key.startsWith("iva-pagamento"))).toBe(false);
    expect(exempt.some((obligation) => obligation.key.startsWith("efatura-comunicacao"))).toBe(true);
  });

  it("includes the window's edges: due today and due in exactly 120 days, not 121", () => {
    const today = byKey("trimestral", "2026-11-20");
    expect(today.get("iva-declaracao-2026-T3")).toMatchObject({ daysLeft: 0 });
    const edge = byKey("trimestral", "2026-10-22"); // 2026-10-22 + 120 days = 2027-02-19
    expect(edge.has("iva-declaracao-2026-T4")).toBe(false); // due 2027-02-22
    expect(byKey("trimestral", "2026-10-25").get("iva-declaracao-2026-T4")?.daysLeft).toBe(120);
    expect(byKey("trimestral", "2026-11-21").has("iva-declaracao-2026-T3")).toBe(false); // already past
  });

  it("lists soonest first", () => {
    const dates = year.map((obligation) => obligation.dueDate);
    expect(dates).toEqual([...dates].sort());
  });
});
