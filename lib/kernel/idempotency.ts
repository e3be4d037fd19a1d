import { createHash } from "node:crypto";
import { z } from "zod";
import { canonicalJson } from "@/lib/core/canonical-json";
import { database, type Database } from "@/lib/core/db";
import { Prisma } from "@/lib/generated/prisma/client.ts";
import { ApiError } from "@/lib/core/api-error";
import type { OperationContext } from "@/lib/kernel/operation";

export type Transaction = Prisma.TransactionClient;

const RETENTION_MS = 24 * 60 * 60 * 1000;

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

/**
 * Runs `work` in one transaction. With an Idempotency-Key, the key is claimed by inserting its record
 * first in that same transaction and the response is stored before commit: a concurrent request
 * with the same key waits on the unique index, then finds the stored response and returns it;
 * a crash before commit leaves neither effects nor record, so a retry simply runs again.
 */
export async function idempotentTransaction<Output>(
  context: OperationContext,
  operation: string,
  input: unknown,
  work: (tx: Transaction) => Promise<Output>,
  db: Database = database(),
): Promise<Output> {
  const idempotency = context.idempotency;
  if (!idempotency) return db.$transaction(work, { timeout: 15_000, maxWait: 15_000 });

  const requestHash = createHash("sha256").update(`${operation}\n${canonicalJson(input)}`).digest("hex");
  const now = context.now();
  const recordKey = { companyId_key: { companyId: context.companyId, key: idempotency.key } };
  await db.idempotencyRecord.deleteMany({ where: { companyId: context.companyId, key: idempotency.key, expiresAt: { lt: now } } });
  try {
    return await db.$transaction(
      async (tx) => {
        await tx.idempotencyRecord.create({
          data: { companyId: context.companyId, key: idempotency.key, operation, requestHash, expiresAt: new Date(now.getTime() + RETENTION_MS) },
        });
        const output = await work(tx);
        await tx.idempotencyRecord.update({ where: recordKey, data: { response: output as Prisma.InputJsonValue } });
        return output;
      },
      { timeout: 15_000, maxWait: 15_000 },
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const stored = await db.idempotencyRecord.findUnique({ where: recordKey });
    if (!stored || stored.response === null) throw error;
    if (stored.operation !== operation || stored.requestHash !== requestHash) {
      throw new ApiError(
        "idempotency_conflict",
        `Idempotency key '${idempotency.key}' was already used with a different request. Use a new key for a new request.`,
      );
    }
    idempotency.replayed = true;
    return stored.response as Output;
  }
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Validates an Idempotency-Key header value (1–255 visible ASCII characters). */
export function readIdempotencyKey(headers: Headers): string | undefined {
  const value = headers.get("idempotency-key");
  if (value === null) return undefined;
  if (!KEY_PATTERN.test(value)) {
    throw new ApiError("validation_error", "Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID is a good choice).", {
      details: [{ path: "Idempotency-Key", message: "invalid" }],
    });
  }
  return value;
}

/** The MCP tools' `idempotencyKey` argument: the same key, the same rules, as the REST header. */
export const idempotencyKeyArgument = z
  .string()
  .regex(KEY_PATTERN, "must be 1 to 255 visible ASCII characters (a UUID is a good choice)")
  .optional()
  .describe(
    "Optional; a fresh unique value (e.g. a UUID) per intended action. Calling again with the same key and the same arguments returns the first result instead of acting twice; the same key with other arguments fails with idempotency_conflict. Keys are kept 24 hours.",
  );
