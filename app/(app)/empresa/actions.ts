"use server";

import { revalidatePath } from "next/cache";
import { PROFILE_LABELS, profileFromForm } from "@/lib/company/company-profile";
import { FORBIDDEN_PT } from "@/lib/company/membership-errors";
import { updateCompany } from "@/lib/company/update-company";
import { database } from "@/lib/db";
import { ApiError } from "@/lib/http/api-error";
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
