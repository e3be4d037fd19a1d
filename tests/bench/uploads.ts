import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startAppServer } from "../support/app-server";
import { onFreshServer } from "./fresh-server";
import { measureLightLatencyUnderUploads, uploadLatencyConfigurations } from "./upload-latency";

// `npx tsx tests/bench/uploads.ts`: only the light-request latency under 20 uploads (BENCH_ONLY=uploads
// of npm run bench), on one scratch database (the same environment variables), a fresh server per configuration.

const storageDir = mkdtempSync(join(tmpdir(), "ctb-bench-uploads-"));
const [first, ...others] = uploadLatencyConfigurations(storageDir);
try {
  await onFreshServer("uploads", async (db, server) => {
    console.log(`L1, ${first!.name}:`);
    for (const line of await measureLightLatencyUnderUploads({ baseUrl: server.baseUrl, db })) console.log(line);
    for (const configuration of others) {
      const next = await startAppServer({ DATABASE_URL: process.env.DATABASE_URL, DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX, REDIS_URL: process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL, RATE_LIMIT_PREFIX: `ctb-bench-uploads-${Date.now().toString(36)}`, ...configuration.env });
      try {
        console.log(`L1, ${configuration.name}:`);
        for (const line of await measureLightLatencyUnderUploads({ baseUrl: next.baseUrl, db })) console.log(line);
      } finally {
        await next.stop();
      }
    }
  }, first!.env);
} finally {
  rmSync(storageDir, { recursive: true, force: true });
}
