import { afterAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/core/api-error";
import { closeBodyParsePool, OFF_THREAD_BODY_BYTES, parseJson } from "@/lib/core/http/off-thread-body";
import { readJsonBody, readMultipartFile } from "@/lib/core/http/read-body";

// Large bodies are parsed in a worker thread (lib/core/http/off-thread-body.ts): the answers must be the
// ones the event loop would give, and the bytes must really have left for the thread.

afterAll(closeBodyParsePool);

const encoder = new TextEncoder();

/** A JSON text over the thread threshold, with accents, an emoji and escapes. */
function largeJsonText(): string {
  return JSON.stringify({ fileName: "Fatura nº 1 — café ☕.pdf", note: 'a "quoted" \\ line\n', dataBase64: "QUJD".repeat(OFF_THREAD_BODY_BYTES / 2), nested: [1, 2.5, null, true] });
}

/** What the promise was rejected with (the test fails if it was fulfilled). */
async function rejection(promise: Promise<unknown>): Promise<Error> {
  const outcome = await promise.then(
    () => ({ fulfilled: true as const }),
    (error: Error) => ({ fulfilled: false as const, error }),
  );
  expect(outcome.fulfilled).toBe(false);
  return (outcome as { error: Error }).error;
}

function onTheEventLoop(bytes: Uint8Array): unknown {
  return JSON.parse(new TextDecoder().decode(bytes));
}

async function multipartBody(form: FormData): Promise<{ bytes: Uint8Array; contentType: string }> {
  const response = new Response(form);
  return { bytes: new Uint8Array(await response.arrayBuffer()), contentType: response.headers.get("content-type")! };
}

describe("large request bodies parsed in a thread", () => {
  it("gives the value JSON.parse gives, and moves the bytes to the thread", async () => {
    const bytes = encoder.encode(largeJsonText());
    const expected = onTheEventLoop(bytes);
    expect(await parseJson(bytes)).toEqual(expected);
    expect(bytes.byteLength).toBe(0); // detached: moved to the thread, not copied
  });

  it("keeps small bodies on the event loop", async () => {
    const bytes = encoder.encode('{"a":1}');
    expect(await parseJson(bytes)).toEqual({ a: 1 });
    expect(bytes.byteLength).toBe(7);
  });

  it("moves a copy when the bytes are a view into a larger buffer, leaving that buffer intact", async () => {
    const text = encoder.encode(largeJsonText());
    const larger = new Uint8Array(text.byteLength + 10);
    larger.set(text, 5);
    const view = larger.subarray(5, 5 + text.byteLength);
    expect(await parseJson(view)).toEqual(onTheEventLoop(text));
    expect(larger.byteLength).toBe(text.byteLength + 10);
  });

  it("replaces invalid UTF-8 as TextDecoder does", async () => {
    const bytes = encoder.encode(largeJsonText().replace("café", "caf@"));
    bytes[bytes.indexOf(0x40)] = 0xff; // a byte that is never UTF-8, inside the file name
    const expected = onTheEventLoop(bytes) as { fileName: string };
    expect(expected.fileName).toContain("caf\ufffd");
    expect(await parseJson(bytes)).toEqual(expected);
  });

  it("throws JSON.parse's own SyntaxError message for a malformed large body", async () => {
    const bytes = encoder.encode(largeJsonText().slice(0, -1));
    const expected = (() => {
      try {
        onTheEventLoop(bytes);
      } catch (error) {
        return (error as Error).message;
      }
    })();
    const error = await rejection(parseJson(bytes));
    expect(error).toBeInstanceOf(SyntaxError);
    expect(error.message).toBe(expected);
    const refused = await rejection(readJsonBody(new Request("http://test/", { method: "POST", body: largeJsonText().slice(0, -1), headers: { "content-type": "application/json" } }), 4 * OFF_THREAD_BODY_BYTES));
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused.message).toBe(`Malformed JSON body: ${expected}.`);
  });

  it("reads a multipart file in the thread, and refuses a missing field or a malformed body", async () => {
    const file = new Uint8Array(300_000).map((_, index) => index % 251);
    const form = new FormData();
    form.set("note", "not a file");
    form.set("file", new Blob([file], { type: "image/png" }), "fatura março.png");
    const { bytes, contentType } = await multipartBody(form);
    const request = (body: Uint8Array, type = contentType) => new Request("http://test/", { method: "POST", body: body as Uint8Array<ArrayBuffer>, headers: { "content-type": type } });

    const alone = new FormData();
    alone.set("file", new Blob([file], { type: "image/png" }), "fatura março.png");
    const aloneBody = await multipartBody(alone);
    const read = await readMultipartFile(request(aloneBody.bytes, aloneBody.contentType), "file", 1_000_000);
    expect(read.name).toBe("fatura março.png");
    expect(read.type).toBe("image/png");
    expect(Buffer.from(read.bytes).equals(Buffer.from(file))).toBe(true);

    // Another part beside the file is not ignored.
    const extra = await rejection(readMultipartFile(request(bytes), "file", 1_000_000));
    expect(extra.message).toBe("Unknown multipart field 'note': the body takes one file, in 'file'.");

    const missing = await rejection(readMultipartFile(request(bytes), "ficheiro", 1_000_000));
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing.message).toBe("Missing the 'ficheiro' file field in the multipart body.");
    const textField = await rejection(readMultipartFile(request(bytes), "note", 1_000_000));
    expect(textField.message).toBe("Missing the 'note' file field in the multipart body.");
    const malformed = await rejection(readMultipartFile(request(bytes, "multipart/form-data; boundary=not-the-one"), "file", 1_000_000));
    expect(malformed).toBeInstanceOf(ApiError);
    expect(malformed.message).toBe("Malformed multipart/form-data body.");
  });
});
