import http from "node:http";
import { inject } from "vitest";

// Requests to the server under test from a chosen loopback address (127.0.0.0/8 all reach it on
// Linux): the server keys per-client limits on the socket's address, so tests that exhaust a
// client's budget use an address of their own and leave 127.0.0.1 to the rest of the suite.

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export function requestFrom(
  localAddress: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string; baseUrl?: string } = {},
): Promise<RawResponse> {
  const url = new URL(path, options.baseUrl ?? inject("baseUrl"));
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method, localAddress, headers: options.headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString("utf8") }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

function cookiesOf(response: RawResponse): string[] {
  return (response.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0]!);
}

/**
 * Signs in through next-auth's credentials endpoint as the sign-in form posts it. Returns next-auth's
 * verdict ("ok", "CredentialsSignin", "rate_limited") and, on success, the session cookie header.
 */
export async function signInFrom(
  localAddress: string,
  email: string,
  password: string,
  options: { headers?: Record<string, string>; baseUrl?: string } = {},
): Promise<{ verdict: string; cookie: string }> {
  const { baseUrl, headers: extraHeaders = {} } = options;
  const csrf = await requestFrom(localAddress, "GET", "/api/auth/csrf", { headers: extraHeaders, baseUrl });
  const { csrfToken } = JSON.parse(csrf.text) as { csrfToken: string };
  const response = await requestFrom(localAddress, "POST", "/api/auth/callback/credentials", {
    headers: { ...extraHeaders, "content-type": "application/x-www-form-urlencoded", cookie: cookiesOf(csrf).join("; "), "x-auth-return-redirect": "1" },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }).toString(),
    baseUrl,
  });
  const { url } = JSON.parse(response.text) as { url: string };
  return { verdict: new URL(url).searchParams.get("error") ?? "ok", cookie: cookiesOf(response).join("; ") };
}
