import { describe, expect, it } from "vitest";
import { serverProcessPlan } from "@/lib/transports/server/server-processes";

const postgres = { DATABASE_URL: "postgresql://db/app", DATABASE_POOL_MAX: "10" };
const requestProcesses = (env: Record<string, string>) => serverProcessPlan(env).requestProcesses;
const oneProcess = { requestProcesses: 1, largeBodyProcess: false };

describe("how many server processes WEB_CONCURRENCY gives", () => {
  it("runs one process unless asked for more", () => {
    expect(requestProcesses({ ...postgres, REDIS_URL: "redis://r" })).toBe(1);
    expect(requestProcesses({ ...postgres, REDIS_URL: "redis://r", WEB_CONCURRENCY: "1" })).toBe(1);
    expect(requestProcesses({ ...postgres, REDIS_URL: "redis://r", WEB_CONCURRENCY: "nonsense" })).toBe(1);
    expect(requestProcesses({ ...postgres, REDIS_URL: "redis://r", WEB_CONCURRENCY: "-3" })).toBe(1);
  });

  it("runs as many as asked with PostgreSQL and Redis (TCP or Upstash)", () => {
    expect(requestProcesses({ ...postgres, REDIS_URL: "redis://r", WEB_CONCURRENCY: "4" })).toBe(4);
    expect(requestProcesses({ ...postgres, UPSTASH_REDIS_REST_URL: "https://u", UPSTASH_REDIS_REST_TOKEN: "t", WEB_CONCURRENCY: "2.7" })).toBe(2);
  });

  it("stays at one process on the embedded database or without shared rate limits", () => {
    expect(requestProcesses({ DATABASE_URL: "postgresql://embedded", DATABASE_POOL_MAX: "1", REDIS_URL: "redis://r", WEB_CONCURRENCY: "2" })).toBe(1);
    expect(requestProcesses({ REDIS_URL: "redis://r", WEB_CONCURRENCY: "2" })).toBe(1);
    expect(requestProcesses({ ...postgres, WEB_CONCURRENCY: "2" })).toBe(1);
    expect(requestProcesses({ ...postgres, UPSTASH_REDIS_REST_URL: "https://u", WEB_CONCURRENCY: "2" })).toBe(1);
  });
});

describe("a process of its own for large bodies (on wherever it can run; LARGE_BODY_PROCESS=0 turns it off)", () => {
  it("is added beside the request processes with PostgreSQL and Redis, unless turned off", () => {
    expect(serverProcessPlan({ ...postgres, REDIS_URL: "redis://r" })).toEqual({ requestProcesses: 1, largeBodyProcess: true });
    expect(serverProcessPlan({ ...postgres, REDIS_URL: "redis://r", LARGE_BODY_PROCESS: "1" })).toEqual({ requestProcesses: 1, largeBodyProcess: true });
    expect(serverProcessPlan({ ...postgres, UPSTASH_REDIS_REST_URL: "https://u", UPSTASH_REDIS_REST_TOKEN: "t", WEB_CONCURRENCY: "3" })).toEqual({ requestProcesses: 3, largeBodyProcess: true });
    expect(serverProcessPlan({ ...postgres, REDIS_URL: "redis://r", LARGE_BODY_PROCESS: "0" })).toEqual(oneProcess);
    expect(serverProcessPlan({ ...postgres, REDIS_URL: "redis://r", LARGE_BODY_PROCESS: "0", WEB_CONCURRENCY: "2" })).toEqual({ requestProcesses: 2, largeBodyProcess: false });
  });

  it("is not started where several processes cannot share the data (the embedded database, no Redis), asked for or not", () => {
    expect(serverProcessPlan({})).toEqual(oneProcess);
    expect(serverProcessPlan({ DATABASE_URL: "postgresql://embedded", DATABASE_POOL_MAX: "1", REDIS_URL: "redis://r" })).toEqual(oneProcess);
    expect(serverProcessPlan({ DATABASE_URL: "postgresql://embedded", DATABASE_POOL_MAX: "1", REDIS_URL: "redis://r", LARGE_BODY_PROCESS: "1" })).toEqual(oneProcess);
    expect(serverProcessPlan({ ...postgres })).toEqual(oneProcess);
    expect(serverProcessPlan({ ...postgres, LARGE_BODY_PROCESS: "1" })).toEqual(oneProcess);
  });
});
