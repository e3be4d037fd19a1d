import type { z } from "zod";
import { lisbonToday } from "@/lib/core/dates";
import { eurosToCents, formatEuros } from "@/lib/core/money";
import { computeInvoiceTotals, quantityToThousandths, type VatRate } from "@/lib/domains/invoices/invoice-totals";
import { nextOccurrence } from "@/lib/domains/recurring/next-occurrence";
import { createRecurringInvoice } from "@/lib/domains/recurring/recurring-invoices";
import type { OperationContext } from "@/lib/kernel/operation";
import { requireOperationScope } from "../call-operation";
import type { ChatCardOf } from "../chat-card";
import type { RecurringRequest } from "../local/recurring-request";
import { createChatDraft } from "./chat-drafts";

// An avença issues invoices on its own every month: it is created only once the user confirms its
// draft (the card shows client, line, day, the first date and each invoice's total), as invoices are.

const FREQUENCY = { monthly: "mensal", quarterly: "trimestral", yearly: "anual" } as const;

/** Validates the avença with create_recurring_invoice's own schema, stores it as a draft, and asks. */
export async function proposeRecurringInvoice(context: OperationContext, request: RecurringRequest): Promise<{ reply: string; card: ChatCardOf<"recurring_draft"> | null }> {
  requireOperationScope(context, createRecurringInvoice);
  const today = lisbonToday(context.now());
  const vatRate = request.vatRate as VatRate;
  // A price «com IVA incluído» becomes the unit price before VAT the invoice needs.
  const unitCents = request.vatIncluded ? Math.round((request.unitCents! * 100) / (100 + vatRate)) : request.unitCents!;
  const rawInput: z.input<typeof createRecurringInvoice.input> = {
    frequency: request.frequency,
    dayOfMonth: request.dayOfMonth ?? Number(today.slice(8, 10)),
    startDate: today,
    template: {
      clientName: request.clientName!,
      ...(request.clientNif ? { clientNif: request.clientNif } : {}),
      lines: [{ description: request.description, quantity: 1, unitEuros: unitCents / 100, vatRate }],
    },
  };
  const parsed = createRecurringInvoice.input.safeParse(rawInput);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { reply: `Não consigo preparar essa avença: ${issue?.path.join(".") || "pedido"} — ${issue?.message ?? "inválido"}. Nada foi criado.`, card: null };
  }
  const input = parsed.data;
  const line = input.template!.lines[0]!;
  const totals = computeInvoiceTotals([{ quantityThousandths: quantityToThousandths(1), unitCents: eurosToCents(line.unitEuros!), vatRate }]);
  const nextDate = nextOccurrence({ frequency: input.frequency, dayOfMonth: input.dayOfMonth, startDate: input.startDate, endDate: null }, today);
  const draft = await createChatDraft(context, createRecurringInvoice.name, rawInput as unknown as Record<string, unknown>);
  const card: ChatCardOf<"recurring_draft"> = {
    type: "recurring_draft",
    draftId: draft.id,
    expiresAt: draft.expiresAt.toISOString(),
    clientName: input.template!.clientName!,
    clientNif: input.template!.clientNif ?? null,
    frequency: input.frequency,
    dayOfMonth: input.dayOfMonth,
    startDate: input.startDate,
    nextDate,
    lines: [{ description: line.description!, quantity: 1, unitEuros: line.unitEuros!, vatRate, vatExemptionCode: null }],
    netCents: totals.netCents,
    net: formatEuros(totals.netCents),
    vatCents: totals.vatCents,
    vat: formatEuros(totals.vatCents),
    totalCents: totals.totalCents,
    total: formatEuros(totals.totalCents),
  };
  const first = nextDate ? nextDate.split("-").reverse().join("/") : "—";
  return {
    reply:
      `Rascunho ${draft.id}: avença ${FREQUENCY[input.frequency]} para ${card.clientName}${card.clientNif ? ` (NIF ${card.clientNif})` : ""} — ${line.description} a ${formatEuros(eurosToCents(line.unitEuros!))} + IVA ${vatRate}%, ` +
      `no dia ${input.dayOfMonth}; cada fatura (FT) de ${card.total} (base ${card.net}, IVA ${card.vat}), a primeira a ${first}. Confirma? Responda «sim» para criar a avença ou «não» para cancelar.`,
    card,
  };
}
