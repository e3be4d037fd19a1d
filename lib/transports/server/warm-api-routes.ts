import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { log } from "@/lib/core/log";

// Next.js loads an API route's own code (the registry, the domains it imports) on the route's first
// request, on the event loop: the first upload after a start held it ~0.5 s, and every request
// waiting meanwhile waited with it (security review L1, measured with a CPU profile of the upload
// bench). Next's own start-up preload stops short of that code. So once the server listens, it asks
// its own request handler OPTIONS of every API route, one at a time: Next answers OPTIONS from the
// route's exports (no route of ours handles it), which loads the code and runs none of it — no
// authentication, rate limit, audit or database. The requests go through a private loopback listener
// of this process (`exclusive`: under cluster, the public port's connections go to any process).

const DYNAMIC_SEGMENT = /\[{1,2}\.{0,3}[^\]]+\]{1,2}/g;

/** The API routes of a build, as request paths (`/api/v1/invoices/[id]/pdf` → `/api/v1/invoices/_/pdf`). */
export function apiRoutePaths(appPathsManifest: Record<string, string>): string[] {
  return Object.keys(appPathsManifest)
    .filter((entry) => entry.startsWith("/api/") && entry.endsWith("/route"))
    .map((entry) => entry.slice(0, -"/route".length).replace(DYNAMIC_SEGMENT, "_"))
    .sort();
}

function readAppPathsManifest(distDir: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(path.join(distDir, "server", "app-paths-manifest.json"), "utf8")) as Record<string, string>;
  } catch {
    return {};
  }
}

type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/**
 * The private listener passes on OPTIONS only: it skips the public server's guards (client address,
 * forwarded host, foreign posts, body caps), so any other request a local process sends it in those
 * few seconds is refused.
 */
export function optionsOnly(handle: RequestHandler): RequestHandler {
  return async (request, response) => {
    if (request.method !== "OPTIONS") {
      response.writeHead(405, { Allow: "OPTIONS" }).end();
      return;
    }
    await handle(request, response);
  };
}

/** Loads every API route's code into this process by asking `handle` OPTIONS of each; resolves when all answered. */
export async function warmApiRoutes(handle: RequestHandler, distDir = path.join(process.cwd(), ".next")): Promise<void> {
  const startedAt = performance.now();
  const paths = apiRoutePaths(readAppPathsManifest(distDir));
  const warmOnly = optionsOnly(handle);
  const loopback = createServer((request, response) => void warmOnly(request, response));
  await new Promise<void>((resolve) => loopback.listen({ port: 0, host: "127.0.0.1", exclusive: true }, resolve));
  const origin = `http://127.0.0.1:${(loopback.address() as AddressInfo).port}`;
  let failed = 0;
  try {
    for (const routePath of paths) {
      // One at a time: each load holds the event loop, and requests that arrive meanwhile get their turn between them.
      const answered = await fetch(origin + routePath, { method: "OPTIONS", signal: AbortSignal.timeout(10_000) })
        .then(async (response) => {
          await response.body?.cancel();
          return true;
        })
        .catch(() => false);
      if (!answered) failed++;
    }
  } finally {
    loopback.close();
  }
  log(failed ? "warn" : "info", "api_routes_warmed", { routes: paths.length, failed, ms: Math.round(performance.now() - startedAt) });
}
