import { z } from "zod";
import { database } from "@/lib/core/db";
import { ApiError } from "@/lib/core/api-error";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { idParameter } from "@/lib/core/schemas";
import { requireDeliverableUrl } from "./endpoint-url";
import { WEBHOOK_EVENT_TYPES } from "./event-types";
import { newEndpointSecret } from "./signature";

// Webhook endpoints of the company (scope webhooks:write to change, read to list). The signing
// secret is answered once, by create_webhook_endpoint; lists never show it.

const MAX_ENDPOINTS = 20;

export const endpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()).describe("Event types delivered; empty = every type."),
  enabled: z.boolean(),
  disabledReason: z.string().nullable().describe("Why the service disabled it (persistent failure), in Portuguese; null otherwise."),
  disabledAt: z.string().nullable().describe("When it was last disabled (by hand or by the service), kept after it is enabled again: resend_webhook_events from here sends what it missed. Null if never disabled."),
  previousSecretExpiresAt: z.string().nullable().describe("After rotate_webhook_secret: until when the old secret still signs deliveries beside the new one; null when only one secret signs."),
  createdAt: z.string(),
});

type EndpointRow = { id: string; url: string; description: string; events: string[]; enabled: boolean; disabledReason: string | null; disabledAt: Date | null; previousSecretExpiresAt: Date | null; createdAt: Date };

export function endpointView(row: EndpointRow, now = new Date()): z.infer<typeof endpointSchema> {
  const overlap = row.previousSecretExpiresAt && row.previousSecretExpiresAt > now ? row.previousSecretExpiresAt.toISOString() : null;
  return {
    id: row.id, url: row.url, description: row.description, events: row.events, enabled: row.enabled, disabledReason: row.disabledReason,
    disabledAt: row.disabledAt?.toISOString() ?? null, previousSecretExpiresAt: overlap, createdAt: row.createdAt.toISOString(),
  };
}

const eventsField = z
  .array(z.enum(WEBHOOK_EVENT_TYPES))
  .max(WEBHOOK_EVENT_TYPES.length)
  .describe(`Event types to deliver (omit or [] for all): ${WEBHOOK_EVENT_TYPES.join(", ")}.`);

export const listWebhookEndpoints = defineOperation({
  name: "list_webhook_endpoints",
  title: "List webhook endpoints",
  description: "The company's webhook endpoints (URL, subscribed events, enabled, why it was disabled). The secret is never listed.",
  scope: "read",
  http: { method: "GET", path: "/webhooks/endpoints" },
  input: z.object({}),
  output: z.object({ endpoints: z.array(endpointSchema) }),
  hints: HINTS.readOnly,
  async run(context) {
    const rows = await database().webhookEndpoint.findMany({ where: { companyId: context.companyId }, orderBy: { createdAt: "asc" } });
    return { endpoints: rows.map((row) => endpointView(row)) };
  },
});

export const createWebhookEndpoint = defineOperation({
  name: "create_webhook_endpoint",
  title: "Create a webhook endpoint",
  description:
    "Registers a URL that receives the company's events as signed POSTs (header `Contabilista-Signature: t=<ts>,v1=<hex HMAC-SHA256(secret, ts + \".\" + body)>`). Answers the signing `secret` once: store it, it is never shown again. https only on public addresses (http://localhost outside production).",
  scope: "webhooks:write",
  http: { method: "POST", path: "/webhooks/endpoints", status: 201, errors: ["conflict"] },
  input: z.object({
    url: z.string().trim().min(1).max(2000).describe("Where to POST events.").meta({ examples: ["https://erp.example.com/contabilista/webhook"] }),
    description: z.string().trim().max(200).default("").describe("A note for people (which integration this is)."),
    events: eventsField.default([]),
  }),
  output: endpointSchema.extend({ secret: z.string().describe("The signing secret (whsec_…), shown only in this answer.") }),
  hints: HINTS.write,
  dryRun: { unsupported: "it configures an integration, not the books; the change is small and can be undone with update_webhook_endpoint or delete_webhook_endpoint" },
  async run(context, input) {
    await requireDeliverableUrl(input.url);
    const db = database();
    if ((await db.webhookEndpoint.count({ where: { companyId: context.companyId } })) >= MAX_ENDPOINTS) {
      throw new ApiError("conflict", `A company may have at most ${MAX_ENDPOINTS} webhook endpoints; delete one first.`);
    }
    const row = await db.webhookEndpoint.create({
      data: { companyId: context.companyId, url: input.url, description: input.description, events: input.events, secret: newEndpointSecret() },
    });
    return { ...endpointView(row), secret: row.secret };
  },
});

