import { describe, expect, it } from "vitest";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, randomCompanyNif, testDatabase } from "../support/fixtures";

// PATCH /company (update_company): the profile onboarding asked for, changed through the API.

describe("update_company", () => {
  it("changes the profile, records when a VAT regime change takes effect, and refuses a bad IBAN by field", async () => {
    const company = await createTestCompany();
    const { key } = await createTestKey(company.companyId, { scopes: ["read", "company:write"] });
    const changed = await api("PATCH", "/company", { key, body: { vatRegime: "mensal", vatRegimeSince: "2027-01-01", iban: "PT50 0002 0123 1234 5678 9015 4", euOperations: true } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ vatRegime: "mensal", vatRegimeSince: "2027-01-01", iban: "PT50000201231234567890154", euOperations: true, name: company.name });

    const bad = await api("PATCH", "/company", { key, body: { iban: "PT50 0002 0123 1234 5678 9015 5" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("validation_error");
    expect(bad.body.error.details[0].path).toBe("iban");
    expect((await testDatabase().company.findUniqueOrThrow({ where: { id: company.companyId } })).iban).toBe("PT50000201231234567890154");
  });

  it("needs company:write", async () => {
    const company = await createTestCompany();
    const { key } = await createTestKey(company.companyId, { scopes: ["read", "invoices:write"] });
    const refused = await api("PATCH", "/company", { key, body: { name: "Outro Nome" } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("insufficient_scope");
  });

  it("lets the NIF change before the first invoice, never to another company's, and never after", async () => {
    const company = await createTestCompany();
    const other = await createTestCompany();
    const { key } = await createTestKey(company.companyId);
    expect((await api("PATCH", "/company", { key, body: { nif: other.nif } })).status).toBe(409);
    const fresh = randomCompanyNif();
    expect((await api("PATCH", "/company", { key, body: { nif: fresh } })).body.data.nif).toBe(fresh);
    expect((await api("POST", "/invoices", { key, body: { clientName: "Cliente", lines: [{ description: "Serviço", unitEuros: 10 }] } })).status).toBe(201);
    const late = await api("PATCH", "/company", { key, body: { nif: randomCompanyNif() } });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("conflict");
    expect((await testDatabase().company.findUniqueOrThrow({ where: { id: company.companyId } })).nif).toBe(fresh);
  });

  it("company cars with their registration months put IUC in the calendar (CIUC art. 17.º); a month 13 is refused by field", async () => {
    const company = await createTestCompany();
    const { key } = await createTestKey(company.companyId, { scopes: ["read", "company:write"] });
    const before = await api("GET", "/fiscal-calendar", { key });
    expect(before.body.data.obligations.some((obligation: { kind: string }) => obligation.kind === "iuc")).toBe(false);
    const bad = await api("PATCH", "/company", { key, body: { hasCompanyCars: true, carRegistrationMonths: [13] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].path).toMatch(/^carRegistrationMonths/);
    // Every month (out of order: stored sorted), so the calendar's 120-day window holds some whatever today is.
    const changed = await api("PATCH", "/company", { key, body: { hasCompanyCars: true, carRegistrationMonths: [12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] } });
    expect(changed.status).toBe(200);
    expect(changed.body.data.carRegistrationMonths).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const after = await api("GET", "/fiscal-calendar", { key });
    const iuc = after.body.data.obligations.filter((obligation: { kind: string }) => obligation.kind === "iuc");
    expect(iuc.length).toBeGreaterThanOrEqual(3);
    for (const obligation of iuc) {
      // Due by the last day of its own month (moved to the next working day when that is a weekend or holiday).
      const [year, month] = obligation.legalDueDate.split("-").map(Number);
      expect(obligation.legalDueDate).toBe(new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10));
    }
  });

  it("GET /company shows every stored field with its documented type, and nulls where nothing is stored", async () => {
    const company = await createTestCompany();
    const { key } = await createTestKey(company.companyId, { scopes: ["read"] });
    const empty = await api("GET", "/company", { key });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ id: company.companyId, vatRegimeSince: null, activityStartDate: null, iban: null, paymentReference: null, carRegistrationMonths: [] });
    await testDatabase().company.update({
      where: { id: company.companyId },
      data: {
        vatRegime: "isento", vatRegimeSince: new Date("2026-04-01T00:00:00Z"), activityStartDate: new Date("2019-12-31T00:00:00Z"), iban: "PT50000201231234567890154", paymentReference: "Indique o número da fatura",
        accountingRegime: "simplified", hasEmployees: true, holdsInventory: true, euOperations: true, hasCompanyCars: true, carRegistrationMonths: [2, 11], paysNonResidents: true,
      },
    });
    const stored = await testDatabase().company.findUniqueOrThrow({ where: { id: company.companyId } });
    const shown = await api("GET", "/company", { key });
    // Exactly these fields, nothing more (no createdAt, no adminsCreateKeys).
    expect(shown.body.data).toEqual({
      id: stored.id, name: stored.name, nif: stored.nif, vatRegime: "isento", legalForm: stored.legalForm, cae: stored.cae, address: stored.address, email: stored.email,
      vatRegimeSince: "2026-04-01", activityStartDate: "2019-12-31", iban: "PT50000201231234567890154", paymentReference: "Indique o número da fatura", accountingRegime: "simplified",
      hasEmployees: true, holdsInventory: true, euOperations: true, hasCompanyCars: true, carRegistrationMonths: [2, 11], paysNonResidents: true, emailOwnersOnAgentProposal: false,
    });
    const unknown = await api("GET", "/company", { key: (await createTestKey((await createTestCompany()).companyId)).key });
    expect(unknown.body.data.id).not.toBe(company.companyId);
  });
});
