import type { Database } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client.ts";

// A delivery is claimed by setting a lease (owner + expiry) and counting the attempt in one UPDATE of
// a row chosen with FOR UPDATE SKIP LOCKED: two instances never take the same attempt. An instance
// killed mid-delivery leaves its lease to expire; the delivery is then claimed again as the next
// attempt (at-least-once: the receiver de-duplicates on the event id).

export interface ClaimedDelivery {
  id: string;
  companyId: string;
  eventId: string;
  endpointId: string;
  attempts: number;
}

/** Prisma stores DateTime columns as UTC timestamps without a zone; compare them with the same. */
const UTC_NOW = Prisma.sql`(now() AT TIME ZONE 'UTC')`;

export async function claimNextDelivery(db: Database, owner: string, leaseMs: number): Promise<ClaimedDelivery | null> {
  const claimed = await db.$queryRaw<ClaimedDelivery[]>`
    UPDATE "WebhookDelivery"
    SET "leaseOwner" = ${owner}, "leaseExpiresAt" = ${UTC_NOW} + ${leaseMs}::integer * interval '1 millisecond', "attempts" = "attempts" + 1
    WHERE "id" = (
      SELECT "id" FROM "WebhookDelivery"
      WHERE "status" = 'pending' AND "nextAttemptAt" <= ${UTC_NOW} AND ("leaseExpiresAt" IS NULL OR "leaseExpiresAt" < ${UTC_NOW})
      ORDER BY "nextAttemptAt" ASC
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING "id", "companyId", "eventId", "endpointId", "attempts"`;
  return claimed[0] ?? null;
}
