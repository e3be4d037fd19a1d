import cluster, { type Worker } from "node:cluster";
import { log } from "@/lib/core/log";
import { type ConnectionRouter, routeConnectionsByRole, SERVER_READY_MESSAGE, SERVER_ROLE_VARIABLE, type ServerRole } from "./large-body-process";

// WEB_CONCURRENCY=N runs the server as N processes sharing one port (node:cluster), so one machine's
// cores all answer requests: one Node process tops out at one core (under the bench's 50-company
// issuance it sits at 100 % of one). The processes share nothing in memory; they are the
// same as N instances behind a load balancer, which is why more than one needs what several
// instances need: PostgreSQL over TCP (not the embedded database) and Redis for the rate limits.

/** The server processes to run: how many answer requests, and whether large bodies have one of their own. */
export interface ServerProcessPlan {
  requestProcesses: number;
  /** One more process, for large bodies and the background work (large-body-process.ts); LARGE_BODY_PROCESS=0 turns it off. */
  largeBodyProcess: boolean;
}

/** What more than one process needs that the environment lacks (empty when it has it all). */
function missingForSeveralProcesses(env: Record<string, string | undefined>): string[] {
  return [
    ...(!env.DATABASE_URL || Number(env.DATABASE_POOL_MAX ?? 10) <= 1 ? ["a PostgreSQL DATABASE_URL (the embedded database takes one connection)"] : []),
    ...(!env.REDIS_URL && !(env.UPSTASH_REDIS_REST_URL && env.UPSTASH_REDIS_REST_TOKEN) ? ["Redis (REDIS_URL or Upstash), so that rate limits hold across processes"] : []),
  ];
}

/**
 * WEB_CONCURRENCY request processes, and the large-body process, where the environment allows more than
 * one process, else one. The large-body process is on by default wherever it can run (PostgreSQL and
 * Redis): in one process twenty 10 MB uploads held every other request's latency at 7× (security review
 * L1, docs/performance.md); LARGE_BODY_PROCESS=0 turns it off. Asked for where it cannot run, it warns.
 */
export function serverProcessPlan(env: Record<string, string | undefined> = process.env): ServerProcessPlan {
  const asked = Math.floor(Number(env.WEB_CONCURRENCY ?? 1));
  const requestProcesses = Number.isFinite(asked) && asked > 1 ? asked : 1;
  const missing = missingForSeveralProcesses(env);
  const largeBodyProcess = env.LARGE_BODY_PROCESS === "1" || (env.LARGE_BODY_PROCESS !== "0" && missing.length === 0);
  if (missing.length === 0 || (requestProcesses === 1 && !largeBodyProcess)) return { requestProcesses, largeBodyProcess };
  log("warn", "server_processes", { asked: requestProcesses + (largeBodyProcess ? 1 : 0), running: 1, reason: `more than one process needs ${missing.join(" and ")}` });
  return { requestProcesses: 1, largeBodyProcess: false };
}

/** Whether the plan runs more than the one process that is the server itself. */
export function runsSeveralProcesses(plan: ServerProcessPlan): boolean {
  return plan.requestProcesses > 1 || plan.largeBodyProcess;
}

/**
 * The primary process: starts the plan's server processes and replaces one that dies while serving
 * (with one of the same role). One that dies before it ever served (a taken port, a broken
 * configuration) stops the whole server with its exit code, rather than being restarted forever.
 * SIGTERM/SIGINT stop them all.
 */
export function superviseServerProcesses(plan: ServerProcessPlan, address: { port: number; hostname?: string }): void {
  const routed = plan.largeBodyProcess;
  // Without a large-body process each process accepts from the shared socket itself: with the primary
  // handing out connections round-robin (Node's default), a connection handed to a process that had
  // just died was never answered, one request per crash (tests/scale). With one, the primary hands
  // each connection out by its first request (large-body-process.ts), only to a process serving.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  let stopping = false;
  const serving = new Map<Worker, ServerRole>();
  const servedOnce = new WeakSet<Worker>();
  const roles = new WeakMap<Worker, ServerRole>();
  let router: ConnectionRouter | undefined;
  const initial = plan.requestProcesses + (routed ? 1 : 0);
  const start = (role: ServerRole) => {
    const worker = cluster.fork(routed ? { [SERVER_ROLE_VARIABLE]: role } : {});
    roles.set(worker, role);
    const ready = () => {
      servedOnce.add(worker);
      serving.set(worker, role);
      if (routed && !router?.server.listening && serving.size === initial) listenForConnections();
    };
    if (routed) {
      worker.on("message", (message: { kind?: string } | undefined) => (message?.kind === SERVER_READY_MESSAGE ? ready() : router?.heard(worker, message)));
      // Its channel closes as it dies, often before its exit is seen: hand nothing more to it.
      worker.once("disconnect", () => {
        serving.delete(worker);
        router?.lost(worker);
      });
    } else worker.once("listening", ready);
  };
  let turn = 0;
  const listenForConnections = () => {
    router = routeConnectionsByRole((role, excluded) => {
      const candidates = [...serving].flatMap(([worker, served]) => (served === role && !excluded.has(worker) ? [worker] : []));
      return candidates.length === 0 ? undefined : candidates[turn++ % candidates.length];
    });
    router.server.on("error", (error) => {
      console.error(error.message);
      stopAll();
      process.exitCode = 1;
    });
    router.server.listen(address.port, address.hostname);
  };
  cluster.on("exit", (worker, code, signal) => {
    serving.delete(worker);
    router?.lost(worker);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    if (!servedOnce.has(worker)) {
      stopAll();
      process.exit(code || 1);
    }
    log("error", "server_process_exited", { pid: worker.process.pid, code, signal, role: roles.get(worker), replaced: true });
    start(roles.get(worker) ?? "requests");
  });
  const stopAll = () => {
    stopping = true;
    router?.server.close();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    setTimeout(() => process.exit(process.exitCode ?? 0), 5_000).unref();
  };
  process.on("SIGTERM", stopAll);
  process.on("SIGINT", stopAll);
  for (let index = 0; index < plan.requestProcesses; index++) start("requests");
  if (routed) start("large-bodies");
  log("info", "server_processes", { running: initial, largeBodyProcess: routed, pid: process.pid });
}
