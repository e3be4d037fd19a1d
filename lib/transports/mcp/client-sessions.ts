import { randomUUID } from "node:crypto";
import type IORedis from "ioredis";
import { log } from "@/lib/core/log";
import { redisCircuit } from "@/lib/core/http/redis-circuit";
import { tcpRedis } from "@/lib/core/redis";

// The MCP endpoint stays stateless, but what a client said it can do at `initialize` (elicitation)
// is needed on its later tool calls. So initialize answers with an `Mcp-Session-Id`, and the
// client's capabilities are kept under it for a day: in Redis when REDIS_URL is set (any instance
// can read them), otherwise in this process. A session id is bound to the key or grant that opened it.

const SESSION_TTL_SECONDS = 24 * 60 * 60;
const MAX_IN_PROCESS = 10_000;

export interface ClientSession {
  holder: string;
  elicitation: boolean;
}

const processWide = globalThis as unknown as { contabilistaMcpSessions?: Map<string, ClientSession & { expiresAt: number }>; contabilistaMcpSessionRedis?: IORedis | null };
const inProcess = (processWide.contabilistaMcpSessions ??= new Map());

/** The process's TCP Redis (lib/core/redis.ts) for sessions and answers, or null without REDIS_URL. */
export function sessionRedis(): IORedis | null {
  if (processWide.contabilistaMcpSessionRedis === undefined) {
    processWide.contabilistaMcpSessionRedis = tcpRedis();
    processWide.contabilistaMcpSessionRedis?.on("error", (error) => log("warn", "mcp_session_redis_error", { reason: error.message }));
  }
  return processWide.contabilistaMcpSessionRedis;
}

const redisKey = (sessionId: string) => `ctb:mcp-session:${sessionId}`;

/** Records a client's capabilities after initialize; returns the session id to send back. */
export async function openSession(session: ClientSession): Promise<string> {
  const id = randomUUID();
  const redis = sessionRedis();
  if (redis) {
    try {
      // Within the process's Redis circuit: a Redis that stops answering is not waited on (redis-circuit.ts).
      await redisCircuit().run(() => redis.set(redisKey(id), JSON.stringify(session), "EX", SESSION_TTL_SECONDS));
      return id;
    } catch (error) {
      log("warn", "mcp_session_redis_error", { reason: error instanceof Error ? error.message : String(error) });
    }
  }
  if (inProcess.size >= MAX_IN_PROCESS) inProcess.delete(inProcess.keys().next().value as string);
  inProcess.set(id, { ...session, expiresAt: Date.now() + SESSION_TTL_SECONDS * 1000 });
  return id;
}

/** The session's capabilities, if it exists and belongs to this key or grant. */
export async function findSession(id: string | null, holder: string): Promise<ClientSession | null> {
  if (!id || id.length > 100) return null;
  let session: ClientSession | null = null;
  const local = inProcess.get(id);
  if (local && local.expiresAt > Date.now()) session = local;
  const redis = sessionRedis();
  if (!session && redis) {
    const stored = await redisCircuit()
      .run(() => redis.get(redisKey(id)))
      .catch(() => null);
    session = stored ? (JSON.parse(stored) as ClientSession) : null;
  }
  return session && session.holder === holder ? session : null;
}
