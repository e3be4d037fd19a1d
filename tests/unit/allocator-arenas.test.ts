import { afterEach, describe, expect, it } from "vitest";
import { allocatorEnvironment } from "@/lib/transports/server/allocator-arenas";

// The server process starts with two glibc arenas unless the operator chose (security review
// 2026-11-26 H2: memory freed by replaced threads stayed resident in their own arenas).

const operatorsValue = process.env.MALLOC_ARENA_MAX;
afterEach(() => {
  if (operatorsValue === undefined) delete process.env.MALLOC_ARENA_MAX;
  else process.env.MALLOC_ARENA_MAX = operatorsValue;
});

describe("allocator arenas of the server process", () => {
  it("asks for two arenas by default", () => {
    delete process.env.MALLOC_ARENA_MAX;
    expect(allocatorEnvironment()).toEqual({ MALLOC_ARENA_MAX: "2" });
  });

  it("keeps the operator's own MALLOC_ARENA_MAX", () => {
    process.env.MALLOC_ARENA_MAX = "4";
    expect(allocatorEnvironment()).toEqual({ MALLOC_ARENA_MAX: "4" });
  });
});
