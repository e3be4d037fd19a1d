import { describe, expect, it } from "vitest";
import { serverProcessCount } from "@/lib/transports/server/server-processes";

const postgres = { DATABASE_URL: "postgresql://db/app", DATABASE_POOL_MAX: "10" };

describe("how many server processes WEB_CONCURRENCY gives", () => {
  it("runs one process unless asked for more", () => {
    expect(serverProcessCount({ ...postgres, REDIS_URL: "redis://r" })).toBe(1);
    expect(serverProcessCount({ ...postgres, REDIS_URL: "redis://r", WEB_CONCURRENCY: "1" })).toBe(1);
    expect(serverProcessCount({ ...postgres, REDIS_URL: "redis://r", WEB_CONCURRENCY: "nonsense" })).toBe(1);
    expect(serverProcessCount({ ...postgres, REDIS_URL: "redis://r", WEB_CONCURRENCY: "-3" })).toBe(1);
  });

  it("runs as many as asked with PostgreSQL and Redis (TCP or Upstash)", () => {
    expect(serverProcessCount({ ...postgres, REDIS_URL: "redis://r", WEB_CONCURRENCY: "4" })).toBe(4);
    expect(serverProcessCount({ ...postgres, UPSTASH_REDIS_REST_URL: "https://u", UPSTASH_REDIS_REST_TOKEN: "t", WEB_CONCURRENCY: "2.7" })).toBe(2);
  });

  it("stays at one process on the embedded database or without shared rate limits", () => {
    expect(serverProcessCount({ DATABASE_URL: "postgresql://embedded", DATABASE_POOL_MAX: "1", REDIS_URL: "redis://r", WEB_CONCURRENCY: "2" })).toBe(1);
    expect(serverProcessCount({ REDIS_URL: "redis://r", WEB_CONCURRENCY: "2" })).toBe(1);
    expect(serverProcessCount({ ...postgres, WEB_CONCURRENCY: "2" })).toBe(1);
    expect(serverProcessCount({ ...postgres, UPSTASH_REDIS_REST_URL: "https://u", WEB_CONCURRENCY: "2" })).toBe(1);
  });
});
