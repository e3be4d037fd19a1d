"use server";

import { revalidatePath } from "next/cache";
import { ApiError } from "@/lib/http/api-error";
import { formatIssuePath } from "@/lib/http/validation";
import { issueInvoice } from "@/lib/invoices/issue-invoice";
import { workspace } from "@/lib/web/workspace";

export type IssueInvoiceResult = { ok: true; id: string; display: string } | { ok: false; message: string; fields: Record<string, string> };

/** The invoice form's submit: the same create_invoice operation the API runs, for the signed-in company. */
export async function issueInvoiceAction(payload: unknown): Promise<IssueInvoiceResult> {
  const { context } = await workspace();
  const parsed = issueInvoice.input.safeParse(payload);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((issue) => [formatIssuePath(issue.path), issue.message]));
    return { ok: false, message: "Corrija os campos assinalados.", fields };
  }
  try {
    const invoice = await issueInvoice.run(context, parsed.data);
    revalidatePath("/faturas");
    return { ok: true, id: invoice.id, display: invoice.display };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, message: error.message, fields: {} };
    throw error;
  }
}
