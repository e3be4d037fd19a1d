"use server";

import { revalidatePath } from "next/cache";
import { ApiError } from "@/lib/core/api-error";
import { issueInvoice } from "@/lib/domains/invoices/issue-invoice";
import { portugueseFieldErrors } from "@/lib/transports/web/portuguese-errors";
import { onFormFields, refusalOnFields } from "@/lib/transports/web/form-fields";
import { INVOICE_FORM } from "@/lib/transports/web/form-field-maps";
import { workspace } from "@/lib/transports/web/workspace";
import { invokeWithUncheckedInput } from "@/lib/kernel/invoke-operation";
import { refusalText } from "@/lib/core/refusal-text";

export type IssueInvoiceResult = { ok: true; id: string; display: string; warnings: string[] } | { ok: false; message: string; fields: Record<string, string> };

/** The invoice form's submit: the same create_invoice operation the API runs, for the signed-in company. */
export async function issueInvoiceAction(payload: unknown): Promise<IssueInvoiceResult> {
  const { context } = await workspace();
  // Checked here first so the person reads the refusal in Portuguese, naming the field.
  const checked = issueInvoice.input.safeParse(payload);
  if (!checked.success) {
    const fields = onFormFields(portugueseFieldErrors(checked.error, INVOICE_FORM.labels), INVOICE_FORM);
    return { ok: false, message: Object.values(fields)[0]!, fields };
  }
  try {
    const invoice = await invokeWithUncheckedInput(issueInvoice, context, payload);
    revalidatePath("/faturas");
    return { ok: true, id: invoice.id, display: invoice.display, warnings: invoice.warnings };
  } catch (error) {
    // The books' rules (FS limit, VAT regime, exemption codes, withholding) explain themselves: the
    // reason goes next to the field it concerns, and in the summary.
    if (error instanceof ApiError && error.code === "validation_error") return { ok: false, ...refusalOnFields(error, INVOICE_FORM) };
    if (error instanceof ApiError) return { ok: false, message: refusalText(error), fields: {} };
    throw error;
  }
}
