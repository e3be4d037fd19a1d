import { ApiError } from "@/lib/core/api-error";
import { parseJson, parseMultipartFile } from "./off-thread-body";
import { unknownNameMessage } from "./validation";
import { MAX_JSON_BODY_BYTES } from "./body-limits";

/** How long a body over the JSON limit may take to arrive (large-body-slots.ts holds a slot meanwhile). */
export const LARGE_BODY_READ_MS = Number(process.env.LARGE_BODY_READ_MS) || 30_000;
/**
 * The slowest a large body may arrive, judged over each window of LARGE_BODY_RATE_WINDOW_MS: a
 * client trickling 1 KB/s held a large-body slot for the whole read deadline (security review
 * 2026-11-26 M4). 16 KB/s is far below a poor mobile uplink.
 */
export const LARGE_BODY_MIN_BYTES_PER_SECOND = 16 * 1024;
export const LARGE_BODY_RATE_WINDOW_MS = 5_000;

/**
 * Reads a request body without ever holding more than `maxBytes`: a declared Content-Length over
 * the limit is refused before reading, and the stream is cut as soon as the limit is passed.
 */
export async function readBodyWithLimit(request: Request, maxBytes: number, options: { rateWindowMs?: number } = {}): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const large = maxBytes > MAX_JSON_BODY_BYTES;
  const pace = large ? new BodyPace(Date.now() + LARGE_BODY_READ_MS, options.rateWindowMs ?? LARGE_BODY_RATE_WINDOW_MS) : null;
  const next = async (received: number): Promise<Uint8Array | null> => {
    const { done, value } = await readPaced(reader, pace);
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
 * How fast a large body arrives: it must be complete by `deadline`, and each window must bring at
 * least LARGE_BODY_MIN_BYTES_PER_SECOND on average (the window restarts when it ends).
 */
class BodyPace {
  private windowStart = Date.now();
  private windowBytes = 0;
  /** A read still waiting for its chunk when a window ended: the next wait continues it. */
  pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;

  constructor(
    readonly deadline: number,
    private readonly windowMs: number,
  ) {}

  get waitUntil(): number {
    return Math.min(this.deadline, this.windowStart + this.windowMs);
  }

  counted(bytes: number): void {
    this.windowBytes += bytes;
    if (Date.now() >= this.windowStart + this.windowMs) this.endWindow();
  }

  /** Called when a window ends: refuses a body that came too slowly, else starts the next window. */
  endWindow(): void {
    if (Date.now() >= this.deadline) throw tooSlow(`The request body did not arrive within ${LARGE_BODY_READ_MS / 1000} seconds.`);
    const elapsed = Math.max(1, Date.now() - this.windowStart);
    if ((this.windowBytes * 1000) / elapsed < LARGE_BODY_MIN_BYTES_PER_SECOND) {
      throw tooSlow(`The request body arrived slower than ${LARGE_BODY_MIN_BYTES_PER_SECOND / 1024} KB/s.`);
    }
    this.windowStart = Date.now();
    this.windowBytes = 0;
  }
}

function tooSlow(message: string): ApiError {
  return new ApiError("validation_error", message, { details: [{ path: "body", message: "sent too slowly" }] });
}

const WINDOW_ENDED = Symbol("window ended");

/**
 * The reader's next chunk; for a large body (`pace`), a 400 when it comes too slowly. Either way a
 * client that goes away mid-body is a 400 too: its socket error (ECONNRESET "aborted") would
 * otherwise read as a database outage (security review 2026-11-26 L5). The stream is cancelled on
 * any refusal.
 */
async function readPaced(reader: ReadableStreamDefaultReader<Uint8Array>, pace: BodyPace | null): Promise<ReadableStreamReadResult<Uint8Array>> {
  try {
    if (!pace) return await reader.read();
    for (;;) {
      pace.pending ??= reader.read();
      let timer: NodeJS.Timeout | undefined;
      const windowEnd = new Promise<typeof WINDOW_ENDED>((resolve) => {
        timer = setTimeout(() => resolve(WINDOW_ENDED), Math.max(0, pace.waitUntil - Date.now()));
      });
      const result = await Promise.race([pace.pending, windowEnd]).finally(() => clearTimeout(timer));
      if (result === WINDOW_ENDED) {
        pace.endWindow();
        continue;
      }
      pace.pending = null;
      // A body that is complete is never refused for its pace.
      if (!result.done) pace.counted(result.value.byteLength);
      return result;
    }
  } catch (error) {
    // Not awaited: cancelling a stream whose client is still sending settles only when it stops.
    void reader.cancel().catch(() => undefined);
    if (error instanceof ApiError) throw error;
    throw new ApiError("validation_error", "The request body ended before it was complete (the client closed the connection).", { details: [{ path: "body", message: "cut off" }] });
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
