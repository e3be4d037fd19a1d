import { randomUUID } from "node:crypto";
import { ApiError } from "@/lib/core/api-error";
import { errorResponse } from "@/lib/core/http/respond";

// Any path under /api/v1 that no route serves: the error envelope, not Next.js's HTML 404 page.
async function unknownPath(request: Request): Promise<Response> {
  const requestId = randomUUID();
  const path = new URL(request.url).pathname;
  const error = new ApiError("not_found", `No API endpoint at ${request.method} ${path}. See /api/v1/openapi.json for the list.`);
  return errorResponse(error, requestId, new Headers({ "X-Request-Id": requestId }));
}

export { unknownPath as GET, unknownPath as POST, unknownPath as PUT, unknownPath as PATCH, unknownPath as DELETE };
