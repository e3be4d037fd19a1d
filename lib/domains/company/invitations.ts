import { accountRequestRefused } from "@/lib/domains/auth/account-throttle";
import { assignableRoles, ROLE_LABELS_PT, type Role } from "@/lib/domains/auth/roles";
import { hashTokenSecret, newTokenSecret, TOKEN_SECRET_PATTERN } from "@/lib/domains/auth/one-time-token";
import type { TokenProblem } from "@/lib/domains/auth/user-tokens";
import { database } from "@/lib/core/db";
import { log } from "@/lib/core/log";
import { sendMail } from "@/lib/core/mail/send-mail";
import { recordMembershipAudit } from "./membership-audit";
import { MembershipError } from "./membership-errors";
import { requireMembersPermission, type Actor } from "./members";

// Invitations by email: a one-time link (7 days) that adds the person who opens it — signed in with
// that email, or signing up with it — to the company with the role chosen. Stored hashed; accepting
// marks it used in the same statement that checks it, so a link works once. A pending invitation's
// link can be renewed — mailed again («Reenviar») or shown to copy («Copiar ligação») — and each new
// link voids the one before, as only its hash is kept. Inviting and renewing are throttled like the
// account flows, per invited email and per address, so no mailbox can be flooded.

export const INVITATION_LIFETIME_MS = 7 * 24 * 3600_000;

const RATE_LIMITED_PT = "Demasiados convites para este email. Aguarde um minuto e tente de novo.";

export async function inviteMember(actor: Actor, email: string, role: Role, origin: string, address: string | null = null, now = new Date()): Promise<void> {
  requireMembersPermission(actor);
  if (!assignableRoles(actor.role).includes(role)) throw new MembershipError("role_not_allowed", "Papel: não pode convidar com este papel.");
  const existing = await database().membership.findFirst({ where: { companyId: actor.companyId, user: { email } } });
  if (existing) throw new MembershipError("already_member", "Email: esta pessoa já é membro da empresa.");
  if (await accountRequestRefused("invitation", email, address)) throw new MembershipError("rate_limited", RATE_LIMITED_PT);
  const { secret, hash } = newTokenSecret();
  const invitation = await database().invitation.create({ data: { companyId: actor.companyId, email, role, hash, invitedById: actor.userId, expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS) } });
  await recordMembershipAudit(actor.companyId, actor.userId, "member_invited", [invitation.id]);
  await mailInvitation(actor, { email, role }, invitationLink(origin, secret));
  log("info", "membership_invited", { companyId: actor.companyId, actorId: actor.userId, role });
}

function invitationLink(origin: string, secret: string): string {
  return `${origin}/convite/${secret}`;
}

async function mailInvitation(actor: Actor, invitation: { email: string; role: Role }, link: string): Promise<void> {
  const [company, inviter] = await Promise.all([
    database().company.findUniqueOrThrow({ where: { id: actor.companyId }, select: { name: true } }),
    database().user.findUniqueOrThrow({ where: { id: actor.userId }, select: { name: true } }),
  ]);
  await sendMail({
    to: invitation.email,
    subject: `Convite para ${company.name} no Contabilista`,
    text: `Olá,\n\n${inviter.name} convidou-o para a empresa ${company.name} no Contabilista (papel: ${ROLE_LABELS_PT[invitation.role]}).\nPara aceitar, abra esta ligação (válida 7 dias, uma só vez):\n${link}\n`,
  });
}

/**
 * A new link for a pending invitation, valid 7 days from now; the earlier link stops working. By
 * email («Reenviar»), or returned to be copied and passed on by hand («Copiar ligação»): such a link may
 * reach someone who does not read the invited mailbox, so accepting it does not confirm the email.
 */
