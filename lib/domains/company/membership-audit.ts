import { randomUUID } from "node:crypto";
import { recordAudit } from "@/lib/kernel/record-audit";

// Membership changes are not registry operations (they run from the members pages), so they write
// their audit rows here: the acting user, what changed, and the user or invitation it touched.

export type MembershipChange = "member_invited" | "invitation_resent" | "invitation_link_copied" | "invitation_revoked" | "invitation_accepted" | "member_role_changed" | "member_removed";

export function recordMembershipAudit(companyId: string, actorUserId: string, change: MembershipChange, targetIds: string[]): Promise<void> {
  return recordAudit({ companyId, requestId: randomUUID(), operation: change, targetIds, actorKind: "user", actorUserId });
}
