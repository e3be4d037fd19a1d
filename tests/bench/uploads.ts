import { onFreshServer } from "./fresh-server";
import { UPLOAD_LATENCY_SERVER_ENV, measureLightLatencyUnderUploads } from "./upload-latency";

// `npx tsx tests/bench/uploads.ts`: only the light-request latency under 20 uploads (BENCH_ONLY=uploads
// of npm run bench), on a fresh server and scratch database (the same environment variables).

await onFreshServer("uploads", async (db, server) => {
  for (const line of await measureLightLatencyUnderUploads({ baseUrl: server.baseUrl, db })) console.log(line);
}, UPLOAD_LATENCY_SERVER_ENV);
