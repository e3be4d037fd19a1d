import { z } from "zod";
import { database } from "@/lib/core/db";
import { notFound } from "@/lib/core/api-error";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { decodeCursor, keysetAfter, keysetOrderBy, pageInput, pageOf, pageOutput, type KeysetColumn } from "@/lib/kernel/pagination";
import { idParameter } from "@/lib/core/schemas";
import { WEBHOOK_EVENT_TYPES } from "./event-types";

const eventSchema = z.object({
  id: z.string(),
  type: z.string(),
  createdAt: z.string(),
  livemode: z.boolean().describe("False for an event of the test sandbox (a test key's, ctb_test_…); the same value webhooks carry."),
  data: z.record(z.string(), z.unknown()),
});
const eventView = (row: { id: string; type: string; createdAt: Date; data: unknown; company: { livemode: boolean } }) => ({
  id: row.id,
  type: row.type,
  createdAt: row.createdAt.toISOString(),
  livemode: row.company.livemode,
  data: row.data as Record<string, unknown>,
});
const WITH_LIVEMODE = { company: { select: { livemode: true } } } as const;

// The company's events, newest first, whether or not an endpoint received them: an integration
// that was down (or has no endpoint) catches up here, and de-duplicates with webhooks by `id`.

// Newest first; the id makes the order unique for the cursor.
const ORDER: KeysetColumn[] = [
  { field: "createdAt", kind: "date", direction: "desc" },
  { field: "id", kind: "string", direction: "desc" },
];

export const listEvents = defineOperation({
  name: "list_events",
  title: "List events",
  description:
    "The company's events (the ones webhooks deliver), newest first, with cursor pagination: `limit` (default 50, max 200), `cursor` = the previous page's `nextCursor`. Filter with `type` and `since` (ISO time, inclusive). Each event's `id` is the one sent in webhook deliveries.",
  scope: "read",
  http: { method: "GET", path: "/events" },
  input: z.object({
    ...pageInput(50, "events"),
    type: z.enum(WEBHOOK_EVENT_TYPES).optional().describe("Only events of this type."),
    since: z.iso.datetime({ offset: true }).optional().describe("Only events at or after this time (ISO 8601)."),
  }),
  output: z.object({
    events: z.array(eventSchema),
    ...pageOutput,
  }),
  hints: HINTS.readOnly,
  async run(context, input) {
    const rows = await database().webhookEvent.findMany({
      where: {
        companyId: context.companyId,
        ...(input.type ? { type: input.type } : {}),
        ...(input.since ? { createdAt: { gte: new Date(input.since) } } : {}),
        ...(input.cursor ? keysetAfter(ORDER, decodeCursor("events", input.cursor, ORDER)) : {}),
      },
      orderBy: keysetOrderBy(ORDER),
      take: input.limit + 1,
      include: WITH_LIVEMODE,
    });
    const page = pageOf("events", rows, input.limit, ORDER);
    return {
      events: page.rows.map(eventView),
      nextCursor: page.nextCursor,
      hasMore: page.hasMore,
    };
  },
});

export const getEvent = defineOperation({
  name: "get_event",
  title: "Get an event",
  description: "One event by id, as list_events and the webhook delivery show it (`id` is the `id` of the delivered body): check a delivery's content, or fetch an event a receiver only logged the id of.",
  scope: "read",
  http: { method: "GET", path: "/events/{id}" },
  input: z.object({ id: idParameter }),
  output: eventSchema,
  hints: HINTS.readOnly,
  async run(context, input) {
    const row = await database().webhookEvent.findFirst({ where: { id: input.id, companyId: context.companyId }, include: WITH_LIVEMODE });
    if (!row) throw notFound("Event");
    return eventView(row);
  },
});