export async function renewInvitationLink(actor: Actor, invitationId: string, delivery: "email" | "copy", origin: string, address: string | null, now = new Date()): Promise<string> {
  requireMembersPermission(actor);
  const pending = await database().invitation.findFirst({ where: { id: invitationId, companyId: actor.companyId, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } }, select: { email: true, role: true } });
  if (!pending) throw new MembershipError("invitation_not_pending", "Este convite já não está pendente (aceite, anulado ou expirado): convide de novo.");
  const role = pending.role as Role;
  // An admin does not renew an owner's invitation, as they could not have sent it.
  if (!assignableRoles(actor.role).includes(role)) throw new MembershipError("role_not_allowed", "Papel: não pode convidar com este papel.");
  if (await accountRequestRefused("invitation", pending.email, address)) throw new MembershipError("rate_limited", RATE_LIMITED_PT);
  const { secret, hash } = newTokenSecret();
  const { count } = await database().invitation.updateMany({
    where: { id: invitationId, companyId: actor.companyId, acceptedAt: null, revokedAt: null },
    data: { hash, linkCopied: delivery === "copy", expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS) },
  });
  if (count !== 1) throw new MembershipError("invitation_not_pending", "Este convite já não está pendente (aceite, anulado ou expirado): convide de novo.");
  await recordMembershipAudit(actor.companyId, actor.userId, delivery === "email" ? "invitation_resent" : "invitation_link_copied", [invitationId]);
  const link = invitationLink(origin, secret);
  if (delivery === "email") await mailInvitation(actor, { email: pending.email, role }, link);
  log("info", "membership_invitation_renewed", { companyId: actor.companyId, actorId: actor.userId, delivery });
  return link;
}

export async function pendingInvitations(companyId: string, now = new Date()) {
  return database().invitation.findMany({ where: { companyId, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } }, orderBy: { createdAt: "desc" }, select: { id: true, email: true, role: true, expiresAt: true } });
}

export async function revokeInvitation(actor: Actor, invitationId: string): Promise<void> {
  requireMembersPermission(actor);
  const { count } = await database().invitation.updateMany({ where: { id: invitationId, companyId: actor.companyId, acceptedAt: null }, data: { revokedAt: new Date() } });
  if (count > 0) await recordMembershipAudit(actor.companyId, actor.userId, "invitation_revoked", [invitationId]);
}

/** The invitation behind a link, or why it cannot be used. */
export async function findInvitation(secret: string, now = new Date()) {
  if (!TOKEN_SECRET_PATTERN.test(secret)) return { problem: "invalid" as TokenProblem };
  const invitation = await database().invitation.findUnique({ where: { hash: hashTokenSecret(secret) }, include: { company: { select: { id: true, name: true } }, invitedBy: { select: { name: true, email: true } } } });
  if (!invitation || invitation.revokedAt) return { problem: "invalid" as TokenProblem };
  if (invitation.acceptedAt) return { problem: "used" as TokenProblem };
  if (invitation.expiresAt <= now) return { problem: "expired" as TokenProblem };
  return { invitation };
}

/** Adds the user to the invitation's company. The user's email must be the one invited. */
export async function acceptInvitation(secret: string, user: { id: string; email: string }, now = new Date()): Promise<{ companyId: string } | { problem: TokenProblem | "wrong_email" }> {
  const found = await findInvitation(secret, now);
  if (!("invitation" in found) || !found.invitation) return { problem: found.problem! };
  const { invitation } = found;
  if (invitation.email !== user.email) return { problem: "wrong_email" };
  const accepted = await database().$transaction(async (db) => {
    const claimed = await db.invitation.updateMany({ where: { id: invitation.id, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } }, data: { acceptedAt: now } });
    if (claimed.count !== 1) return false;
    await db.membership.upsert({ where: { userId_companyId: { userId: user.id, companyId: invitation.companyId } }, create: { userId: user.id, companyId: invitation.companyId, role: invitation.role }, update: {} });
    // An emailed link arrived at this address: it is verified. A copied one proves nothing of the mailbox.
    if (!invitation.linkCopied) await db.user.updateMany({ where: { id: user.id, emailVerifiedAt: null }, data: { emailVerifiedAt: now } });
    return true;
  });
  if (!accepted) return { problem: "used" };
  log("info", "membership_accepted", { companyId: invitation.companyId, userId: user.id, role: invitation.role });
  await recordMembershipAudit(invitation.companyId, user.id, "invitation_accepted", [invitation.id, user.id]);
  return { companyId: invitation.companyId };
}
