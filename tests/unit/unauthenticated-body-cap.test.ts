import { describe, expect, it } from "vitest";
import { tokenEndpoint } from "@/lib/domains/oauth/token-endpoint";
import { unauthenticatedBodyRefusal } from "@/lib/transports/server/unauthenticated-body-cap";

// Issue 38 M7 / review L6: the sign-in and OAuth endpoints, open to anyone, refuse a large body before
// reading it. The custom server asks `unauthenticatedBodyRefusal` first (its real-server test is
// tests/integration/unauthenticated-body-cap.test.ts); the token endpoint also answers its own
// reader's refusal as an OAuth error rather than a 500.

describe("bodies on endpoints open to anyone", () => {
  it("refuses a declared body over the cap: the envelope on next-auth routes, an RFC 6749 error on OAuth", () => {
    const signIn = unauthenticatedBodyRefusal("POST", "/api/auth/callback/credentials?x=1", { "content-length": "100000000" }, "req-1")!;
    expect(signIn.status).toBe(413);
    expect(signIn.headers.Connection).toBe("close");
    expect(JSON.parse(signIn.body)).toMatchObject({ success: false, error: { code: "payload_too_large", requestId: "req-1" } });
    for (const path of ["/oauth/token", "/oauth/register"]) {
      const refusal = unauthenticatedBodyRefusal("POST", path, { "content-length": "16385" }, "req-2")!;
      expect(refusal.status, path).toBe(413);
      expect(JSON.parse(refusal.body)).toMatchObject({ error: "invalid_request" });
    }
  });

  it("refuses a body of unknown length (chunked) with 411, and lets small, body-less and other requests through", () => {
    expect(unauthenticatedBodyRefusal("POST", "/api/auth/signin/credentials", { "transfer-encoding": "chunked" }, "r")!.status).toBe(411);
    expect(unauthenticatedBodyRefusal("POST", "/api/auth/callback/credentials", { "content-length": "300" }, "r")).toBeNull();
    expect(unauthenticatedBodyRefusal("POST", "/api/auth/signout", {}, "r")).toBeNull();
    expect(unauthenticatedBodyRefusal("GET", "/api/auth/session", { "content-length": "100000000" }, "r")).toBeNull();
    expect(unauthenticatedBodyRefusal("POST", "/oauth/token", { "content-length": "16384" }, "r")).toBeNull();
    // Other routes have their own limits after authentication (JSON 1 MB, uploads 12 MB).
    expect(unauthenticatedBodyRefusal("POST", "/api/v1/documents", { "content-length": "10000000" }, "r")).toBeNull();
    expect(unauthenticatedBodyRefusal("POST", "/oauth/tokens-de-outra-coisa", { "content-length": "100000000" }, "r")).toBeNull();
  });

  it("answers the token endpoint's own over-long body with 413 invalid_request, not 500", async () => {
    const chunk = new TextEncoder().encode("a".repeat(8_192));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 4) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request("http://localhost/oauth/token", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body, duplex: "half" } as RequestInit);
    const response = await tokenEndpoint(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: "invalid_request" });
  });
});
