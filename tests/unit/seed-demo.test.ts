import { describe, expect, it } from "vitest";
import { shouldSeedDemo } from "@/lib/transports/server/seed-demo";

describe("where npm start seeds the demo company and its owner", () => {
  it("into the embedded database", () => {
    expect(shouldSeedDemo(true, ["node", "start.ts"], {})).toBe(true);
  });

  it("never into a database named by DATABASE_URL unless asked", () => {
    expect(shouldSeedDemo(false, ["node", "start.ts"], {})).toBe(false);
    expect(shouldSeedDemo(false, ["node", "start.ts"], { CONTABILISTA_SEED_DEMO: "0" })).toBe(false);
    expect(shouldSeedDemo(false, ["node", "start.ts", "--demo"], {})).toBe(true);
    expect(shouldSeedDemo(false, ["node", "start.ts"], { CONTABILISTA_SEED_DEMO: "1" })).toBe(true);
  });
});
