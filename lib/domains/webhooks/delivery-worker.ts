import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { database } from "@/lib/core/db";
import { log } from "@/lib/core/log";
import { claimNextDelivery, disableOverflowingEndpoints } from "./claim-delivery";
import { deliver } from "./deliver";

// This instance's share of webhook deliveries: at most CONCURRENCY at once, polled every POLL_MS.
// The lease outlasts one attempt (the HTTP timeout plus a margin); WEBHOOK_LEASE_MS overrides it.

const POLL_MS = Number(process.env.WEBHOOK_POLL_MS) || 1_000;
const LEASE_MS = Number(process.env.WEBHOOK_LEASE_MS) || 60_000;
const CONCURRENCY = 4;
/** How often this instance looks for endpoints whose backlog passed its bound. */
const BACKLOG_CHECK_MS = 5_000;

interface Worker {
  owner: string;
  running: number;
  pumping: boolean;
  backlogCheckedAt: number;
  timer?: NodeJS.Timeout;
}

const processWide = globalThis as unknown as { contabilistaWebhookWorker?: Worker };

function worker(): Worker {
  processWide.contabilistaWebhookWorker ??= { owner: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`, running: 0, pumping: false, backlogCheckedAt: 0 };
  return processWide.contabilistaWebhookWorker;
}

async function pump(): Promise<void> {
  const state = worker();
  if (state.pumping) return;
  state.pumping = true;
  try {
    if (Date.now() - state.backlogCheckedAt >= BACKLOG_CHECK_MS) {
      state.backlogCheckedAt = Date.now();
      const disabled = await disableOverflowingEndpoints(database()).catch((error) => {
        log("warn", "webhook_backlog_check_failed", { error: error instanceof Error ? error.message : String(error) });
        return [];
      });
      for (const endpoint of disabled) log("warn", "webhook_endpoint_disabled", { companyId: endpoint.companyId, endpointId: endpoint.id, reason: "backlog" });
    }
    while (state.running < CONCURRENCY) {
      const claimed = await claimNextDelivery(database(), state.owner, LEASE_MS).catch((error) => {
        log("warn", "webhook_claim_failed", { error: error instanceof Error ? error.message : String(error) });
        return null;
      });
      if (!claimed) break;
      state.running++;
      void deliver(claimed, state.owner)
        .catch((error) => log("error", "webhook_delivery_failed", { deliveryId: claimed.id, error: error instanceof Error ? error.message : String(error) }))
        .finally(() => {
          state.running--;
          if (state.timer) void pump();
        });
    }
  } finally {
    state.pumping = false;
  }
}

/** Starts polling for due deliveries in this process (the server's; idempotent). */
export function startWebhookWorker(): void {
  const state = worker();
  if (state.timer) return;
  state.timer = setInterval(() => void pump(), POLL_MS);
  state.timer.unref();
  void pump();
}
