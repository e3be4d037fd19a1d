import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiRoutePaths, optionsOnly, warmApiRoutes } from "@/lib/transports/server/warm-api-routes";

const manifest = {
  "/api/v1/invoices/route": "app/api/v1/invoices/route.js",
  "/api/v1/invoices/[id]/pdf/route": "app/api/v1/invoices/[id]/pdf/route.js",
  "/api/v1/[...path]/route": "app/api/v1/[...path]/route.js",
  "/api/auth/[...nextauth]/route": "app/api/auth/[...nextauth]/route.js",
  "/(app)/faturas/page": "app/(app)/faturas/page.js",
  "/api/health/route": "app/api/health/route.js",
};

describe("warming the API routes at start (security review L1: the first upload loaded the route's code on the event loop)", () => {
  it("asks every API route of the build, dynamic segments filled, and no page", () => {
    expect(apiRoutePaths(manifest)).toEqual(["/api/auth/_", "/api/health", "/api/v1/_", "/api/v1/invoices", "/api/v1/invoices/_/pdf"]);
  });

  it("sends OPTIONS of each through the handler it is given, one at a time", async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), "warm-routes-"));
    mkdirSync(path.join(distDir, "server"));
    writeFileSync(path.join(distDir, "server", "app-paths-manifest.json"), JSON.stringify(manifest));
    const seen: string[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const handle = async (request: IncomingMessage, response: ServerResponse) => {
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      seen.push(`${request.method} ${request.url}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      response.writeHead(204).end();
    };
    await warmApiRoutes(handle, distDir);
    expect(seen).toEqual(apiRoutePaths(manifest).map((routePath) => `OPTIONS ${routePath}`));
    expect(mostInFlight).toBe(1);
  });

  it("passes nothing but OPTIONS to the app through its private listener", async () => {
    const passed: string[] = [];
    const guarded = optionsOnly(async (request) => {
      passed.push(request.method ?? "");
    });
    const answered: number[] = [];
    const response = { writeHead: (status: number) => (answered.push(status), { end: () => undefined }) } as unknown as ServerResponse;
    await guarded({ method: "POST", url: "/api/v1/invoices" } as IncomingMessage, response);
    await guarded({ method: "GET", url: "/api/v1/invoices" } as IncomingMessage, response);
    await guarded({ method: "OPTIONS", url: "/api/v1/invoices" } as IncomingMessage, response);
    expect(passed).toEqual(["OPTIONS"]);
    expect(answered).toEqual([405, 405]);
  });
});
