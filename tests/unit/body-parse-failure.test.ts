import { describe, expect, it, vi } from "vitest";

// What the client is told when the body-parsing thread itself fails (a crashed or exhausted worker):
// the server's fault (500, no stack), never a 400 blaming the body. A real thread cannot be made to
// fail from a test, so parseJson is replaced here by a stand-in that fails the way piscina does
// (a plain Error), and, for contrast, by one that fails as JSON.parse does (a SyntaxError).
const parseJson = vi.hoisted(() => vi.fn<(bytes: Uint8Array) => Promise<unknown>>());
vi.mock("@/lib/core/http/off-thread-body", () => ({ parseJson }));

const { readJsonBody } = await import("@/lib/core/http/read-body");
const { singleMessage } = await import("@/lib/transports/mcp/json-rpc-message");
const { errorResponse } = await import("@/lib/core/http/respond");
const { ApiError } = await import("@/lib/core/api-error");

const threadFailure = () => new Error("Terminating worker thread\n    at WorkerPool.secret (/srv/app/node_modules/piscina/dist/index.js:1:1)");
const body = new TextEncoder().encode('{"jsonrpc":"2.0","id":1,"method":"tools/list"}');
const jsonRequest = () => new Request("http://test/api/v1/x", { method: "POST", body, headers: { "content-type": "application/json" } });

describe("a failed body-parsing thread", () => {
  it("is the server's error on REST: 500 internal_error without the stack, not 400", async () => {
    parseJson.mockRejectedValueOnce(threadFailure());
    const error = await readJsonBody(jsonRequest()).then(() => null, (caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    const response = errorResponse(error, "req-1", new Headers());
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text).error.code).toBe("internal_error");
    expect(text).not.toMatch(/piscina|WorkerPool|node_modules/);
  });

  it("is the server's error on MCP too, not a -32700 parse error", async () => {
    parseJson.mockRejectedValueOnce(threadFailure());
    await expect(singleMessage(body)).rejects.toThrow("Terminating worker thread");
  });

  it("while JSON.parse's own complaint stays the client's: 400 on REST, -32700 on MCP", async () => {
    parseJson.mockRejectedValueOnce(new SyntaxError("Unexpected end of JSON input"));
    const error = await readJsonBody(jsonRequest()).then(() => null, (caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).code).toBe("validation_error");
    parseJson.mockRejectedValueOnce(new SyntaxError("Unexpected end of JSON input"));
    const refused = await singleMessage(body);
    expect("refusal" in refused && (await refused.refusal.json()).error.code).toBe(-32700);
  });
});
