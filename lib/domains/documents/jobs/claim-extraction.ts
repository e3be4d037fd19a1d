import type { Database } from "@/lib/core/db";
import { Prisma } from "@/lib/generated/prisma/client.ts";

// The extraction job is the document row itself while its status is `processing`, written in the same
// statement as the document (already leased when the uploading instance has a free slot). An instance
// claims a waiting one by setting a lease (owner + expiry) with FOR UPDATE SKIP LOCKED, so two instances never run the same attempt. A lease that expires —
// the instance was killed, or hung — makes the document claimable again; each claim counts one attempt.

export interface ClaimedDocument {
  id: string;
  companyId: string;
  storageKey: string | null;
  mimeType: string;
  extractionAttempts: number;
}

/** Prisma stores DateTime columns as UTC timestamps without a zone; compare them with the same. */
const UTC_NOW = Prisma.sql`(now() AT TIME ZONE 'UTC')`;

/** Claims the oldest waiting extraction of any company, or null when none waits. */
export async function claimNextDocument(db: Database, owner: string, leaseMs: number): Promise<ClaimedDocument | null> {
  const claimed = await db.$queryRaw<ClaimedDocument[]>`
    UPDATE "ExpenseDocument"
    SET "leaseOwner" = ${owner}, "leaseExpiresAt" = ${UTC_NOW} + ${leaseMs}::integer * interval '1 millisecond', "extractionAttempts" = "extractionAttempts" + 1
    WHERE "id" = (
      SELECT "id" FROM "ExpenseDocument"
      WHERE "status" = 'processing' AND ("leaseExpiresAt" IS NULL OR "leaseExpiresAt" < ${UTC_NOW})
      ORDER BY "leaseExpiresAt" ASC NULLS FIRST, "createdAt" ASC
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING "id", "companyId", "storageKey", "mimeType", "extractionAttempts"`;
  return claimed[0] ?? null;
}


/** Gives a claimed document back: claimable again at `notBefore` (now, or later to back off). */
export async function releaseDocument(db: Database, id: string, owner: string, notBefore: Date): Promise<void> {
  await db.expenseDocument.updateMany({ where: { id, leaseOwner: owner, status: "processing" }, data: { leaseOwner: null, leaseExpiresAt: notBefore } });
}
