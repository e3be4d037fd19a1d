import { randomUUID } from "node:crypto";
import { currentSession } from "@/lib/domains/auth/session";
import { ApiError } from "@/lib/core/api-error";
import { holdLargeBodySlot } from "@/lib/core/http/large-body-slots";
import { readMultipartFile } from "@/lib/core/http/read-body";
import { errorResponse, successResponse } from "@/lib/core/http/respond";
import { invokeWithUncheckedInput } from "@/lib/kernel/invoke-operation";
import { multipartInput } from "@/lib/kernel/multipart-input";
import type { AnyOperation } from "@/lib/kernel/operation";
import { assertSameOrigin } from "./same-origin";
import { personUploadError, type UploadWording } from "./upload-errors";
import { workspace } from "./workspace";

/**
 * A web-app file upload (multipart from the browser) that runs the same operation as the API, for the
 * signed-in user's company: session, same-origin (CSRF) check, the operation's own multipart mapping.
 * Refusals are answered in Portuguese, with the limits the page states (`wording`).
 */
export function sessionUploadRoute(operation: AnyOperation, wording: UploadWording, status: (output: any) => number = () => 200) {
  return async function POST(request: Request): Promise<Response> {
    const requestId = randomUUID();
    const headers = new Headers({ "X-Request-Id": requestId });
    let releaseLargeBody: (() => void) | null = null;
    try {
      const session = await currentSession();
      if (!session) throw new ApiError("unauthorized", "Sessão necessária.");
      assertSameOrigin(request);
      const { context } = await workspace();
      const multipart = operation.http.multipart!;
      releaseLargeBody = await holdLargeBodySlot(request, multipart.maxBytes, { credential: `user:${session.userId}`, companyId: context.companyId });
      const { raw, receivedBytes } = await multipartInput(operation, await readMultipartFile(request, multipart.field, multipart.maxBytes));
      const output = await invokeWithUncheckedInput(operation, { ...context, requestId }, raw, "input", { receivedBytes });
      return successResponse(output, status(output), headers);
    } catch (error) {
      return errorResponse(error instanceof ApiError ? personUploadError(error, wording) : error, requestId, headers);
    } finally {
      releaseLargeBody?.();
    }
  };
}
