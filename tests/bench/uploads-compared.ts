import { readFileSync } from "node:fs";
import { database } from "@/lib/core/db";
import { applyMigrations } from "@/lib/transports/server/migrate";
import { buildIsStale, runNextBuild } from "@/lib/transports/server/next-build";
import { startAppServer, type RunningServer } from "../support/app-server";
import { scratchOrEmbeddedDatabase } from "../support/test-services";
import { UPLOAD_LATENCY_SERVER_ENV, measureUploadRun, prepareUploadLoad, type UploadLatencyMeasurement } from "./upload-latency";

// `npx tsx tests/bench/uploads-compared.ts`: the L1 measurement (upload-latency.ts) of several server
// configurations interleaved in one run — A, B, C, A, B, C … (each round starts one later) — so that the
// load of a shared machine hits each of them alike; one server per configuration, all on one scratch
// database, all started before the first round. BENCH_CONFIGS lists them as
// `name:VAR=value,VAR=value;name:…` (environment added to that server; `name:` alone for none);
// BENCH_ROUNDS (3) how many runs each. Prints every run, then per configuration the median and the
// worst ratio, and the median time to answer the 20 uploads (their throughput).

const configs = (process.env.BENCH_CONFIGS ?? "default:").split(";").filter(Boolean).map((entry) => {
  const [name, assignments = ""] = entry.split(/:(.*)/s);
  return { name: name!.trim(), env: Object.fromEntries(assignments.split(",").filter(Boolean).map((pair) => pair.trim().split("=") as [string, string])) };
});
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
};
const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const scratch = await scratchOrEmbeddedDatabase(adminUrl, "bench_uploads_compared");
const servers: RunningServer[] = [];
try {
  await applyMigrations(scratch.url);
  process.env.DATABASE_URL = scratch.url;
  process.env.DATABASE_POOL_MAX = scratch.poolMax;
  if (buildIsStale()) await runNextBuild(process.cwd(), true);
  for (const config of configs) {
    servers.push(
      await startAppServer({
        DATABASE_URL: scratch.url,
        DATABASE_POOL_MAX: scratch.poolMax,
        REDIS_URL: process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL,
        RATE_LIMIT_PREFIX: `ctb-bench-compared-${config.name}-${Date.now().toString(36)}`,
        ...UPLOAD_LATENCY_SERVER_ENV,
        ...config.env,
      }),
    );
  }
  const db = database();
  const load = await prepareUploadLoad(db);
  const measured = new Map<string, UploadLatencyMeasurement[]>(configs.map((config) => [config.name, []]));
  console.log(`${configs.length} configurations × ${rounds} rounds, interleaved; load at start ${loadAverage()}`);
  for (let round = 0; round < rounds; round++) {
    for (let turn = 0; turn < configs.length; turn++) {
      const index = (round + turn) % configs.length;
      const config = configs[index]!;
      const result = await measureUploadRun({ baseUrl: servers[index]!.baseUrl, db, load, run: round * configs.length + turn });
      measured.get(config.name)!.push(result);
      console.log(`round ${round + 1} ${config.name}: ${result.line}`);
    }
  }
  console.log(`load at end ${loadAverage()}`);
  for (const config of configs) {
    const runs = measured.get(config.name)!;
    const ratios = runs.map((run) => run.ratio);
    const uploadMs = median(runs.map((run) => run.uploadMs));
    console.log(
      `${config.name} (${Object.entries(config.env).map(([key, value]) => `${key}=${value}`).join(" ") || "as configured"}): ratio median ${median(ratios).toFixed(1)}×, worst ${Math.max(...ratios).toFixed(1)}× ` +
        `(each ${ratios.map((ratio) => ratio.toFixed(1)).join(", ")}; idle p99 median ${median(runs.map((run) => run.idleP99)).toFixed(1)} ms, loaded p99 median ${median(runs.map((run) => run.loadedP99)).toFixed(1)} ms); ` +
        `20 uploads answered in median ${Math.round(uploadMs)} ms (${(runs[0]!.uploadBytes / 1048576 / (uploadMs / 1000)).toFixed(1)} MiB/s)`,
    );
  }
} finally {
  for (const server of servers) await server.stop();
  await database().$disconnect();
  await scratch.cleanup();
}
