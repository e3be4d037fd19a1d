import type { Database } from "@/lib/core/db";
import { claimLeasedRow, UTC_NOW } from "@/lib/core/db/claim-leased-row";
import { lit, sql, sqlOf, utcNow } from "@/lib/core/db/sql";

// A delivery is claimed by setting a lease (owner + expiry) and counting the attempt in one UPDATE of
// a row chosen with FOR UPDATE SKIP LOCKED (lib/core/db/claim-leased-row.ts): two instances never take the same attempt. An instance
// killed mid-delivery leaves its lease to expire; the delivery is then claimed again as the next
// attempt (at-least-once: the receiver de-duplicates on the event id).
//
// Fair across companies and endpoints (security review 2026-11-26 M5: one company's slow endpoints
// held a global FIFO and delayed another company's event by 59 s): among due deliveries whose
// endpoint has fewer than PER_ENDPOINT attempts in flight, the one whose company has the fewest in
// flight is taken first, then the oldest. In flight = leased and the lease not expired, on any
// instance, so the shares hold across instances.

export interface ClaimedDelivery {
  id: string;
  companyId: string;
  eventId: string;
  endpointId: string;
  attempts: number;
}

/** Attempts to one endpoint at once, across instances: a slow receiver holds at most this many workers. */
export const PER_ENDPOINT_IN_FLIGHT = Number(process.env.WEBHOOK_ENDPOINT_CONCURRENCY) || 2;

export function claimNextDelivery(db: Database, owner: string, leaseMs: number): Promise<ClaimedDelivery | null> {
  return claimLeasedRow(db, {
    table: "WebhookDelivery",
    owner,
    leaseMs,
    with: sql`in_flight AS (
      SELECT "companyId", "endpointId" FROM "WebhookDelivery"
      WHERE "status" = 'pending' AND "leaseExpiresAt" >= ${UTC_NOW}
    )`,
    set: sql`"attempts" = "attempts" + 1`,
    where: sql`candidate."status" = 'pending' AND candidate."nextAttemptAt" <= ${UTC_NOW}
      AND (SELECT count(*) FROM in_flight WHERE in_flight."endpointId" = candidate."endpointId") < ${PER_ENDPOINT_IN_FLIGHT}`,
    orderBy: sql`(SELECT count(*) FROM in_flight WHERE in_flight."companyId" = candidate."companyId") ASC, candidate."nextAttemptAt" ASC`,
    returning: ["id", "companyId", "eventId", "endpointId", "attempts"],
  });
}

/** Pending deliveries one endpoint may accumulate; past it the endpoint is disabled, saying why. */
export const MAX_ENDPOINT_BACKLOG = Number(process.env.WEBHOOK_MAX_BACKLOG) || 10_000;

/**
 * Disables the endpoints whose undelivered backlog passed MAX_ENDPOINT_BACKLOG (a receiver down for
 * days, or flooded), so the queue stays bounded; their pending deliveries then end as failed. The
 * events stay in GET /events, and enabling the endpoint again plus redelivery catches up.
 */
export async function disableOverflowingEndpoints(db: Database): Promise<{ id: string; companyId: string }[]> {
  const reason = `Desativado: mais de ${MAX_ENDPOINT_BACKLOG.toLocaleString("pt-PT")} entregas por fazer. Os eventos continuam em GET /events; reative o endpoint e reenvie as entregas falhadas.`;
  return sqlOf(db)
    .updateTable("WebhookEndpoint as endpoint")
    .set({ enabled: false, disabledAt: utcNow, disabledReason: reason })
    .where((eb) => eb.ref("endpoint.enabled"))
    .where("endpoint.id", "in", (eb) =>
      eb.selectFrom("WebhookDelivery").select("endpointId").where("status", "=", lit("pending")).groupBy("endpointId").having((having) => having.fn.countAll(), ">", MAX_ENDPOINT_BACKLOG),
    )
    .returning(["endpoint.id", "endpoint.companyId"])
    .execute();
}
