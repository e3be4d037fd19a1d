import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/core/api-error";
import { readBodyWithLimit, readJsonBody } from "@/lib/core/http/read-body";

function jsonRequest(body: BodyInit, headers: Record<string, string> = { "content-type": "application/json" }) {
  return new Request("http://test/api/v1/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => null, (caught) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("request bodies", () => {
  it("parses JSON objects", async () => {
    expect(await readJsonBody(jsonRequest('{"a":1}'))).toEqual({ a: 1 });
    expect(await readJsonBody(jsonRequest('{"a":1}', { "content-type": "application/merge-patch+json" }))).toEqual({ a: 1 });
  });

  it("treats an empty body as an empty object", async () => {
    expect(await readJsonBody(jsonRequest(""))).toEqual({});
  });

  it("refuses malformed JSON naming the problem", async () => {
    const error = await failure(readJsonBody(jsonRequest('{"a":')));
    expect(error.code).toBe("validation_error");
    expect(error.message).toMatch(/Malformed JSON/);
  });

  it("refuses other content types", async () => {
    const error = await failure(readJsonBody(jsonRequest("a=1", { "content-type": "application/x-www-form-urlencoded" })));
    expect(error.code).toBe("validation_error");
    expect(error.message).toMatch(/application\/json/);
  });

  it("refuses a declared Content-Length over the limit before reading", async () => {
    const request = jsonRequest("{}", { "content-type": "application/json", "content-length": "5000000" });
    const error = await failure(readBodyWithLimit(request, 1000));
    expect(error.code).toBe("payload_too_large");
    expect(error.status).toBe(413);
  });

  it("cuts a streamed body as soon as it passes the limit", async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
        if (pulled > 10_000) controller.close();
      },
    });
    const error = await failure(readBodyWithLimit(jsonRequest(stream, {}), 4096));
    expect(error.code).toBe("payload_too_large");
    expect(pulled).toBeLessThan(10);
  });

  it("security review L5: a client that goes away mid-body is a 400, never read as a database outage", async () => {
    const { isDatabaseUnavailable } = await import("@/lib/core/http/database-unavailable");
    const aborted = Object.assign(new Error("aborted"), { code: "ECONNRESET" });
    const cutOff = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"a":'));
        },
        pull(controller) {
          controller.error(aborted);
        },
      });
    const bodyHeaders: Record<string, string>[] = [{ "content-type": "application/json" }, { "content-type": "application/json", "content-length": "5000" }];
    for (const headers of bodyHeaders) {
      const error = await failure(readBodyWithLimit(jsonRequest(cutOff(), headers), 10_000));
      expect(error.code).toBe("validation_error");
      expect(error.details).toEqual([{ path: "body", message: "cut off" }]);
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });

  it("security review M4: a large body trickled below the minimum rate is cut at the end of a window; a steady one is read whole", async () => {
    const trickle = (chunkBytes: number, everyMs: number, chunks: number) => {
      let sent = 0;
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (sent === chunks) return controller.close();
          await new Promise((resolve) => setTimeout(resolve, everyMs));
          sent++;
          controller.enqueue(new Uint8Array(chunkBytes));
        },
      });
    };
    const started = Date.now();
    const slow = await failure(readBodyWithLimit(jsonRequest(trickle(1024, 100, 1000)), 5_000_000, { rateWindowMs: 500 }));
    expect(slow.details).toEqual([{ path: "body", message: "sent too slowly" }]);
    expect(slow.message).toMatch(/slower than 16 KB\/s/);
    expect(Date.now() - started).toBeLessThan(2_000);
    // 64 KB every 100 ms (640 KB/s) over several windows arrives whole.
    expect((await readBodyWithLimit(jsonRequest(trickle(65_536, 100, 20)), 5_000_000, { rateWindowMs: 500 })).byteLength).toBe(20 * 65_536);
    // Small bodies have no pace: a JSON body may take its time.
    expect((await readBodyWithLimit(jsonRequest(trickle(10, 100, 8)), 1_000, { rateWindowMs: 200 })).byteLength).toBe(80);
  });
});
