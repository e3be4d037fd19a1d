import { describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/domains/auth/password";
import { createTestCompany, testDatabase } from "../support/fixtures";
import { page, signInCookie } from "../support/session";

// ux review 2026-11-26, LOW: a new company's e-Fatura page said «Todas estão registadas» with no
// purchase at all, and «Nenhuma compra com estes filtros» with no filter set (issue #35).

const PASSWORD = "palavra-passe-do-efatura";

describe("the e-Fatura page of a new company", () => {
  it("says there are no purchases yet, and speaks of filters only when one is set", async () => {
    const company = await createTestCompany("Acabada de Abrir, Lda");
    const email = `efatura-${Math.random().toString(36).slice(2, 8)}@nova.example`;
    const user = await testDatabase().user.create({ data: { email, name: "Dona Nova", passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date() } });
    await testDatabase().membership.create({ data: { userId: user.id, companyId: company.companyId, role: "owner" } });
    const cookie = await signInCookie(email, PASSWORD);

    const plain = await page("/efatura", cookie, company.companyId);
    expect(plain.status).toBe(200);
    expect(plain.html).toContain("Ainda não há compras comunicadas à AT.");
    expect(plain.html).toContain("Ainda não há compras no e-Fatura.");
    expect(plain.html).not.toContain("Todas estão registadas.");
    expect(plain.html).not.toContain("Nenhuma compra com estes filtros.");

    const filtered = await page("/efatura?estado=em_falta", cookie, company.companyId);
    expect(filtered.html).toContain("Nenhuma compra com estes filtros.");
  });
});
