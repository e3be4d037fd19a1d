"use server";

import { revalidatePath } from "next/cache";
import { ApiError } from "@/lib/http/api-error";
import { issueInvoice } from "@/lib/invoices/issue-invoice";
import { workspace } from "@/lib/web/workspace";
import { invokeOperation } from "@/lib/operations/invoke-operation";

export type IssueInvoiceResult = { ok: true; id: string; display: string } | { ok: false; message: string; fields: Record<string, string> };

/** The invoice form's submit: the same create_invoice operation the API runs, for the signed-in company. */
export async function issueInvoiceAction(payload: unknown): Promise<IssueInvoiceResult> {
  const { context } = await workspace();
  try {
    const invoice = await invokeOperation(issueInvoice, context, payload);
    revalidatePath("/faturas");
    return { ok: true, id: invoice.id, display: invoice.display };
  } catch (error) {
    if (error instanceof ApiError && error.code === "validation_error" && error.details) {
      const fields = Object.fromEntries(error.details.map((detail) => [detail.path, detail.message]));
      return { ok: false, message: "Corrija os campos assinalados.", fields };
    }
    if (error instanceof ApiError) return { ok: false, message: error.message, fields: {} };
    throw error;
  }
}
