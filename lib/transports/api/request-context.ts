import type { VerifiedApiKey } from "@/lib/domains/auth/verify-api-key";
import type { AgentPolicy, OperationContext } from "@/lib/kernel/operation";

/** A key's or grant's guard-rails as the one object operations see. */
export function agentPolicyForKey(key: VerifiedApiKey): AgentPolicy {
  return {
    holder: key.oauthClient ? `oauth_grant:${key.id}` : `api_key:${key.id}`,
    subject: key.oauthClient ? `This connected application ('${key.oauthClient.name}')` : "This key",
    changeHint: key.oauthClient
      ? `To change it, edit the application '${key.oauthClient.name}' in Contabilista → Integrações → Aplicações ligadas (agent limits).`
      : `To change it, edit the key '${key.prefix}…' in Integrações (agent limits), or run \`npm run keys -- limits ${key.id} --help\`.`,
    readOnly: key.agentReadOnly,
    writesNeedConfirmation: key.agentWritesNeedConfirmation,
    maxDocumentsPerDay: key.agentMaxDocumentsPerDay,
    maxCentsPerDay: key.agentMaxCentsPerDay,
  };
}

/** What an operation run for an API key or an OAuth grant knows about its caller (REST and MCP alike). */
export function operationContextForKey(key: VerifiedApiKey, requestId: string, idempotencyKey?: string): OperationContext {
  const context: OperationContext = {
    companyId: key.companyId,
    scopes: key.scopes,
    requestId,
    actor: key.oauthClient ? { kind: "oauth_client", grantId: key.id, clientId: key.oauthClient.clientId, clientName: key.oauthClient.name } : { kind: "api_key", keyId: key.id, prefix: key.prefix, name: key.name },
    surface: "rest",
    now: () => new Date(),
    agentPolicy: agentPolicyForKey(key),
  };
  if (idempotencyKey) context.idempotency = { key: idempotencyKey, replayed: false };
  return context;
}
