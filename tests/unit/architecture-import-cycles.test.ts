import path from "node:path";
import madge from "madge";
import { describe, expect, it } from "vitest";

// The registry sits above the capabilities it lists; a capability that needs the registry receives
// what it needs from its caller. A cycle (also one hidden behind `await import`) fails here.

const ROOT = path.resolve(import.meta.dirname, "../..");

describe("import graph", () => {
  it("has no cycles in lib/, app/ or components/", async () => {
    const graph = await madge(["lib", "app", "components"].map((folder) => path.join(ROOT, folder)), {
      baseDir: ROOT,
      fileExtensions: ["ts", "tsx"],
      tsConfig: path.join(ROOT, "tsconfig.json"),
      excludeRegExp: [/generated\//],
    });
    expect(Object.keys(graph.obj()).length).toBeGreaterThan(100); // the graph was really read
    expect(graph.circular()).toEqual([]);
  }, 60_000);
});
