import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/core/api-error";
import { errorResponse } from "@/lib/core/http/respond";
import { formatIssuePath } from "@/lib/core/http/validation";

describe("error responses", () => {
  it("turns an ApiError into the envelope with its status", async () => {
    const response = errorResponse(new ApiError("insufficient_scope", "needs 'read'"), "req-1", new Headers());
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, error: { code: "insufficient_scope", message: "needs 'read'", requestId: "req-1", docUrl: "/docs/api#error-insufficient_scope" } });
  });

  it("hides unexpected errors behind internal_error with the request id, never the stack", async () => {
    const original = console.error;
    console.error = () => undefined;
    try {
      const response = errorResponse(new TypeError("secret detail at /srv/app.ts:12"), "req-2", new Headers());
      const text = await response.text();
      expect(response.status).toBe(500);
      expect(JSON.parse(text).error.code).toBe("internal_error");
      expect(text).toContain("req-2");
      expect(text).not.toContain("secret detail");
      expect(text).not.toContain("app.ts");
    } finally {
      console.error = original;
    }
  });

  it("answers 503 with Retry-After when the database cannot be reached", async () => {
    const original = console.error;
    console.error = () => undefined;
    try {
      const cause = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
      const response = errorResponse(new Error("query failed", { cause }), "req-3", new Headers());
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect((await response.json()).error.code).toBe("service_unavailable");
    } finally {
      console.error = original;
    }
  });

  it("answers 503 when the connection is closed in the middle of a raw query (Prisma's driver-adapter wording)", async () => {
    const original = console.error;
    console.error = () => undefined;
    try {
      // Seen in the fault test: PostgreSQL cut during a bank import's raw insert.
      const error = Object.assign(new Error("Invalid `prisma.$queryRaw()` invocation:\n\nRaw query failed. Code: `N/A`. Message: `Server has closed the connection.`"), { code: "P2010" });
      expect(errorResponse(error, "req-4", new Headers()).status).toBe(503);
    } finally {
      console.error = original;
    }
  });

  it("names field paths the way clients write them", () => {
    expect(formatIssuePath(["lines", 0, "unitEuros"])).toBe("lines[0].unitEuros");
    expect(formatIssuePath([])).toBe("body");
  });
});
