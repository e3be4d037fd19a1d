import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import autocannon from "autocannon";
import { createApiKey } from "@/lib/domains/auth/create-api-key";
import { SCOPES } from "@/lib/kernel/scopes";
import { database } from "@/lib/core/db";
import { applyMigrations } from "@/lib/transports/server/migrate";
import { buildIsStale, runNextBuild } from "@/lib/transports/server/next-build";
import { seedDemoCompany } from "@/seeds/demo-company";
import { startAppServer } from "../support/app-server";
import { scratchOrEmbeddedDatabase } from "../support/test-services";
import { bulkInsertInvoices, createBenchCompany } from "./bench-data";
import { measureBankImport } from "./bank-import";
import { measureDocumentBombs } from "./document-bombs";
import { measureDocumentUploads, measureLargeBodies } from "./document-uploads";
import { measureInvoiceIssuance, measureIssuanceAcrossProcesses } from "./invoice-issuance";
import { measureInvoicePaging } from "./invoice-paging";
import { largePhoto } from "./large-photo";
import { measureMcpBatches } from "./mcp-batch";
import { residentMemoryMiB } from "./resident-memory";
import { processTreeCpuMs } from "./server-cpu";
import { measureSaftExport } from "./saft-export";
import { measureLightLatencyUnderUploads, uploadLatencyConfigurations } from "./upload-latency";

// npm run bench — builds and starts the production server, then measures in one run:
//  1. authenticated GET /api/v1/company (key check + rate limit + database) against the bare
//     GET /api/health (one database round trip) of the same server, at 50 connections:
//     requests per second, p50 and p99 latency, and the ratio company/health (target ≥ 0.6);
//     The same operation as an MCP tools/call, as a latency ratio to REST (target p50 ≤ 1.3×, p99 ≤ 1.5×);
//     these three in turns, three rounds each, compared by their median rounds (see inTurns); MCP tools/list
//     for an all-scope key; an MCP batch
//     of 100 get_company (budget reduced by 100, or refused) and of 100 create_invoice (never more
//     invoices than the budget of 60);
//  2. POST /api/v1/invoices at 50 connections, for one company and for 50 companies: invoices issued
//     per second and latency, then a check that every series is numbered 1…N (invoice-issuance.ts);
//  3. GET /api/v1/reports/financial on a company with 20 000 invoices (bulk-inserted): p50/p99;
//     then that year as a SAF-T file (GET /api/v1/saft, streamed): time to the last byte (< 5 s),
//     size, and the server's resident memory during the download;
//  4. a bank import of 10 000 movements against 5 000 open invoices and 5 000 documents (< 3 s),
//     and the slowest /api/health answer while it runs (the import must not block the loop > 50 ms);
//  5. extraction time and peak memory of a 12 MB photo and a 10-page PDF, and the server's memory
//     while a 12 MB upload arrives; hostile uploads (a 32×32 PNG, a noise PNG, 20 noise PNGs of
//     10 MB at once beside light requests; one 10 MB photo at a time as JSON, MCP and multipart,
//     with the slowest /api/health meanwhile: see document-uploads.ts); the QR decoders compared;
//     GET /api/health while 20 multipart uploads of 10 MB arrive, against its idle p99, worst ratio
//     over BENCH_UPLOAD_RUNS runs (target < 3×), on the default server (a large-body process), in one
//     process (LARGE_BODY_PROCESS=0) and with the bytes in files (DOCUMENT_STORAGE_DIR), see
//     upload-latency.ts (BENCH_ONLY=uploads);
//     PDF and image bombs, 20 at once on a fresh server: idle, peak (target < 1 GB) and +60 s
//     resident memory (target: the idle baseline ±10 %), see document-bombs.ts (BENCH_ONLY=bombs);
//  6. resident memory of a fresh server after 1 000, 10 000, 20 000 and 40 000 authenticated requests
//     (target: growth ≤ 10% from 1 000 to 10 000; the later points tell warm-up from a leak), and of
//     another fresh server over 1 000 → 10 000 requests to the bare health route, for comparison.
// The benchmark key is created with rateLimitPerMinute = 1 000 000 000 (the same field operators set
// with `npm run keys -- create --rate-limit N`), so the limiter runs on every request but never blocks;
// its in-flight cap stays 10 (lib/transports/api/in-flight-limit.ts), so 40 of the 50 connections wait in line.
// 7. on PostgreSQL, part 1 again on the embedded default (PGlite, no Redis), as `npm start` runs it
//    (target: GET /company ≥ 0.5× of PostgreSQL's). BENCH_ONLY=embedded runs only that.
// Databases: BENCH_DATABASE_URL (a PostgreSQL server; a scratch database is created and dropped),
// else TEST_DATABASE_URL, else the embedded PGlite. Redis: BENCH_REDIS_URL or TEST_REDIS_URL if set.
// Request logging stays on, as in production (written to a pipe the benchmark drains).

