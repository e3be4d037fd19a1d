import { errorDocUrl } from "@/lib/core/api-error";

// Endpoints anyone may post to without a key or a session: next-auth's sign-in routes and the OAuth
// token and registration endpoints. Their bodies are a few form fields or a small JSON document, yet
// next-auth reads whatever arrives whole (a 100 MB form took RSS up by hundreds of MB, issue 38 M7).
// The custom server (server.ts) refuses an oversized declared body before Next.js reads a byte, and
// a body without a Content-Length (chunked), whose size is unknown until it has been read, with 411:
// browsers and OAuth clients always send a length for these. Node's parser then delimits the body by
// that length, so a client cannot send more than it declared.

export interface BodyCap {
  /** Path prefix the cap applies to. */
  prefix: string;
  maxBytes: number;
  /** How errors look there: the API's envelope, or an RFC 6749 §5.2 error (OAuth clients parse that). */
  errors: "envelope" | "oauth";
}

export const UNAUTHENTICATED_BODY_CAPS: readonly BodyCap[] = [
  // A sign-in form: csrfToken, email, password (≤ 200 characters), callbackUrl.
  { prefix: "/api/auth/", maxBytes: 8_192, errors: "envelope" },
  // The same limits the handlers apply when they read (token-endpoint.ts, register-client.ts).
  { prefix: "/oauth/token", maxBytes: 16_384, errors: "oauth" },
  { prefix: "/oauth/register", maxBytes: 16_384, errors: "oauth" },
  { prefix: "/oauth/revoke", maxBytes: 16_384, errors: "oauth" },
];

export interface BodyCapRefusal {
  status: 411 | 413;
  headers: Record<string, string>;
  body: string;
}

const METHODS_WITHOUT_BODY = new Set(["GET", "HEAD", "OPTIONS"]);

/** The answer to a request whose body is over its endpoint's cap (or of unknown length), or null to let it through. */
export function unauthenticatedBodyRefusal(
  method: string | undefined,
  url: string | undefined,
  headers: { "content-length"?: string; "transfer-encoding"?: string },
  requestId: string,
): BodyCapRefusal | null {
  if (!method || METHODS_WITHOUT_BODY.has(method.toUpperCase())) return null;
  const path = (url ?? "/").split("?")[0]!;
  const cap = UNAUTHENTICATED_BODY_CAPS.find((candidate) => path === candidate.prefix || path.startsWith(candidate.prefix.endsWith("/") ? candidate.prefix : `${candidate.prefix}/`));
  if (!cap) return null;
  const declared = headers["content-length"] === undefined ? null : Number(headers["content-length"]);
  let status: 411 | 413;
  let message: string;
  if (declared === null) {
    // No length and no chunked body means no body at all (HTTP/1.1 §6.3); chunked means unknown.
    if (!headers["transfer-encoding"]) return null;
    status = 411;
    message = `Send this request with a Content-Length (at most ${cap.maxBytes} bytes).`;
  } else if (declared > cap.maxBytes) {
    status = 413;
    message = `The body is larger than this endpoint accepts (at most ${cap.maxBytes} bytes).`;
  } else {
    return null;
  }
  // The unread body is never consumed: the connection is closed after the answer.
  const common = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", Connection: "close", "X-Request-Id": requestId };
  const code = status === 413 ? "payload_too_large" : "validation_error";
  const body =
    cap.errors === "oauth"
      ? JSON.stringify({ error: "invalid_request", error_description: message })
      : JSON.stringify({ success: false, error: { code, message, requestId, docUrl: errorDocUrl(code), details: [{ path: "body", message: status === 413 ? "too large" : "Content-Length missing" }] } });
  // A plain body with its length (not chunked): the connection ends right after it.
  const headersOut: Record<string, string> = { ...common, "Content-Length": String(Buffer.byteLength(body)) };
  if (cap.errors === "oauth") headersOut["Access-Control-Allow-Origin"] = "*";
  return { status, headers: headersOut, body };
}
