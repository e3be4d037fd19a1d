import { assignableRoles, can, type Role } from "@/lib/domains/auth/roles";
import { database } from "@/lib/core/db";
import { log } from "@/lib/core/log";
import { recordMembershipAudit } from "./membership-audit";
import { FORBIDDEN_PT, MembershipError } from "./membership-errors";

// A company's members: list, change a role, remove. Every function takes the acting member and checks
// the permission table (lib/domains/auth/roles.ts) itself, whatever page or action calls it. The last owner
// can neither leave nor be demoted. Changes are written to the structured log (membership_*).

export interface Actor {
  userId: string;
  companyId: string;
  role: Role;
}

export function requireMembersPermission(actor: Actor): void {
  if (!can(actor.role, "manage_members")) throw new MembershipError("forbidden", FORBIDDEN_PT);
}

export async function listMembers(companyId: string) {
  const memberships = await database().membership.findMany({ where: { companyId }, include: { user: { select: { id: true, name: true, email: true } } }, orderBy: { createdAt: "asc" } });
  return memberships.map((membership) => ({ userId: membership.userId, name: membership.user.name, email: membership.user.email, role: membership.role as Role, since: membership.createdAt }));
}

async function ownerCount(companyId: string): Promise<number> {
  return database().membership.count({ where: { companyId, role: "owner" } });
}

async function targetMembership(actor: Actor, userId: string) {
  const membership = await database().membership.findUnique({ where: { userId_companyId: { userId, companyId: actor.companyId } } });
  if (!membership) throw new MembershipError("not_found", "Este utilizador não é membro da empresa.");
  // Only an owner touches an owner.
  if (membership.role === "owner" && actor.role !== "owner" && userId !== actor.userId) throw new MembershipError("forbidden", FORBIDDEN_PT);
  return membership;
}

export async function changeMemberRole(actor: Actor, userId: string, role: Role): Promise<void> {
  requireMembersPermission(actor);
  if (!assignableRoles(actor.role).includes(role)) throw new MembershipError("role_not_allowed", "Papel: não pode atribuir este papel.");
  const membership = await targetMembership(actor, userId);
  if (membership.role === "owner" && role !== "owner" && (await ownerCount(actor.companyId)) <= 1) {
    throw new MembershipError("last_owner", "A empresa precisa de pelo menos um proprietário: nomeie outro antes de mudar este papel.");
  }
  await database().membership.update({ where: { id: membership.id }, data: { role } });
  log("info", "membership_role_changed", { companyId: actor.companyId, actorId: actor.userId, userId, from: membership.role, to: role });
  await recordMembershipAudit(actor.companyId, actor.userId, "member_role_changed", [userId]);
}

/** Removes a member; anyone may remove themselves (leave), except the last owner. */
export async function removeMember(actor: Actor, userId: string): Promise<void> {
  if (userId !== actor.userId) requireMembersPermission(actor);
  const membership = await targetMembership(actor, userId);
  if (membership.role === "owner" && (await ownerCount(actor.companyId)) <= 1) {
    throw new MembershipError("last_owner", "O último proprietário não pode sair da empresa: nomeie outro proprietário primeiro.");
  }
  await database().membership.delete({ where: { id: membership.id } });
  log("info", "membership_removed", { companyId: actor.companyId, actorId: actor.userId, userId, role: membership.role });
  await recordMembershipAudit(actor.companyId, actor.userId, "member_removed", [userId]);
}
