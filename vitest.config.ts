import path from "node:path";
import { defineConfig } from "vitest/config";
import { SERIAL_INTEGRATION_FILES, integrationWorkers } from "./tests/support/integration-groups";

// Three projects, run in this order: fast unit tests of lib/; then the integration tests against the
// real production server (built once, started once per run by the global setup, shared by both
// integration projects) on real PostgreSQL and Redis — the given ones, else the machine's own on their
// standard ports, embedded ones only when none answers (tests/support/test-services.ts) — first the
// files that can share it, several at once where the machine has the cores, then the files that must
// run alone (tests/support/integration-groups.ts says which and why).
const integrationFiles = ["tests/integration/**/*.test.ts", "tests/e2e/**/*.test.ts", "tests/scale/**/*.test.ts"];
const serialFiles = Object.keys(SERIAL_INTEGRATION_FILES);
const workers = integrationWorkers();
const integration = {
  environment: "node" as const,
  globalSetup: ["tests/support/global-setup.ts"],
  testTimeout: 60_000,
  hookTimeout: 300_000,
};

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: {
          ...integration,
          name: "integration-parallel",
          include: integrationFiles,
          exclude: serialFiles,
          fileParallelism: workers > 1,
          maxWorkers: workers,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: { ...integration, name: "integration-serial", include: serialFiles, fileParallelism: false, maxWorkers: 1, sequence: { groupOrder: 2 } },
      },
    ],
  },
});