const run = promisify(execFile);
// BENCH_ONLY=api,invoices,report,bank,documents,uploads,bombs,memory runs only those parts (all when unset).
const ONLY = new Set((process.env.BENCH_ONLY ?? "").split(",").map((part) => part.trim()).filter(Boolean));
const wants = (part: "api" | "invoices" | "report" | "bank" | "documents" | "uploads" | "bombs" | "memory" | "embedded") => ONLY.size === 0 || ONLY.has(part);
let postgresCompanyRate = 0;
/** The app server whose CPU time load() reads. */
let serverPid: number | undefined;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Rounds of the health / company / MCP comparison (see inTurns). */
const API_ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 3);

interface Measurement {
  requestsPerSecond: number;
  /** The server's CPU time per request answered, in ms (see server-cpu.ts). */
  cpuMsPerRequest?: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(
  url: string,
  headers: Record<string, string>,
  options: { duration?: number; amount?: number; method?: "GET" | "POST"; body?: string; connections?: number },
): Promise<Measurement> {
  const cpuBefore = serverPid ? processTreeCpuMs(serverPid) : 0;
  const result = await autocannon({
    url,
    headers,
    method: options.method ?? "GET",
    body: options.body,
    connections: options.connections ?? CONNECTIONS,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? DURATION_SECONDS }),
  });
  return {
    requestsPerSecond: result.requests.average,
    cpuMsPerRequest: serverPid && result.requests.total > 0 ? (processTreeCpuMs(serverPid) - cpuBefore) / result.requests.total : undefined,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

function row(label: string, measurement: Measurement): string {
  return `${label.padEnd(30)} ${measurement.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${String(measurement.p50).padStart(4)} ms   p99 ${String(measurement.p99).padStart(4)} ms   non-2xx ${measurement.non2xx}   errors ${measurement.errors}${measurement.cpuMsPerRequest === undefined ? "" : `   server CPU ${measurement.cpuMsPerRequest.toFixed(2)} ms/req`}`;
}

/** The median of each figure over rounds of the same measurement (each figure on its own). */
function median(rounds: Measurement[]): Measurement {
  const middle = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  };
  const cpu = rounds.map((round) => round.cpuMsPerRequest).filter((value): value is number => value !== undefined);
  return {
    requestsPerSecond: middle(rounds.map((round) => round.requestsPerSecond)),
    cpuMsPerRequest: cpu.length ? middle(cpu) : undefined,
    p50: middle(rounds.map((round) => round.p50)),
    p99: middle(rounds.map((round) => round.p99)),
    non2xx: rounds.reduce((sum, round) => sum + round.non2xx, 0),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
  };
}

/** Every round of a measurement, so the worst one shows beside the median. */
function roundsLine(rounds: Measurement[]): string {
  return `  rounds: ${rounds.map((round) => `${round.requestsPerSecond.toFixed(0)} req/s p50 ${round.p50} p99 ${round.p99}${round.cpuMsPerRequest === undefined ? "" : ` CPU ${round.cpuMsPerRequest.toFixed(2)}`}`).join(" | ")}`;
}

/**
 * Measurements compared with each other, taken in turns: `rounds` rounds, each running every one of
 * them once. This machine's speed drifts by a third within a minute (other tenants, the server's own
 * warm-up), so back-to-back runs of 10 s each compared whichever drift fell on which; in turns, the
 * drift falls on all of them alike, and the median round of each is compared.
 */
async function inTurns(rounds: number, measurements: (() => Promise<Measurement>)[]): Promise<Measurement[][]> {
  const taken: Measurement[][] = measurements.map(() => []);
  for (let round = 0; round < rounds; round++) for (const [index, measure] of measurements.entries()) taken[index]!.push(await measure());
  return taken;
}

