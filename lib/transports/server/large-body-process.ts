import type { Worker } from "node:cluster";
import net from "node:net";
import { MAX_JSON_BODY_BYTES } from "@/lib/core/http/body-limits";

// The large-body process (on with PostgreSQL and Redis; LARGE_BODY_PROCESS=0 turns it off): request bodies
// over the JSON limit (uploads) are read and answered by a server process of their own, which also runs the
// background work (extractions, webhooks, sealing), so the process answering every other request never
// queues behind 10 MB bodies (security review L1). The primary accepts each connection, reads the head of
// its first request, and hands the socket, with the bytes it read, to the process for that kind of request
// (the way cluster hands sockets out, but by content rather than in turn). A connection stays with its
// process: the large-body process closes each connection after its answer, and the requests process closes
// one after answering a large body sent on it (a client reusing a kept-alive connection for an upload), so
// the client's next request arrives on a new connection and goes where it belongs.

/** Which process serves a request. */
export type ServerRole = "requests" | "large-bodies";

/** The environment variable a server process reads its role from. */
export const SERVER_ROLE_VARIABLE = "SERVER_ROLE";

/** What a server process sends the primary once it can be handed connections. */
export const SERVER_READY_MESSAGE = "contabilista:ready";

/** A request head longer than this is not waited for: it goes to the requests process (which refuses it). */
export const REQUEST_HEAD_LIMIT_BYTES = 16_384;
/** How long a connection may take to send its first request's head before it is closed. */
export const REQUEST_HEAD_WAIT_MS = 10_000;

const HEAD_END = Buffer.from("\r\n\r\n");
const SENDS_A_BODY = new Set(["POST", "PUT", "PATCH"]);

/**
 * The process for a request: large when its method sends a body and it declares a length over the JSON
 * limit or no length at all (chunked: the size is unknown until read, as large-body-slots.ts treats it).
 */
export function roleForRequest(method: string, header: (name: "content-length" | "transfer-encoding") => string | undefined): ServerRole {
  if (!SENDS_A_BODY.has(method)) return "requests";
  if (/chunked/i.test(header("transfer-encoding") ?? "")) return "large-bodies";
  const length = Number(header("content-length") ?? Number.NaN);
  return Number.isFinite(length) && length > MAX_JSON_BODY_BYTES ? "large-bodies" : "requests";
}

/** The process for a connection from the bytes received so far: `undefined` while its first request's head is incomplete. */
export function roleForRequestHead(received: Buffer): ServerRole | undefined {
  const end = received.indexOf(HEAD_END);
  if (end === -1) return received.byteLength >= REQUEST_HEAD_LIMIT_BYTES ? "requests" : undefined;
  const [requestLine = "", ...headerLines] = received.subarray(0, end).toString("latin1").split("\r\n");
  const headers = new Map<string, string>();
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return roleForRequest(requestLine.split(" ", 1)[0]!, (name) => headers.get(name));
}

interface HandedConnection {
  kind: "contabilista:connection";
  /** Names the hand-over in the process's acknowledgement. */
  id: number;
  /** The bytes the primary read: the head and whatever of the body came with it. */
  received: string;
}

/** What a server process sends the primary once it holds a handed connection. */
const CONNECTION_TAKEN_MESSAGE = "contabilista:taken";

/** The primary's side of the hand-over: its listener, and what it must hear of its server processes. */
export interface ConnectionRouter {
  server: net.Server;
  /** A message from a server process (acknowledgements of handed connections). */
  heard(worker: Worker, message: unknown): void;
  /** A server process died or lost its channel: the connections it had not acknowledged go to another. */
  lost(worker: Worker): void;
}

/**
 * The primary's listener: reads each connection's first request head and hands the socket to a
 * process of the right role (`pick`, which never returns one of `excluded`), or closes it when none is
 * running. The primary keeps its copy of each socket until the process acknowledges it: a process that
 * dies between being picked and taking the connection (before the primary sees it exit) would otherwise
 * leave the client waiting for ever (Node queues a handle sent to a process that never acknowledges it);
 * its unacknowledged connections go to another process instead.
 */
