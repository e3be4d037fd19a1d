import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createApiKey } from "@/lib/domains/auth/create-api-key";
import { SCOPES } from "@/lib/kernel/scopes";
import { PrismaClient } from "@/lib/generated/prisma/client.ts";
import { applyMigrations } from "@/lib/transports/server/migrate";
import { verifySignature } from "@/lib/domains/webhooks/signature";
import { api } from "../support/api-client";
import { startAppServer, type RunningServer } from "../support/app-server";
import { createTestCompany, createTestKey, randomCompanyNif } from "../support/fixtures";
import { createScratchDatabase } from "../support/test-services";

// Webhooks end to end: two production instances on their own database (so the suite's server does
// not take deliveries with its slower schedule), a local receiver that verifies every signature,
// answers 500s, hangs while the delivering instance is killed with SIGKILL, and counts what arrived.

type Behaviour = "ok" | "fail" | "hang";
interface Received {
  eventId: string;
  attempt: number;
  type: string;
  signatureValid: boolean;
  header: string;
  body: string;
}

const FAST = { WEBHOOKS_ALLOW_LOCALHOST: "1", WEBHOOK_RETRY_BASE_MS: "400", WEBHOOK_POLL_MS: "200", WEBHOOK_LEASE_MS: "5000", WEBHOOK_TIMEOUT_MS: "20000", WEBHOOK_MAX_ATTEMPTS: "4" };

