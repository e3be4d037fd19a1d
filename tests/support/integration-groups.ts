import { availableParallelism } from "node:os";

// The integration suite runs in two groups (vitest.config.ts). Files of the parallel group share the one
// server and database the global setup starts, each on a company, keys and rows of its own, so several
// can run at once. Files of the serial group run after it, one at a time, each for the reason given:
// they count something server-wide (rate limits, slots, queues), assert how long something takes,
// stop or slow a service, or start servers of their own that would fight the others for the cores.

/** Integration files (paths from the repository root) that run alone, and why. */
export const SERIAL_INTEGRATION_FILES: Readonly<Record<string, string>> = {
  "tests/integration/rate-limit.test.ts": "counts one key's requests against its per-minute limit",
  "tests/integration/rate-limit-redis.test.ts": "counts requests against limits shared through Redis",
  "tests/integration/mcp-batch.test.ts": "fills the per-key in-flight limit with a batch",
  "tests/integration/concurrency-limits.test.ts": "fills the server's concurrency slots and starts a server of its own",
  "tests/integration/large-body-slots.test.ts": "fills the server's large-body slots, and times a trickled body",
  "tests/integration/unauthenticated-body-cap.test.ts": "sends bodies that hold the unauthenticated body slots",
  "tests/integration/pre-auth-throttle.test.ts": "throttles unknown keys per address: every file shares the address",
  "tests/integration/sign-in-rate-limit.test.ts": "throttles sign-in per address, and starts a server of its own",
  "tests/integration/sign-up-enumeration.test.ts": "compares answer times of sign-ups",
  "tests/integration/redis-circuit.test.ts": "pauses a Redis and starts a server of its own",
  "tests/integration/faults.test.ts": "stops services and kills servers of its own",
  "tests/integration/document-bombs.test.ts": "measures memory of a server of its own under hostile files",
  "tests/integration/bank.test.ts": "asserts the health route answers within 1.5 s during a 20 000-line import",
  "tests/integration/after-commit-rematch.test.ts": "expects the extraction to finish within the upload's wait",
  "tests/integration/invoice-ubl.test.ts": "expects the extraction to finish within the upload's wait",
  "tests/integration/documents-background.test.ts": "restarts a server of its own during extractions",
  "tests/integration/embedded-restart.test.ts": "starts and stops embedded databases and servers",
  "tests/integration/start-configured-database.test.ts": "runs npm start against databases of its own",
  "tests/integration/webhooks.test.ts": "expects deliveries in order and on time from a server of its own",
  "tests/integration/webhook-fairness.test.ts": "measures delivery delays across companies",
  "tests/integration/send-invoice.test.ts": "starts two servers of its own and a loopback mail server, and waits for their mail",
  "tests/integration/docs-api-curls.test.ts": "runs the docs' curl commands against a server of its own",
  "tests/integration/recurring-invoices.test.ts": "runs worker processes of its own that issue due invoices from the shared database at once",
  "tests/scale/two-instances.test.ts": "starts two servers sharing PostgreSQL and Redis",
  "tests/scale/server-processes.test.ts": "starts a server with several processes and loads it",
};

/**
 * How many files of the parallel group run at once: INTEGRATION_WORKERS if set, else half the cores
 * (one on a two-core machine, where two files at a time measured slower than one: each file starts
 * Chromium or the server's threads, and the two slowed each other more than running both at once gained).
 */
export function integrationWorkers(): number {
  const forced = Number(process.env.INTEGRATION_WORKERS);
  if (Number.isInteger(forced) && forced > 0) return forced;
  return Math.max(1, Math.floor(availableParallelism() / 2));
}
