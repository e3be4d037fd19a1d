import { newRowId } from "@/lib/db/row-id";
import type { Transaction } from "@/lib/idempotency";
import type { WebhookEventType } from "./event-types";

// The outbox: an event is written by the transaction that makes the change, so it exists exactly when
// the change committed. The same statement queues one delivery per enabled endpoint subscribed to
// the type; the delivery worker (delivery-worker.ts) sends them. Nothing here touches the network.

type Writer = Pick<Transaction, "$queryRaw">;

export async function recordEvent(tx: Writer, companyId: string, type: WebhookEventType, data: Record<string, unknown>): Promise<string> {
  const [event] = await tx.$queryRaw<{ id: string }[]>`
    WITH event AS (
      INSERT INTO "WebhookEvent" ("id", "companyId", "type", "data", "createdAt")
      VALUES (${"evt_" + newRowId()}, ${companyId}, ${type}, ${JSON.stringify(data)}::jsonb, (now() AT TIME ZONE 'UTC'))
      RETURNING "id", "companyId", "type"
    ), queued AS (
      INSERT INTO "WebhookDelivery" ("id", "companyId", "eventId", "endpointId", "status", "attempts", "nextAttemptAt", "createdAt")
      SELECT ${"whd_"} || md5(random()::text || clock_timestamp()::text || endpoint."id"), event."companyId", event."id", endpoint."id", 'pending', 0, (now() AT TIME ZONE 'UTC'), (now() AT TIME ZONE 'UTC')
      FROM event JOIN "WebhookEndpoint" endpoint ON endpoint."companyId" = event."companyId"
      WHERE endpoint."enabled" AND (cardinality(endpoint."events") = 0 OR event."type" = ANY(endpoint."events"))
      RETURNING 1
    )
    SELECT "id" FROM event`;
  return event!.id;
}
