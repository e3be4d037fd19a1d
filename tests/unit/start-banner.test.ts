import { describe, expect, it } from "vitest";
import { startBanner } from "@/lib/transports/server/start-banner";

const facts = { created: true, seededDemo: true, rateLimits: "Redis", baseUrl: "http://localhost:3000" };

describe("the npm start banner", () => {
  it("prints the all-scope demo key for the embedded demo database", () => {
    const banner = startBanner({ ...facts, database: "embedded PGlite in .data/", demoKey: "ctb_live_demo_secret" });
    expect(banner).toContain("Demo API key: ctb_live_demo_secret");
  });

  it("never prints a key when the database came from DATABASE_URL", () => {
    const banner = startBanner({ ...facts, database: "PostgreSQL from DATABASE_URL" });
    expect(banner).not.toMatch(/ctb_live_/);
    expect(banner).toContain("npm run keys -- create");
  });

  it("prints the published demo password only when the demo owner was seeded", () => {
    const configured = startBanner({ ...facts, created: false, seededDemo: false, database: "PostgreSQL from DATABASE_URL" });
    expect(configured).not.toContain("demo-contabilista");
    expect(configured).not.toContain("demo@contabilista.example");
    expect(configured).toContain("/registar");
    expect(startBanner({ ...facts, database: "embedded PGlite in .data/" })).toContain("demo@contabilista.example / demo-contabilista");
  });
});
