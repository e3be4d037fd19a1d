import { headers } from "next/headers";
import { formatDate } from "@/components/format";
import { CreateKeyForm } from "@/components/integrations/create-key-form";
import { RevokeKeyButton } from "@/components/integrations/revoke-key-button";
import { NoPermission } from "@/components/accounts/no-permission";
import { mayManageApiKeys } from "@/lib/auth/key-managers";
import { listApiKeys } from "@/lib/auth/list-api-keys";
import { publicOrigin } from "@/lib/http/public-origin";
import { workspace } from "@/lib/web/workspace";

export const metadata = { title: "Integrações · Contabilista" };

const STATUS_LABELS = { active: "Ativa", expired: "Expirada", revoked: "Revogada" } as const;

export default async function IntegrationsPage() {
  const { company, role } = await workspace();
  // Keys are managed by owners and admins only; other roles do not even see the list.
  if (!(await mayManageApiKeys(company.id, role))) {
    return (
      <>
        <header className="page-header"><h1>Integrações</h1></header>
        <NoPermission role={role} what="criar nem ver as chaves de API desta empresa" />
      </>
    );
  }
  const keys = await listApiKeys(company.id);
  const origin = publicOrigin(await headers());
  const apiBase = `${origin}/api/v1`;
  const mcpUrl = `${origin}/api/mcp/mcp`;
  const cursor = JSON.stringify({ mcpServers: { contabilista: { url: mcpUrl, headers: { Authorization: "Bearer <A_SUA_CHAVE>" } } } }, null, 2);
  const claude = JSON.stringify(
    { mcpServers: { contabilista: { command: "npx", args: ["-y", "mcp-remote", mcpUrl, "--header", "Authorization:${CONTABILISTA_AUTH}"], env: { CONTABILISTA_AUTH: "Bearer <A_SUA_CHAVE>" } } } },
    null,
    2,
  );
  return (
    <>
      <header className="page-header">
        <h1>Integrações</h1>
        <p className="muted">Chaves de API de <strong>{company.name}</strong>. Cada chave dá acesso só a esta empresa e só ao que as suas permissões permitem — na API REST, no servidor MCP para agentes de IA e no assistente.</p>
      </header>
      <div className="two-columns">
        <section className="panel">
          <h2>Nova chave</h2>
          <CreateKeyForm apiBase={apiBase} />
        </section>
        <section className="panel">
          <h2>Ligar</h2>
          <p>API REST: <code>{apiBase}</code> · <a href="/docs/api">referência</a></p>
          <pre className="example"><code>{`curl ${apiBase}/company \\\n  -H "Authorization: Bearer <A_SUA_CHAVE>"`}</code></pre>
          <p>MCP no Cursor (<code>.cursor/mcp.json</code>):</p>
          <pre className="example"><code>{cursor}</code></pre>
          <p>MCP no Claude Desktop (<code>claude_desktop_config.json</code>):</p>
          <pre className="example"><code>{claude}</code></pre>
        </section>
      </div>
      <section className="panel">
        <h2>Chaves</h2>
        <table className="table" data-testid="api-keys">
          <thead>
            <tr><th scope="col">Nome</th><th scope="col">Chave</th><th scope="col">Permissões</th><th scope="col">Criada</th><th scope="col">Último uso</th><th scope="col">Expira</th><th scope="col">Estado</th><th scope="col"><span className="visually-hidden">Ações</span></th></tr>
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
                <td><span className={`status status-key-${key.status}`}>{STATUS_LABELS[key.status]}</span></td>
                <td>{key.status === "active" ? <RevokeKeyButton keyId={key.id} name={key.name} /> : null}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
