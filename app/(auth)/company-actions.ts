"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { accountRequestRefused } from "@/lib/domains/auth/account-throttle";
import { clientAddressOf } from "@/lib/domains/auth/client-address";
import { acceptInvitation } from "@/lib/domains/company/invitations";
import { newCompanySchema, PROFILE_LABELS, profileFromForm, profileMessagePt } from "@/lib/domains/company/company-profile";
import { createCompany } from "@/lib/domains/company/create-company";
import { tellOwnersOfNifRequest } from "@/lib/domains/company/nif-claim-notice";
import { emailLinkOrigin } from "@/lib/core/mail/link-origin";
import { TOKEN_PROBLEM_PT } from "@/lib/domains/auth/user-tokens";
import { fieldError, formErrors, type FormResult } from "@/lib/transports/web/form-result";
import { chooseCompany, signedInUser } from "@/lib/transports/web/workspace";

const NIF_UNAVAILABLE_PT =
  "não é possível registar uma empresa com este NIF a partir da sua conta. Se a empresa já usa o Contabilista, avisámos os responsáveis do seu pedido: peça-lhes um convite. Se o NIF é seu, contacte o apoio.";

/** Onboarding: creates the signed-in user's company (they become its owner) and opens its dashboard. */
export async function createCompanyAction(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const user = await signedInUser();
  const parsed = newCompanySchema.safeParse(profileFromForm(formData));
  if (!parsed.success) return formErrors(parsed.error, PROFILE_LABELS, profileMessagePt);
  // Throttled like sign-up, so NIFs cannot be tried in bulk (review L9).
  if (await accountRequestRefused("new_company", user.email, clientAddressOf(await headers()))) {
    return { ok: false, message: "Demasiados pedidos. Aguarde um minuto e tente de novo.", fields: {} };
  }
  const outcome = await createCompany(user.id, parsed.data);
  if (!outcome.ok && outcome.reason === "email_unverified") redirect("/confirmar-email");
  if (!outcome.ok) {
    // Neither «already registered» nor the company's name (review L9): the owners hear of the request.
    await tellOwnersOfNifRequest(parsed.data.nif, user, emailLinkOrigin());
    return fieldError("nif", "NIF", NIF_UNAVAILABLE_PT);
  }
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
