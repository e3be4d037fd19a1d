import http from "node:http";
import https from "node:https";
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from "request-filtering-agent";
import { database } from "@/lib/core/db";
import { log } from "@/lib/core/log";
import type { ClaimedDelivery } from "./claim-delivery";
import { deliveryAgentOptions, endpointUrlRefusal } from "./endpoint-url";
import { maxAttempts, retryDelayMs } from "./retry-schedule";
import { SIGNATURE_HEADER, signatureHeader, signingSecrets } from "./signature";

// One attempt of one delivery: POST the event, signed, to the endpoint; a 2xx within the timeout is
// success. Redirects are not followed (they could lead inside the network). The connection goes
// through request-filtering-agent, which checks the address the socket is opened to (after DNS, every
// family and mapped form, endpoint-url.ts), so a name that resolves inwards is refused before any
// packet is sent. The outcome is written only while this instance still holds the lease, so an
// attempt taken over after a lease expiry cannot overwrite the newer one.

const TIMEOUT_MS = Number(process.env.WEBHOOK_TIMEOUT_MS) || 10_000;

/**
 * What the delivery log says (read with the `read` scope) when no HTTP answer came: one sentence for
 * a refused address, a closed port, a TLS failure, a reset or a timeout alike. Telling them apart
 * turned the log into a port scanner of the server's network (issue 38 M1); the operator's log keeps
 * the real cause.
 */
export const NO_HTTP_ANSWER = "no HTTP answer from the endpoint (address refused or unreachable, TLS failure, or no answer in time)";

/**
 * The JSON every endpoint receives; `id` is the event's, the same on every attempt and redelivery.
 * `livemode` is false for the test sandbox's events (test keys, ctb_test_…), true for the real books'.
 */
export function eventPayload(event: { id: string; type: string; companyId: string; createdAt: Date; data: unknown; company: { livemode: boolean } }) {
  return { id: event.id, type: event.type, companyId: event.companyId, createdAt: event.createdAt.toISOString(), livemode: event.company.livemode, data: event.data };
}

/** Resolves a host name; the tests hand in one that answers as a rebinding DNS server would. */
export type HostLookup = NonNullable<http.RequestOptions["lookup"]>;

function send(url: URL, headers: Record<string, string>, body: string, lookup?: HostLookup): Promise<number> {
  const agentOptions = { ...deliveryAgentOptions(), keepAlive: false };
  const secure = url.protocol === "https:";
  return new Promise<number>((resolve, reject) => {
    const request = (secure ? https : http).request(
      url,
      {
        method: "POST",
        agent: secure ? new RequestFilteringHttpsAgent(agentOptions) : new RequestFilteringHttpAgent(agentOptions),
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
        timeout: TIMEOUT_MS,
        ...(lookup ? { lookup } : {}),
      },
      (response) => {
        // Only the status matters; the body is not read (nor kept).
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    const deadline = setTimeout(() => request.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
    request.on("timeout", () => request.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    request.on("error", reject);
    request.on("close", () => clearTimeout(deadline));
    request.end(body);
  });
}

/** Sends one attempt; the error is a phrase for the delivery log, never a network diagnostic. */
export async function postWebhook(
  rawUrl: string,
  secrets: readonly string[],
  body: string,
  eventId: string,
  attempt: number,
  options: { lookup?: HostLookup; skipSavedUrlCheck?: boolean } = {},
): Promise<{ statusCode: number | null; error: string | null; cause?: string }> {
  const refusal = options.skipSavedUrlCheck ? null : await endpointUrlRefusal(rawUrl);
  if (refusal) return { statusCode: null, error: NO_HTTP_ANSWER, cause: `refused: ${refusal}` };
  try {
    const status = await send(new URL(rawUrl), {
      "content-type": "application/json",
      "user-agent": "Contabilista-Webhooks/1",
      [SIGNATURE_HEADER]: signatureHeader(secrets, Math.floor(Date.now() / 1000), body),
      "Contabilista-Event-Id": eventId,
      "Contabilista-Delivery-Attempt": String(attempt),
    }, body, options.lookup);
    if (status >= 200 && status < 300) return { statusCode: status, error: null };
    return { statusCode: status, error: status >= 300 && status < 400 ? `HTTP ${status} (redirects are not followed)` : `HTTP ${status}` };
  } catch (error) {
    return { statusCode: null, error: NO_HTTP_ANSWER, cause: error instanceof Error ? error.message : String(error) };
  }
}

export async function deliver(claimed: ClaimedDelivery, owner: string): Promise<void> {
  const db = database();
  const delivery = await db.webhookDelivery.findUniqueOrThrow({ where: { id: claimed.id }, include: { event: { include: { company: { select: { livemode: true } } } }, endpoint: true } });
  const started = Date.now();
  const outcome = delivery.endpoint.enabled
    ? await postWebhook(delivery.endpoint.url, signingSecrets(delivery.endpoint), JSON.stringify(eventPayload(delivery.event)), delivery.event.id, claimed.attempts)
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
  // The real cause of a failure without an HTTP answer goes to the operator's log only.
  log(succeeded ? "info" : "warn", "webhook_delivery", { deliveryId: claimed.id, eventId: delivery.eventId, attempt: claimed.attempts, statusCode: outcome.statusCode, ok: succeeded, durationMs, ...(outcome.cause ? { cause: outcome.cause } : {}) });
}