async function main(): Promise<void> {
  const cleanups: (() => Promise<void>)[] = [];
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
  const redisUrl = process.env.BENCH_REDIS_URL || process.env.TEST_REDIS_URL || undefined;
  const database_ = await scratchOrEmbeddedDatabase(adminUrl, "bench");
  cleanups.push(database_.cleanup);
  const databaseUrl = database_.url;
  const poolMax = database_.poolMax;
  try {
    await applyMigrations(databaseUrl);
    process.env.DATABASE_URL = databaseUrl;
    process.env.DATABASE_POOL_MAX = poolMax;
    const db = database();
    const { companyId } = await seedDemoCompany(db);
    const { plaintext } = await createApiKey(db, { companyId, name: "benchmark", scopes: [...SCOPES], rateLimitPerMinute: 1_000_000_000 });

    if (buildIsStale()) await runNextBuild(process.cwd(), true);
    const server = await startAppServer({
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: poolMax,
      REDIS_URL: redisUrl,
      RATE_LIMIT_PREFIX: `ctb-bench-${Date.now().toString(36)}`,
    });
    cleanups.unshift(server.stop);
    serverPid = server.process.pid;
    const auth = { Authorization: `Bearer ${plaintext}` };
    const health = `${server.baseUrl}/api/health`;
    const company = `${server.baseUrl}/api/v1/company`;

    console.log(`Server ${server.baseUrl}; database ${adminUrl ? "PostgreSQL" : "embedded PGlite"}; rate limits ${redisUrl ? "Redis" : "in-process"}; ${CONNECTIONS} connections, ${DURATION_SECONDS} s per measurement.`);
    if (wants("api")) {
      // The same operation as an MCP tool call (stateless Streamable HTTP) against its REST route.
      const mcpUrl = `${server.baseUrl}/api/mcp/mcp`;
      const mcpHeaders = { ...auth, "Content-Type": "application/json", Accept: "application/json, text/event-stream" };
      const mcpCall = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "get_company", arguments: {} } });
      await load(health, {}, { duration: 3 });
      await load(company, auth, { duration: 3 });
      await load(mcpUrl, mcpHeaders, { method: "POST", body: mcpCall, duration: 3 });

      // Three rounds of the three, in turns; half the usual duration each (15 s of each in all).
      const roundSeconds = Math.max(1, Math.round(DURATION_SECONDS / 2));
      const [bareRounds, apiRounds, mcpRounds] = await inTurns(API_ROUNDS, [
        () => load(health, {}, { duration: roundSeconds }),
        () => load(company, auth, { duration: roundSeconds }),
        () => load(mcpUrl, mcpHeaders, { method: "POST", body: mcpCall, duration: roundSeconds }),
      ]);
      const [bare, api, mcp] = [median(bareRounds!), median(apiRounds!), median(mcpRounds!)];
      console.log(`${API_ROUNDS} rounds of ${roundSeconds} s each, in turns (health, company, MCP); each row is the median round, every round below it:`);
      console.log(row("GET /api/health (bare)", bare));
      console.log(roundsLine(bareRounds!));
      console.log(row("GET /api/v1/company (auth)", api));
      console.log(roundsLine(apiRounds!));
      postgresCompanyRate = api.requestsPerSecond;
      console.log(`ratio company/health: throughput ${(api.requestsPerSecond / bare.requestsPerSecond).toFixed(2)} (target ≥ 0.60), p50 latency ${(bare.p50 / Math.max(api.p50, 0.001)).toFixed(2)}`);
      console.log(row("MCP tools/call get_company", mcp));
      console.log(roundsLine(mcpRounds!));
      console.log(`ratio MCP/REST latency: p50 ${(mcp.p50 / Math.max(api.p50, 0.001)).toFixed(2)}×, p99 ${(mcp.p99 / Math.max(api.p99, 0.001)).toFixed(2)}× (target p50 ≤ 1.3×, p99 ≤ 1.5×); throughput ${(mcp.requestsPerSecond / api.requestsPerSecond).toFixed(2)}; server CPU per request ${((mcp.cpuMsPerRequest ?? 0) / Math.max(api.cpuMsPerRequest ?? 0, 0.001)).toFixed(2)}×`);
      const worstRound = Math.max(...mcpRounds!.map((round, index) => round.p50 / Math.max(apiRounds![index]!.p50, 0.001)));
      console.log(`  the same ratio round by round: p50 ${mcpRounds!.map((round, index) => (round.p50 / Math.max(apiRounds![index]!.p50, 0.001)).toFixed(2)).join(" / ")}× (worst ${worstRound.toFixed(2)}×)`);
      const mcpList = await load(mcpUrl, mcpHeaders, { method: "POST", body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }) });
      console.log(row("MCP tools/list (all scopes)", mcpList));
      for (const line of await measureMcpBatches(db, server.baseUrl, companyId, await createBenchCompany(db, "Lote MCP Bench, Lda"))) console.log(line);
    }

    // Issue rate: one company (every request takes its series lock), then 50 companies at once.
    if (wants("invoices")) {
      for (const line of await measureInvoiceIssuance(db, server.baseUrl, server.process.pid!)) console.log(line);
      // The same 50 companies' load on one server of a process per core, stopped before the next part
      // (more than one process needs PostgreSQL and Redis: not on the embedded database).
      const processes = availableParallelism();
      const multiProcess = redisUrl && Number(poolMax) > 1 && processes > 1 ? await startAppServer({ DATABASE_URL: databaseUrl, DATABASE_POOL_MAX: poolMax, REDIS_URL: redisUrl, RATE_LIMIT_PREFIX: `ctb-bench-processes-${Date.now().toString(36)}`, WEB_CONCURRENCY: String(processes) }) : undefined;
      try {
        if (multiProcess) console.log(await measureIssuanceAcrossProcesses(db, multiProcess.baseUrl, multiProcess.process.pid!, processes));
      } finally {
        await multiProcess?.stop();
      }
    }

    // The report on a large company: 20 000 invoices across the year, inserted in one statement.
    if (wants("report")) {
      const bigCompany = await createBenchCompany(db, "Grande Volume Bench, Lda");
      await bulkInsertInvoices(db, bigCompany, 20_000);
      const reportKeys = await Promise.all([1, 2, 3, 4].map((n) => createApiKey(db, { companyId: bigCompany, name: `bench report ${n}`, scopes: ["read"], rateLimitPerMinute: 1_000_000_000 })));
      const reportYear = new Date().getUTCFullYear();
      const reportUrl = `${server.baseUrl}/api/v1/reports/financial?year=${reportYear}`;
      const byKey = (index: number) => ({ Authorization: `Bearer ${reportKeys[index]!.plaintext}` });
      await load(reportUrl, byKey(0), { duration: 1, connections: 4 }); // warm-up: the route's first load and plans
      // One key asking again and again (a dashboard, an agent polling): identical calls waiting in line share a run.
      const report = await load(reportUrl, byKey(0), { duration: 5, connections: 4 });
      console.log(`${row("GET /reports/financial (20k inv.)", report)}   (target p99 < 60 ms; one key, 4 connections)`);
      // Four keys at once: nothing is shared, each waits for the company's heavy share (hostile-load rule).
      const apart = await Promise.all([0, 1, 2, 3].map((index) => load(reportUrl, byKey(index), { duration: 5, connections: 1 })));
      const worst = apart.reduce((slowest, measurement) => (measurement.p99 > slowest.p99 ? measurement : slowest));
      console.log(`${row("  same, 4 keys (none shared)", { ...worst, requestsPerSecond: apart.reduce((sum, measurement) => sum + measurement.requestsPerSecond, 0) })}   (req/s of all four, latencies of the slowest key)`);
      for (const line of await measureInvoicePaging(db, server.baseUrl, bigCompany, 20_000)) console.log(line);
      console.log(await measureSaftExport(db, server.baseUrl, bigCompany, () => residentMemoryMiB(server.process.pid!)));
    }

    // Bank import at scale: 10 000 movements against 5 000 open invoices and 5 000 archived documents.
    if (wants("bank")) for (const line of await measureBankImport(db, server.baseUrl, server.process.pid!)) console.log(line);

    // Document extraction, each in its own process so its peak memory is measured alone.
    if (wants("documents")) {
      for (const kind of ["photo", "pdf"] as const) {
        const { stdout } = await run(path.join("node_modules", ".bin", "tsx"), ["tests/bench/extraction.ts", kind], { env: { ...process.env, DATABASE_URL: databaseUrl, DATABASE_POOL_MAX: poolMax, LOG_REQUESTS: "0" } });
        const measured = JSON.parse(stdout.trim().split("\n").at(-1)!);
        console.log(`extraction of a ${measured.sizeMiB.toFixed(1)} MiB ${kind === "photo" ? "JPEG photo (4000×3000, QR in a corner)" : "10-page PDF (QR on the last page)"}: ${measured.ms} ms → ${measured.status}, total ${measured.totalCents} cents; peak RSS ${measured.peakRssMiB} MiB (${measured.rssBeforeMiB} MiB before extraction)`);
      }

      // The upload path's memory: the server's resident memory sampled while a large document arrives
      // as JSON (base64): a realistic ~10 MB photo, then a 12 MB damaged PDF (no cross-reference table).
      const uploadKey = await createApiKey(db, { companyId, name: "bench upload", scopes: ["documents:write"], rateLimitPerMinute: 1_000_000_000 });
      const damagedPdf = new Uint8Array(12 * 1024 * 1024 - 1024);
      damagedPdf.set(new TextEncoder().encode("%PDF-1.4\n"));
      const uploads = [
        { label: "photo", fileName: "foto.jpg", mimeType: "image/jpeg", bytes: await largePhoto("A:500100144*B:999999990*C:PT*D:FT*E:N*F:20261001*G:FT A/1*H:ABCDEFGH-1*I1:PT*I7:100.00*I8:23.00*N:23.00*O:123.00*Q:abcd*R:1") },
        { label: "damaged PDF", fileName: "estragado.pdf", mimeType: "application/pdf", bytes: damagedPdf },
      ];
      for (const upload of uploads) {
        const body = JSON.stringify({ fileName: upload.fileName, mimeType: upload.mimeType, dataBase64: Buffer.from(upload.bytes).toString("base64") });
        const baseline = residentMemoryMiB(server.process.pid!);
        let peak = baseline;
        const sampler = setInterval(() => (peak = Math.max(peak, residentMemoryMiB(server.process.pid!))), 5);
        const uploadStarted = performance.now();
        const response = await fetch(`${server.baseUrl}/api/v1/documents`, { method: "POST", headers: { Authorization: `Bearer ${uploadKey.plaintext}`, "Content-Type": "application/json" }, body });
        const status = (await response.json()).data?.status;
        clearInterval(sampler);
        const sizeMiB = upload.bytes.byteLength / 1048576;
        console.log(`upload of a ${sizeMiB.toFixed(1)} MiB ${upload.label} (JSON/base64): ${response.status} ${status} in ${Math.round(performance.now() - uploadStarted)} ms; server RSS ${baseline} → peak ${peak} MiB (+${(peak - baseline).toFixed(0)} MiB = ${((peak - baseline) / sizeMiB).toFixed(1)}× the file)`);
      }

      // Hostile uploads: tiny and noise PNGs, and 20 large ones at once beside light requests.
      await measureDocumentUploads({ baseUrl: server.baseUrl, serverPid: server.process.pid!, db, residentMemoryMiB });
      await measureLargeBodies({ baseUrl: server.baseUrl, db });
      // The QR decoders compared on the same pixels, in their own process.
      const decoders = await run(path.join("node_modules", ".bin", "tsx"), ["tests/bench/qr-decoders.ts"], { maxBuffer: 1024 * 1024 });
      process.stdout.write(decoders.stdout);
    }

    // Light requests while 20 large uploads arrive, against their idle p99 (security review L1), on a
    // fresh server per configuration: see upload-latency.ts (BENCH_ONLY=uploads).
    if (wants("uploads")) {
      const storageDir = mkdtempSync(path.join(tmpdir(), "ctb-bench-uploads-"));
      try {
        for (const configuration of uploadLatencyConfigurations(storageDir)) {
          const fresh = await startAppServer({ DATABASE_URL: databaseUrl, DATABASE_POOL_MAX: poolMax, REDIS_URL: redisUrl, RATE_LIMIT_PREFIX: `ctb-bench-uploads-${Date.now().toString(36)}`, ...configuration.env });
          try {
            console.log(`L1, ${configuration.name}:`);
            for (const line of await measureLightLatencyUnderUploads({ baseUrl: fresh.baseUrl, db })) console.log(line);
          } finally {
            await fresh.stop();
          }
        }
      } finally {
        rmSync(storageDir, { recursive: true, force: true });
      }
    }

    if (wants("bombs")) for (const line of await measureDocumentBombs({ databaseUrl, poolMax, redisUrl, db })) console.log(line);

    // The same measurement twice, each on a fresh server: the authenticated route, then the bare
    // health route, so the growth our code adds can be told from the server's own warm-up.
    // The server runs with --trace-gc: each full collection (Mark-Compact) prints the heap before and
    // after it, with the heap V8 keeps reserved in parentheses. What is still alive after the last one
    // tells a leak (it would grow) from garbage V8 lets accumulate before collecting (resident memory).
    const memoryCurve = async (path: string, headers: Record<string, string>, checkpoints: number[]) => {
      const fresh = await startAppServer(
        {
          DATABASE_URL: databaseUrl,
          DATABASE_POOL_MAX: poolMax,
          REDIS_URL: redisUrl,
          RATE_LIMIT_PREFIX: `ctb-bench-memory-${Date.now().toString(36)}`,
          // One process: the growth is that of the process answering these requests, not diluted by an idle large-body process.
          LARGE_BODY_PROCESS: "0",
        },
        undefined,
        { nodeArguments: ["--trace-gc"] },
      );
      const lastFullCollection = { live: 0, reserved: 0 };
      let partial = "";
      fresh.process.stdout!.on("data", (chunk: Buffer) => {
        const lines = (partial + chunk.toString()).split("\n");
        partial = lines.pop() ?? "";
        for (const line of lines) {
          const collected = /Mark-Compact [\d.]+ \([\d.]+\) -> ([\d.]+) \(([\d.]+)\) MB/.exec(line);
          if (collected) Object.assign(lastFullCollection, { live: Number(collected[1]), reserved: Number(collected[2]) });
        }
      });
      try {
        const resident: Record<number, number> = {};
        const heap: Record<number, { live: number; reserved: number }> = {};
        let sent = 0;
        for (const checkpoint of checkpoints) {
          const batch = await load(`${fresh.baseUrl}${path}`, headers, { amount: checkpoint - sent });
          if (batch.non2xx || batch.errors) throw new Error(`memory run on ${path}: ${batch.non2xx} non-2xx, ${batch.errors} errors`);
          sent = checkpoint;
          resident[checkpoint] = residentMemoryMiB(fresh.process.pid!);
          heap[checkpoint] = { ...lastFullCollection };
        }
        return { resident, heap };
      } finally {
        await fresh.stop();
      }
    };
    if (wants("memory")) {
      const checkpoints = [1_000, 10_000, 20_000, 40_000];
      const { resident, heap } = await memoryCurve("/api/v1/company", auth, checkpoints);
      const { resident: bareResident } = await memoryCurve("/api/health", {}, [1_000, 10_000]);
      const percent = (from: number, to: number) => `${(((to - from) / from) * 100).toFixed(1)}%`;
      console.log(`resident memory (fresh server, authenticated requests): ${checkpoints.map((checkpoint) => `${resident[checkpoint]} MiB after ${checkpoint.toLocaleString("en").replace(/,/g, " ")}`).join(", ")}`);
      console.log(`growth 1 000 → 10 000: ${percent(resident[1_000]!, resident[10_000]!)} (target ≤ 10%); 10 000 → 40 000: ${percent(resident[10_000]!, resident[40_000]!)} (target ≤ +5%: flat after warm-up)`);
      console.log(`JS heap alive after the last full collection (V8's reserved heap): ${checkpoints.map((checkpoint) => `${heap[checkpoint]!.live ? `${heap[checkpoint]!.live} MB (${heap[checkpoint]!.reserved})` : "no full collection yet"} after ${checkpoint.toLocaleString("en").replace(/,/g, " ")}`).join(", ")}; 10 000 → 40 000: ${percent(heap[10_000]!.live, heap[40_000]!.live)} alive (a leak would grow here)`);
      console.log(`the bare /api/health on a fresh server of the same build: ${bareResident[1_000]} → ${bareResident[10_000]} MiB, ${percent(bareResident[1_000]!, bareResident[10_000]!)} over the same 1 000 → 10 000 requests (the server's own warm-up)`);
    }
    await db.$disconnect();
    if (adminUrl && wants("embedded")) {
      // The same API figures on the embedded default, in its own process (one PGlite per process).
      const embedded = await run(path.join("node_modules", ".bin", "tsx"), ["tests/bench/run.ts"], {
        env: { ...process.env, BENCH_DATABASE_URL: "", TEST_DATABASE_URL: "", BENCH_REDIS_URL: "", TEST_REDIS_URL: "", BENCH_ONLY: "api" },
        maxBuffer: 4 * 1024 * 1024,
      });
      const lines = embedded.stdout.split("\n").filter((line) => /req\/s|ratio|Server/.test(line));
      for (const line of lines) console.log(`[embedded] ${line}`);
      const companyLine = (text: string) => Number(/GET \/api\/v1\/company \(auth\)\s+(\d+) req\/s/.exec(text)?.[1] ?? NaN);
      if (postgresCompanyRate) console.log(`embedded/PostgreSQL GET /company throughput: ${(companyLine(embedded.stdout) / postgresCompanyRate).toFixed(2)} (target ≥ 0.5)`);
    }
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((error) => console.error("cleanup failed:", error));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
