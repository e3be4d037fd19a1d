import { headers } from "next/headers";
import { formatDate } from "@/components/format";
import { KeySetup } from "@/components/integrations/key-setup";
import { RevokeGrantButton } from "@/components/integrations/revoke-grant-button";
import { describeAgentLimits } from "@/components/integrations/describe-agent-limits";
import { EditAgentLimits } from "@/components/integrations/edit-agent-limits";
import { RevokeKeyButton } from "@/components/integrations/revoke-key-button";
import { SandboxPanel } from "@/components/integrations/sandbox-panel";
import { getSandbox } from "@/lib/domains/sandbox/sandbox-operations";
import { AgentProposals } from "@/components/integrations/agent-proposals";
import { listProposals } from "@/lib/transports/web/decide-proposal";
import { loadCompany } from "@/lib/domains/company/get-company";
import { database } from "@/lib/core/db";
import { CreateWebhookForm } from "@/components/integrations/create-webhook-form";
import { WebhookEndpoints } from "@/components/integrations/webhook-endpoints";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { listWebhookDeliveries } from "@/lib/domains/webhooks/deliveries";
import { listWebhookEndpoints } from "@/lib/domains/webhooks/manage-endpoints";
import { NoPermission } from "@/components/accounts/no-permission";
import { mayManageApiKeys } from "@/lib/domains/auth/key-managers";
import { listApiKeys } from "@/lib/domains/auth/list-api-keys";
import { listGrants } from "@/lib/domains/oauth/grants";
import { publicOrigin } from "@/lib/core/http/public-origin";
import { workspace } from "@/lib/transports/web/workspace";

export const metadata = { title: "Integrações · Contabilista" };

const STATUS_LABELS = { active: "Ativa", expired: "Expirada", revoked: "Revogada" } as const;

export default async function IntegrationsPage({ searchParams }: { searchParams: Promise<{ proposta?: string }> }) {
  const { company, role, context } = await workspace();
  // Keys are managed by owners and admins only; other roles do not even see the list.
  if (!(await mayManageApiKeys(company.id, role))) {
    return (
      <>
        <header className="page-header"><h1>Integrações</h1></header>
        <NoPermission role={role} what="criar nem ver as chaves de API desta empresa" />
      </>
    );
  }
  const [keys, grants, proposals, { endpoints }, profile, sandbox] = await Promise.all([
    listApiKeys(company.id),
    listGrants(company.id),
    listProposals(database(), company.id),
    invokeOperation(listWebhookEndpoints, context, {}),
    loadCompany(company.id),
    invokeOperation(getSandbox, context, {}),
  ]);
  const webhooks = await Promise.all(
    endpoints.map(async (endpoint) => ({ ...endpoint, deliveries: (await invokeOperation(listWebhookDeliveries, context, { id: endpoint.id, limit: 20 })).deliveries })),
  );
  const origin = publicOrigin(await headers());
  const apiBase = `${origin}/api/v1`;
  const mcpUrl = `${origin}/api/mcp/mcp`;
  return (
    <>
      <header className="page-header">
        <h1>Integrações</h1>
        <p className="muted">Chaves de API de <strong>{company.name}</strong>. Cada chave dá acesso só a esta empresa e só ao que as suas permissões permitem — na API REST, no servidor MCP para agentes de IA e no assistente.</p>
      </header>
      <KeySetup apiBase={apiBase} mcpUrl={mcpUrl} />
      <section className="panel">
        <h2>Chaves</h2>
        <table className="table" data-testid="api-keys">
          <thead>
            <tr><th scope="col">Nome</th><th scope="col">Chave</th><th scope="col">Permissões</th><th scope="col">Criada</th><th scope="col">Último uso</th><th scope="col">Expira</th><th scope="col">Limites para agentes</th><th scope="col">Estado</th><th scope="col"><span className="visually-hidden">Ações</span></th></tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key.id} data-key-name={key.name}>
                <td>{key.name}</td>
                <td><code>{key.masked}</code></td>
                <td>{key.scopes.map((scope) => <span key={scope} className="badge">{scope}</span>)}</td>
                <td>{formatDate(key.createdAt)}<div className="muted small">por {key.createdBy}</div></td>
                <td>{key.lastUsedAt ? formatDate(key.lastUsedAt) : "nunca"}</td>
                <td>{key.expiresAt ? formatDate(key.expiresAt) : "—"}</td>
                <td>{key.status === "active" ? <EditAgentLimits target={{ kind: "key", id: key.id }} name={key.name} limits={key.agentLimits} /> : describeAgentLimits(key.agentLimits)}</td>
                <td><span className={`status status-key-${key.status}`}>{STATUS_LABELS[key.status]}</span></td>
                <td>{key.status === "active" ? <RevokeKeyButton keyId={key.id} name={key.name} /> : null}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <SandboxPanel sandbox={sandbox} mayReset={role === "owner"} />
      <section className="panel">
        <h2>Aplicações ligadas</h2>
        <p className="muted">Agentes ligados por OAuth (Claude, ChatGPT, Cursor…). Cada um acede só a esta empresa, com as permissões escolhidas por quem o autorizou; revogar corta o acesso na chamada seguinte.</p>
        {grants.length === 0 ? (
          <p className="muted">Nenhuma aplicação ligada.</p>
        ) : (
          <table className="table" data-testid="oauth-grants">
            <thead>
              <tr><th scope="col">Aplicação</th><th scope="col">Permissões</th><th scope="col">Autorizada</th><th scope="col">Último uso</th><th scope="col">Expira</th><th scope="col">Limites para agentes</th><th scope="col">Estado</th><th scope="col"><span className="visually-hidden">Ações</span></th></tr>
            </thead>
            <tbody>
              {grants.map((grant) => (
                <tr key={grant.id} data-grant-client={grant.clientName}>
                  <td>{grant.clientName}</td>
                  <td>{grant.scopes.map((scope) => <span key={scope} className="badge">{scope}</span>)}</td>
                  <td>{formatDate(grant.createdAt)}<div className="muted small">por {grant.grantedBy}</div></td>
                  <td>{grant.lastUsedAt ? formatDate(grant.lastUsedAt) : "nunca"}</td>
                  <td>{grant.expiresAt ? formatDate(grant.expiresAt) : "—"}</td>
                  <td>{grant.status === "active" ? <EditAgentLimits target={{ kind: "grant", id: grant.id }} name={grant.clientName} limits={grant.agentLimits} /> : describeAgentLimits(grant.agentLimits)}</td>
                  <td><span className={`status status-key-${grant.status}`}>{STATUS_LABELS[grant.status]}</span></td>
                  <td>{grant.status === "active" ? <RevokeGrantButton grantId={grant.id} name={grant.clientName} /> : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <AgentProposals proposals={proposals} outcome={(await searchParams).proposta} emailOwners={profile.emailOwnersOnAgentProposal} />
      <section className="panel" id="webhooks">
        <h2>Webhooks</h2>
        <p className="muted">
          Cada evento (<code>invoice.issued</code>, <code>invoice.paid</code>, <code>document.processed</code>, <code>bank.movement.reconciled</code>…) é enviado por POST, assinado com o segredo do webhook, e repetido com intervalos crescentes durante cerca de 38 horas se o recetor falhar; depois o webhook é desativado com um aviso. Ver também <a href="/auditoria">o registo de alterações</a>.
        </p>
        <CreateWebhookForm />
        <WebhookEndpoints endpoints={webhooks} />
      </section>
    </>
  );
}
