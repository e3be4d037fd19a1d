import type { VerifiedApiKey } from "@/lib/domains/auth/verify-api-key";
import { log } from "@/lib/core/log";

/** The one log line of one API request (REST or MCP): what was asked, by whom, how it ended, how long. */
export function logApiRequest(request: Request, entry: { requestId: string; operation: string; status: number; startedAt: number; key?: VerifiedApiKey; sharedRunOf?: string }): void {
  log("info", "request", {
    requestId: entry.requestId,
    method: request.method,
    path: new URL(request.url).pathname,
    operation: entry.operation,
    status: entry.status,
    durationMs: Math.round((performance.now() - entry.startedAt) * 10) / 10,
    keyPrefix: entry.key?.prefix,
    companyId: entry.key?.companyId,
    // An identical heavy read waiting before this one ran for both (lib/transports/api/heavy-turn.ts).
    ...(entry.sharedRunOf ? { sharedRunOf: entry.sharedRunOf } : {}),
  });
}
