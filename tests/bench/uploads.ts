import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { onFreshServer } from "./fresh-server";
import { measureLightLatencyUnderUploads, uploadLatencyConfigurations } from "./upload-latency";

// `npx tsx tests/bench/uploads.ts`: only the light-request latency under 20 uploads (BENCH_ONLY=uploads
// of npm run bench), on a fresh server and scratch database per configuration (the same environment variables).

const storageDir = mkdtempSync(join(tmpdir(), "ctb-bench-uploads-"));
try {
  for (const configuration of uploadLatencyConfigurations(storageDir)) {
    console.log(`L1, ${configuration.name}:`);
    await onFreshServer("uploads", async (db, server) => {
      for (const line of await measureLightLatencyUnderUploads({ baseUrl: server.baseUrl, db })) console.log(line);
    }, configuration.env);
  }
} finally {
  rmSync(storageDir, { recursive: true, force: true });
}
