"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { changePassword } from "@/lib/domains/auth/change-password";
import { clientAddressOf } from "@/lib/domains/auth/client-address";
import { passwordSchema } from "@/lib/domains/auth/password-rules";
import { currentSession } from "@/lib/domains/auth/session";
import { endUserSessions } from "@/lib/domains/auth/user-sessions";
import { fieldError, formErrors, formText, type FormResult } from "@/lib/transports/web/form-result";
import { workspace } from "@/lib/transports/web/workspace";

// The signed-in person's own account: password and sessions. Not registry operations: they act on a
// person, not on a company's books, and no API key or agent may reach them.

const LABELS = { currentPassword: "Palavra-passe atual", newPassword: "Nova palavra-passe" };

async function signedIn() {
  const session = await currentSession();
  if (!session) redirect("/entrar");
  const { user } = await workspace();
  return { user, sessionId: session.sessionId };
}

export async function changePasswordAction(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { user, sessionId } = await signedIn();
  const parsed = z
    .object({ currentPassword: z.string().min(1, "indique a palavra-passe atual.").max(200), newPassword: passwordSchema })
    .refine((value) => value.newPassword.toLowerCase() !== user.email, { path: ["newPassword"], message: "não pode ser o seu email." })
    .safeParse(formText(formData, "currentPassword", "newPassword"));
  if (!parsed.success) return formErrors(parsed.error, LABELS);
  const outcome = await changePassword(user, parsed.data.currentPassword, parsed.data.newPassword, sessionId, clientAddressOf(await headers()));
  if (outcome.ok) {
    const others = outcome.sessionsEnded === 1 ? "1 outra sessão foi terminada" : `${outcome.sessionsEnded} outras sessões foram terminadas`;
    return { ok: true, message: `Palavra-passe alterada. ${others}.` };
  }
  if (outcome.reason === "rate_limited") return { ok: false, message: "Demasiadas tentativas. Aguarde um minuto e tente de novo.", fields: {} };
  if (outcome.reason === "same_password") return fieldError("newPassword", LABELS.newPassword, "tem de ser diferente da atual.");
  return fieldError("currentPassword", LABELS.currentPassword, "não está certa.");
}

/** Ends every other session of this account (another browser, a lost phone); this one stays. */
export async function endOtherSessionsAction(): Promise<void> {
  const { user, sessionId } = await signedIn();
  await endUserSessions(user.id, "sign_out_everywhere", sessionId);
  redirect("/conta?terminadas=1");
}

/** Ends every session of this account, this one included. */
export async function signOutEverywhereAction(): Promise<void> {
  const { user } = await signedIn();
  await endUserSessions(user.id, "sign_out_everywhere");
  redirect("/entrar");
}
