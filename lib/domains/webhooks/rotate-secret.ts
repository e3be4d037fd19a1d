import { z } from "zod";
import { database } from "@/lib/core/db";
import { ApiError } from "@/lib/core/api-error";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { idParameter } from "@/lib/core/schemas";
import { endpointSchema, endpointView } from "./manage-endpoints";
import { newEndpointSecret } from "./signature";

// Rolling a signing secret without a gap (client review §3): the new secret signs at once, and the old
// one keeps signing beside it (two v1 values in the header) until the overlap ends, so the receiver
// can deploy the new secret at its own pace. An overlap of 0 ends the old secret now (a leaked secret).

const MAX_OVERLAP_HOURS = 72;

export const rotateWebhookSecret = defineOperation({
  name: "rotate_webhook_secret",
  title: "Rotate a webhook's signing secret",
  description: `Replaces an endpoint's signing secret and answers the new one once. During \`overlapHours\` (default 24, at most ${MAX_OVERLAP_HOURS}; 0 if the old secret leaked) deliveries carry two signatures, \`v1=<new>,v1=<old>\`, so a receiver holding either accepts them. Rotating again ends the earlier overlap.`,
  scope: "webhooks:write",
  http: { method: "POST", path: "/webhooks/endpoints/{id}/rotate-secret", errors: ["not_found"] },
  input: z.object({
    id: idParameter.describe("The webhook endpoint."),
    overlapHours: z.number().int().min(0).max(MAX_OVERLAP_HOURS).default(24).describe("How long the old secret still signs, in hours (0: stop at once)."),
  }),
  output: endpointSchema.extend({
    secret: z.string().describe("The new signing secret (whsec_…), shown only in this answer."),
  }),
  hints: HINTS.write,
  dryRun: { unsupported: "it configures an integration, not the books; a dry run could not show the secret it would not keep" },
  async run(context, input) {
    const db = database();
    const current = await db.webhookEndpoint.findFirst({ where: { id: input.id, companyId: context.companyId }, select: { secret: true } });
    if (!current) throw new ApiError("not_found", `No webhook endpoint '${input.id}' in this company.`);
    const overlapEnds = input.overlapHours > 0 ? new Date(context.now().getTime() + input.overlapHours * 3_600_000) : null;
    const row = await db.webhookEndpoint.update({
      where: { id: input.id },
      data: { secret: newEndpointSecret(), previousSecret: overlapEnds ? current.secret : null, previousSecretExpiresAt: overlapEnds },
    });
    return { ...endpointView(row), secret: row.secret };
  },
});
