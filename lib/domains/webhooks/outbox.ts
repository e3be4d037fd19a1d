import { newRowId } from "@/lib/core/db/row-id";
import type { RawBuilder } from "kysely";
import { type RawSqlClient, sql, sqlOf } from "@/lib/core/db/sql";
import type { WebhookEventData, WebhookEventType } from "./event-types";

// The outbox: an event is written by the transaction that makes the change, so it exists exactly when
// the change committed. The same statement queues one delivery per enabled endpoint subscribed to
// the type; the delivery worker (delivery-worker.ts) sends them. Nothing here touches the network.
// Data-modifying CTEs composed into the caller's statement (a document and its events in one round
// trip): SQL fragments (kysely's `sql`), run through the typed layer (lib/core/db/sql.ts).

/** An event to write; its `data` may only hold the fields the catalogue lists for its type (event-types.ts). */
export type OutboxEvent = { [Type in WebhookEventType]: { type: Type; data: WebhookEventData<Type> } }[WebhookEventType];

/** Events written for each row of an earlier part of the same statement, with fields taken from it. */
export interface OutboxSource {
  /** The name of the common table expression (e.g. `invoice`); no row there, no event. */
  from: RawBuilder<unknown>;
  /** A jsonb object merged into each event's data, e.g. jsonb_build_object('display', invoice."display"). */
  addToData: RawBuilder<unknown>;
}

/**
 * The common table expressions `event` and `queued` that write these events of one company and queue
 * their deliveries, for a caller to put in its own statement (a document is written with its events
 * in one round trip). Events of one statement get ids that sort in the order given.
 */
export function outboxStatementParts(companyId: string, events: OutboxEvent[], source?: OutboxSource): RawBuilder<unknown> {
  const base = `evt_${newRowId()}`;
  const rows = events.map((event, index) => sql`(${`${base}${String(index).padStart(4, "0")}`}, ${event.type}, ${JSON.stringify(event.data)}::jsonb)`);
  return sql`event AS (
      INSERT INTO "WebhookEvent" ("id", "companyId", "type", "data", "createdAt")
      SELECT written."id", ${companyId}, written."type", written."data" || ${source?.addToData ?? sql`'{}'::jsonb`}, (now() AT TIME ZONE 'UTC')
      FROM ${source ? sql`${source.from} CROSS JOIN ` : sql``}(VALUES ${sql.join(rows)}) AS written ("id", "type", "data")
      RETURNING "id", "companyId", "type"
    ), queued AS (
      INSERT INTO "WebhookDelivery" ("id", "companyId", "eventId", "endpointId", "status", "attempts", "nextAttemptAt", "createdAt")
      SELECT ${"whd_"} || md5(random()::text || clock_timestamp()::text || endpoint."id"), event."companyId", event."id", endpoint."id", 'pending', 0, (now() AT TIME ZONE 'UTC'), (now() AT TIME ZONE 'UTC')
      FROM event JOIN "WebhookEndpoint" endpoint ON endpoint."companyId" = event."companyId"
      WHERE endpoint."enabled" AND (cardinality(endpoint."events") = 0 OR event."type" = ANY(endpoint."events"))
      RETURNING 1
    )`;
}

export async function recordEvent<Type extends WebhookEventType>(tx: RawSqlClient, companyId: string, type: Type, data: WebhookEventData<Type>): Promise<string> {
  const {
    rows: [event],
  } = await sql<{ id: string }>`WITH ${outboxStatementParts(companyId, [{ type, data } as OutboxEvent])} SELECT "id" FROM event`.execute(sqlOf(tx));
  return event!.id;
}

/** Outbox statements bound their parameters well under PostgreSQL's 65 535 (three per event). */
const EVENTS_PER_STATEMENT = 1_000;

/** Several events of one company, in this order, written with their deliveries in a few statements. */
export async function recordEvents(tx: RawSqlClient, companyId: string, events: OutboxEvent[]): Promise<void> {
  for (let start = 0; start < events.length; start += EVENTS_PER_STATEMENT) {
    await sql`WITH ${outboxStatementParts(companyId, events.slice(start, start + EVENTS_PER_STATEMENT))} SELECT COUNT(*)::int FROM event`.execute(sqlOf(tx));
  }
}
