import { describe, expect, it } from "vitest";
import { computeObligations, type CalendarProfile } from "@/lib/domains/calendar/compute-obligations";

const NONE = { hasEmployees: false, holdsInventory: false, euOperations: false, paysNonResidents: false };
const keys = (profile: CalendarProfile, today = "2026-01-01") => new Map(computeObligations(profile, today, 364).map((obligation) => [obligation.key, obligation]));

describe("obligations that follow from the company profile", () => {
  it("no employees: no Segurança Social declaration or payment and no DMR; withholdings, IRC and IES stay", () => {
    const obligations = keys({ vatRegime: "trimestral", flags: NONE });
    expect([...obligations.keys()].some((key) => /^(ss-|dmr-)/.test(key))).toBe(false);
    expect(obligations.has("retencoes-pagamento-2026-01")).toBe(true);
    expect(obligations.has("irc-modelo22-2025")).toBe(true);
    expect(obligations.has("ies-2025")).toBe(true);
  });

  it("employees: SS declaration by the 10th (CRC art. 40.º) and DMR by the 10th (CIRS art. 119.º)", () => {
    const obligations = keys({ vatRegime: "trimestral", flags: { ...NONE, hasEmployees: true } });
    expect(obligations.get("ss-declaracao-2026-01")?.nominalDueDate).toBe("2026-02-10");
    expect(obligations.get("dmr-2026-01")?.nominalDueDate).toBe("2026-02-10");
  });

  it("inventory: communication by 31 January of the next year (DL 198/2012 art. 3.º-A)", () => {
    const obligations = keys({ vatRegime: "trimestral", flags: { ...NONE, holdsInventory: true } });
    expect(obligations.get("inventario-comunicacao-2025")).toMatchObject({ nominalDueDate: "2026-01-31", dueDate: "2026-02-02", kind: "inventario" });
    expect(obligations.get("inventario-comunicacao-2025")?.source).toContain("198/2012, art. 3.º-A");
    expect(keys({ vatRegime: "trimestral", flags: NONE }).has("inventario-comunicacao-2025")).toBe(false);
  });

  it("EU operations: recapitulative statement by the 20th of the month after the VAT period (CIVA art. 29.º, RITI art. 30.º)", () => {
    const obligations = keys({ vatRegime: "mensal", flags: { ...NONE, euOperations: true } });
    expect(obligations.get("declaracao-recapitulativa-2026-03")?.nominalDueDate).toBe("2026-04-20");
    expect(keys({ vatRegime: "isento", flags: { ...NONE, euOperations: true } }).has("declaracao-recapitulativa-2026-03")).toBe(false);
  });

  it("payments to non-residents: Modelo 30 by the end of the second month after (CIRS art. 119.º, n.º 7)", () => {
    const obligations = keys({ vatRegime: "trimestral", flags: { ...NONE, paysNonResidents: true } });
    expect(obligations.get("modelo30-2025-12")?.nominalDueDate).toBe("2026-02-28");
    expect(obligations.get("modelo30-2026-01")?.nominalDueDate).toBe("2026-03-31");
  });

  it("company cars: IUC by the end of each registration-anniversary month (CIUC art. 4.º, n.º 2, and 17.º, n.º 3)", () => {
    const obligations = keys({ vatRegime: "trimestral", flags: { ...NONE, hasCompanyCars: true }, carRegistrationMonths: [2, 11] });
    expect(obligations.get("iuc-2026-02")).toMatchObject({ kind: "iuc", nominalDueDate: "2026-02-28", dueDate: "2026-03-02" });
    expect(obligations.get("iuc-2026-11")?.nominalDueDate).toBe("2026-11-30");
    expect(obligations.get("iuc-2026-02")?.source).toContain("art. 17.º");
    expect([...obligations.keys()].filter((key) => key.startsWith("iuc-"))).toEqual(["iuc-2026-02", "iuc-2026-11"]);
    // Without cars, or with cars but no month known, the calendar cannot date an IUC: none.
    expect([...keys({ vatRegime: "trimestral", flags: { ...NONE, hasCompanyCars: false }, carRegistrationMonths: [2] }).keys()].some((key) => key.startsWith("iuc-"))).toBe(false);
    expect([...keys({ vatRegime: "trimestral", flags: { ...NONE, hasCompanyCars: true } }).keys()].some((key) => key.startsWith("iuc-"))).toBe(false);
  });

  it("nothing for periods that ended before the start of activity", () => {
    const obligations = keys({ vatRegime: "trimestral", flags: NONE, activityStartDate: "2026-02-15" });
    expect(obligations.has("efatura-comunicacao-2026-01")).toBe(false);
    expect(obligations.has("efatura-comunicacao-2026-02")).toBe(true);
    expect(obligations.has("irc-modelo22-2025")).toBe(false);
  });

  it("Segurança Social follows DL 127/2025 from the January 2027 period; December 2026 pay keeps the old dates", () => {
    const obligations = keys({ vatRegime: "trimestral", flags: { ...NONE, hasEmployees: true } }, "2026-12-01");
    expect(obligations.get("ss-pagamento-2026-12")?.nominalDueDate).toBe("2027-01-20");
    expect(obligations.get("ss-pagamento-2027-01")?.nominalDueDate).toBe("2027-02-25");
  });
});