export function routeConnectionsByRole(pick: (role: ServerRole, excluded: ReadonlySet<Worker>) => Worker | undefined): ConnectionRouter {
  let lastId = 0;
  const unacknowledged = new Map<number, { socket: net.Socket; received: Buffer; role: ServerRole; worker: Worker; excluded: Set<Worker> }>();
  const handOver = (socket: net.Socket, received: Buffer, role: ServerRole, excluded: Set<Worker>) => {
    const worker = pick(role, excluded) ?? pick(role === "requests" ? "large-bodies" : "requests", excluded);
    if (!worker || socket.destroyed) {
      socket.destroy();
      return;
    }
    const id = ++lastId;
    unacknowledged.set(id, { socket, received, role, worker, excluded });
    const message: HandedConnection = { kind: "contabilista:connection", id, received: received.toString("base64") };
    worker.send(message, socket, { keepOpen: true }, (error) => {
      if (error) handOverAgain(id);
    });
  };
  const handOverAgain = (id: number) => {
    const handed = unacknowledged.get(id);
    if (!handed) return;
    unacknowledged.delete(id);
    handed.excluded.add(handed.worker);
    handOver(handed.socket, handed.received, handed.role, handed.excluded);
  };
  // No Nagle delay, as Node's HTTP server sets on the sockets it accepts itself: without it every small
  // answer waited ~40 ms for the client's delayed acknowledgement.
  const server = net.createServer({ noDelay: true }, (socket) => {
    const chunks: Buffer[] = [];
    const closeSlowHead = setTimeout(() => socket.destroy(), REQUEST_HEAD_WAIT_MS);
    socket.on("error", () => socket.destroy());
    socket.once("close", () => clearTimeout(closeSlowHead));
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      const received = chunks.length === 1 ? chunk : Buffer.concat(chunks);
      const role = roleForRequestHead(received);
      if (!role) return;
      clearTimeout(closeSlowHead);
      socket.off("data", onData);
      // Stop reading at once: the rest of the body stays in the kernel for the process it goes to
      // (bytes read here after this point would be lost when the socket is handed over).
      (socket as unknown as { _handle?: { readStop(): void } })._handle?.readStop();
      socket.pause();
      handOver(socket, received, role, new Set());
    };
    socket.on("data", onData);
  });
  return {
    server,
    heard(worker, message) {
      const taken = message as { kind?: string; id?: number } | undefined;
      if (taken?.kind !== CONNECTION_TAKEN_MESSAGE || taken.id === undefined) return;
      const handed = unacknowledged.get(taken.id);
      if (handed?.worker !== worker) return;
      unacknowledged.delete(taken.id);
      // Closes the primary's copy of the descriptor only: the connection stays open in the process that took it.
      handed.socket.destroy();
    },
    lost(worker) {
      for (const [id, handed] of unacknowledged) if (handed.worker === worker) handOverAgain(id);
    },
  };
}

/**
 * A server process's side: serves the connections the primary hands it, starting with the bytes the
 * primary already read, and acknowledges each. Returns the connections being served (for a graceful stop).
 */
export function serveHandedConnections(server: net.Server): Set<net.Socket> {
  const open = new Set<net.Socket>();
  process.on("message", (message: HandedConnection | undefined, socket: net.Socket | undefined) => {
    if (message?.kind !== "contabilista:connection" || !socket) return;
    process.send?.({ kind: CONNECTION_TAKEN_MESSAGE, id: message.id });
    socket.setNoDelay(true);
    open.add(socket);
    socket.once("close", () => open.delete(socket));
    server.emit("connection", socket);
    // The HTTP parser takes these first, then reads the rest from the socket itself.
    socket.emit("data", Buffer.from(message.received, "base64"));
    socket.resume();
  });
  return open;
}
