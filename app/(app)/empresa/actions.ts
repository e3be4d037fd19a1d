"use server";

import { revalidatePath } from "next/cache";
import { PROFILE_LABELS, profileFromForm } from "@/lib/company/company-profile";
import { FORBIDDEN_PT } from "@/lib/company/membership-errors";
import { updateCompany } from "@/lib/company/update-company";
import { database } from "@/lib/db";
import { ApiError } from "@/lib/http/api-error";
import { createInvoiceSeries } from "@/lib/invoices/create-invoice-series";
import { invokeOperation } from "@/lib/operations/invoke-operation";
import type { FormResult } from "@/lib/web/form-result";
import { workspace } from "@/lib/web/workspace";

/** Saves the profile through update_company (its scope, company:write, comes only with the roles that may). */
export async function updateProfileAction(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { context, can } = await workspace();
  if (!can("edit_company")) return { ok: false, message: FORBIDDEN_PT, fields: {} };
  const { vatRegimeSince, ...input } = profileFromForm(formData);
  try {
    await invokeOperation(updateCompany, context, vatRegimeSince ? { ...input, vatRegimeSince } : input);
  } catch (error) {
    if (error instanceof ApiError) {
      const fields = Object.fromEntries((error.details ?? []).map((detail) => {
        const field = detail.path.split(/[.[]/)[0]!;
        return [field, `${PROFILE_LABELS[field] ?? field}: ${detail.message}`];
      }));
      return { ok: false, message: Object.values(fields)[0] ?? error.message, fields };
    }
    throw error;
  }
  revalidatePath("/", "layout");
  return { ok: true, message: "Dados da empresa guardados." };
}

export async function setKeyCreatorsAction(formData: FormData): Promise<void> {
  const { company, role } = await workspace();
  // Only owners decide whether admins may create keys.
  if (role !== "owner") return;
  await database().company.update({ where: { id: company.id }, data: { adminsCreateKeys: formData.get("adminsCreateKeys") === "on" } });
  revalidatePath("/empresa");
}

const SERIES_LABELS: Record<string, string> = { type: "Tipo de documento", code: "Código da série", year: "Ano" };

/** Adds an invoice series through create_invoice_series (scope company:write: owners and admins). */
export async function createSeriesAction(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { context, can } = await workspace();
  if (!can("edit_company")) return { ok: false, message: FORBIDDEN_PT, fields: {} };
  const input = { type: String(formData.get("type") ?? "FT"), code: String(formData.get("code") ?? ""), year: Number(formData.get("year")) };
  try {
    const series = await invokeOperation(createInvoiceSeries, context, input);
    revalidatePath("/empresa");
    revalidatePath("/faturas/nova");
    return { ok: true, message: `Série ${series.serie} criada (código de validação ${series.validationCode}).` };
  } catch (error) {
    if (error instanceof ApiError) {
      const fields = Object.fromEntries((error.details ?? []).map((detail) => {
        const field = detail.path.split(/[.[]/)[0]!;
        return [field, `${SERIES_LABELS[field] ?? field}: ${portugueseSeriesMessage(detail.message)}`];
      }));
      return { ok: false, message: Object.values(fields)[0] ?? error.message, fields };
    }
    throw error;
  }
}

/** The operation's validation messages are English for the API; the page speaks Portuguese. */
function portugueseSeriesMessage(message: string): string {
  if (message.startsWith("1 to 10 letters")) return "1 a 10 letras ou algarismos, a começar por uma letra (ex.: A, LOJA2).";
  if (message.startsWith("Invalid option") || message.startsWith("Invalid")) return "valor inválido.";
  return message;
}
