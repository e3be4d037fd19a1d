/**
 * The address clients use to reach this server: PUBLIC_URL when set (behind a proxy), else the
 * Host the client called (Next.js rewrites request.url's host to "localhost"), else localhost.
 */
export function publicOrigin(headers?: Headers): string {
  if (process.env.PUBLIC_URL) return process.env.PUBLIC_URL.replace(/\/+$/, "");
  const host = headers?.get("x-forwarded-host") ?? headers?.get("host");
  if (host && /^[\w.-]+(:\d+)?$|^\[[0-9a-f:]+\](:\d+)?$/i.test(host)) {
    const protocol = headers?.get("x-forwarded-proto") === "https" ? "https" : "http";
    return `${protocol}://${host}`;
  }
  return `http://localhost:${process.env.PORT ?? 3000}`;
}
