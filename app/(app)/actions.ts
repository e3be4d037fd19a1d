"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { accountRequestRefused } from "@/lib/auth/account-throttle";
import { clientAddressOf } from "@/lib/auth/client-address";
import { sendVerificationEmail } from "@/lib/auth/email-verification";
import { emailLinkOrigin } from "@/lib/mail/link-origin";
import { chooseCompany, workspace } from "@/lib/web/workspace";

/** Switches the signed-in user to another company they belong to. */
export async function switchCompany(formData: FormData): Promise<void> {
  const { companies } = await workspace();
  const companyId = String(formData.get("companyId") ?? "");
  if (!companies.some((company) => company.id === companyId)) return;
  await chooseCompany(companyId);
  redirect("/painel");
}

/** Sends a fresh verification link to the signed-in user's email (throttled like sign-up). */
export async function resendVerificationAction(): Promise<void> {
  const { user } = await workspace();
  if (user.emailVerified) return;
  if (await accountRequestRefused("verify", user.email, clientAddressOf(await headers()))) return;
  await sendVerificationEmail(user, emailLinkOrigin());
}
