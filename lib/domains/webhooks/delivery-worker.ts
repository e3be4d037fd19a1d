import { database } from "@/lib/core/db";
import { jobRunner } from "@/lib/core/job-runner";
import { log } from "@/lib/core/log";
import { claimNextDelivery, disableOverflowingEndpoints, type ClaimedDelivery } from "./claim-delivery";
import { deliver } from "./deliver";

// This instance's share of webhook deliveries (lib/core/job-runner.ts): at most CONCURRENCY at once,
// polled every POLL_MS. The lease outlasts one attempt (the HTTP timeout plus a margin);
// WEBHOOK_LEASE_MS overrides it.

const POLL_MS = Number(process.env.WEBHOOK_POLL_MS) || 1_000;
const LEASE_MS = Number(process.env.WEBHOOK_LEASE_MS) || 60_000;
const CONCURRENCY = 4;
/** How often this instance looks for endpoints whose backlog passed its bound. */
const BACKLOG_CHECK_MS = 5_000;

const processWide = globalThis as unknown as { contabilistaWebhookBacklogCheckedAt?: number };

async function disableOverflowing(): Promise<void> {
  if (Date.now() - (processWide.contabilistaWebhookBacklogCheckedAt ?? 0) < BACKLOG_CHECK_MS) return;
  processWide.contabilistaWebhookBacklogCheckedAt = Date.now();
  const disabled = await disableOverflowingEndpoints(database()).catch((error) => {
    log("warn", "webhook_backlog_check_failed", { error: error instanceof Error ? error.message : String(error) });
    return [];
  });
  for (const endpoint of disabled) log("warn", "webhook_endpoint_disabled", { companyId: endpoint.companyId, endpointId: endpoint.id, reason: "backlog" });
}

const deliveries = jobRunner<ClaimedDelivery>({
  name: "webhook", // logs webhook_claim_failed
  concurrency: CONCURRENCY,
  pollMs: POLL_MS,
  leaseMs: LEASE_MS,
  claim: (owner, leaseMs) => claimNextDelivery(database(), owner, leaseMs),
  run: (claimed, owner) => deliver(claimed, owner).catch((error) => log("error", "webhook_delivery_failed", { deliveryId: claimed.id, error: error instanceof Error ? error.message : String(error) })),
  beforeClaims: disableOverflowing,
});

/** Starts polling for due deliveries in this process (the server's; idempotent). */
export function startWebhookWorker(): void {
  deliveries.start();
}
