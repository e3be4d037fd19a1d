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
// marks it used in the same statement that checks it, so a link works once.

export const INVITATION_LIFETIME_MS = 7 * 24 * 3600_000;

export async function inviteMember(actor: Actor, email: string, role: Role, origin: string, now = new Date()): Promise<void> {
  requireMembersPermission(actor);
  if (!assignableRoles(actor.role).includes(role)) throw new MembershipError("role_not_allowed", "Papel: não pode convidar com este papel.");
  const existing = await database().membership.findFirst({ where: { companyId: actor.companyId, user: { email } } });
  if (existing) throw new MembershipError("already_member", "Email: esta pessoa já é membro da empresa.");
  const { secret, hash } = newTokenSecret();
  const [company, inviter] = await Promise.all([
    database().company.findUniqueOrThrow({ where: { id: actor.companyId }, select: { name: true } }),
    database().user.findUniqueOrThrow({ where: { id: actor.userId }, select: { name: true } }),
  ]);
  const invitation = await database().invitation.create({ data: { companyId: actor.companyId, email, role, hash, invitedById: actor.userId, expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS) } });
  await recordMembershipAudit(actor.companyId, actor.userId, "member_invited", [invitation.id]);
  await sendMail({
    to: email,
    subject: `Convite para ${company.name} no Contabilista`,
    text: `Olá,\n\n${inviter.name} convidou-o para a empresa ${company.name} no Contabilista (papel: ${ROLE_LABELS_PT[role]}).\nPara aceitar, abra esta ligação (válida 7 dias, uma só vez):\n${origin}/convite/${secret}\n`,
  });
  log("info", "membership_invited", { companyId: actor.companyId, actorId: actor.userId, role });
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
    // The invitation arrived at this address: it is verified.
    await db.user.updateMany({ where: { id: user.id, emailVerifiedAt: null }, data: { emailVerifiedAt: now } });
    return true;
  });
  if (!accepted) return { problem: "used" };
  log("info", "membership_accepted", { companyId: invitation.companyId, userId: user.id, role: invitation.role });
  await recordMembershipAudit(invitation.companyId, user.id, "invitation_accepted", [invitation.id, user.id]);
  return { companyId: invitation.companyId };
}
