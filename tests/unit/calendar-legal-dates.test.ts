import { describe, expect, it } from "vitest";
import { computeObligations, type CalendarProfile } from "@/lib/domains/calendar/compute-obligations";
import { OBLIGATION_RULES } from "@/lib/domains/calendar/obligation-rules";
import { taxpayerOf } from "@/lib/core/legal-form";

// The dates of the domain audit (reviews/2026-11-26/domain.md, W2, W5, W6, W10, W18), each named
// with the provision it follows.

const NONE = { hasEmployees: false, holdsInventory: false, euOperations: false, paysNonResidents: false, hasCompanyCars: false };
const company: CalendarProfile = { vatRegime: "trimestral", flags: NONE };
const soleTrader: CalendarProfile = { vatRegime: "trimestral", flags: NONE, taxpayer: "empresario", accountingRegime: "simplified" };
const byKey = (profile: CalendarProfile, today: string, horizon = 364) => new Map(computeObligations(profile, today, horizon).map((obligation) => [obligation.key, obligation]));

describe("legal dates of the tax calendar", () => {
  it("CIRC art. 120.º n.º 1: Modelo 22 due 31 May even on a Sunday (W2)", () => {
    const modelo22 = byKey(company, "2026-05-01", 60).get("irc-modelo22-2025");
    expect(modelo22).toMatchObject({ nominalDueDate: "2026-05-31", dueDate: "2026-05-31", movesToNextWorkingDay: false });
    expect(modelo22?.workingDaySource).toContain("independentemente de esse dia ser útil");
  });

  it("CIRC art. 121.º n.º 2: IES due 15 July even on a Saturday (W2)", () => {
    const ies = byKey(company, "2028-06-01", 60).get("ies-2027");
    expect(ies).toMatchObject({ nominalDueDate: "2028-07-15", dueDate: "2028-07-15", movesToNextWorkingDay: false });
  });

  it("LGT art. 57.º n.º 3 / Código Civil art. 279.º e): the other deadlines move to the next working day, and say so", () => {
    const efatura = byKey(company, "2026-11-01", 60).get("efatura-comunicacao-2026-11");
    expect(efatura).toMatchObject({ nominalDueDate: "2026-12-05", dueDate: "2026-12-07", movesToNextWorkingDay: true });
    expect(efatura?.workingDaySource).toContain("Código Civil art. 279.º");
    // Every rule states whether it moves and why.
    for (const rule of OBLIGATION_RULES) expect(rule.workingDay.source.length, rule.id).toBeGreaterThan(10);
  });

  it("CIRS art. 119.º n.º 1 d) as amended by DL 49/2025: Modelo 10 by the end of February (28 Feb 2027 a Sunday → 1 March) (W5)", () => {
    const modelo10 = byKey(company, "2026-12-01", 120).get("modelo10-2026");
    expect(modelo10).toMatchObject({ nominalDueDate: "2027-02-28", dueDate: "2027-03-01" });
    expect(modelo10?.source).toContain("DL 49/2025");
    // Ofício-Circulado 20286/2026: 2025's income, 28 Feb 2026 a Saturday → 2 March 2026.
    expect(byKey(company, "2026-01-01", 120).get("modelo10-2025")).toMatchObject({ nominalDueDate: "2026-02-28", dueDate: "2026-03-02" });
  });

  it("IUC reform (authorisation law of 13 Feb 2026): 2027 dates are shown as to be confirmed, with the source (W6)", () => {
    const profile: CalendarProfile = { vatRegime: "trimestral", flags: { ...NONE, hasCompanyCars: true }, carRegistrationMonths: [3, 11] };
    const obligations = byKey(profile, "2026-11-01", 364);
    expect(obligations.get("iuc-2026-11")?.toConfirm).toBeNull();
    const march = obligations.get("iuc-2027-03");
    expect(march?.toConfirm).toMatch(/Data a confirmar.*13\/02\/2026.*outubro/);
    expect(march?.source).toContain("decreto-lei por confirmar");
  });

  it("CIRS arts. 60.º, 102.º and CRC arts. 151.º–155.º: a sole trader gets the IRS and independent Social Security calendar, not the IRC one (W10)", () => {
    expect(taxpayerOf("Trabalhador independente")).toBe("empresario");
    expect(taxpayerOf("Empresário em nome individual")).toBe("empresario");
    expect(taxpayerOf("Sociedade por quotas (Lda)")).toBe("sociedade");
    expect(taxpayerOf("Sociedade unipessoal por quotas")).toBe("sociedade");
    const obligations = byKey({ ...soleTrader, activityStartDate: "2020-01-01" }, "2026-01-01");
    const keys = [...obligations.keys()];
    expect(keys.some((key) => /^(irc-|ies-)/.test(key))).toBe(false);
    expect(obligations.get("irs-modelo3-2025")).toMatchObject({ nominalDueDate: "2026-06-30", kind: "irs" });
    expect(["1", "2", "3"].map((n) => obligations.get(`irs-pagamento-por-conta-2026-${n}`)?.nominalDueDate)).toEqual(["2026-07-20", "2026-09-20", "2026-12-20"]);
    expect(obligations.get("irs-pagamento-por-conta-2026-2")?.dueDate).toBe("2026-09-21"); // 20 Sep 2026 is a Sunday
    // Quarterly declaration by the end of January, April, July and October; contributions by the 20th.
    expect(["2025-T4", "2026-T1", "2026-T2", "2026-T3"].map((period) => obligations.get(`ss-independente-declaracao-${period}`)?.nominalDueDate)).toEqual(["2026-01-31", "2026-04-30", "2026-07-31", "2026-10-31"]);
    expect(obligations.get("ss-independente-pagamento-2026-01")?.nominalDueDate).toBe("2026-02-20");
    // A company has none of these.
    expect([...byKey(company, "2026-01-01").keys()].some((key) => /^(irs-|ss-independente)/.test(key))).toBe(false);
    // A sole trader with organised accounting files the IES (CIRS art. 113.º), on its legal date.
    expect(byKey({ ...soleTrader, accountingRegime: "organized" }, "2026-01-01").get("ies-2025")).toMatchObject({ dueDate: "2026-07-15", movesToNextWorkingDay: false });
  });

  it("CIRS art. 102.º n.º 2: no IRS payment on account in a sole trader's first two years", () => {
    const obligations = byKey({ ...soleTrader, activityStartDate: "2025-03-01" }, "2026-01-01");
    expect([...obligations.keys()].some((key) => key.startsWith("irs-pagamento-por-conta"))).toBe(false);
    expect(byKey({ ...soleTrader, activityStartDate: "2024-03-01" }, "2026-01-01").has("irs-pagamento-por-conta-2026-1")).toBe(true);
  });

  it("CIRC arts. 104.º–105.º: no IRC payment on account in a company's first year (W18)", () => {
    const started = byKey({ ...company, activityStartDate: "2026-06-01" }, "2026-06-01");
    expect([...started.keys()].some((key) => key.startsWith("irc-pagamento-por-conta-2026"))).toBe(false);
    const secondYear = byKey({ ...company, activityStartDate: "2026-06-01" }, "2027-01-01");
    expect(secondYear.has("irc-pagamento-por-conta-2027-1")).toBe(true);
  });

  it("RITI art. 30.º n.º 1: the recapitulative statement follows the company's VAT period (W18)", () => {
    const quarterly = byKey({ vatRegime: "trimestral", flags: { ...NONE, euOperations: true } }, "2026-01-01");
    const recap = [...quarterly.keys()].filter((key) => key.startsWith("declaracao-recapitulativa"));
    expect(recap).toEqual(["declaracao-recapitulativa-2025-T4", "declaracao-recapitulativa-2026-T1", "declaracao-recapitulativa-2026-T2", "declaracao-recapitulativa-2026-T3"]);
    expect(quarterly.get("declaracao-recapitulativa-2026-T1")?.nominalDueDate).toBe("2026-04-20");
    const monthly = byKey({ vatRegime: "mensal", flags: { ...NONE, euOperations: true } }, "2026-01-01");
    expect([...monthly.keys()].filter((key) => key.startsWith("declaracao-recapitulativa"))).toHaveLength(12);
  });
});
