import { describe, expect, it } from "vitest";
import { chainedHash, claimNextNumber, simulatedValidationCode } from "@/lib/domains/invoices/series";
import { createTestCompany, testDatabase } from "../support/fixtures";

// The number claim computes the chained hash in PostgreSQL (one statement under the series lock):
// it must be exactly chainedHash's, each document's covering the previous one's.

describe("claimNextNumber", () => {
  it("numbers without gaps and chains each hash to the previous one, as chainedHash computes it", async () => {
    const company = await createTestCompany();
    const entries = [
      { date: "2026-03-01", systemEntry: "2026-03-01T10:00:00.000Z", grossTotal: "123.00" },
      { date: "2026-03-02", systemEntry: "2026-03-02T11:30:00.500Z", grossTotal: "0.50" },
      { date: "2026-03-02", systemEntry: "2026-03-02T11:30:01.000Z", grossTotal: "9999.99" },
    ];
    const claimed = [];
    for (const entry of entries) claimed.push(await testDatabase().$transaction((tx) => claimNextNumber(tx, company.companyId, "FT", 2026, entry)));

    expect(claimed.map((claim) => claim.number)).toEqual([1, 2, 3]);
    let previous = "";
    claimed.forEach((claim, index) => {
      const entry = entries[index]!;
      expect(claim.hash).toBe(chainedHash(previous, entry.date, entry.systemEntry, `FT 2026/${claim.number}`, entry.grossTotal));
      previous = claim.hash;
    });
    const series = await testDatabase().invoiceSeries.findUniqueOrThrow({ where: { companyId_type_year_code: { companyId: company.companyId, type: "FT", year: 2026, code: "" } } });
    expect(series).toMatchObject({ lastNumber: 3, lastHash: previous });
  });

  it("a rolled-back claim gives its number back", async () => {
    const company = await createTestCompany();
    const entry = { date: "2026-04-01", systemEntry: "2026-04-01T09:00:00.000Z", grossTotal: "1.00" };
    await expect(
      testDatabase().$transaction(async (tx) => {
        await claimNextNumber(tx, company.companyId, "RC", 2026, entry);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    const claim = await testDatabase().$transaction((tx) => claimNextNumber(tx, company.companyId, "RC", 2026, entry));
    expect(claim.number).toBe(1);
    expect(claim.hash).toBe(chainedHash("", entry.date, entry.systemEntry, "RC 2026/1", entry.grossTotal));
  });

  it("a coded series chains over its own label, from its own empty hash, and must exist first", async () => {
    const company = await createTestCompany();
    const entry = { date: "2026-05-01", systemEntry: "2026-05-01T09:00:00.000Z", grossTotal: "12.30" };
    await testDatabase().$transaction((tx) => claimNextNumber(tx, company.companyId, "FT", 2026, entry));
    await expect(testDatabase().$transaction((tx) => claimNextNumber(tx, company.companyId, "FT", 2026, entry, "A"))).rejects.toThrow("FT A-2026 does not exist");
    await testDatabase().invoiceSeries.create({ data: { companyId: company.companyId, type: "FT", year: 2026, code: "A", validationCode: simulatedValidationCode(company.companyId, "FT", 2026, "A") } });
    const claim = await testDatabase().$transaction((tx) => claimNextNumber(tx, company.companyId, "FT", 2026, entry, "A"));
    expect(claim).toMatchObject({ number: 1, label: "FT A-2026" });
    expect(claim.hash).toBe(chainedHash("", entry.date, entry.systemEntry, "FT A-2026/1", entry.grossTotal));
    expect(claim.validationCode).not.toBe(simulatedValidationCode(company.companyId, "FT", 2026));
  });
});
