"use server";

import { redirect } from "next/navigation";
import { acceptInvitation } from "@/lib/company/invitations";
import { newCompanySchema, PROFILE_LABELS, profileFromForm } from "@/lib/company/company-profile";
import { createCompany } from "@/lib/company/create-company";
import { TOKEN_PROBLEM_PT } from "@/lib/auth/user-tokens";
import { fieldError, formErrors, type FormResult } from "@/lib/web/form-result";
import { chooseCompany, signedInUser } from "@/lib/web/workspace";

/** Onboarding: creates the signed-in user's company (they become its owner) and opens its dashboard. */
export async function createCompanyAction(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const user = await signedInUser();
  const parsed = newCompanySchema.safeParse(profileFromForm(formData));
  if (!parsed.success) return formErrors(parsed.error, PROFILE_LABELS);
  const outcome = await createCompany(user.id, parsed.data);
  if (!outcome.ok && outcome.reason === "email_unverified") redirect("/confirmar-email");
  if (!outcome.ok) return fieldError("nif", "NIF", "já existe uma empresa registada com este NIF.");
  await chooseCompany(outcome.companyId);
  redirect("/painel?nova=1");
}

export async function acceptInvitationAction(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const user = await signedInUser();
  const outcome = await acceptInvitation(String(formData.get("token") ?? ""), user);
  if ("problem" in outcome) {
    const message = outcome.problem === "wrong_email" ? `Este convite foi enviado para outro email; entrou como ${user.email}.` : TOKEN_PROBLEM_PT[outcome.problem];
    return { ok: false, message, fields: {} };
  }
  await chooseCompany(outcome.companyId);
  redirect("/painel");
}
