"use server";

import { headers } from "next/headers";
import { z } from "zod";
import { mayManageApiKeys } from "@/lib/domains/auth/key-managers";
import { isRole } from "@/lib/domains/auth/roles";
import { SCOPES, type Scope } from "@/lib/kernel/scopes";
import { currentSession } from "@/lib/domains/auth/session";
import { database } from "@/lib/core/db";
import { lisbonToday } from "@/lib/core/dates";
import { publicOrigin } from "@/lib/core/http/public-origin";
import { checkAuthorizationRequest, clientRedirect, type AuthorizationParameters } from "@/lib/domains/oauth/authorization-request";
import { mcpResourceUrl } from "@/lib/domains/oauth/endpoints";
import { createGrantWithCode } from "@/lib/domains/oauth/grants";
import { agentLimitsSchema } from "@/lib/domains/auth/agent-limits-form";

const decisionSchema = z.object({
  approve: z.boolean(),
  companyId: z.string().max(100),
  scopes: z.array(z.enum(SCOPES)).max(SCOPES.length),
  expiresOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().or(z.literal("")),
  agentLimits: agentLimitsSchema.optional(),
});

export type ConsentResult = { ok: true; redirectTo: string } | { ok: false; message: string };

/**
 * The user's answer on the consent screen. Everything is checked again here (the request, the
 * session, the membership and its right to grant); approval records the grant and its one-time code.
 */
export async function decideAuthorization(parameters: AuthorizationParameters, input: unknown): Promise<ConsentResult> {
  const session = await currentSession();
  if (!session) return { ok: false, message: "A sessão terminou. Entre de novo." };
  const requestHeaders = await headers();
  const issuer = publicOrigin(requestHeaders);
  const checked = await checkAuthorizationRequest(parameters, mcpResourceUrl(requestHeaders), issuer);
  if (!checked.ok) return "redirectTo" in checked ? { ok: true, redirectTo: checked.redirectTo } : { ok: false, message: checked.showMessage };
  const { request } = checked;
  const parsed = decisionSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues.find((issue) => issue.path[0] === "agentLimits")?.message ?? "Pedido inválido." };
  const decision = parsed.data;
  if (!decision.approve) return { ok: true, redirectTo: clientRedirect(request.redirectUri, { error: "access_denied", error_description: "The user denied access.", state: request.state }, issuer) };
  // An unconfirmed email grants nothing (lib/transports/web/workspace.ts: pre-account hijacking).
  const membership = await database().membership.findFirst({ where: { userId: session.userId, companyId: decision.companyId, user: { emailVerifiedAt: { not: null } } }, select: { role: true } });
  if (!membership || !isRole(membership.role) || !(await mayManageApiKeys(decision.companyId, membership.role))) {
    return { ok: false, message: "Sem permissão: só proprietários e administradores (quando a empresa o permite) ligam aplicações." };
  }
  const expiresOn = decision.expiresOn || null;
  if (expiresOn && expiresOn <= lisbonToday(new Date())) return { ok: false, message: "A data de expiração tem de ser futura." };
  const code = await createGrantWithCode({
    companyId: decision.companyId,
    clientId: request.client.id,
    userId: session.userId,
    // Reading is always given (the consent form shows it ticked and fixed): no tool works without it.
    scopes: [...new Set<Scope>(["read", ...decision.scopes])],
    resource: request.resource,
    expiresAt: expiresOn ? new Date(`${expiresOn}T23:59:59Z`) : null,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
    agentLimits: decision.agentLimits,
  });
  return { ok: true, redirectTo: clientRedirect(request.redirectUri, { code, state: request.state }, issuer) };
}
