import { connect } from "node:net";
import { describe, expect, inject, it } from "vitest";
import { hashPassword } from "@/lib/domains/auth/password";
import { testDatabase } from "../support/fixtures";
import { signInCookie } from "../support/session";

// Issue 38 M7 / review L6: next-auth's sign-in routes and the OAuth token and registration endpoints
// take bodies from anyone. A 100 MB sign-in form was read whole (three at once: RSS 440 → 1 028 MB)
// and /oauth/token answered a large body with 500. Now a body over a few KB is refused from its
// Content-Length before a byte of it is read: the answer comes while the client has sent almost
// nothing, and the connection is closed.

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
  /** Bytes of the body the client had written when the answer came. */
  bodyBytesSent: number;
}

/** Declares `declaredBytes` of body, sends it slowly in 64 KB pieces, and stops at the first answer. */
function postDeclaring(path: string, declaredBytes: number | "chunked", contentType = "application/x-www-form-urlencoded"): Promise<RawAnswer> {
  const url = new URL(inject("baseUrl"));
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    let received = "";
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const lengthHeader = declaredBytes === "chunked" ? "Transfer-Encoding: chunked" : `Content-Length: ${declaredBytes}`;
    socket.on("connect", () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\nOrigin: ${url.origin}\r\nContent-Type: ${contentType}\r\n${lengthHeader}\r\n\r\n`);
      const piece = Buffer.alloc(65_536, "a");
      timer = setInterval(() => {
        if (declaredBytes !== "chunked" && sent + piece.length > declaredBytes) return;
        socket.write(declaredBytes === "chunked" ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n")]) : piece);
        sent += piece.length;
      }, 20);
    });
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      const end = received.indexOf("\r\n\r\n");
      if (end === -1) return;
      const length = /content-length: (\d+)/i.exec(received.slice(0, end));
      if (length && received.length - end - 4 < Number(length[1])) return;
      clearInterval(timer);
      socket.destroy();
      resolve({ status: Number(received.split(" ")[1]), headers: received.slice(0, end), body: received.slice(end + 4), bodyBytesSent: sent });
    });
    socket.on("error", (error) => {
      clearInterval(timer);
      reject(error);
    });
  });
}

describe("bodies on endpoints open to anyone", () => {
  it("refuses a 100 MB sign-in form with 413 and the envelope before reading it", async () => {
    for (const path of ["/api/auth/callback/credentials", "/api/auth/signin/credentials"]) {
      const started = Date.now();
      const answer = await postDeclaring(path, 100_000_000);
      expect(answer.status, path).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ success: false, error: { code: "payload_too_large", message: expect.stringContaining("8192") } });
      expect(answer.headers.toLowerCase()).toContain("connection: close");
      // Answered from the headers: at most a few pieces of the 100 MB were on the wire.
      expect(answer.bodyBytesSent).toBeLessThan(2_000_000);
      expect(Date.now() - started).toBeLessThan(5_000);
    }
  });

  it("answers /oauth/token and /oauth/register with 413 invalid_request (was 500), and a chunked body with 411", async () => {
    const token = await postDeclaring("/oauth/token", 100_000_000);
    expect(token.status).toBe(413);
    expect(JSON.parse(token.body)).toMatchObject({ error: "invalid_request" });
    const register = await postDeclaring("/oauth/register", 100_000_000, "application/json");
    expect(register.status).toBe(413);
    expect(JSON.parse(register.body)).toMatchObject({ error: "invalid_request" });
    const chunked = await postDeclaring("/api/auth/callback/credentials", "chunked");
    expect(chunked.status).toBe(411);
    expect(JSON.parse(chunked.body)).toMatchObject({ success: false, error: { code: "validation_error" } });
  });

  it("still signs in with an ordinary form", async () => {
    const email = `limite.${Date.now()}@empresa.example`;
    await testDatabase().user.create({ data: { email, name: "Limite", passwordHash: await hashPassword("moinho-azul-de-setembro") } });
    expect(await signInCookie(email, "moinho-azul-de-setembro")).toContain("next-auth.session-token=");
  });
});
