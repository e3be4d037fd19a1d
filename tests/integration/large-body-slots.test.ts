import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startAppServer, type RunningServer } from "../support/app-server";
import { base64 } from "../support/document-fixtures";
import { createTestCompany, createTestKey } from "../support/fixtures";

// The per-instance cap on large bodies held in memory at once (lib/core/http/large-body-slots.ts): twenty
// 10 MB uploads at once took the server past 1 GB. A separate instance with a small cap and short
// waits, so the test sees each limit quickly. Needs the real PostgreSQL (two servers, one database).

type Answer = { status: number; code?: string; retryAfter?: string; afterMs: number };

/** A large upload whose body never finishes: a 2 MB Content-Length, one byte sent. */
function trickledUpload(baseUrl: string, key: string): Promise<Answer> {
  const startedAt = Date.now();
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${baseUrl}/api/v1/documents`, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json", "Content-Length": 2_000_000 },
    });
    request.on("response", (response) => {
      let text = "";
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => {
        request.destroy();
        resolve({ status: response.statusCode!, code: text ? JSON.parse(text).error?.code : undefined, retryAfter: response.headers["retry-after"] as string | undefined, afterMs: Date.now() - startedAt });
      });
    });
    request.on("error", reject);
    request.write("{");
  });
}

/**
 * A large upload on a new connection: the server's large-body process takes it (one on a kept-alive connection that
 * served a light request would be answered by the requests process, with its own slots: large-body-process.ts).
 */
function upload(baseUrl: string, key: string, bytes: Uint8Array): Promise<Answer> {
  const startedAt = Date.now();
  const body = JSON.stringify({ fileName: "grande.png", mimeType: "image/png", dataBase64: base64(bytes) });
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${baseUrl}/api/v1/documents`, {
      method: "POST",
      agent: false,
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
    });
    request.on("response", (response) => {
      let text = "";
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, code: JSON.parse(text).error?.code, retryAfter: response.headers["retry-after"] as string | undefined, afterMs: Date.now() - startedAt }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

describe.runIf(inject("mode") === "services")("large bodies held at once per instance", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startAppServer({
      DATABASE_URL: inject("databaseUrl"),
      DATABASE_POOL_MAX: "5",
      REDIS_URL: inject("redisUrl"),
      RATE_LIMIT_PREFIX: `${inject("rateLimitPrefix")}-large`,
      LARGE_BODY_CONCURRENCY: "2",
      LARGE_BODY_WAIT_MS: "1500",
      LARGE_BODY_READ_MS: "7000",
    });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("refuses a large body beyond the cap with 429 and Retry-After, times out slow bodies, and frees the slots", async () => {
    // Three companies: one company may hold at most half the slots (M4 below).
    const companies = await Promise.all(Array.from({ length: 3 }, () => createTestCompany()));
    const keys = await Promise.all(companies.map((company) => createTestKey(company.companyId, { scopes: ["documents:write", "read"], rateLimitPerMinute: 1_000 })));
    // A real ~1.1 MB file, so its body is over the 1 MB JSON limit and needs a slot.
    const noise = new Uint8Array(await sharp(randomBytes(620 * 620 * 3), { raw: { width: 620, height: 620, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer());
    expect(noise.byteLength).toBeGreaterThan(1_000_000);

    const trickling = [trickledUpload(server.baseUrl, keys[0]!.key), trickledUpload(server.baseUrl, keys[1]!.key)];
    // Time for the trickles to be admitted even on a busy machine (they hold their slots for up to 5 s).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    // Both slots are held by bodies that never arrive: a third large upload waits, then is refused.
    const refused = await upload(server.baseUrl, keys[2]!.key, noise);
    expect(refused).toMatchObject({ status: 429, code: "rate_limited" });
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    // Small requests never wait for a large-body slot.
    const light = await fetch(`${server.baseUrl}/api/v1/company`, { headers: { Authorization: `Bearer ${keys[2]!.key}` } });
    expect(light.status).toBe(200);

    // The trickling clients lose their slots at the read deadline instead of holding them forever.
    for (const answer of await Promise.all(trickling)) {
      expect(answer).toMatchObject({ status: 400, code: "validation_error" });
      expect(answer.afterMs).toBeLessThan(15_000);
    }
    const accepted = await upload(server.baseUrl, keys[2]!.key, noise);
    expect(accepted.status).toBe(201);
  }, 60_000);

  it("security review M4: one key trickling uploads holds at most its share; another company's upload goes through at once", async () => {
    const [greedy, other] = await Promise.all([createTestCompany(), createTestCompany()]);
    const greedyKey = (await createTestKey(greedy.companyId, { scopes: ["documents:write", "read"], rateLimitPerMinute: 1_000 })).key;
    const otherKey = (await createTestKey(other.companyId, { scopes: ["documents:write", "read"], rateLimitPerMinute: 1_000 })).key;
    const noise = new Uint8Array(await sharp(randomBytes(620 * 620 * 3), { raw: { width: 620, height: 620, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer());
    // Two slots on this instance: the greedy key gets one; its second trickle waits in line.
    const trickling = [trickledUpload(server.baseUrl, greedyKey), trickledUpload(server.baseUrl, greedyKey)];
    // Time for the trickles to be admitted even on a busy machine (they hold their slots for up to 5 s).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const accepted = await upload(server.baseUrl, otherKey, noise);
    expect(accepted.status).toBe(201);
    // The trickles end as too slow (the one holding a slot) or refused for want of a slot (the one in line).
    const answers = await Promise.all(trickling);
    expect(answers.map((answer) => answer.status).sort()).toEqual([400, 429]);
  }, 60_000);
});
