import type { Database } from "@/lib/core/db";
import { addDays } from "@/lib/core/dates";
import { issueInvoice } from "@/lib/domains/invoices/issue-invoice";
import { nifCheckDigit } from "@/lib/core/nif";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import type { OperationContext } from "@/lib/kernel/operation";
import { DEMO_CLIENTS } from "./demo-books";

// The demo user's second business: a translator working on her own (trabalhadora independente,
// regime simplificado, IVA trimestral). Its books show what differs from the Lda: an IRS taxpayer's
// calendar (Modelo 3, IRS payments on account, the independent worker's Social Security — no IRC,
// no IES) and IRS category B withholding by her business clients, per line: 23 % on the translation
// (CIRS art. 101.º, n.º 1, al. b)) and nothing on a printed glossary sold on the same invoice.

export const DEMO_SOLE_TRADER = {
  name: "Inês Moura — Tradução Técnica",
  nif: `24681359${nifCheckDigit("24681359")}`,
  vatRegime: "trimestral",
  legalForm: "Trabalhador independente",
  accountingRegime: "simplified",
  cae: "74300 — Atividades de tradução e interpretação",
  address: "Rua do Almada 250, 3.º, 4050-032 Porto",
  email: "ines.moura@traducao.example",
  hasEmployees: false,
  hasCompanyCars: false,
  euOperations: false,
  holdsInventory: false,
  paysNonResidents: false,
  activityStartDate: new Date("2023-03-01T00:00:00.000Z"),
} as const;

const SCHOOL = DEMO_CLIENTS.find((client) => client.name.startsWith("Escola de Línguas"))!;

/** Creates the sole trader once, owned by the demo user, with a few weeks of invoices; later calls change nothing. */
export async function seedDemoSoleTrader(db: Database, userId: string, today: string): Promise<string> {
  const existing = await db.company.findUnique({ where: { nif_livemode: { nif: DEMO_SOLE_TRADER.nif, livemode: true } }, select: { id: true } });
  if (existing) return existing.id;
  const company = await db.company.create({ data: { ...DEMO_SOLE_TRADER } });
  await db.membership.create({ data: { userId, companyId: company.id, role: "owner" } });
  // Midday of days already past, so every document is in the books before "now".
  const at = (step: string, daysAgo: number): OperationContext => ({
    companyId: company.id,
    scopes: ["invoices:write", "read"],
    requestId: `seed-sole-trader-${step}`,
    actor: { kind: "user", userId },
    now: () => new Date(`${addDays(today, -daysAgo)}T12:00:00.000Z`),
  });
  const school = { clientName: SCHOOL.name, clientNif: SCHOOL.nif, clientAddress: SCHOOL.address } as const;
  await invokeOperation(issueInvoice, at("ft-manual", 40), {
    ...school,
    withholdingRule: "irs_b_151",
    lines: [{ description: "Tradução técnica EN→PT do manual do professor (9 000 palavras)", unitEuros: 720 }],
  });
  await invokeOperation(issueInvoice, at("ft-glossario", 12), {
    ...school,
    withholdingRule: "irs_b_151",
    lines: [
      { description: "Tradução técnica EN→PT de materiais didáticos (12 000 palavras)", unitEuros: 960 },
      { description: "Glossário técnico impresso (revenda)", quantity: 3, unitEuros: 15, vatRate: 6, subjectToWithholding: false },
    ],
  });
  // A private client keeps nothing (CIRS art. 101.º: only entities with organised accounting withhold).
  await invokeOperation(issueInvoice, at("fr-particular", 5), {
    clientName: "Sofia Nogueira",
    clientNif: DEMO_CLIENTS.find((client) => client.name === "Sofia Nogueira")!.nif,
    type: "FR",
    lines: [{ description: "Tradução certificada de certidão de nascimento", unitEuros: 45 }],
  });
  return company.id;
}
