import { isDatabaseUnavailable } from "@/lib/core/http/database-unavailable";

/**
 * Runs a signed-in route handler (exports, PDFs, files): a database outage answers 503 with
 * Retry-After and a sentence in Portuguese, as the API does, not a 500 (security review 2026-11-26 L4).
 */
export async function answeringOutages(handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return new Response("Serviço temporariamente indisponível: tente de novo dentro de alguns segundos.", {
      status: 503,
      headers: { "Retry-After": "5", "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}
