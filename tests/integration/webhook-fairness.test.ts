import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createApiKey } from "@/lib/domains/auth/create-api-key";
import { SCOPES } from "@/lib/kernel/scopes";
import { PrismaClient } from "@/lib/generated/prisma/client.ts";
import { applyMigrations } from "@/lib/transports/server/migrate";
import { startAppServer, type RunningServer } from "../support/app-server";
import { randomCompanyNif } from "../support/fixtures";
import { createScratchDatabase } from "../support/test-services";

// Webhook delivery is fair (security review 2026-11-26 M5). The review's case: company A has 12
// endpoints on a slow receiver and issues 4 invoices (48 deliveries of ~1.5 s each); company B then
// issues one invoice to a quick receiver. With one global FIFO of 4 workers B waited for A's whole
// queue (59 s in the review); now B's event is next as soon as a worker is free. And an endpoint's
// backlog is bounded: past WEBHOOK_MAX_BACKLOG pending deliveries it is disabled, saying why.

const SLOW_MS = 1_500;

describe.runIf(inject("mode") === "services")("fair webhook delivery", () => {
  let db: InstanceType<typeof PrismaClient>;
  let drop: () => Promise<void>;
  let server: RunningServer;
  let closeReceivers: () => void;
  let slowUrl = "";
  let quickUrl = "";
  const arrivals: { path: string; at: number }[] = [];
  const inFlight = new Map<string, number>();
  const inFlightPeak = new Map<string, number>();

  async function company(name: string) {
    const row = await db.company.create({ data: { name, nif: randomCompanyNif(), legalForm: "Lda", cae: "62020", address: "Rua 1, Lisboa", email: "w@empresa.example" } });
    const key = (await createApiKey(db, { companyId: row.id, name: "fairness", scopes: [...SCOPES], rateLimitPerMinute: 10_000 })).plaintext;
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${server.baseUrl}/api/v1${path}`, { method, headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" }, body: body ? JSON.stringify(body) : undefined });
      return { status: response.status, body: (await response.json()) as any };
    };
    return { id: row.id, call };
  }

  beforeAll(async () => {
    const scratch = await createScratchDatabase(new URL("/postgres", inject("databaseUrl")).toString(), "fairness");
    drop = scratch.drop;
    await applyMigrations(scratch.url);
    db = new PrismaClient({ adapter: new PrismaPg({ connectionString: scratch.url, max: 3 }) });
    const receiver = (delayMs: number) =>
      createServer((request: IncomingMessage, response: ServerResponse) => {
        request.resume();
        request.on("end", () => {
          arrivals.push({ path: request.url ?? "", at: Date.now() });
          if (delayMs === 0) return void response.writeHead(200).end("ok");
          const path = request.url ?? "";
          inFlight.set(path, (inFlight.get(path) ?? 0) + 1);
          inFlightPeak.set(path, Math.max(inFlightPeak.get(path) ?? 0, inFlight.get(path)!));
          setTimeout(() => {
            inFlight.set(path, inFlight.get(path)! - 1);
            response.writeHead(200).end("ok");
          }, delayMs);
        });
      });
    const slow = receiver(SLOW_MS);
    const quick = receiver(0);
    await Promise.all([new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve)), new Promise<void>((resolve) => quick.listen(0, "127.0.0.1", resolve))]);
    slowUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
    quickUrl = `http://127.0.0.1:${(quick.address() as AddressInfo).port}`;
    closeReceivers = () => {
      slow.closeAllConnections();
      slow.close();
      quick.close();
    };
    server = await startAppServer({
      DATABASE_URL: scratch.url,
      DATABASE_POOL_MAX: "5",
      REDIS_URL: undefined,
      WEBHOOKS_ALLOW_LOCALHOST: "1",
      WEBHOOK_POLL_MS: "100",
      WEBHOOK_TIMEOUT_MS: "20000",
      WEBHOOK_MAX_BACKLOG: "30",
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop().catch(() => undefined);
    closeReceivers?.();
    await db?.$disconnect();
    await drop?.();
  });

  it("one company's slow endpoints do not delay another company's event, and one endpoint holds at most 2 workers", async () => {
    const a = await company("Lenta, Lda");
    const b = await company("Rápida, Lda");
    for (let index = 0; index < 12; index++) expect((await a.call("POST", "/webhooks/endpoints", { url: `${slowUrl}/a${index}`, events: ["invoice.issued"] })).status).toBe(201);
    expect((await b.call("POST", "/webhooks/endpoints", { url: `${quickUrl}/b`, events: ["invoice.issued"] })).status).toBe(201);

    for (let index = 0; index < 4; index++) expect((await a.call("POST", "/invoices", { clientName: `Cliente A${index}`, lines: [{ description: "Serviço", unitEuros: 10 }] })).status).toBe(201);
    // A's 48 deliveries are under way (all 4 workers on the slow receiver) when B's event happens.
    const aStarted = Date.now();
    while (arrivals.filter((arrival) => arrival.path.startsWith("/a")).length < 4 && Date.now() - aStarted < 10_000) await new Promise((resolve) => setTimeout(resolve, 50));
    const issuedAt = Date.now();
    expect((await b.call("POST", "/invoices", { clientName: "Cliente B", lines: [{ description: "Serviço", unitEuros: 10 }] })).status).toBe(201);
    while (!arrivals.some((arrival) => arrival.path === "/b") && Date.now() - issuedAt < 40_000) await new Promise((resolve) => setTimeout(resolve, 50));
    const bDelay = arrivals.find((arrival) => arrival.path === "/b")!.at - issuedAt;
    const aDeliveredBeforeB = arrivals.filter((arrival) => arrival.path.startsWith("/a") && arrival.at - issuedAt < bDelay).length;
    console.log(`webhook fairness: B's event arrived ${bDelay} ms after it happened, behind ${aDeliveredBeforeB} of A's 48 deliveries`);
    // FIFO would put B behind all of A's queue: 48 × 1.5 s over 4 workers ≈ 18 s.
    expect(bDelay).toBeLessThan(SLOW_MS + 3_000);
    const pending = await db.webhookDelivery.count({ where: { companyId: a.id, status: "pending" } });
    expect(pending, "A's queue was still long when B was served").toBeGreaterThan(30);
  }, 90_000);

  it("an endpoint whose backlog passes the bound is disabled with the reason, and its events stay listed", async () => {
    const c = await company("Acumulada, Lda");
    const created = await c.call("POST", "/webhooks/endpoints", { url: `${slowUrl}/c`, events: ["invoice.issued"] });
    // A receiver that never answers within the lease: the queue only grows. 35 events > bound of 30.
    await db.webhookEndpoint.update({ where: { id: created.body.data.id }, data: { url: "http://127.0.0.1:9/nunca" } });
    for (let index = 0; index < 35; index++) expect((await c.call("POST", "/invoices", { clientName: `Cliente C${index}`, lines: [{ description: "Serviço", unitEuros: 10 }] })).status).toBe(201);
    const deadline = Date.now() + 45_000;
    let endpoint = await db.webhookEndpoint.findUniqueOrThrow({ where: { id: created.body.data.id } });
    while (endpoint.enabled && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      endpoint = await db.webhookEndpoint.findUniqueOrThrow({ where: { id: created.body.data.id } });
    }
    expect(endpoint.enabled).toBe(false);
    expect(endpoint.disabledReason).toContain("entregas por fazer");
    const listed = (await c.call("GET", "/webhooks/endpoints")).body.data.endpoints[0];
    expect(listed).toMatchObject({ enabled: false, disabledReason: expect.stringContaining("GET /events") });
    expect((await c.call("GET", "/events?type=invoice.issued&limit=200")).body.data.events).toHaveLength(35);
  }, 90_000);

  it("one endpoint gets at most 2 attempts at once, however many of its events are due", async () => {
    const d = await company("Um Só Endpoint, Lda");
    expect((await d.call("POST", "/webhooks/endpoints", { url: `${slowUrl}/d`, events: ["invoice.issued"] })).status).toBe(201);
    for (let index = 0; index < 6; index++) expect((await d.call("POST", "/invoices", { clientName: `Cliente D${index}`, lines: [{ description: "Serviço", unitEuros: 10 }] })).status).toBe(201);
    const started = Date.now();
    while (arrivals.filter((arrival) => arrival.path === "/d").length < 6 && Date.now() - started < 30_000) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(arrivals.filter((arrival) => arrival.path === "/d")).toHaveLength(6);
    // 4 workers were free: a FIFO would have sent 4 at once to this one receiver.
    expect(inFlightPeak.get("/d")).toBe(2);
  }, 60_000);
});
