import cluster from "node:cluster";
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { CLIENT_ADDRESS_HEADER, trustClientAddressHeader } from "@/lib/domains/auth/client-address";
import { log } from "@/lib/core/log";
import { describeMailTransport } from "@/lib/core/mail/send-mail";
import { answerNotedOutagesWith503 } from "@/lib/transports/web/page-outage-status";
import { isSameOrigin } from "@/lib/transports/web/same-origin";
import { dropUntrustedForwardedHost, parseTrustedProxies, resolveClientAddress } from "./forwarded-client";
import { capHeapGrowth } from "./heap-growth";
import { unauthenticatedBodyRefusal } from "./unauthenticated-body-cap";
import { warmApiRoutes } from "./warm-api-routes";
import { lowerLargeBodyProcessPriority } from "@/lib/core/threads/lower-thread-priority";
import { roleForRequest, type ServerRole, SERVER_READY_MESSAGE, SERVER_ROLE_VARIABLE, serveHandedConnections } from "./large-body-process";
import { runsSeveralProcesses, serverProcessPlan, superviseServerProcesses } from "./server-processes";

// The HTTP server `npm start`, `npm run dev` and the tests run: Next.js's own request handler behind
// a plain Node server (https://nextjs.org/docs/app/guides/custom-server), so that every request
// carries the address it really came from (App Router handlers cannot see the socket), and so that
// a server action from another origin is refused with 403 rather than Next.js's 500, and so that an
// oversized body to an endpoint open to anyone is refused before it is read (unauthenticated-body-cap.ts).
// With WEB_CONCURRENCY=N (and PostgreSQL and Redis), N such servers share the port (server-processes.ts);
// with a large-body process (server-processes.ts) one more serves the large bodies, handed to it by the primary (large-body-process.ts).
// Usage: node --import tsx lib/transports/server/server.ts [--dev] --port <n> [--hostname <h>]

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

const dev = process.argv.includes("--dev");
const port = Number(option("--port") ?? process.env.PORT ?? 3000);
const hostname = option("--hostname");
const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES);
/** Set when the primary hands this process its connections (a large-body process); unset when it listens itself. */
const role = process.env[SERVER_ROLE_VARIABLE] as ServerRole | undefined;
if (role === "large-bodies") lowerLargeBodyProcessPriority();

/** POSTs that other sites and programs make by design: the API (bearer keys, no cookies) and OAuth's token endpoints. */
function crossOriginByDesign(url: string | undefined): boolean {
  const path = (url ?? "/").split("?")[0]!;
  return path.startsWith("/api/") || path === "/oauth/token" || path === "/oauth/register" || path === "/oauth/revoke";
}

// Every other POST is a server action or a signed-in route handler: with JavaScript a server action
// carries Next-Action, without it (a plain form post) it does not, so all of them are checked here
// (security review 2026-11-26 L2: a no-JS form post without Origin used to reach the action).
function refuseForeignPost(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== "POST" || (!request.headers["next-action"] && crossOriginByDesign(request.url))) return false;
  const host = (request.headers["x-forwarded-host"] as string | undefined) ?? request.headers.host;
  if (isSameOrigin(request.headers.origin, host, request.headers["sec-fetch-site"] as string | undefined)) return false;
  const requestId = randomUUID();
  response.writeHead(403, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", "X-Request-Id": requestId });
  response.end(JSON.stringify({ success: false, error: { code: "forbidden", message: "Request refused: it did not come from this application.", requestId } }));
  return true;
}

function refuseUnauthenticatedBody(request: IncomingMessage, response: ServerResponse): boolean {
  const refusal = unauthenticatedBodyRefusal(request.method, request.url, request.headers, randomUUID());
  if (!refusal) return false;
  response.writeHead(refusal.status, refusal.headers);
  // Closes the connection once answered, so the unread body is never taken in.
  response.end(refusal.body, () => request.socket.destroy());
  return true;
}

async function main(): Promise<void> {
  capHeapGrowth();
  // Loaded here, not at the top: a primary that only supervises server processes never needs it.
  const { default: next } = await import("next");
  const app = next({ dev, hostname: hostname ?? "localhost", port });
  const handle = app.getRequestHandler();
  await app.prepare();
  trustClientAddressHeader();
  const server = createServer((request, response) => {
    dropUntrustedForwardedHost(request.headers, request.socket.remoteAddress ?? "", trustedProxies);
    // Overwrites any copy the client sent.
    request.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(request.socket.remoteAddress ?? "", request.headers["x-forwarded-for"], trustedProxies);
    // A connection stays with the process it was handed to: close it after a request that belongs to the
    // other one, so the client's next request comes on a new connection (large-body-process.ts).
    if (role && role !== roleForRequest(request.method ?? "GET", (name) => request.headers[name] as string | undefined)) response.setHeader("Connection", "close");
    if (refuseForeignPost(request, response)) return;
    if (refuseUnauthenticatedBody(request, response)) return;
    answerNotedOutagesWith503(request, response);
    void handle(request, response);
  });
  // Idle kept-alive connections stay open longer than clients and proxies keep theirs (60 s is the common idle
  // timeout): with Node's 5 s, a client reusing its socket as the server closed it got ECONNRESET. The header
  // timeout stays above it, as Node requires for the two not to race.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const handed = role ? serveHandedConnections(server) : undefined;
  if (handed) process.send?.({ kind: SERVER_READY_MESSAGE });
  else await new Promise<void>((resolve) => (hostname ? server.listen(port, hostname, resolve) : server.listen(port, resolve)));
  if (!dev) void warmApiRoutes(handle);
  // Where verification, reset and invitation emails go (an outbox file when SMTP_URL is not set).
  log(process.env.SMTP_URL ? "info" : "warn", "mail_transport", { transport: describeMailTransport() });
  const stop = () => {
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 3_000).unref();
    if (!handed) {
      server.close(() => process.exit(0));
      return;
    }
    // Handed connections are not the server's own (it never listened): exit once they are answered.
    const exitWhenAnswered = () => (handed.size === 0 ? process.exit(0) : setTimeout(exitWhenAnswered, 50));
    exitWhenAnswered();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

const plan = dev ? { requestProcesses: 1, largeBodyProcess: false } : serverProcessPlan();
if (runsSeveralProcesses(plan) && cluster.isPrimary) {
  superviseServerProcesses(plan, { port, hostname });
} else {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
