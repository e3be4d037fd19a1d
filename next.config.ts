import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Database drivers and the Prisma runtime load native/wasm assets at run time; keep them out of the bundle.
  serverExternalPackages: ["@prisma/client", "@prisma/adapter-pg", "pg", "ioredis"],
  typescript: { tsconfigPath: "tsconfig.json" },
};

export default nextConfig;
