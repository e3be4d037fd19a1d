import { z } from "zod";
import { database } from "@/lib/core/db";
import { sql, sqlOf } from "@/lib/core/db/sql";
import { ApiError } from "@/lib/core/api-error";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { idParameter } from "@/lib/core/schemas";

// Catching an endpoint up after it was disabled (by hand or after persistent failure) or down: the
// outbox queues deliveries only to enabled endpoints, so events of the disabled period exist in
// GET /events but were never queued for it (client review M1). This queues them, oldest first, a
// bounded batch per call so one call cannot flood the delivery queue.

const MAX_PER_CALL = 1_000;

export const resendWebhookEvents = defineOperation({
  name: "resend_webhook_events",
  title: "Send an endpoint the events it missed",
  description: `Queues, for one enabled endpoint, the company's events since \`since\` (ISO time, inclusive; e.g. when it was disabled) that it subscribes to and has no pending or delivered delivery of — oldest first, at most ${MAX_PER_CALL} per call. Each keeps its event id, so the receiver can de-duplicate. When \`hasMore\` is true, call again with \`since\` = \`nextSince\`.`,
  scope: "webhooks:write",
  http: { method: "POST", path: "/webhooks/endpoints/{id}/resend", errors: ["not_found", "conflict"] },
  input: z.object({
    id: idParameter.describe("The webhook endpoint."),
    since: z.iso.datetime({ offset: true }).describe("Events at or after this time (ISO 8601)."),
  }),
  output: z.object({
    queued: z.number().int().describe("Deliveries queued by this call."),
    hasMore: z.boolean().describe("More missed events remain after this batch."),
    nextSince: z.string().nullable().describe("Where the next call starts (the time of the first event not queued); null when nothing remains."),
  }),
  hints: HINTS.write,
  dryRun: { unsupported: "it only queues deliveries of events that already happened; nothing in the books changes" },
  async run(context, input) {
    return database().$transaction(async (tx) => {
      // Locked so two calls at once cannot queue the same events twice.
      const endpoint = await sqlOf(tx)
        .selectFrom("WebhookEndpoint")
        .select(["id", "enabled", "events"])
        .where("id", "=", input.id)
        .where("companyId", "=", context.companyId)
        .forUpdate()
        .executeTakeFirst();
      if (!endpoint) throw new ApiError("not_found", `No webhook endpoint '${input.id}' in this company.`);
      if (!endpoint.enabled) throw new ApiError("conflict", "The endpoint is disabled: enable it (update_webhook_endpoint) before sending it events.");
      // A data-modifying CTE (INSERT … SELECT inside WITH, ids made in SQL): written as SQL, run through the typed layer.
      const {
        rows: [result],
      } = await sql<{ queued: number; nextSince: Date | null }>`
        WITH missed AS (
          SELECT event."id", event."createdAt" FROM "WebhookEvent" event
          WHERE event."companyId" = ${context.companyId} AND event."createdAt" >= (${input.since}::timestamptz AT TIME ZONE 'UTC')
            AND (cardinality(${endpoint.events}::text[]) = 0 OR event."type" = ANY(${endpoint.events}::text[]))
            AND NOT EXISTS (
              SELECT 1 FROM "WebhookDelivery" delivery
              WHERE delivery."eventId" = event."id" AND delivery."endpointId" = ${endpoint.id} AND delivery."status" IN ('pending', 'succeeded'))
          ORDER BY event."createdAt", event."id"
          LIMIT ${MAX_PER_CALL + 1}
        ), batch AS (
          SELECT * FROM missed ORDER BY "createdAt", "id" LIMIT ${MAX_PER_CALL}
        ), queued AS (
          INSERT INTO "WebhookDelivery" ("id", "companyId", "eventId", "endpointId", "status", "attempts", "nextAttemptAt", "createdAt")
          SELECT ${"whd_"} || md5(random()::text || clock_timestamp()::text || batch."id"), ${context.companyId}, batch."id", ${endpoint.id}, 'pending', 0, (now() AT TIME ZONE 'UTC'), (now() AT TIME ZONE 'UTC')
          FROM batch
          RETURNING 1
        )
        SELECT (SELECT COUNT(*) FROM queued)::int AS "queued",
          (SELECT "createdAt" FROM missed ORDER BY "createdAt", "id" OFFSET ${MAX_PER_CALL} LIMIT 1) AS "nextSince"`.execute(sqlOf(tx));
      const nextSince = result?.nextSince ?? null;
      return { queued: result?.queued ?? 0, hasMore: nextSince !== null, nextSince: nextSince?.toISOString() ?? null };
    });
  },
});
