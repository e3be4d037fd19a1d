"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { clientAddressOf } from "@/lib/domains/auth/client-address";
import { emailSchema } from "@/lib/domains/auth/password-rules";
import { ROLES } from "@/lib/domains/auth/roles";
import { inviteMember, renewInvitationLink, revokeInvitation } from "@/lib/domains/company/invitations";
import { MembershipError } from "@/lib/domains/company/membership-errors";
import { changeMemberRole, removeMember, type Actor } from "@/lib/domains/company/members";
import { emailLinkOrigin } from "@/lib/core/mail/link-origin";
import { formErrors, formText, type FormResult } from "@/lib/transports/web/form-result";
import { workspace } from "@/lib/transports/web/workspace";

// Membership management (web only, signed in). lib/domains/company/members.ts and invitations.ts check the
// permission table themselves; these actions turn their refusals into messages.

async function actor(): Promise<Actor> {
  const { user, company, role } = await workspace();
  return { userId: user.id, companyId: company.id, role };
}

async function attempt(change: () => Promise<unknown>, success: string): Promise<FormResult> {
  try {
    await change();
  } catch (error) {
    if (error instanceof MembershipError) return { ok: false, message: error.message, fields: {} };
    throw error;
  }
  revalidatePath("/membros");
  return { ok: true, message: success };
}

const inviteSchema = z.object({ email: emailSchema, role: z.enum(ROLES, "escolha um papel.") });

export async function inviteAction(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const parsed = inviteSchema.safeParse(formText(formData, "email", "role"));
  if (!parsed.success) return formErrors(parsed.error, { email: "Email", role: "Papel" });
  const who = await actor();
  const address = clientAddressOf(await headers());
  return attempt(() => inviteMember(who, parsed.data.email, parsed.data.role, emailLinkOrigin(), address), `Convite enviado para ${parsed.data.email}.`);
}

/** «Reenviar» and «Copiar ligação» on a pending invitation: a new link (the earlier one stops working), mailed or returned to copy. */
export async function renewInvitationLinkAction(_previous: FormResult<string> | null, formData: FormData): Promise<FormResult<string>> {
  const who = await actor();
  const delivery = formData.get("delivery") === "copy" ? "copy" : "email";
  const address = clientAddressOf(await headers());
  let link: string;
  try {
    link = await renewInvitationLink(who, String(formData.get("invitationId") ?? ""), delivery, emailLinkOrigin(), address);
  } catch (error) {
    if (error instanceof MembershipError) return { ok: false, message: error.message, fields: {} };
    throw error;
  }
  revalidatePath("/membros");
  // A mailed link is not shown: accepting it confirms the email, which only holds while it stays in the mailbox.
  if (delivery === "email") return { ok: true, message: "Convite reenviado com uma nova ligação (a anterior deixou de servir)." };
  return { ok: true, message: "Nova ligação criada (a anterior deixou de servir).", value: link };
}

export async function changeRoleAction(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const parsed = z.object({ userId: z.string().max(100), role: z.enum(ROLES, "escolha um papel.") }).safeParse(formText(formData, "userId", "role"));
  if (!parsed.success) return formErrors(parsed.error, { role: "Papel" });
  const who = await actor();
  return attempt(() => changeMemberRole(who, parsed.data.userId, parsed.data.role), "Papel alterado.");
}

export async function removeMemberAction(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const who = await actor();
  const userId = String(formData.get("userId") ?? "");
  const result = await attempt(() => removeMember(who, userId), "Membro removido.");
  // Leaving a company: go to another one (or onboarding).
  if (result.ok && userId === who.userId) redirect("/painel");
  return result;
}

export async function revokeInvitationAction(formData: FormData): Promise<void> {
  const who = await actor();
  await revokeInvitation(who, String(formData.get("invitationId") ?? "")).catch((error: unknown) => {
    if (!(error instanceof MembershipError)) throw error;
  });
  revalidatePath("/membros");
}
