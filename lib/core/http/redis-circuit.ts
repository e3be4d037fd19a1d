import { BrokenCircuitError, CircuitState, circuitBreaker, ConsecutiveBreaker, handleWhen, type CircuitBreakerPolicy } from "cockatiel";
import { log } from "@/lib/core/log";

// Every use of the shared Redis on a request's path (rate limits, in-flight slots, the attempt store,
// MCP sessions) goes through one circuit per process. A Redis that is down fails at once anyway (no
// offline queue); one that stops answering (paused, partitioned, blocked by a slow command) would
// make every request wait for a timeout. So each command gets a short deadline, and after a few
// failures in a row the circuit opens: callers fall back to in-process counting at once, without
// asking Redis. After HALF_OPEN_AFTER_MS one call probes Redis (half-open) while the others still
// fall back; when it answers, the circuit closes and Redis counts again.
//
// Failures must be in a row (cockatiel's ConsecutiveBreaker): an occasional slow answer under load
// falls back for that one call but any success resets the count, so a busy Redis is not abandoned.

/** A command that takes longer than this is treated as unanswered (REDIS_COMMAND_TIMEOUT_MS overrides it). */
export const REDIS_COMMAND_TIMEOUT_MS = 300;
export const FAILURES_TO_OPEN = 2;
export const HALF_OPEN_AFTER_MS = 5_000;

/** Thrown instead of waiting on Redis: the caller counts in-process. */
export class RedisUnavailableError extends Error {
  constructor(
    reason: string,
    /** True when the command was sent and may still run once Redis answers; false when Redis was not asked. */
    readonly sent = false,
  ) {
    super(`Redis unavailable: ${reason}`);
  }
}

/** An error Redis itself answered with (a script error, NOSCRIPT): Redis is there, the circuit stays closed. */
function isRedisReply(error: unknown): boolean {
  return error instanceof Error && (error.name === "ReplyError" || error.name === "UpstashError");
}

/**
 * Rejects when `promise` has not settled `timeoutMs` after the call. The deadline is checked once more
 * after the event loop has polled its sockets (setImmediate runs after the poll phase), so an answer
 * that arrived while the loop was busy elsewhere is not mistaken for a Redis that stopped answering.
 */
function withDeadline<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let settled = false;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => setImmediate(() => !settled && ((settled = true), reject(new RedisUnavailableError(`no answer within ${timeoutMs} ms`, true)))), timeoutMs);
    promise.then(
      (value) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export interface RedisCircuitOptions {
  timeoutMs?: number;
  failuresToOpen?: number;
  halfOpenAfterMs?: number;
  name?: string;
}

export class RedisCircuit {
  private readonly policy: CircuitBreakerPolicy;
  readonly timeoutMs: number;

  constructor(options: RedisCircuitOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? REDIS_COMMAND_TIMEOUT_MS;
    this.policy = circuitBreaker(
      handleWhen((error) => !isRedisReply(error)),
      { halfOpenAfter: options.halfOpenAfterMs ?? HALF_OPEN_AFTER_MS, breaker: new ConsecutiveBreaker(options.failuresToOpen ?? FAILURES_TO_OPEN) },
    );
    const name = options.name ?? "redis";
    this.policy.onBreak((reason) =>
      log("warn", "redis_circuit_open", {
        circuit: name,
        reason: "error" in reason ? reason.error.message : "isolated",
        policy: `counting in-process; probing Redis again in ${options.halfOpenAfterMs ?? HALF_OPEN_AFTER_MS} ms`,
      }),
    );
    this.policy.onReset(() => log("info", "redis_circuit_closed", { circuit: name, policy: "counting in Redis again" }));
  }

  get state(): "closed" | "open" | "half-open" {
    const state = this.policy.state;
    return state === CircuitState.Closed ? "closed" : state === CircuitState.HalfOpen ? "half-open" : "open";
  }

  /**
   * Runs one Redis command (or a short sequence) within the deadline. Throws RedisUnavailableError at
   * once while the circuit is open, and while another call is probing it: nobody waits for the probe.
   */
  async run<T>(command: () => Promise<T>): Promise<T> {
    if (this.policy.state === CircuitState.HalfOpen) throw new RedisUnavailableError("circuit open (a probe is under way)");
    try {
      return await this.policy.execute(() => withDeadline(command(), this.timeoutMs));
    } catch (error) {
      if (error instanceof BrokenCircuitError) throw new RedisUnavailableError("circuit open");
      throw error;
    }
  }
}

const processWide = globalThis as unknown as { contabilistaRedisCircuit?: RedisCircuit };

/** The process's circuit for its Redis (one Redis serves rate limits, slots, attempts and sessions). */
export function redisCircuit(): RedisCircuit {
  const configured = Number(process.env.REDIS_COMMAND_TIMEOUT_MS);
  processWide.contabilistaRedisCircuit ??= new RedisCircuit({ timeoutMs: Number.isFinite(configured) && configured > 0 ? configured : undefined });
  return processWide.contabilistaRedisCircuit;
}
