import type { NextConfig } from "next";
import { API_CONTENT_SECURITY_POLICY, COMMON_SECURITY_HEADERS, FRAMEABLE_FILE_PATH } from "./lib/core/security/content-security-policy";

const asHeaders = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Database drivers and the Prisma runtime load native/wasm assets at run time; keep them out of the bundle.
  // xmllint-wasm starts a worker thread from a file next to its own module (UBL schema checks).
  serverExternalPackages: ["@prisma/client", "@prisma/adapter-pg", "pg", "ioredis", "piscina", "xmllint-wasm"],
  typescript: { tsconfigPath: "tsconfig.json" },
  // Pages also get a per-request CSP with a nonce from proxy.ts.
  async headers() {
    return [
      { source: "/:path*", headers: asHeaders(COMMON_SECURITY_HEADERS) },
      { source: "/api/:path*", headers: asHeaders({ "Content-Security-Policy": API_CONTENT_SECURITY_POLICY }) },
      // The last match wins: a document's file may be framed by the app's own review page (its policy: the route).
      { source: FRAMEABLE_FILE_PATH, headers: asHeaders({ "X-Frame-Options": "SAMEORIGIN" }) },
    ];
  },
};

export default nextConfig;
