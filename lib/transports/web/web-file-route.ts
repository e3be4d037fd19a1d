import { ApiError, type ErrorCode } from "@/lib/core/api-error";
import { refusalText } from "@/lib/core/refusal-text";
import { currentSession } from "@/lib/domains/auth/session";
import type { OperationContext } from "@/lib/kernel/operation";
import { answeringOutages } from "./database-outage";
import { workspace } from "./workspace";

// The web app's downloads (invoice, receipt and VAT-return PDFs, the e-invoice, SAF-T, an expense's own
// file) are one route shape: the signed-in user's workspace, one operation that answers a file, the file
// sent with private no-store caching, and the operation's refusals turned into short Portuguese answers.
// The web app never calls the API with a key, so these routes are how its pages link to files.

/** What a file operation answers. */
export interface WebFile {
  fileName: string;
  contentType: string;
  body: Uint8Array | ReadableStream<Uint8Array>;
}

/** A refusal's answer on the web: its status and its Portuguese text (`refusalText` gives the operation's own when it has one). */
type Refusal = { status: number; text: (error: ApiError) => string };

export interface WebFileRouteOptions {
  /** `attachment` downloads; `inline` shows it in the browser (an expense's own file, framed by its page). */
  disposition: "attachment" | "inline";
  /** Headers beside the common ones (e.g. the file's own Content-Security-Policy). */
  headers?: (file: WebFile) => Record<string, string>;
  /** The operation's refusals this route answers itself; any other error propagates. */
  refusals: Partial<Record<ErrorCode, Refusal>>;
}

/** A file name safe inside a quoted Content-Disposition parameter: the API's rule (letters, digits, `.`, `_`, `-`). */
export function dispositionFileName(fileName: string): string {
  return fileName.replace(/[^\w.-]+/g, "_");
}

/** The response for a file: its type, how to show it, nosniff and private no-store caching. */
export function webFileResponse(file: WebFile, options: Pick<WebFileRouteOptions, "disposition" | "headers">): Response {
  const body = file.body instanceof ReadableStream ? file.body : Buffer.from(file.body);
  return new Response(body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `${options.disposition}; filename="${dispositionFileName(file.fileName)}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      ...options.headers?.(file),
    },
  });
}

/** A plain-text answer in Portuguese. */
export function webTextAnswer(status: number, text: string): Response {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/**
 * A GET route handler that serves the file `read` gets through the registry for the signed-in user:
 * 401 without a session, 503 when the database is down (answeringOutages), the listed refusals in
 * Portuguese.
 */
export function webFileRoute<Params>(read: (context: OperationContext, request: Request, params: Params) => Promise<WebFile>, options: WebFileRouteOptions) {
  return async (request: Request, route: { params: Promise<Params> }): Promise<Response> =>
    answeringOutages(async () => {
      if (!(await currentSession())) return webTextAnswer(401, "Sessão necessária.");
      const { context } = await workspace();
      try {
        return webFileResponse(await read(context, request, await route.params), options);
      } catch (error) {
        const refusal = error instanceof ApiError ? options.refusals[error.code] : undefined;
        if (refusal && error instanceof ApiError) return webTextAnswer(refusal.status, refusal.text(error));
        throw error;
      }
    });
}

/** A refusal whose text is the operation's own Portuguese message, or `fallback`. */
export const operationRefusal = (status: number, fallback: string): Refusal => ({ status, text: (error) => refusalText(error, fallback) });

/** A refusal with a fixed text. */
export const fixedRefusal = (status: number, text: string): Refusal => ({ status, text: () => text });
