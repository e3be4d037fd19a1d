import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createApiKey } from "@/lib/domains/auth/create-api-key";
import type { Database } from "@/lib/core/db";
import { nifCheckDigit } from "@/lib/core/nif";
import { startAppServer } from "../support/app-server";
import { imageBombPdf, jpegBomb, pngBomb, zeroFlate } from "../support/hostile-files";
import { residentMemoryMiB } from "./resident-memory";

// PDF and image bombs (security review H2), on a fresh server of their own: 20 hostile files sent at
// once — 10 PDFs of 1.5 MB each declaring a 40 000 × 40 000 image (the review's file, each made unique),
// 5 PNGs and 5 JPEGs whose headers declare 40 000² and 65 000² pixels over a few hundred bytes.
// Reports the server's idle resident memory, its peak while the files arrive and are extracted
// (target < 1 GB; before the fix three such PDFs took it from 787 MB to 3.5 GB), how each document
// ended (target: all needs_review, with the size in the reason), /api/health's slowest answer
// meanwhile, and the resident memory a minute after the last document ended (target: within the idle
// baseline ±10 %), with PASS/FAIL. The server carries server-memory-probe.mjs, so the figures come
// with what the process held at each point: V8's heap, array buffers, the rest (threads, the C
// allocator), and how many threads were alive.

interface Settings {
  databaseUrl: string;
  poolMax: string;
  redisUrl?: string;
  db: Database;
}

const FILES = 20;
const SETTLE_MS = 60_000;

async function companyKey(db: Database): Promise<string> {
  const body = `5${String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0")}`;
  const company = await db.company.create({ data: { name: "Bombas, Lda", nif: body + nifCheckDigit(body), legalForm: "Sociedade por quotas (Lda)", cae: "62020", address: "Lisboa", email: "bench@example.com" } });
  return (await createApiKey(db, { companyId: company.id, name: "bench bombs", scopes: ["read", "documents:write"], rateLimitPerMinute: 1_000_000_000 })).plaintext;
}

async function hostileFiles(): Promise<{ fileName: string; mimeType: string; bytes: Uint8Array }[]> {
  const pdf = imageBombPdf(40_000, 40_000, { data: zeroFlate(40_000 * 40_000) });
  const unique = (bytes: Uint8Array) => new Uint8Array(Buffer.concat([bytes, randomBytes(64)]));
  const files = [];
  for (let index = 0; index < FILES; index++) {
    if (index % 2 === 0) files.push({ fileName: `bomba-${index}.pdf`, mimeType: "application/pdf", bytes: unique(pdf) });
    else if (index % 4 === 1) files.push({ fileName: `bomba-${index}.png`, mimeType: "image/png", bytes: pngBomb(40_000, 40_000 - index) });
    else files.push({ fileName: `bomba-${index}.jpg`, mimeType: "image/jpeg", bytes: await jpegBomb(65_000, 65_000 - index) });
  }
  return files;
}

