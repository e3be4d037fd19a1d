import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startAppServer, type RunningServer } from "../support/app-server";
import { base64 } from "../support/document-fixtures";
import { createTestCompany, createTestKey } from "../support/fixtures";
import { serverProcessesOf } from "../support/process-watch";
import { imageBombPdf, jpegBomb, pngBomb, zeroFlate } from "../support/hostile-files";
import { finalDocument } from "./documents-polling";

// Security review H2: three 1.5 MB PDFs, each declaring a 40 000 × 40 000 image, took the server
// from 787 MB to 3.5 GB of resident memory, still 3.2 GB after 90 s idle. An instance of its own,
// to read its memory from /proc: the same uploads, plus photos whose headers lie about their size,
// must each end in review with the reason while the instance's peak memory stays bounded.
// The tight figure (20 files at once, under 1 GB) is in the bench: tests/bench/document-bombs.ts.

/** The process's resident memory now and its peak since it started, in MB (Linux /proc). */
function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)![1]) / 1024;
  return { rssMb: Math.round(kb("VmRSS")), peakMb: Math.round(kb("VmHWM")) };
}

describe.runIf(inject("mode") === "services")("PDF and image bombs", () => {
  let server: RunningServer;
  let key: string;

  beforeAll(async () => {
    // A long time budget: on a loaded machine five files queued for one thread could run out of
    // the default 5 s and go to review for time, not for their size, which is what is tested here.
    server = await startAppServer({ DATABASE_URL: inject("databaseUrl"), DATABASE_POOL_MAX: "5", REDIS_URL: inject("redisUrl"), RATE_LIMIT_PREFIX: inject("rateLimitPrefix"), LARGE_BODY_WAIT_MS: "120000", EXTRACTION_BUDGET_MS: "60000" });
    const company = await createTestCompany();
    key = (await createTestKey(company.companyId, { scopes: ["read", "documents:write"], rateLimitPerMinute: 10_000 })).key;
  });

  afterAll(() => server?.stop());

  async function upload(fileName: string, mimeType: string, bytes: Uint8Array): Promise<string> {
    const response = await fetch(`${server.baseUrl}/api/v1/documents`, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify({ fileName, mimeType, dataBase64: base64(bytes) }),
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(201);
    return body.data.id;
  }

  it("sends each bomb to review with its reason, and the server stays up with bounded memory", { timeout: 240_000 }, async () => {
    // The uploads and their extraction run in the large-body process (on with PostgreSQL and Redis): its memory is the one read.
    const [pid] = serverProcessesOf(server, "large-bodies");
    expect(pid, "the server's large-body process").toBeDefined();
    // Warm: one ordinary extraction first, so the baseline includes the extraction thread.
    await finalDocument(key, await upload("pequena.png", "image/png", pngBomb(16, 16)), 60_000);
    const baseline = memoryOf(pid!);

    const bomb = imageBombPdf(40_000, 40_000, { data: zeroFlate(40_000 * 40_000) });
    // Each file unique (random bytes after %%EOF, as in the review), so none is taken for a duplicate.
    const pdfs = [1, 2, 3].map(() => new Uint8Array(Buffer.concat([bomb, randomBytes(64)])));
    const ids = await Promise.all([
      ...pdfs.map((pdf, index) => upload(`bomba-${index}.pdf`, "application/pdf", pdf)),
      upload("bomba.png", "image/png", pngBomb(40_000, 40_000)),
      upload("bomba.jpg", "image/jpeg", await jpegBomb(65_000, 65_000)),
    ]);
    const finals = await Promise.all(ids.map((id) => finalDocument(key, id, 120_000)));

    for (const final of finals.slice(0, 3)) {
      expect(final.status).toBe("needs_review");
      expect(final.reviewReasons[0]).toBe("O PDF contém uma imagem de 40000 × 40000 píxeis (mais do que o máximo de 20 milhões), que não foi lida: confirme os dados à mão.");
    }
    expect(finals[3]).toMatchObject({ status: "needs_review", reviewReasons: [expect.stringMatching(/^A imagem tem 40000 × 40000 píxeis/), ...finals[3].reviewReasons.slice(1)] });
    expect(finals[4]).toMatchObject({ status: "needs_review", reviewReasons: [expect.stringMatching(/^A imagem tem 65000 × 65000 píxeis/), ...finals[4].reviewReasons.slice(1)] });

    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    expect(server.process.exitCode).toBeNull();
    const after = memoryOf(pid!);
    console.log(`server memory: ${baseline.rssMb} MB before, peak ${after.peakMb} MB, ${after.rssMb} MB after five bombs`);
    // Before the fix each PDF added ~1.4 GB that was never given back.
    expect(after.peakMb - baseline.rssMb, "peak growth during the bombs (MB)").toBeLessThan(500);
    expect(after.rssMb - baseline.rssMb, "growth kept afterwards (MB)").toBeLessThan(300);
  });
});