async function until<T>(what: string, probe: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

describe.runIf(inject("mode") === "services")("webhooks", () => {
  let db: InstanceType<typeof PrismaClient>;
  let drop: () => Promise<void>;
  let servers: RunningServer[] = [];
  let receiverUrl: string;
  let closeReceiver: () => void;
  const received: Received[] = [];
  const hanging: ServerResponse[] = [];
  let behave: (request: Received) => Behaviour = () => "ok";
  let secret = "";
  let key = "";
  let endpointId = "";

  async function call(server: RunningServer, method: string, path: string, body?: unknown) {
    const response = await fetch(`${server.baseUrl}/api/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${key}`, ...(body ? { "Content-Type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as any };
  }

  const live = () => servers.find((server) => server.process.exitCode === null && server.process.signalCode === null)!;
  const invoice = (name: string) => call(live(), "POST", "/invoices", { clientName: name, lines: [{ description: "Serviço", unitEuros: 100 }] });

  beforeAll(async () => {
    const scratch = await createScratchDatabase(new URL("/postgres", inject("databaseUrl")).toString(), "webhooks");
    drop = scratch.drop;
    await applyMigrations(scratch.url);
    db = new PrismaClient({ adapter: new PrismaPg({ connectionString: scratch.url, max: 3 }) });
    const company = await db.company.create({ data: { name: "Webhooks Lda", nif: randomCompanyNif(), legalForm: "Lda", cae: "62020", address: "Rua 1, Lisboa", email: "w@empresa.example" } });
    key = (await createApiKey(db, { companyId: company.id, name: "webhooks test", scopes: [...SCOPES], rateLimitPerMinute: 10_000 })).plaintext;

    const receiver = createServer((request: IncomingMessage, response: ServerResponse) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        const payload = JSON.parse(body);
        const entry: Received = {
          eventId: payload.id,
          attempt: Number(request.headers["contabilista-delivery-attempt"]),
          type: payload.type,
          signatureValid: request.headers["contabilista-event-id"] === payload.id && verifySignature(secret, String(request.headers["contabilista-signature"]), body),
          header: String(request.headers["contabilista-signature"]),
          body,
        };
        received.push(entry);
        const behaviour = behave(entry);
        if (behaviour === "hang") hanging.push(response);
        else response.writeHead(behaviour === "ok" ? 200 : 500).end(behaviour);
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    closeReceiver = () => {
      for (const response of hanging) response.destroy();
      receiver.close();
    };
    const env = { DATABASE_URL: scratch.url, DATABASE_POOL_MAX: "5", REDIS_URL: undefined, ...FAST };
    servers = await Promise.all([startAppServer(env), startAppServer(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop().catch(() => undefined)));
    closeReceiver?.();
    await db?.$disconnect();
    await drop?.();
  });

  it("creates an endpoint through the API, with its secret answered once", async () => {
    const created = await call(servers[0]!, "POST", "/webhooks/endpoints", { url: receiverUrl, description: "ERP" });
    expect(created.status).toBe(201);
    expect(created.body.data.secret).toMatch(/^whsec_/);
    secret = created.body.data.secret;
    endpointId = created.body.data.id;
    const listed = await call(servers[1]!, "GET", "/webhooks/endpoints");
    expect(listed.body.data.endpoints).toEqual([expect.objectContaining({ id: endpointId, url: receiverUrl, enabled: true })]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
  });

  it("retries after 500s with back-off, each attempt signed, until the receiver answers 200", async () => {
    behave = (request) => (request.type === "invoice.issued" && request.attempt < 3 ? "fail" : "ok");
    const issued = await invoice("Retry Lda");
    expect(issued.status).toBe(201);
    const event = await until("the event", async () => (await call(live(), "GET", "/events?type=invoice.issued")).body.data.events.find((row: any) => row.data.id === issued.body.data.id));
    const attempts = await until("three attempts", () => {
      const rows = received.filter((row) => row.eventId === event.id);
      return rows.length >= 3 && rows;
    });
    expect(attempts.map((row) => row.attempt)).toEqual([1, 2, 3]);
    expect(attempts.every((row) => row.signatureValid)).toBe(true);
    const deliveries = await until("a succeeded delivery", async () => {
      const rows = (await call(live(), "GET", `/webhooks/endpoints/${endpointId}/deliveries`)).body.data.deliveries;
      return rows.find((row: any) => row.eventId === event.id && row.status === "succeeded") && rows;
    });
    expect(deliveries.find((row: any) => row.eventId === event.id)).toMatchObject({ status: "succeeded", attempts: 3, lastStatusCode: 200 });
    const log = await db.webhookAttempt.findMany({ where: { delivery: { eventId: event.id } }, orderBy: { attempt: "asc" } });
    expect(log.map((row) => row.statusCode)).toEqual([500, 500, 200]);
    // Back-off: the second wait is about twice the first.
    const gaps = [log[1]!.createdAt.getTime() - log[0]!.createdAt.getTime(), log[2]!.createdAt.getTime() - log[1]!.createdAt.getTime()];
    expect(gaps[1]!).toBeGreaterThan(gaps[0]!);
  }, 60_000);

  it("two instances deliver 30 events, each attempt once", async () => {
    behave = () => "ok";
    const before = received.length;
    await Promise.all(Array.from({ length: 30 }, (_, index) => invoice(`Lote ${index}`)));
    await until("30 deliveries", () => received.length - before >= 30);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const batch = received.slice(before);
    expect(batch).toHaveLength(30);
    expect(new Set(batch.map((row) => row.eventId)).size).toBe(30);
    expect(batch.every((row) => row.attempt === 1 && row.signatureValid)).toBe(true);
  }, 60_000);

  it("completes a delivery after the instance sending it is killed with SIGKILL", async () => {
    behave = (request) => (request.type === "invoice.issued" && request.attempt === 1 ? "hang" : "ok");
    const issued = await invoice("Kill Lda");
    const delivery = await until("the hanging attempt's lease", async () => {
      const row = await db.webhookDelivery.findFirst({ where: { event: { data: { path: ["id"], equals: issued.body.data.id } } } });
      return row?.leaseOwner && received.some((entry) => entry.eventId === row.eventId) ? row : undefined;
    });
    const pid = Number(delivery.leaseOwner!.split(":")[1]);
    const victim = servers.find((server) => server.process.pid === pid);
    expect(victim, "the lease names one of the two instances").toBeDefined();
    victim!.process.kill("SIGKILL");
    const redelivered = await until("the attempt after the lease expired", () => received.find((row) => row.eventId === delivery.eventId && row.attempt === 2), 30_000);
    expect(redelivered.signatureValid).toBe(true);
    const final = await until("success", async () => {
      const row = await db.webhookDelivery.findUnique({ where: { id: delivery.id } });
      return row?.status === "succeeded" && row;
    });
    expect(final.attempts).toBe(2);
    // The killed attempt left no log row; the one that succeeded did.
    expect((await db.webhookAttempt.findMany({ where: { deliveryId: delivery.id } })).map((row) => [row.attempt, row.statusCode])).toEqual([[2, 200]]);
    for (const response of hanging.splice(0)) response.destroy();
  }, 60_000);

  it("redelivers an event by hand with the same event id", async () => {
    const [delivery] = (await call(live(), "GET", `/webhooks/endpoints/${endpointId}/deliveries?limit=1`)).body.data.deliveries;
    const before = received.filter((row) => row.eventId === delivery.eventId).length;
    const again = await call(live(), "POST", `/webhooks/deliveries/${delivery.id}/redeliver`);
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({ eventId: delivery.eventId, status: "pending" });
    expect(again.body.data.id).not.toBe(delivery.id);
    await until("the redelivery", () => received.filter((row) => row.eventId === delivery.eventId).length > before);
  }, 30_000);

  it("disables the endpoint with a notice after persistent failure", async () => {
    behave = () => "fail";
    await invoice("Falha Lda");
    const endpoint = await until("the endpoint disabled", async () => {
      const row = await db.webhookEndpoint.findUnique({ where: { id: endpointId } });
      return row && !row.enabled ? row : undefined;
    });
    expect(endpoint.disabledReason).toContain("4 tentativas");
    const listed = (await call(live(), "GET", "/webhooks/endpoints")).body.data.endpoints[0];
    expect(listed).toMatchObject({ enabled: false, disabledReason: expect.stringContaining("HTTP 500") });
  }, 60_000);

  it("after being disabled, the endpoint gets the events it missed on request: each once (client review M1)", async () => {
    behave = () => "ok";
    const disabledAt = (await call(live(), "GET", "/webhooks/endpoints")).body.data.endpoints[0].disabledAt as string;
    const missed: string[] = [];
    for (const name of ["Perdido Um Lda", "Perdido Dois Lda", "Perdido Três Lda"]) missed.push((await invoice(name)).body.data.id as string);
    expect((await call(live(), "POST", `/webhooks/endpoints/${endpointId}/resend`, { since: disabledAt })).status, "refused while disabled").toBe(409);
    await call(live(), "PATCH", `/webhooks/endpoints/${endpointId}`, { enabled: true });
    const resent = await call(live(), "POST", `/webhooks/endpoints/${endpointId}/resend`, { since: disabledAt });
    expect(resent.status).toBe(200);
    expect(resent.body.data).toEqual({ queued: 3, hasMore: false, nextSince: null });
    expect((await call(live(), "POST", `/webhooks/endpoints/${endpointId}/resend`, { since: disabledAt })).body.data.queued, "a second call queues nothing").toBe(0);
    const arrived = await until("the three missed events", () => {
      const rows = received.filter((row) => missed.some((id) => row.body.includes(id)));
      return rows.length >= 3 && rows;
    });
    // Each once; not in order: two attempts to one endpoint may be in flight at once, and no order is
    // promised across events (docs/webhooks.md «Order»). «Oldest first» is which events a call queues
    // when there are more than it takes, not the order they arrive in.
    expect(arrived).toHaveLength(3);
    expect(arrived.map((row) => missed.findIndex((id) => row.body.includes(id))).sort()).toEqual([0, 1, 2]);
    expect(arrived.every((row) => row.signatureValid && row.attempt === 1)).toBe(true);
  }, 60_000);

  it("lists deliveries with a cursor and a status filter, each exactly once", async () => {
    // Deliveries still in flight may succeed while the pages are read (the receiver answers before the row is
    // updated): every delivery that had succeeded before the first page must be listed once, and only succeeded ones.
    const succeededIds = async () => (await db.webhookDelivery.findMany({ where: { endpointId, status: "succeeded" }, select: { id: true } })).map((row) => row.id);
    const before = await succeededIds();
    expect(before.length).toBeGreaterThan(30);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = (await call(live(), "GET", `/webhooks/endpoints/${endpointId}/deliveries?status=succeeded&limit=7${cursor ? `&cursor=${cursor}` : ""}`)).body.data;
      expect(page.deliveries.every((row: any) => row.status === "succeeded")).toBe(true);
      seen.push(...page.deliveries.map((row: any) => row.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size, "each delivery once").toBe(seen.length);
    expect(before.filter((id) => !seen.includes(id)), "none that had succeeded is missed").toEqual([]);
    const after = new Set(await succeededIds());
    expect(seen.filter((id) => !after.has(id)), "only succeeded deliveries").toEqual([]);
    const failed = (await call(live(), "GET", `/webhooks/endpoints/${endpointId}/deliveries?status=failed&limit=200`)).body.data.deliveries;
    expect(failed.length).toBe(await db.webhookDelivery.count({ where: { endpointId, status: "failed" } }));
    expect((await call(live(), "GET", `/webhooks/endpoints/${endpointId}/deliveries?status=lost`)).status).toBe(400);
  }, 60_000);

  it("a rotated secret signs beside the new one during the overlap, and not after it", async () => {
    const deliveredFor = (name: string) => until(`the delivery for ${name}`, () => received.find((row) => row.body.includes(name)));
    const rotated = await call(live(), "POST", `/webhooks/endpoints/${endpointId}/rotate-secret`, { overlapHours: 2 });
    expect(rotated.status).toBe(200);
    const oldSecret = secret;
    const newSecret = rotated.body.data.secret as string;
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(oldSecret);
    expect(Date.parse(rotated.body.data.previousSecretExpiresAt) - Date.now()).toBeGreaterThan(119 * 60_000);
    expect(JSON.stringify((await call(live(), "GET", "/webhooks/endpoints")).body)).not.toContain(newSecret);
    await invoice("Rotação Um Lda");
    const during = await deliveredFor("Rotação Um Lda");
    expect(verifySignature(oldSecret, during.header, during.body), "a receiver still on the old secret").toBe(true);
    expect(verifySignature(newSecret, during.header, during.body), "a receiver already on the new secret").toBe(true);

    const leaked = await call(live(), "POST", `/webhooks/endpoints/${endpointId}/rotate-secret`, { overlapHours: 0 });
    expect(leaked.body.data.previousSecretExpiresAt).toBeNull();
    secret = leaked.body.data.secret;
    await invoice("Rotação Dois Lda");
    const after = await deliveredFor("Rotação Dois Lda");
    expect(after.signatureValid).toBe(true);
    expect(verifySignature(newSecret, after.header, after.body)).toBe(false);
    expect(after.header.match(/v1=/g)).toHaveLength(1);
  }, 60_000);
});

describe("webhook endpoint addresses", () => {
  it("refuses link-local and (in production without the setting) loopback URLs, and needs webhooks:write", async () => {
    const company = await createTestCompany();
    const { key } = await createTestKey(company.companyId);
    for (const url of [
      "http://169.254.169.254/latest/meta-data",
      "https://10.0.0.1/hook",
      "http://127.0.0.1:9/hook",
      "ftp://example.com/x",
      // IPv4 inside IPv6 (issue 38 M1): these were saved, and the first reached 127.0.0.1.
      "https://[::ffff:7f00:1]:39462/h",
      "https://[0:0:0:0:0:ffff:7f00:1]:39462/h",
      "https://[::127.0.0.1]:39462/h",
      "https://[::ffff:169.254.169.254]/latest/meta-data",
      "https://[::ffff:10.0.0.1]/",
      "https://[64:ff9b::a9fe:a9fe]/",
      "https://[fe90::1]/",
    ]) {
      const response = await api("POST", "/webhooks/endpoints", { key, body: { url } });
      expect(response.status, url).toBe(400);
      expect(response.body.error.details[0].path).toBe("url");
    }
    const { key: readOnly } = await createTestKey(company.companyId, { scopes: ["read"] });
    expect((await api("POST", "/webhooks/endpoints", { key: readOnly, body: { url: "https://example.com/hook" } })).status).toBe(403);
  });
});
