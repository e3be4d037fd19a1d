import { ApiError } from "@/lib/http/api-error";

/**
 * CSRF guard for cookie-authenticated route handlers that change data: the browser's Origin (or,
 * failing that, Sec-Fetch-Site) must say the request came from this site. Server actions get the
 * same check from Next.js itself.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (origin) {
    if (host && new URL(origin).host === host) return;
  } else if (request.headers.get("sec-fetch-site") === "same-origin") {
    return;
  }
  throw new ApiError("unauthorized", "Pedido recusado: não veio desta aplicação.");
}
