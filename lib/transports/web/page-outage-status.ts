import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

// Next.js lets a server-rendered page choose no status of its own besides 404 and redirects
// (https://github.com/vercel/next.js/discussions/53225), so a page that met a database outage
// would answer 200 or, thrown, 500 (security review 2026-11-26 L4). The custom server
// (lib/transports/server/server.ts) tags each request; a layout that meets the outage notes the tag
// (lib/transports/web/page-outage.ts) before its HTML is sent; when the headers go out, the noted request is
// answered 503 with Retry-After. One process holds both sides, so a process-wide set joins them.

export const PAGE_REQUEST_HEADER = "x-contabilista-page-request";

const processWide = globalThis as unknown as { contabilistaPageOutages?: Set<string> };
const notedOutages = () => (processWide.contabilistaPageOutages ??= new Set<string>());

/** Called by a page's layout that met an outage: this request is to be answered 503. */
export function notePageOutage(pageRequest: string | null): void {
  if (pageRequest) notedOutages().add(pageRequest);
}

/** Called by the custom server for each request (any client copy of the header is overwritten). */
export function answerNotedOutagesWith503(request: IncomingMessage, response: ServerResponse): void {
  const pageRequest = randomUUID();
  request.headers[PAGE_REQUEST_HEADER] = pageRequest;
  const writeHead = response.writeHead;
  // Node sends implicit headers through writeHead too, so this sees every response.
  response.writeHead = function writeHeadUnlessOutage(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (!notedOutages().delete(pageRequest)) return Reflect.apply(writeHead, this, [statusCode, ...rest]);
    this.setHeader("Retry-After", "5");
    // A reason phrase given for the original status ("OK") would not fit 503.
    return Reflect.apply(writeHead, this, [503, ...rest.filter((argument) => typeof argument !== "string")]);
  } as ServerResponse["writeHead"];
  response.once("close", () => notedOutages().delete(pageRequest));
}
