import type IORedis from "ioredis";
import { redisCircuit } from "@/lib/core/http/redis-circuit";
import { tcpRedisSubscriber } from "@/lib/core/redis";
import { sessionRedis } from "./client-sessions";

// A request the server sends a client (elicitation/create) is answered by the client in a new POST,
// which may reach another instance. The waiting tool call registers here under (session, request
// id); the answer is handed over in this process, or published on Redis for the instance that waits.

type Answer = { result?: unknown; error?: unknown };

const processWide = globalThis as unknown as { contabilistaMcpWaiting?: Map<string, (answer: Answer) => void>; contabilistaMcpAnswerSubscriber?: IORedis };
const waiting = (processWide.contabilistaMcpWaiting ??= new Map());
const CHANNEL = "ctb:mcp-answers";

const slot = (sessionId: string, requestId: string | number) => `${sessionId} ${String(requestId)}`;

function subscribeOnce(): void {
  if (processWide.contabilistaMcpAnswerSubscriber) return;
  const subscriber = tcpRedisSubscriber();
  if (!subscriber) return;
  processWide.contabilistaMcpAnswerSubscriber = subscriber;
  subscriber.on("message", (_channel, payload) => {
    const { key, answer } = JSON.parse(payload) as { key: string; answer: Answer };
    waiting.get(key)?.(answer);
  });
  void subscriber.subscribe(CHANNEL).catch(() => undefined);
}

/** Waits for the client's answer to a request sent in this session; null after `timeoutMs`. */
export function awaitAnswer(sessionId: string, requestId: string, timeoutMs: number): Promise<Answer | null> {
  subscribeOnce();
  const key = slot(sessionId, requestId);
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(null), timeoutMs);
    function finish(answer: Answer | null) {
      clearTimeout(timer);
      waiting.delete(key);
      resolve(answer);
    }
    waiting.set(key, finish);
  });
}

/** Hands a client's answer to the tool call waiting for it, here or on another instance. */
export async function deliverAnswer(sessionId: string, message: { id?: string | number | null } & Answer): Promise<void> {
  if (message.id === undefined || message.id === null) return;
  const key = slot(sessionId, message.id);
  const answer = { result: message.result, error: message.error };
  const local = waiting.get(key);
  if (local) return local(answer);
  const redis = sessionRedis();
  if (redis) await redisCircuit().run(() => redis.publish(CHANNEL, JSON.stringify({ key, answer }))).catch(() => undefined);
}