export async function measureDocumentBombs({ databaseUrl, poolMax, redisUrl, db }: Settings): Promise<string[]> {
  const probeFile = path.join(tmpdir(), `contabilista-bench-memory-${process.pid}-${Date.now()}.jsonl`);
  const server = await startAppServer(
    { DATABASE_URL: databaseUrl, DATABASE_POOL_MAX: poolMax, REDIS_URL: redisUrl, RATE_LIMIT_PREFIX: `ctb-bench-bombs-${Date.now().toString(36)}`, LARGE_BODY_WAIT_MS: "120000", BENCH_MEMORY_PROBE_FILE: probeFile },
    undefined,
    { nodeArguments: ["--import", path.join(import.meta.dirname, "server-memory-probe.mjs")] },
  );
  try {
    const pid = server.process.pid!;
    const key = await companyKey(db);
    const post = async (file: { fileName: string; mimeType: string; bytes: Uint8Array }) => {
      const response = await fetch(`${server.baseUrl}/api/v1/documents`, {
        method: "POST",
        headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
        body: JSON.stringify({ fileName: file.fileName, mimeType: file.mimeType, dataBase64: Buffer.from(file.bytes).toString("base64") }),
      });
      return { status: response.status, id: (await response.json()).data?.id as string | undefined };
    };
    const finalStatus = async (id: string, limitMs = 300_000) => {
      const since = performance.now();
      for (;;) {
        const row = await db.expenseDocument.findUnique({ where: { id }, select: { status: true, reviewReasons: true } });
        if (row && row.status !== "processing") return row;
        if (performance.now() - since > limitMs) return { status: "still processing", reviewReasons: [] as string[] };
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };

    // Idle baseline: after one ordinary extraction (the extraction thread is up) and a pause.
    const warm = await post({ fileName: "pequena.png", mimeType: "image/png", bytes: pngBomb(16, 16) });
    if (warm.id) await finalStatus(warm.id);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const baseline = residentMemoryMiB(pid);
    const baselineAt = Date.now();

    const files = await hostileFiles();
    let peak = baseline;
    let peakAt = Date.now();
    const sampler = setInterval(() => {
      const now = residentMemoryMiB(pid);
      if (now > peak) [peak, peakAt] = [now, Date.now()];
    }, 20);
    let probing = true;
    const healthMs: number[] = [];
    const probe = (async () => {
      while (probing) {
        const startedAt = performance.now();
        await fetch(`${server.baseUrl}/api/health`).then((response) => response.arrayBuffer()).catch(() => undefined);
        healthMs.push(performance.now() - startedAt);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const startedAt = performance.now();
    const answers = await Promise.all(files.map(post));
    const finals = await Promise.all(answers.map((answer) => (answer.id ? finalStatus(answer.id) : Promise.resolve({ status: `HTTP ${answer.status}`, reviewReasons: [] as string[] }))));
    const doneMs = performance.now() - startedAt;
    probing = false;
    await probe;
    clearInterval(sampler);

    // The idle server for a minute after the last document ended, sampled every second: when it first
    // came back within the baseline ±10 %, and where it stands at +60 s (the target).
    let backAfterMs: number | null = null;
    const settleStart = performance.now();
    while (performance.now() - settleStart < SETTLE_MS) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      if (backAfterMs === null && withinTarget(residentMemoryMiB(pid), baseline)) backAfterMs = performance.now() - settleStart;
    }
    const settled = residentMemoryMiB(pid);
    const settledAt = Date.now();
    const breakdown = memoryBreakdown(probeFile);

    const inReview = finals.filter((final) => final.status === "needs_review" && /píxeis/.test(final.reviewReasons[0] ?? "")).length;
    const others = finals.filter((final) => !(final.status === "needs_review" && /píxeis/.test(final.reviewReasons[0] ?? ""))).map((final) => `${final.status}: ${final.reviewReasons[0] ?? ""}`);
    const slowestHealth = Math.max(...healthMs);
    const percent = (rss: number) => `${rss >= baseline ? "+" : ""}${(((rss - baseline) / baseline) * 100).toFixed(0)} %`;
    return [
      `PDF and image bombs (${FILES} at once: 10 PDFs of ${(files[0]!.bytes.byteLength / 1048576).toFixed(1)} MiB declaring 40 000 × 40 000 pixels, 5 PNG and 5 JPEG headers declaring 40 000² and 65 000²): ` +
        `${answers.filter((answer) => answer.status === 201).length}/${FILES} accepted, ${inReview}/${FILES} in review with the size as reason${others.length ? ` (others: ${others.join("; ")})` : ""}, all final after ${Math.round(doneMs)} ms; slowest /api/health meanwhile ${Math.round(slowestHealth)} ms (${healthMs.length} probes)`,
      `  server RSS (all its processes): idle ${baseline} MiB, peak ${peak} MiB (${percent(peak)}; target < 1024: ${peak < 1024 ? "PASS" : "FAIL"}), +${SETTLE_MS / 1000} s after the last document ended ${settled} MiB (${percent(settled)}; target within idle ±10 %: ${withinTarget(settled, baseline) ? "PASS" : "FAIL"}); ` +
        `${backAfterMs === null ? "never within ±10 % during that minute" : `first within ±10 % after ${Math.round(backAfterMs / 1000)} s`}`,
      `  what the server process held (MiB): ${[`idle ${breakdown(baselineAt)}`, `peak ${breakdown(peakAt)}`, `+${SETTLE_MS / 1000} s ${breakdown(settledAt)}`].join("; ")}`,
    ];
  } finally {
    await server.stop();
    rmSync(probeFile, { force: true });
  }
}

const withinTarget = (rss: number, baseline: number) => Math.abs(rss - baseline) <= baseline * 0.1;

/** The server's own memory by kind at a moment (server-memory-probe.mjs's sample nearest to it). */
function memoryBreakdown(probeFile: string): (at: number) => string {
  const samples = existsSync(probeFile)
    ? readFileSync(probeFile, "utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line) as { at: number; rss: number; heapUsed: number; heapTotal: number; external: number; arrayBuffers: number; osThreads: number; extractionThreads: number })
    : [];
  return (at) => {
    const sample = samples.reduce<(typeof samples)[number] | undefined>((best, each) => (!best || Math.abs(each.at - at) < Math.abs(best.at - at) ? each : best), undefined);
    if (!sample) return "not sampled";
    const rest = sample.rss - sample.heapTotal - sample.arrayBuffers;
    return `rss ${sample.rss.toFixed(0)} = V8 heap ${sample.heapTotal.toFixed(0)} (used ${sample.heapUsed.toFixed(0)}) + array buffers ${sample.arrayBuffers.toFixed(0)} + rest ${rest.toFixed(0)} (code, threads, C allocator; external ${sample.external.toFixed(0)}), ${sample.osThreads} OS threads, ${sample.extractionThreads} extraction`;
  };
}
