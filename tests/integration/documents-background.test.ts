import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { api } from "../support/api-client";
import { startAppServer, type RunningServer } from "../support/app-server";
import { base64 } from "../support/document-fixtures";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";
import { finalDocument } from "./documents-polling";

// Extraction runs off the request path: in worker threads, under a time budget, as a durable job in
// PostgreSQL. These tests hold the server to that with hostile files. The bounds are generous; the
// tight figures are in `npm run bench`.

async function noisePng(width: number, height: number): Promise<Uint8Array> {
  return new Uint8Array(await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer());
}

const documentBody = (fileName: string, bytes: Uint8Array) => ({ fileName, mimeType: "image/png", dataBase64: base64(bytes) });

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const startedAt = performance.now();
  const result = await work();
  return { ms: performance.now() - startedAt, result };
}

describe("extraction off the request path", () => {
  let company: TestCompany;
  let key: string;
  let neighbourKey: string;

  beforeAll(async () => {
    company = await createTestCompany();
    key = (await createTestKey(company.companyId, { scopes: ["read", "documents:write"], rateLimitPerMinute: 10_000 })).key;
    const neighbour = await createTestCompany();
    neighbourKey = (await createTestKey(neighbour.companyId, { scopes: ["read"], rateLimitPerMinute: 10_000 })).key;
  });

  it("answers a tiny PNG without a QR code quickly, and the document reaches a final status", async () => {
    for (const size of [10, 32]) {
      const bytes = new Uint8Array(await sharp({ create: { width: size, height: size, channels: 3, background: "#f4f4f4" } }).png().toBuffer());
      const { ms, result } = await timed(() => api("POST", "/documents", { key, body: documentBody(`minusculo-${size}.png`, bytes) }));
      expect(result.status).toBe(201);
      expect(ms, `a ${size}×${size} PNG took ${Math.round(ms)} ms to answer`).toBeLessThan(2_500);
      const final = await finalDocument(key, result.body.data.id, 30_000);
      expect(final).toMatchObject({ status: "needs_review", totalCents: null });
      expect(final.reviewReasons[0]).toMatch(/código QR/);
    }
  });

  it("sends a document whose extraction keeps failing to review after 3 attempts, never leaving it processing", async () => {
    // As a document would look after three instances died while holding it: lease expired.
    const stuck = await testDatabase().expenseDocument.create({
      data: { companyId: company.companyId, fileName: "azarado.png", mimeType: "image/png", status: "processing", extractionAttempts: 3, leaseOwner: "morto:1", leaseExpiresAt: new Date(Date.now() - 1_000) },
    });
    const final = await finalDocument(key, stuck.id, 30_000);
    expect(final.status).toBe("needs_review");
    expect(final.reviewReasons[0]).toMatch(/falhou 3 vezes/);
    expect(await testDatabase().expenseDocument.findUniqueOrThrow({ where: { id: stuck.id } })).toMatchObject({ extractionAttempts: 4, leaseOwner: null });
  });

  it("keeps light requests of other companies fast while noise images are searched, with no 5xx", async () => {
    // 3–6 MB each: enough CPU to have stalled the server for minutes, while the embedded database
    // (one connection) still stores them quickly. The 10 MB case is in the bench.
    const images = await Promise.all([noisePng(1000, 1000), noisePng(1400, 1400), noisePng(1000, 1000), noisePng(1400, 1400)]);
    // The embedded database is one connection, run in WebAssembly inside the test runner's process:
    // there light requests also wait for the multi-MB writes of the uploads. The old server took
    // 40 s of its event loop per noise image, beyond both bounds.
    const bounds = inject("mode") === "services" ? { uploadMs: 8_000, lightMs: 1_500 } : { uploadMs: 15_000, lightMs: 5_000 };
    const latencies: { path: string; ms: number; status: number }[] = [];
    let uploading = true;
    const probe = (async () => {
      while (uploading) {
        for (const [path, headers] of [["/api/health", {}], ["/api/v1/company", { Authorization: `Bearer ${neighbourKey}` }]] as const) {
          const { ms, result } = await timed(() => fetch(`${inject("baseUrl")}${path}`, { headers }));
          latencies.push({ path, ms, status: result.status });
          await result.arrayBuffer();
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const uploads = await Promise.all(images.map((bytes, index) => timed(() => api("POST", "/documents", { key, body: documentBody(`ruido-${index}.png`, bytes) }))));
    const finals = await Promise.all(uploads.map(({ result }) => finalDocument(key, result.body.data.id, 90_000)));
    uploading = false;
    await probe;

    for (const { ms, result } of uploads) {
      expect(result.status).toBe(201);
      expect(ms, "an upload waits for its extraction at most a short time").toBeLessThan(bounds.uploadMs);
    }
    for (const final of finals) expect(["needs_review", "error"]).toContain(final.status);
    expect(latencies.length).toBeGreaterThan(10);
    expect(latencies.filter((latency) => latency.status >= 500)).toEqual([]);
    expect(latencies.filter((latency) => latency.status !== 200)).toEqual([]);
    const slowest = Math.max(...latencies.map((latency) => latency.ms));
    console.log(`light requests while extracting: ${latencies.length}, slowest ${Math.round(slowest)} ms; uploads answered in ${uploads.map(({ ms }) => Math.round(ms)).join(", ")} ms`);
    expect(slowest, `slowest light request while extracting: ${Math.round(slowest)} ms`).toBeLessThan(bounds.lightMs);
  });
});

// A separate instance on the shared database, killed with SIGKILL while it holds a document: the
// restarted instance (or any other) reclaims the expired lease and finishes the document. Needs the
// real PostgreSQL: the embedded database takes one connection and cannot be shared by two servers.
describe.runIf(inject("mode") === "services")("an instance killed while extracting", () => {
  const servers: RunningServer[] = [];
  const env = () => ({ DATABASE_URL: inject("databaseUrl"), DATABASE_POOL_MAX: "5", REDIS_URL: inject("redisUrl"), RATE_LIMIT_PREFIX: inject("rateLimitPrefix"), EXTRACTION_LEASE_MS: "6000", EXTRACTION_THREADS: "1" });
  afterAll(async () => {
    for (const server of servers) await server.stop();
  });

  /** Sends a noise PNG to a fresh instance and kills it (SIGKILL) once it holds the document. */
  async function killWhileHolding(key: string, companyId: string): Promise<{ id: string; owner: string | null }> {
    // A long budget: the search runs its natural course, so the kill lands mid-extraction.
    const first = await startAppServer({ ...env(), EXTRACTION_BUDGET_MS: "60000" });
    servers.push(first);
    const bytes = await noisePng(1900, 1900); // ~10.9 MB: as large as the 12 MB limit allows
    void fetch(`${first.baseUrl}/api/v1/documents`, { method: "POST", headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" }, body: JSON.stringify(documentBody("ruido.png", bytes)) }).catch(() => undefined);
    const db = testDatabase();
    const deadline = Date.now() + 30_000;
    let held = null;
    while (!held && Date.now() < deadline) {
      held = await db.expenseDocument.findFirst({ where: { companyId, status: "processing", leaseOwner: { not: null } }, orderBy: { createdAt: "desc" } });
      if (!held) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(held, "the first instance claimed the document").not.toBeNull();
    first.process.kill("SIGKILL");
    await new Promise((resolve) => first.process.once("exit", resolve));
    return { id: held!.id, owner: held!.leaseOwner };
  }

  it("leaves no document in processing: the next instance finishes it", { timeout: 300_000 }, async () => {
    const company = await createTestCompany();
    const { key } = await createTestKey(company.companyId, { scopes: ["read", "documents:write"], rateLimitPerMinute: 10_000 });
    const db = testDatabase();
    // A statement the killed instance sent just before dying may still land: then that attempt was
    // not interrupted, and the scenario is tried again with another file.
    let orphan = null;
    for (let attempt = 0; attempt < 3 && !orphan; attempt++) {
      const { id, owner } = await killWhileHolding(key, company.companyId);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const row = await db.expenseDocument.findUniqueOrThrow({ where: { id } });
      if (row.status === "processing") orphan = row;
      expect(row.leaseOwner === owner || row.status !== "processing").toBe(true);
    }
    expect(orphan, "killed mid-extraction").toMatchObject({ status: "processing", extractionAttempts: 1 });

    const restarted = await startAppServer(env());
    servers.push(restarted);
    const final = await finalDocument(key, orphan!.id, 90_000);
    expect(["needs_review", "error"]).toContain(final.status);
    const row = await db.expenseDocument.findUniqueOrThrow({ where: { id: orphan!.id } });
    expect(row).toMatchObject({ leaseOwner: null, leaseExpiresAt: null });
    // The killed instance made attempt 1. On a loaded machine the restarted instance's extraction can
    // outlast the 6 s lease and be claimed once more (seen in a full CI run: 3), which is the lease
    // doing its job; what matters is that a later attempt, not the killed one, finished it.
    expect(row.extractionAttempts, "finished by a later attempt, not by the killed one").toBeGreaterThanOrEqual(2);
  });

  it("gives a file that outruns its time budget to review with the reason", { timeout: 120_000 }, async () => {
    const company = await createTestCompany();
    const { key } = await createTestKey(company.companyId, { scopes: ["read", "documents:write"], rateLimitPerMinute: 10_000 });
    const tight = await startAppServer({ ...env(), EXTRACTION_BUDGET_MS: "100" });
    servers.push(tight);
    const response = await fetch(`${tight.baseUrl}/api/v1/documents`, { method: "POST", headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" }, body: JSON.stringify(documentBody("lento.png", await noisePng(1900, 1900))) });
    expect(response.status).toBe(201);
    const final = await finalDocument(key, (await response.json()).data.id, 60_000);
    expect(final.status).toBe("needs_review");
    expect(final.reviewReasons[0]).toMatch(/excedeu o tempo/);
  });
});
