// The entry point of a body-parsing thread (loaded by piscina, see off-thread-body.ts): decodes and
// parses a large request body, so that none of it holds the event loop that answers requests.
import { move, transferableSymbol, valueSymbol } from "piscina";
import { lowerThisThreadPriority } from "@/lib/core/threads/lower-thread-priority";

// Requests first: parsing waits when the event loop needs the core (lower-thread-priority.ts).
lowerThisThreadPriority();

export type ParsedJson = { value: unknown } | { syntaxError: string };
export type ParsedMultipart = { file: { name: string; type: string; bytes: Uint8Array } } | { refusal: "malformed" | "missing" } | { refusal: "unknown"; names: string[] };

/** UTF-8 (invalid sequences replaced, as TextDecoder does) parsed as JSON, or JSON.parse's message. */
export function parseJsonBytes(bytes: Uint8Array): ParsedJson {
  try {
    return { value: JSON.parse(new TextDecoder().decode(bytes)) };
  } catch (error) {
    return { syntaxError: error instanceof Error ? error.message : String(error) };
  }
}

/** The file in `field` of a multipart/form-data body (undici's parser, as Request.formData uses). */
export async function parseMultipartFile({ bytes, contentType, field }: { bytes: Uint8Array; contentType: string; field: string }): Promise<ParsedMultipart> {
  let form: FormData;
  try {
    form = await new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), { headers: { "content-type": contentType } }).formData();
  } catch {
    return { refusal: "malformed" };
  }
  const file = form.get(field);
  if (!file || typeof file === "string") return { refusal: "missing" };
  // The body carries the one file and nothing else: another part would be ignored, so it is refused (as unknown JSON fields are).
  const unknown = [...new Set([...form.keys()].filter((name) => name !== field))];
  if (unknown.length) return { refusal: "unknown", names: unknown };
  return { file: { name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) } };
}

/**
 * parseMultipartFile as the thread's task: the file's bytes are moved to the caller, not copied (a
 * copy is made where it is received, on the event loop that answers requests: 10 MB per upload,
 * security review L1).
 */
export async function parseMultipartFileTask(task: { bytes: Uint8Array; contentType: string; field: string }): Promise<ParsedMultipart | ReturnType<typeof move>> {
  const parsed = await parseMultipartFile(task);
  if (!("file" in parsed)) return parsed;
  return move({ [transferableSymbol]: [parsed.file.bytes.buffer], [valueSymbol]: parsed });
}
