// Every demo seed starts here, and the seeds issue invoices and archive documents through domain code:
// wire the after-commit reactions, so a test's seed builds the same books as `npm start`'s.
import "@/lib/registry/reactions";
import type { Database } from "@/lib/core/db";
import { hashPassword } from "@/lib/domains/auth/password";

// The demo company: a small Lisbon IT consultancy, an Lda in the quarterly VAT regime.
// Its NIF passes the check-digit rule (tests/unit/seed.test.ts keeps it honest).
export const DEMO_COMPANY = {
  name: "Tejo Digital — Consultoria Informática, Lda",
  nif: "509876544",
  vatRegime: "trimestral",
  legalForm: "Sociedade por quotas (Lda)",
  cae: "62020 — Atividades de consultoria em informática",
  address: "Rua da Prata 123, 2.º Esq., 1100-420 Lisboa",
  email: "geral@tejodigital.example",
  // The profile behind its calendar: two consultants on the payroll (Segurança Social and DMR) and
  // services to an EU client (recapitulative statement, CIVA art. 29.º); one company car registered in
  // January (IUC due by the end of each January, CIUC art. 17.º); no stock, no non-residents paid.
  hasEmployees: true,
  hasCompanyCars: true,
  carRegistrationMonths: [1],
  euOperations: true,
  holdsInventory: false,
  paysNonResidents: false,
} as const;

export const DEMO_USER = {
  email: "demo@contabilista.example",
  name: "Marta Figueiredo",
  password: "demo-contabilista",
} as const;

/** Creates the demo company and user once; later calls find them and change nothing. */
export async function seedDemoCompany(db: Database): Promise<{ companyId: string; userId: string; created: boolean }> {
  const existing = await db.company.findUnique({ where: { nif_livemode: { nif: DEMO_COMPANY.nif, livemode: true } }, select: { id: true } });
  const existingUser = await db.user.findUnique({ where: { email: DEMO_USER.email }, select: { id: true } });
  if (existing && existingUser) return { companyId: existing.id, userId: existingUser.id, created: false };

  return db.$transaction(async (tx) => {
    const company = existing ?? (await tx.company.create({ data: { ...DEMO_COMPANY, carRegistrationMonths: [...DEMO_COMPANY.carRegistrationMonths] } }));
    const user =
      existingUser ??
      (await tx.user.create({ data: { email: DEMO_USER.email, name: DEMO_USER.name, passwordHash: await hashPassword(DEMO_USER.password), emailVerifiedAt: new Date() } }));
    await tx.membership.upsert({
      where: { userId_companyId: { userId: user.id, companyId: company.id } },
      create: { userId: user.id, companyId: company.id, role: "owner" },
      update: {},
    });
    return { companyId: company.id, userId: user.id, created: true };
  });
}
