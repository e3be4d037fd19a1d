"use server";

import { revalidatePath } from "next/cache";
import { ApiError } from "@/lib/http/api-error";
import { issueInvoice } from "@/lib/invoices/issue-invoice";
import { portugueseFieldErrors } from "@/lib/web/portuguese-errors";
import { workspace } from "@/lib/web/workspace";
import { invokeOperation } from "@/lib/operations/invoke-operation";

export type IssueInvoiceResult = { ok: true; id: string; display: string; avisos: string[] } | { ok: false; message: string; fields: Record<string, string> };

const INVOICE_FIELD_LABELS: Record<string, string> = {
  clientName: "Cliente",
  clientNif: "NIF do cliente",
  clientCountry: "País do cliente",
  clientForeignTaxId: "Número fiscal estrangeiro",
  clientAddress: "Morada do cliente",
  type: "Tipo",
  lines: "Linhas",
  description: "Descrição",
  quantity: "Quantidade",
  unitEuros: "Preço unitário",
  vatRate: "Taxa de IVA",
  vatExemptionCode: "Motivo de isenção",
  retencao: "Retenção na fonte",
  dueDays: "Prazo de vencimento",
};

/** The invoice form's submit: the same create_invoice operation the API runs, for the signed-in company. */
export async function issueInvoiceAction(payload: unknown): Promise<IssueInvoiceResult> {
  const { context } = await workspace();
  // Checked here first so the person reads the refusal in Portuguese, naming the field.
  const checked = issueInvoice.input.safeParse(payload);
  if (!checked.success) {
    const fields = portugueseFieldErrors(checked.error, INVOICE_FIELD_LABELS);
    return { ok: false, message: `Corrija os campos assinalados: ${Object.values(fields)[0]}`, fields };
  }
  try {
    const invoice = await invokeOperation(issueInvoice, context, payload);
    revalidatePath("/faturas");
    return { ok: true, id: invoice.id, display: invoice.display, avisos: invoice.avisos };
  } catch (error) {
    if (error instanceof ApiError && error.code === "validation_error" && error.details) {
      const fields = Object.fromEntries(error.details.map((detail) => [detail.path, detail.message]));
      // The books' rules (VAT regime, exemption codes, withholding) explain themselves: show why.
      return { ok: false, message: `Corrija os campos assinalados. ${error.message}`, fields };
    }
    if (error instanceof ApiError) return { ok: false, message: error.message, fields: {} };
    throw error;
  }
}
