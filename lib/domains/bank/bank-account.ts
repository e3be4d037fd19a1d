import type { Database } from "@/lib/core/db";
import type { Transaction } from "@/lib/kernel/idempotency";

/** The company's default account; created (unnamed) on the first import when the company has none. */
export async function defaultBankAccount(db: Database | Transaction, companyId: string) {
  const existing = await db.bankAccount.findFirst({ where: { companyId, isDefault: true }, orderBy: { createdAt: "asc" } });
  return existing ?? db.bankAccount.create({ data: { companyId, bankName: "Conta à ordem", iban: "", isDefault: true } });
}
