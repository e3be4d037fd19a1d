import { newRowId } from "@/lib/core/db/row-id";
import { Prisma } from "@/lib/generated/prisma/client.ts";
import type { Transaction } from "@/lib/kernel/idempotency";
import type { WebhookEventData, WebhookEventType } from "./event-types";

// The outbox: an event is written by the transaction that makes the change, so it exists exactly when
// the change committed. The same statement queues one delivery per enabled endpoint subscribed to
// the type; the delivery worker (delivery-worker.ts) sends them. Nothing here touches the network.

type Writer = Pick<Transaction, "$queryRaw">;

/** An event to write; its `data` may only hold the fields the catalogue lists for its type (event-types.ts). */
export type OutboxEvent = { [Type in WebhookEventType]: { type: Type; data: WebhookEventData<Type> } }[WebhookEventType];

/** Events written for each row of an earlier part of the same statement, with fields taken from it. */
export interface OutboxSource {
  /** The name of the common table expression (e.g. `invoice`); no row there, no event. */
  from: Prisma.Sql;
  /** A jsonb object merged into each event's data, e.g. jsonb_build_object('display', invoice."display"). */
  addToData: Prisma.Sql;
}

/**
 * The common table expressions `event` and `queued` that write these events of one company and queue
 * their deliveries, for a caller to put in its own statement (a document is written with its events
 * in one round trip). Events of one statement get ids that sort in the order given.
 */
export function outboxStatementParts(companyId: string, events: OutboxEvent[], source?: OutboxSource): Prisma.Sql {
  const base = `evt_${newRowId()}`;
  const rows = events.map((event, index) => Prisma.sql`(${`${base}${String(index).padStart(4, "0")}`}, ${event.type}, ${JSON.stringify(event.data)}::jsonb)`);
  return Prisma.sql`event AS (
      INSERT INTO "WebhookEvent" ("id", "companyId", "type", "data", "createdAt")
      SELECT written."id", ${companyId}, written."type", written."data" || ${source?.addToData ?? Prisma.sql`'{}'::jsonb`}, (now() AT TIME ZONE 'UTC')
      FROM ${source ? Prisma.sql`${source.from} CROSS JOIN ` : Prisma.empty}(VALUES ${Prisma.join(rows)}) AS written ("id", "type", "data")
      RETURNING "id", "companyId", "type"
    ), queued AS (
      INSERT INTO "WebhookDelivery" ("id", "companyId", "eventId", "endpointId", "status", "attempts", "nextAttemptAt", "createdAt")
      SELECT ${"whd_"} || md5(random()::text || clock_timestamp()::text || endpoint."id"), event."companyId", event."id", endpoint."id", 'pending', 0, (now() AT TIME ZONE 'UTC'), (now() AT TIME ZONE 'UTC')
      FROM event JOIN "WebhookEndpoint" endpoint ON endpoint."companyId" = event."companyId"
      WHERE endpoint."enabled" AND (cardinality(endpoint."events") = 0 OR event."type" = ANY(endpoint."events"))
      RETURNING 1
    )`;
}

export async function recordEvent<Type extends WebhookEventType>(tx: Writer, companyId: string, type: Type, data: WebhookEventData<Type>): Promise<string> {
  const [event] = await tx.$queryRaw<{ id: string }[]>`WITH ${outboxStatementParts(companyId, [{ type, data } as OutboxEvent])} SELECT "id" FROM event`;
  return event!.id;
}

/** Outbox statements bound their parameters well under PostgreSQL's 65 535 (three per event). */
const EVENTS_PER_STATEMENT = 1_000;

/** Several events of one company, in this order, written with their deliveries in a few statements. */
export async function recordEvents(tx: Writer, companyId: string, events: OutboxEvent[]): Promise<void> {
  for (let start = 0; start < events.length; start += EVENTS_PER_STATEMENT) {
    await tx.$queryRaw`WITH ${outboxStatementParts(companyId, events.slice(start, start + EVENTS_PER_STATEMENT))} SELECT COUNT(*)::int FROM event`;
  }
}
