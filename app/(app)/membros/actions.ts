"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { emailSchema } from "@/lib/domains/auth/password-rules";
import { ROLES } from "@/lib/domains/auth/roles";
import { inviteMember, revokeInvitation } from "@/lib/domains/company/invitations";
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

async function attempt(change: () => Promise<void>, success: string): Promise<FormResult> {
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
  return attempt(() => inviteMember(who, parsed.data.email, parsed.data.role, emailLinkOrigin()), `Convite enviado para ${parsed.data.email}.`);
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
