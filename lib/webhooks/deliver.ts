import { database } from "@/lib/db";
import { log } from "@/lib/http/log";
import type { ClaimedDelivery } from "./claim-delivery";
import { endpointUrlRefusal } from "./endpoint-url";
import { maxAttempts, retryDelayMs } from "./retry-schedule";
import { SIGNATURE_HEADER, signatureHeader } from "./signature";

// One attempt of one delivery: POST the event, signed, to the endpoint; a 2xx within the timeout is
// success. Redirects are not followed (they could lead inside the network). The outcome is written
// only while this instance still holds the lease, so an attempt taken over after a lease expiry
// cannot overwrite the newer one.

const TIMEOUT_MS = Number(process.env.WEBHOOK_TIMEOUT_MS) || 10_000;

/** The JSON every endpoint receives; `id` is the event's, the same on every attempt and redelivery. */
export function eventPayload(event: { id: string; type: string; companyId: string; createdAt: Date; data: unknown }) {
  return { id: event.id, type: event.type, companyId: event.companyId, createdAt: event.createdAt.toISOString(), data: event.data };
}

async function post(url: string, secret: string, body: string, eventId: string, attempt: number): Promise<{ statusCode: number | null; error: string | null }> {
  const refusal = await endpointUrlRefusal(url);
  if (refusal) return { statusCode: null, error: `refused: ${refusal}` };
  try {
    const response = await fetch(url, {
      method: "POST",
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: {
        "content-type": "application/json",
        "user-agent": "Contabilista-Webhooks/1",
        [SIGNATURE_HEADER]: signatureHeader(secret, Math.floor(Date.now() / 1000), body),
        "Contabilista-Event-Id": eventId,
        "Contabilista-Delivery-Attempt": String(attempt),
      },
      body,
    });
    await response.body?.cancel();
    return { statusCode: response.status, error: response.ok ? null : `HTTP ${response.status}` };
  } catch (error) {
    const cause = error instanceof Error ? (error.name === "TimeoutError" ? `no answer within ${TIMEOUT_MS} ms` : (error.cause as Error | undefined)?.message ?? error.message) : String(error);
    return { statusCode: null, error: cause };
  }
}

export async function deliver(claimed: ClaimedDelivery, owner: string): Promise<void> {
  const db = database();
  const delivery = await db.webhookDelivery.findUniqueOrThrow({ where: { id: claimed.id }, include: { event: true, endpoint: true } });
  const started = Date.now();
  const outcome = delivery.endpoint.enabled
    ? await post(delivery.endpoint.url, delivery.endpoint.secret, JSON.stringify(eventPayload(delivery.event)), delivery.event.id, claimed.attempts)
    : { statusCode: null, error: "endpoint disabled" };
  const durationMs = Date.now() - started;
  const succeeded = outcome.error === null;
  const exhausted = !succeeded && (claimed.attempts >= maxAttempts() || !delivery.endpoint.enabled);
  await db.$transaction(async (tx) => {
    const still = await tx.webhookDelivery.updateMany({
      where: { id: claimed.id, leaseOwner: owner, attempts: claimed.attempts },
      data: {
        status: succeeded ? "succeeded" : exhausted ? "failed" : "pending",
        leaseOwner: null,
        leaseExpiresAt: null,
        lastStatusCode: outcome.statusCode,
        lastError: outcome.error,
        lastAttemptAt: new Date(started),
        nextAttemptAt: new Date(Date.now() + (succeeded || exhausted ? 0 : retryDelayMs(claimed.attempts))),
      },
    });
    if (still.count === 0) return; // the lease expired and another instance took the delivery over
    await tx.webhookAttempt.create({ data: { deliveryId: claimed.id, attempt: claimed.attempts, statusCode: outcome.statusCode, error: outcome.error, durationMs } });
    if (exhausted && delivery.endpoint.enabled) {
      const reason = `Desativado a ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC: ${claimed.attempts} tentativas falhadas seguidas (último erro: ${outcome.error}).`;
      await tx.webhookEndpoint.updateMany({ where: { id: delivery.endpointId, enabled: true }, data: { enabled: false, disabledAt: new Date(), disabledReason: reason } });
      log("warn", "webhook_endpoint_disabled", { companyId: delivery.companyId, endpointId: delivery.endpointId, attempts: claimed.attempts, error: outcome.error });
    }
  });
  log("info", "webhook_delivery", { deliveryId: claimed.id, eventId: delivery.eventId, attempt: claimed.attempts, statusCode: outcome.statusCode, ok: succeeded, durationMs });
}
