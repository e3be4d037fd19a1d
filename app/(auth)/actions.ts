"use server";

import { headers } from "next/headers";
import { z } from "zod";
import { accountRequestRefused } from "@/lib/domains/auth/account-throttle";
import { clientAddressOf } from "@/lib/domains/auth/client-address";
import { sendVerificationEmail } from "@/lib/domains/auth/email-verification";
import { requestPasswordReset, resetPassword } from "@/lib/domains/auth/password-reset";
import { emailSchema, passwordSchema } from "@/lib/domains/auth/password-rules";
import { SIGN_UP_LABELS, signUp, signUpSchema } from "@/lib/domains/auth/sign-up";
import { TOKEN_PROBLEM_PT } from "@/lib/domains/auth/user-tokens";
import { emailLinkOrigin } from "@/lib/core/mail/link-origin";
import { formErrors, formText, type FormResult } from "@/lib/transports/web/form-result";
import { signedInUser } from "@/lib/transports/web/workspace";

// Account flows before the workspace (signed out, or signed in with the email not yet confirmed). Each answers in Portuguese, naming the field; each is throttled per
// client address (the socket's) and per email (lib/domains/auth/account-throttle.ts).

const RATE_LIMITED = "Demasiados pedidos. Aguarde um minuto e tente de novo.";

export async function signUpAction(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const parsed = signUpSchema.safeParse(formText(formData, "name", "email", "password"));
  if (!parsed.success) return formErrors(parsed.error, SIGN_UP_LABELS);
  const outcome = await signUp(parsed.data, clientAddressOf(await headers()), emailLinkOrigin());
  if (outcome === "rate_limited") return { ok: false, message: RATE_LIMITED, fields: {} };
  // The same words for a new email and one that already has an account (review L9): only the mailbox tells.
  return { ok: true, message: `Enviámos uma mensagem para ${parsed.data.email}. Abra a ligação que lá está para confirmar o endereço e depois entre com o seu email e palavra-passe.` };
}

export async function requestResetAction(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const parsed = z.object({ email: emailSchema }).safeParse(formText(formData, "email"));
  if (!parsed.success) return formErrors(parsed.error, { email: "Email" });
  const outcome = await requestPasswordReset(parsed.data.email, clientAddressOf(await headers()), emailLinkOrigin());
  if (outcome === "rate_limited") return { ok: false, message: RATE_LIMITED, fields: {} };
  // The same answer whether or not the email has an account.
  return { ok: true, message: "Se existir uma conta com este email, enviámos uma ligação para redefinir a palavra-passe. Veja o seu correio." };
}

export async function resetPasswordAction(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const parsed = z.object({ token: z.string().max(100), password: passwordSchema }).safeParse(formText(formData, "token", "password"));
  if (!parsed.success) return formErrors(parsed.error, { password: "Nova palavra-passe", token: "Ligação" });
  const outcome = await resetPassword(parsed.data.token, parsed.data.password);
  if (!outcome.ok) return { ok: false, message: TOKEN_PROBLEM_PT[outcome.problem], fields: {} };
  return { ok: true, message: "Palavra-passe alterada. Já pode entrar com a nova." };
}

/** Sends a fresh verification link to the signed-in user's email (throttled like sign-up). */
export async function resendVerificationAction(_previous: FormResult | null): Promise<FormResult> {
  const user = await signedInUser();
  if (user.emailVerifiedAt) return { ok: true, message: "O seu email já está confirmado." };
  if (await accountRequestRefused("verify", user.email, clientAddressOf(await headers()))) return { ok: false, message: RATE_LIMITED, fields: {} };
  await sendVerificationEmail(user, emailLinkOrigin());
  return { ok: true, message: `Enviámos uma nova ligação para ${user.email}.` };
}
