import type { z } from "zod";
import { WALK_IN_CONSUMER_NAME } from "@/lib/domains/clients/walk-in-consumer";
import { matchName } from "@/lib/domains/clients/match-name";
import { database } from "@/lib/core/db";
import { computeInvoiceTotals, quantityToThousandths, type VatRate } from "@/lib/domains/invoices/invoice-totals";
import { ApiError } from "@/lib/core/api-error";
import { refusalText } from "@/lib/core/refusal-text";
import { issueInvoice, resolveLines } from "@/lib/domains/invoices/issue-invoice";
import { eurosToCents, formatEuros } from "@/lib/core/money";
import type { OperationContext } from "@/lib/kernel/operation";
import { requireOperationScope } from "../call-operation";
import type { ChatCardOf } from "../chat-card";
import { exemptionLabel } from "../local/exemption-reason";
import { createChatDraft } from "./chat-drafts";

// An invoice is never issued straight from a message, by either engine: it is first a draft (a card
// with the totals and a question), issued only when the next message confirms it.

export type InvoiceInput = z.input<typeof issueInvoice.input>;

async function clientIsNew(companyId: string, name: string, nif: string | undefined): Promise<boolean> {
  const existing = await database().client.findFirst({
    where: { companyId, OR: [...(nif ? [{ nif }] : []), { matchName: matchName(name) }] },
    select: { id: true },
  });
  return existing === null;
}

function describeLine(line: { description: string; quantity: number; unitEuros: number; vatRate: number; vatExemptionCode?: string | undefined }): string {
  const quantity = line.quantity === 1 ? "" : `${String(line.quantity).replace(".", ",")} × `;
  const vat = line.vatExemptionCode ? exemptionLabel(line.vatExemptionCode) : `+ IVA ${line.vatRate}%`;
  return `${quantity}${line.description} a ${formatEuros(eurosToCents(line.unitEuros))} ${vat}`;
}

/** Validates the invoice with the operation's own schema, stores it as a draft, and asks. */
export async function proposeInvoice(context: OperationContext, rawInput: InvoiceInput): Promise<{ reply: string; card: ChatCardOf<"invoice_draft"> | null }> {
  requireOperationScope(context, issueInvoice);
  const parsed = issueInvoice.input.safeParse(rawInput);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // A rule of the books states its Portuguese in `params.pt` (the schema's message is the API's English).
    const reason = issue?.code === "custom" && typeof issue.params?.pt === "string" ? issue.params.pt : issue?.message;
    return { reply: `Não consigo preparar essa fatura: ${issue?.path.join(".") || "pedido"} — ${reason ?? "inválido"}. Nada foi criado.`, card: null };
  }
  const input = parsed.data;
  // Lines may name catalogue items (`itemId`): shown and totalled with the item's fields filled in.
  let lines: Awaited<ReturnType<typeof resolveLines>>;
  try {
    lines = await resolveLines(context.companyId, input.lines);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { reply: `Não consigo preparar essa fatura: ${error.details?.[0]?.path ?? "linhas"} — ${error.details?.[0]?.pt ?? error.details?.[0]?.message ?? refusalText(error)}. Nada foi criado.`, card: null };
  }
  const totals = computeInvoiceTotals(
    lines.map((line) => ({ quantityThousandths: quantityToThousandths(line.quantity), unitCents: eurosToCents(line.unitEuros), vatRate: line.vatRate as VatRate })),
  );
  // No client named: a walk-in consumer, never a new client.
  const clientName = input.clientName ?? WALK_IN_CONSUMER_NAME;
  const novo = input.clientName ? await clientIsNew(context.companyId, input.clientName, input.clientNif) : false;
  const draft = await createChatDraft(context, issueInvoice.name, input as unknown as Record<string, unknown>);
  const card: ChatCardOf<"invoice_draft"> = {
    type: "invoice_draft",
    draftId: draft.id,
    expiresAt: draft.expiresAt.toISOString(),
    documentType: input.type,
    cliente: { nome: clientName, nif: input.clientNif ?? null, created: novo },
    lines: lines.map((line) => ({ description: line.description, quantity: line.quantity, unitEuros: line.unitEuros, vatRate: line.vatRate as VatRate, vatExemptionCode: line.vatExemptionCode ?? null })),
    netCents: totals.netCents,
    net: formatEuros(totals.netCents),
    vatCents: totals.vatCents,
    vat: formatEuros(totals.vatCents),
    totalCents: totals.totalCents,
    total: formatEuros(totals.totalCents),
  };
  const kind = input.type === "FR" ? "fatura-recibo" : "fatura";
  const client = `${clientName}${input.clientNif ? ` (NIF ${input.clientNif})` : ""}${novo ? ", cliente novo" : ""}`;
  return {
    reply:
      `Rascunho ${draft.id}: ${kind} para ${client} — ${lines.map(describeLine).join("; ")}. ` +
      `Base ${card.net}, IVA ${card.vat}, total ${card.total}. Confirma a emissão? Responda «sim» para emitir ou «não» para cancelar.`,
    card,
  };
}
