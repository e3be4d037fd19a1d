import type { Database } from "@/lib/core/db";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import type { OperationContext } from "@/lib/kernel/operation";
import { createRecurringInvoice } from "@/lib/domains/recurring/recurring-invoices";

// The demo's avença (issue #35: the Avenças page was empty in the demo): the website's monthly
// maintenance for its first client, issued on the 1st from next month on, through the registry like
// the seed's invoices. It starts in the future, so seeding issues nothing and the demo's figures stay.

export async function seedDemoRecurring(db: Database, companyId: string, userId: string, today: string, client: { name: string; nif: string | null }): Promise<void> {
  if ((await db.recurringInvoice.count({ where: { companyId } })) > 0) return;
  const [year, month] = today.split("-").map(Number) as [number, number];
  const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
  const context: OperationContext = { companyId, scopes: ["invoices:write"], requestId: "seed-recurring", actor: { kind: "user", userId }, now: () => new Date(`${today}T10:00:00.000Z`) };
  const input = createRecurringInvoice.input.parse({
    frequency: "monthly",
    dayOfMonth: 1,
    startDate: nextMonth,
    template: { clientName: client.name, ...(client.nif ? { clientNif: client.nif } : {}), lines: [{ description: "Manutenção mensal de website e alojamento", unitEuros: 90, vatRate: 23 }] },
  });
  await invokeOperation(createRecurringInvoice, context, input);
}
