import { randomUUID } from "node:crypto";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { SCOPES } from "@/lib/auth/scopes";
import { currentSession } from "@/lib/auth/session";
import { database } from "@/lib/db";
import type { OperationContext } from "@/lib/operations/operation";

// What a signed-in page works on: the user, the company chosen among their memberships (a cookie
// remembers the choice, always re-checked against the memberships), and an OperationContext so pages
// call the same lib/ operations as the API, never the API itself.

export const COMPANY_COOKIE = "ctb-company";

export interface Workspace {
  user: { id: string; name: string; email: string };
  company: { id: string; name: string; nif: string };
  role: string;
  companies: { id: string; name: string }[];
  context: OperationContext;
}

export async function workspace(): Promise<Workspace> {
  const session = await currentSession();
  if (!session) redirect("/entrar");
  const user = await database().user.findUnique({
    where: { id: session.userId },
    include: { memberships: { include: { company: { select: { id: true, name: true, nif: true } } }, orderBy: { createdAt: "asc" } } },
  });
  if (!user || user.memberships.length === 0) redirect("/entrar?erro=sem-empresa");
  const chosen = (await cookies()).get(COMPANY_COOKIE)?.value;
  const membership = user.memberships.find((candidate) => candidate.companyId === chosen) ?? user.memberships[0]!;
  return {
    user: { id: user.id, name: user.name, email: user.email },
    company: membership.company,
    role: membership.role,
    companies: user.memberships.map((candidate) => ({ id: candidate.company.id, name: candidate.company.name })),
    context: {
      companyId: membership.companyId,
      scopes: [...SCOPES],
      requestId: randomUUID(),
      actor: { kind: "user", userId: user.id },
      now: () => new Date(),
    },
  };
}
