import { randomUUID } from "node:crypto";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { can, isRole, scopesOfRole, type Permission, type Role } from "@/lib/domains/auth/roles";
import { currentSession } from "@/lib/domains/auth/session";
import { database } from "@/lib/core/db";
import type { OperationContext } from "@/lib/kernel/operation";
// Server actions call domain operations without the registry: they need its after-commit reactions too.
import "@/lib/registry/reactions";

// What a signed-in page works on: the user, the company chosen among their memberships (a cookie
// remembers the choice, always re-checked against the memberships), their role there, and an
// OperationContext whose scopes follow that role (lib/domains/auth/roles.ts), so pages and server actions call
// the same lib/ operations as the API, never the API itself, and a role cannot do more on the web than
// its row of the permission table allows.

export const COMPANY_COOKIE = "ctb-company";

export interface Workspace {
  user: { id: string; name: string; email: string };
  company: { id: string; name: string; nif: string; vatRegime: string };
  role: Role;
  companies: { id: string; name: string; role: Role }[];
  context: OperationContext;
  can: (permission: Permission) => boolean;
}

/** The signed-in user (redirects to sign-in when there is none). */
export async function signedInUser() {
  const session = await currentSession();
  if (!session) redirect("/entrar");
  const user = await database().user.findUnique({
    where: { id: session.userId },
    include: { memberships: { include: { company: { select: { id: true, name: true, nif: true, vatRegime: true } } }, orderBy: { createdAt: "asc" } } },
  });
  if (!user) redirect("/entrar");
  return user;
}

export async function workspace(): Promise<Workspace> {
  const user = await signedInUser();
  // No company data before the address is proven: otherwise whoever registers someone else's email
  // first would see the company that person later creates or joins (pre-account hijacking).
  if (!user.emailVerifiedAt) redirect("/confirmar-email");
  // A new account has no company yet: onboarding creates it.
  if (user.memberships.length === 0) redirect("/nova-empresa");
  const chosen = (await cookies()).get(COMPANY_COOKIE)?.value;
  const membership = user.memberships.find((candidate) => candidate.companyId === chosen) ?? user.memberships[0]!;
  const role = isRole(membership.role) ? membership.role : "member";
  return {
    user: { id: user.id, name: user.name, email: user.email },
    company: membership.company,
    role,
    companies: user.memberships.map((candidate) => ({ id: candidate.company.id, name: candidate.company.name, role: candidate.role as Role })),
    context: {
      companyId: membership.companyId,
      scopes: scopesOfRole(role),
      requestId: randomUUID(),
      actor: { kind: "user", userId: user.id },
      surface: "web",
      now: () => new Date(),
    },
    can: (permission) => can(role, permission),
  };
}

/** Remembers the company the user works on (only ever one they belong to: checked by the caller). */
export async function chooseCompany(companyId: string): Promise<void> {
  (await cookies()).set(COMPANY_COOKIE, companyId, { httpOnly: true, sameSite: "lax", secure: process.env.NEXTAUTH_URL?.startsWith("https://") ?? false, path: "/" });
}
