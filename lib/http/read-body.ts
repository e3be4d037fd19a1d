import { ApiError } from "./api-error";
import { parseJson, parseMultipartFile } from "./off-thread-body";
import { unknownNameMessage } from "./validation";

/** Largest JSON body any operation accepts; uploads have their own limits. */
export const MAX_JSON_BODY_BYTES = 1_000_000;
/** How long a body over the JSON limit may take to arrive (large-body-slots.ts holds a slot meanwhile). */
export const LARGE_BODY_READ_MS = Number(process.env.LARGE_BODY_READ_MS) || 30_000;

/**
 * Reads a request body without ever holding more than `maxBytes`: a declared Content-Length over
 * the limit is refused before reading, and the stream is cut as soon as the limit is passed.
 */
export async function readBodyWithLimit(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const deadline = maxBytes > MAX_JSON_BODY_BYTES ? Date.now() + LARGE_BODY_READ_MS : Infinity;
  const next = async (received: number): Promise<Uint8Array | null> => {
    const { done, value } = await readBefore(reader, deadline);
    if (done) return null;
    if (received + value.byteLength > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    return value;
  };
  // With a Content-Length (which Node's parser holds the body to), bytes go straight into one buffer
  // as they arrive, so no chunk outlives its copy; without one, chunks are joined at the end.
  if (Number.isFinite(declared) && declared > 0) {
    const body = new Uint8Array(declared);
    let received = 0;
    for (let chunk = await next(received); chunk; chunk = await next(received)) {
      if (received + chunk.byteLength > declared) throw new ApiError("validation_error", "The body is longer than its Content-Length.", { details: [{ path: "body", message: "longer than Content-Length" }] });
      body.set(chunk, received);
      received += chunk.byteLength;
    }
    return body.subarray(0, received);
  }
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (let chunk = await next(received); chunk; chunk = await next(received)) {
    chunks.push(chunk);
    received += chunk.byteLength;
  }
  const body = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * The reader's next chunk, or a 400 (and the stream cancelled) when the deadline passes first or the
 * client goes away mid-body. A client's abort surfaces as a socket error (ECONNRESET "aborted") that
 * would otherwise read as a database outage (security review 2026-11-26 L5): it is the client's doing.
 */
async function readBefore(reader: ReadableStreamDefaultReader<Uint8Array>, deadline: number): Promise<ReadableStreamReadResult<Uint8Array>> {
  let timer: NodeJS.Timeout | undefined;
  try {
    if (deadline === Infinity) return await reader.read();
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ApiError("validation_error", `The request body did not arrive within ${LARGE_BODY_READ_MS / 1000} seconds.`, { details: [{ path: "body", message: "sent too slowly" }] })), Math.max(0, deadline - Date.now()));
    });
    return await Promise.race([reader.read(), late]);
  } catch (error) {
    // Not awaited: cancelling a stream whose client is still sending settles only when it stops.
    void reader.cancel().catch(() => undefined);
    if (error instanceof ApiError) throw error;
    throw new ApiError("validation_error", "The request body ended before it was complete (the client closed the connection).", { details: [{ path: "body", message: "cut off" }] });
  } finally {
    clearTimeout(timer);
  }
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError("payload_too_large", `The request body is larger than the ${maxBytes.toLocaleString("en")} bytes allowed here.`);
}

/** Parses a JSON request body, refusing other content types and malformed JSON with clear messages. */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<unknown> {
  const bytes = await readBodyWithLimit(request, maxBytes);
  if (bytes.byteLength === 0) return {};
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType.trim())) {
    throw new ApiError("validation_error", `Content-Type must be application/json (got '${contentType || "none"}').`, {
      details: [{ path: "Content-Type", message: "expected application/json" }],
    });
  }
  try {
    return await parseJson(bytes);
  } catch (error) {
    // Only JSON.parse's own complaint is the client's fault; a failed parsing thread is ours (500).
    if (!(error instanceof SyntaxError)) throw error;
    const reason = error instanceof Error ? error.message : "unparseable";
    throw new ApiError("validation_error", `Malformed JSON body: ${reason}.`, { details: [{ path: "body", message: "malformed JSON" }] });
  }
}

/** Reads one file field of a multipart body (the body is capped by readBodyWithLimit while it arrives). */
export async function readMultipartFile(request: Request, field: string, maxBytes: number): Promise<{ name: string; type: string; bytes: Uint8Array }> {
  const bytes = await readBodyWithLimit(request, maxBytes);
  const parsed = await parseMultipartFile(bytes, request.headers.get("content-type") ?? "", field);
  if ("file" in parsed) return parsed.file;
  if (parsed.refusal === "malformed") throw new ApiError("validation_error", "Malformed multipart/form-data body.", { details: [{ path: "body", message: "malformed multipart" }] });
  if (parsed.refusal === "unknown") {
    throw new ApiError("validation_error", `Unknown multipart field${parsed.names.length > 1 ? "s" : ""} ${parsed.names.map((name) => `'${name}'`).join(", ")}: the body takes one file, in '${field}'.`, {
      details: parsed.names.slice(0, 20).map((name) => ({ path: name, message: unknownNameMessage("field", name, [field]) })),
    });
  }
  throw new ApiError("validation_error", `Missing the '${field}' file field in the multipart body.`, { details: [{ path: field, message: "required" }] });
}
