import { ApiError } from "@/lib/core/api-error";

/**
 * True when the browser says the request came from this site: its Origin names this host, or, with
 * no Origin, Sec-Fetch-Site is `same-origin`. `Origin: null` (sandboxed frames, some redirects,
 * file: pages) and any Origin that is not a URL are another site's.
 */
export function isSameOrigin(origin: string | null | undefined, host: string | null | undefined, fetchSite: string | null | undefined): boolean {
  if (!origin) return fetchSite === "same-origin";
  if (!host || !URL.canParse(origin)) return false;
  return new URL(origin).host === host;
}

/**
 * CSRF guard for cookie-authenticated route handlers that change data. Server actions get the same
 * check from the custom server (lib/transports/server/server.ts) before Next.js sees them.
 */
export function assertSameOrigin(request: Request): void {
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (isSameOrigin(request.headers.get("origin"), host, request.headers.get("sec-fetch-site"))) return;
  throw new ApiError("forbidden", "Request refused: it did not come from this application.", { pt: "Pedido recusado: não veio desta aplicação." });
}
