import type { Database } from "@/lib/core/db";
import { claimLeasedRow } from "@/lib/core/db/claim-leased-row";
import { sql } from "@/lib/core/db/sql";

// The extraction job is the document row itself while its status is `processing`, written in the same
// statement as the document (already leased when the uploading instance has a free slot). An instance
// claims a waiting one by setting a lease (owner + expiry) with lib/core/db/claim-leased-row.ts, so two instances never run the same attempt. A lease that expires —
// the instance was killed, or hung — makes the document claimable again; each claim counts one attempt.

export interface ClaimedDocument {
  id: string;
  companyId: string;
  storageKey: string | null;
  mimeType: string;
  extractionAttempts: number;
}

/** Claims the oldest waiting extraction of any company, or null when none waits. */
export function claimNextDocument(db: Database, owner: string, leaseMs: number): Promise<ClaimedDocument | null> {
  return claimLeasedRow(db, {
    table: "ExpenseDocument",
    owner,
    leaseMs,
    set: sql`"extractionAttempts" = "extractionAttempts" + 1`,
    where: sql`candidate."status" = 'processing'`,
    orderBy: sql`candidate."leaseExpiresAt" ASC NULLS FIRST, candidate."createdAt" ASC`,
    returning: ["id", "companyId", "storageKey", "mimeType", "extractionAttempts"],
  });
}


/** Gives a claimed document back: claimable again at `notBefore` (now, or later to back off). */
export async function releaseDocument(db: Database, id: string, owner: string, notBefore: Date): Promise<void> {
  await db.expenseDocument.updateMany({ where: { id, leaseOwner: owner, status: "processing" }, data: { leaseOwner: null, leaseExpiresAt: notBefore } });
}
