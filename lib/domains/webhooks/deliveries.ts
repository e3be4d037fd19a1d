import { z } from "zod";
import { database } from "@/lib/core/db";
import { ApiError } from "@/lib/core/api-error";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { decodeCursor, keysetAfter, keysetOrderBy, pageInput, pageOf, pageOutput, type KeysetColumn } from "@/lib/kernel/pagination";
import { idParameter } from "@/lib/core/schemas";

// The delivery log of an endpoint, and manual redelivery: a new delivery of the same event (same
// event id, so the receiver can de-duplicate) with a fresh retry budget.

const DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;

export const deliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable().describe("HTTP status of the last attempt; null when no answer came."),
  lastError: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable().describe("When the next attempt is due (pending only)."),
  createdAt: z.string(),
});

type DeliveryRow = {
  id: string;
  eventId: string;
  status: string;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date;
  createdAt: Date;
  event: { type: string };
};

export function deliveryView(row: DeliveryRow): z.infer<typeof deliverySchema> {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.event.type,
    status: row.status as "pending" | "succeeded" | "failed",
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

// Newest first; the id makes the order unique for the cursor.
const ORDER: KeysetColumn[] = [
  { field: "createdAt", kind: "date", direction: "desc" },
  { field: "id", kind: "string", direction: "desc" },
];

export const listWebhookDeliveries = defineOperation({
  name: "list_webhook_deliveries",
  title: "List an endpoint's deliveries",
  description:
    "The deliveries to one webhook endpoint, newest first, with cursor pagination (`limit` default 50, max 200; `cursor` = the previous page's `nextCursor`) and a `status` filter: event, status, attempts, the last HTTP status and error, when the next attempt is due. After an outage, page through `status=failed` and redeliver, or use resend_webhook_events for the events the endpoint never got.",
  scope: "read",
  http: { method: "GET", path: "/webhooks/endpoints/{id}/deliveries", errors: ["not_found"] },
  input: z.object({
    id: idParameter,
    ...pageInput(50, "deliveries"),
    status: z.enum(DELIVERY_STATUSES).optional().describe("Only deliveries in this state."),
  }),
  output: z.object({ deliveries: z.array(deliverySchema), ...pageOutput }),
  hints: HINTS.readOnly,
  async run(context, input) {
    const db = database();
    if (!(await db.webhookEndpoint.findFirst({ where: { id: input.id, companyId: context.companyId }, select: { id: true } }))) {
      throw new ApiError("not_found", `No webhook endpoint '${input.id}' in this company.`);
    }
    const rows = await db.webhookDelivery.findMany({
      where: {
        endpointId: input.id,
        companyId: context.companyId,
        ...(input.status ? { status: input.status } : {}),
        ...(input.cursor ? keysetAfter(ORDER, decodeCursor("deliveries", input.cursor, ORDER)) : {}),
      },
      orderBy: keysetOrderBy(ORDER),
      take: input.limit + 1,
      include: { event: { select: { type: true } } },
    });
    const page = pageOf("deliveries", rows, input.limit, ORDER);
    return { deliveries: page.rows.map(deliveryView), nextCursor: page.nextCursor, hasMore: page.hasMore };
  },
});

export const redeliverWebhook = defineOperation({
  name: "redeliver_webhook",
  title: "Send an event again",
  description: "Queues a new delivery of a delivery's event to its endpoint (same event id; due at once, with a fresh retry budget). The endpoint must be enabled.",
  scope: "webhooks:write",
  http: { method: "POST", path: "/webhooks/deliveries/{id}/redeliver", status: 201, errors: ["not_found", "conflict"] },
  input: z.object({ id: idParameter.describe("The delivery to repeat.") }),
  output: deliverySchema,
  hints: HINTS.write,
  dryRun: { unsupported: "it only queues a new delivery of an event already sent; nothing in the books changes" },
  async run(context, input) {
    const db = database();
    const original = await db.webhookDelivery.findFirst({ where: { id: input.id, companyId: context.companyId }, include: { endpoint: { select: { enabled: true } } } });
    if (!original) throw new ApiError("not_found", `No webhook delivery '${input.id}' in this company.`);
    if (!original.endpoint.enabled) throw new ApiError("conflict", "The endpoint is disabled: enable it (update_webhook_endpoint) before sending again.");
    const row = await db.webhookDelivery.create({
      data: { companyId: context.companyId, eventId: original.eventId, endpointId: original.endpointId, nextAttemptAt: context.now() },
      include: { event: { select: { type: true } } },
    });
    return deliveryView(row);
  },
});
