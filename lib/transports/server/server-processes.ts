import cluster, { type Worker } from "node:cluster";
import { log } from "@/lib/core/log";

// WEB_CONCURRENCY=N runs the server as N processes sharing one port (node:cluster), so one machine's
// cores all answer requests: one Node process tops out at one core (under the bench's 50-company
// issuance it sits at 100 % of one). The processes share nothing in memory; they are the
// same as N instances behind a load balancer, which is why more than one needs what several
// instances need: PostgreSQL over TCP (not the embedded database) and Redis for the rate limits.

/** How many server processes to run: WEB_CONCURRENCY where the environment allows more than one, else 1. */
export function serverProcessCount(env: Record<string, string | undefined> = process.env): number {
  const asked = Math.floor(Number(env.WEB_CONCURRENCY ?? 1));
  if (!Number.isFinite(asked) || asked <= 1) return 1;
  const missing = [
    ...(!env.DATABASE_URL || Number(env.DATABASE_POOL_MAX ?? 10) <= 1 ? ["a PostgreSQL DATABASE_URL (the embedded database takes one connection)"] : []),
    ...(!env.REDIS_URL && !(env.UPSTASH_REDIS_REST_URL && env.UPSTASH_REDIS_REST_TOKEN) ? ["Redis (REDIS_URL or Upstash), so that rate limits hold across processes"] : []),
  ];
  if (missing.length === 0) return asked;
  log("warn", "server_processes", { asked, running: 1, reason: `more than one process needs ${missing.join(" and ")}` });
  return 1;
}

/**
 * The primary process: starts `count` server processes and replaces one that dies while serving. One
 * that dies before it ever listened (a taken port, a broken configuration) stops the whole server
 * with its exit code, rather than being restarted forever. SIGTERM/SIGINT stop them all.
 */
export function superviseServerProcesses(count: number): void {
  // Each process accepts from the shared socket itself. With the primary handing out connections
  // (round-robin, Node's default), a connection handed to a process that had just died was never
  // answered: one request per crash hung until the client gave up (tests/scale).
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  let stopping = false;
  const listened = new WeakSet<Worker>();
  const start = () => cluster.fork().once("listening", function (this: Worker) {
    listened.add(this);
  });
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (!listened.has(worker)) {
      stopAll();
      process.exit(code || 1);
    }
    log("error", "server_process_exited", { pid: worker.process.pid, code, signal, replaced: true });
    start();
  });
  const stopAll = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on("SIGTERM", stopAll);
  process.on("SIGINT", stopAll);
  for (let index = 0; index < count; index++) start();
  log("info", "server_processes", { running: count, pid: process.pid });
}
