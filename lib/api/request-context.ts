import type { VerifiedApiKey } from "@/lib/auth/verify-api-key";
import type { OperationContext } from "@/lib/operations/operation";

/** What an operation run for an API key knows about its caller (REST and MCP alike). */
export function operationContextForKey(key: VerifiedApiKey, requestId: string, idempotencyKey?: string): OperationContext {
  const context: OperationContext = {
    companyId: key.companyId,
    scopes: key.scopes,
    requestId,
    actor: { kind: "api_key", keyId: key.id, prefix: key.prefix },
    now: () => new Date(),
  };
  if (idempotencyKey) context.idempotency = { key: idempotencyKey, replayed: false };
  return context;
}
