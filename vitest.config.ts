import path from "node:path";
import { defineConfig } from "vitest/config";

// Two projects: fast unit tests of lib/, and integration tests against the real production server
// (built once, started once per run) on real PostgreSQL and Redis: the given ones, else the machine's
// own on their standard ports, embedded ones only when none answers (tests/support/test-services.ts).
export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts", "tests/e2e/**/*.test.ts", "tests/scale/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
