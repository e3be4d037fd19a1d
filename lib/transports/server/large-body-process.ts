import type { Worker } from "node:cluster";
import net from "node:net";
import { MAX_JSON_BODY_BYTES } from "@/lib/core/http/body-limits";

// LARGE_BODY_PROCESS=1: request bodies over the JSON limit (uploads) are read and answered by a server
// process of their own, which also runs the background work (extractions, webhooks, sealing), so the
// process answering every other request never queues behind 10 MB bodies (security review L1). The
// primary accepts each connection, reads the head of its first request, and hands the socket, with the
// bytes it read, to the process for that kind of request (the way cluster hands sockets out, but by
// content rather than in turn). A connection stays with its process: the large-body process closes each
// connection after its answer, and the requests process closes one after answering a large body sent on
// it (a client reusing a kept-alive connection for an upload), so the client's next request arrives on a
// new connection and goes where it belongs.

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
  /** The bytes the primary read: the head and whatever of the body came with it. */
  received: string;
}

/**
 * The primary's listener: reads each connection's first request head and hands the socket to a
 * process of the right role (`pick`), or closes it when none is running.
 */
export function routeConnectionsByRole(pick: (role: ServerRole) => Worker | undefined): net.Server {
  // No Nagle delay, as Node's HTTP server sets on the sockets it accepts itself: without it every small
  // answer waited ~40 ms for the client's delayed acknowledgement.
  return net.createServer({ noDelay: true }, (socket) => {
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
      const worker = pick(role) ?? pick(role === "requests" ? "large-bodies" : "requests");
      if (!worker) {
        socket.destroy();
        return;
      }
      const message: HandedConnection = { kind: "contabilista:connection", received: received.toString("base64") };
      worker.send(message, socket, (error) => {
        if (error) socket.destroy();
      });
    };
    socket.on("data", onData);
  });
}

/**
 * A server process's side: serves the connections the primary hands it, starting with the bytes the
 * primary already read. Returns the connections being served (for a graceful stop).
 */
export function serveHandedConnections(server: net.Server): Set<net.Socket> {
  const open = new Set<net.Socket>();
  process.on("message", (message: HandedConnection | undefined, socket: net.Socket | undefined) => {
    if (message?.kind !== "contabilista:connection" || !socket) return;
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