async function ownEndpoint(companyId: string, id: string) {
  const row = await database().webhookEndpoint.findFirst({ where: { id, companyId } });
  if (!row) throw new ApiError("not_found", `No webhook endpoint '${id}' in this company.`);
  return row;
}

export const updateWebhookEndpoint = defineOperation({
  name: "update_webhook_endpoint",
  title: "Update a webhook endpoint",
  description: "Changes an endpoint's URL, description or events, or enables/disables it. Enabling an endpoint the service disabled clears its notice; what it missed meanwhile (failed deliveries and events while disabled) is sent with resend_webhook_events from its `disabledAt`.",
  scope: "webhooks:write",
  http: { method: "PATCH", path: "/webhooks/endpoints/{id}", errors: ["not_found"] },
  input: z.object({
    id: idParameter,
    url: z.string().trim().min(1).max(2000).optional(),
    description: z.string().trim().max(200).optional(),
    events: eventsField.optional(),
    enabled: z.boolean().optional(),
  }),
  output: endpointSchema,
  hints: HINTS.idempotentWrite,
  dryRun: { unsupported: "it configures an integration, not the books; the change is small and can be undone with update_webhook_endpoint or delete_webhook_endpoint" },
  async run(context, input) {
    await ownEndpoint(context.companyId, input.id);
    if (input.url !== undefined) await requireDeliverableUrl(input.url);
    const row = await database().webhookEndpoint.update({
      where: { id: input.id },
      data: {
        url: input.url,
        description: input.description,
        events: input.events,
        enabled: input.enabled,
        // disabledAt outlives the re-enabling: it is where resend_webhook_events starts.
        ...(input.enabled === true ? { disabledReason: null } : input.enabled === false ? { disabledReason: null, disabledAt: context.now() } : {}),
      },
    });
    return endpointView(row);
  },
});

export const deleteWebhookEndpoint = defineOperation({
  name: "delete_webhook_endpoint",
  title: "Delete a webhook endpoint",
  description: "Deletes an endpoint with its delivery log; nothing more is sent to it.",
  scope: "webhooks:write",
  http: { method: "DELETE", path: "/webhooks/endpoints/{id}", errors: ["not_found"] },
  input: z.object({ id: idParameter }),
  output: z.object({ id: z.string(), deleted: z.literal(true) }),
  hints: HINTS.destructiveWrite,
  dryRun: { unsupported: "it configures an integration, not the books; list_webhook_endpoints shows what would be removed" },
  async run(context, input) {
    await ownEndpoint(context.companyId, input.id);
    await database().webhookEndpoint.deleteMany({ where: { id: input.id, companyId: context.companyId } });
    return { id: input.id, deleted: true as const };
  },
});

export const getWebhookEndpoint = defineOperation({
  name: "get_webhook_endpoint",
  title: "Get a webhook endpoint",
  description: "One webhook endpoint by id (URL, subscribed events, enabled, why and when it was disabled, the secret-rotation overlap). The secret is never shown.",
  scope: "read",
  http: { method: "GET", path: "/webhooks/endpoints/{id}" },
  input: z.object({ id: idParameter }),
  output: endpointSchema,
  hints: HINTS.readOnly,
  async run(context, input) {
    const row = await database().webhookEndpoint.findFirst({ where: { id: input.id, companyId: context.companyId } });
    if (!row) throw new ApiError("not_found", "Webhook endpoint not found.");
    return endpointView(row);
  },
});
