import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { ConsentForm } from "@/components/oauth/consent-form";
import { mayManageApiKeys } from "@/lib/domains/auth/key-managers";
import { isRole, ROLE_LABELS_PT } from "@/lib/domains/auth/roles";
import { currentSession } from "@/lib/domains/auth/session";
import { database } from "@/lib/core/db";
import { publicOrigin } from "@/lib/core/http/public-origin";
import { checkAuthorizationRequest, type AuthorizationParameters } from "@/lib/domains/oauth/authorization-request";
import { mcpResourceUrl } from "@/lib/domains/oauth/endpoints";

export const metadata = { title: "Ligar uma aplicação · Contabilista" };
export const dynamic = "force-dynamic";

const PARAMETERS = ["response_type", "client_id", "redirect_uri", "code_challenge", "code_challenge_method", "state", "scope", "resource"] as const;

function Card({ children }: { children: React.ReactNode }) {
  return (
    <main className="auth-page">
      <div className="auth-card auth-card-wide">
        <p className="brand">Contabilista</p>
        {children}
      </div>
    </main>
  );
}

/** The OAuth authorization endpoint: sign in, then choose a company and what the application may do. */
export default async function AuthorizePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = await searchParams;
  const parameters: AuthorizationParameters = {};
  for (const name of PARAMETERS) if (typeof raw[name] === "string") parameters[name] = raw[name];
  const requestHeaders = await headers();
  const checked = await checkAuthorizationRequest(parameters, mcpResourceUrl(requestHeaders), publicOrigin(requestHeaders));
  if (!checked.ok) {
    if ("redirectTo" in checked) redirect(checked.redirectTo);
    return (
      <Card>
        <h1>Pedido de ligação inválido</h1>
        <p role="alert" className="alert">{checked.showMessage}</p>
      </Card>
    );
  }
  const session = await currentSession();
  if (!session) {
    const query = new URLSearchParams(parameters as Record<string, string>).toString();
    redirect(`/entrar?seguinte=${encodeURIComponent(`/oauth/autorizar?${query}`)}`);
  }
  const memberships = await database().membership.findMany({ where: { userId: session.userId, user: { emailVerifiedAt: { not: null } } }, include: { company: { select: { id: true, name: true, nif: true } } }, orderBy: { createdAt: "asc" } });
  const grantable = [];
  for (const membership of memberships) {
    if (isRole(membership.role) && (await mayManageApiKeys(membership.companyId, membership.role))) grantable.push({ id: membership.company.id, name: membership.company.name, nif: membership.company.nif, role: ROLE_LABELS_PT[membership.role] });
  }
  const { request } = checked;
  return (
    <Card>
      <h1>Ligar “{request.client.name}”</h1>
      <p className="muted">
        Esta aplicação pede acesso ao servidor MCP do Contabilista em seu nome. Dará acesso a <strong>uma</strong> empresa e só ao que marcar abaixo; pode revogá-lo a qualquer momento em Integrações → Aplicações ligadas.
      </p>
      <p className="muted small">Depois de autorizar, regressa a <code>{new URL(request.redirectUri).origin === "null" ? request.redirectUri : new URL(request.redirectUri).origin}</code>.</p>
      {grantable.length === 0 ? (
        <p role="alert" className="alert">Não pode ligar aplicações: só proprietários e administradores (quando a empresa o permite) o fazem, e não tem esse papel em nenhuma empresa.</p>
      ) : (
        <ConsentForm parameters={parameters} companies={grantable} requestedScopes={request.requestedScopes} />
      )}
    </Card>
  );
}
