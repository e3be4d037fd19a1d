import { createHash, randomBytes } from "node:crypto";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/core/api-error";
import { closeBodyParsePool } from "@/lib/core/http/off-thread-body";
import { readMultipartFile } from "@/lib/core/http/read-body";
import { uploadDocument } from "@/lib/domains/documents/upload-document";
import { invokeWithUncheckedInput } from "@/lib/kernel/invoke-operation";
import { multipartInput } from "@/lib/kernel/multipart-input";
import type { OperationContext } from "@/lib/kernel/operation";
import { SCOPES } from "@/lib/kernel/scopes";

// A multipart upload's file reaches upload_document as the bytes that came, not as base64 text made
// from them and decoded again (security review L1: ~24 MB of strings and two passes on the event loop
// per 10 MB upload). The operation's first look at the stored documents is by the file's SHA-256: the
// fake database answers it with a sentinel error that carries the hash the operation computed.

class HashSeen extends Error {
  constructor(readonly sha256: string) {
    super("stopped after the duplicate check");
  }
}

vi.mock("@/lib/core/db", () => ({
  database: () => ({
    company: { findUniqueOrThrow: async () => ({ nif: "509999990" }) },
    expenseDocument: {
      findUnique: async ({ where }: { where: { companyId_sha256: { sha256: string } } }) => {
        throw new HashSeen(where.companyId_sha256.sha256);
      },
    },
  }),
}));

afterAll(closeBodyParsePool);
afterEach(() => vi.restoreAllMocks());

const context: OperationContext = {
  companyId: "company-of-the-test",
  scopes: [...SCOPES],
  requestId: "multipart-upload-bytes-test",
  actor: { kind: "user", userId: "user-of-the-test" },
  now: () => new Date("2026-11-27T12:00:00Z"),
};

/** A 3 MiB "PNG": its signature, then noise (the operation judges the kind by the first bytes). */
function pngFile(): Buffer<ArrayBuffer> {
  const bytes = Buffer.from(randomBytes(3 * 1_048_576));
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

/** Counts base64 encodes and decodes through Buffer (where every base64 of the code path goes). */
function countBase64(): { calls: number } {
  const seen = { calls: 0 };
  const encode = Buffer.prototype.toString;
  vi.spyOn(Buffer.prototype, "toString").mockImplementation(function (this: Buffer, ...args: unknown[]) {
    if (args[0] === "base64" || args[0] === "base64url") seen.calls++;
    return (encode as (...all: unknown[]) => string).apply(this, args);
  });
  const decode = Buffer.prototype.write;
  vi.spyOn(Buffer.prototype, "write").mockImplementation(function (this: Buffer, ...args: unknown[]) {
    if (args.includes("base64") || args.includes("base64url")) seen.calls++;
    return (decode as (...all: unknown[]) => number).apply(this, args);
  });
  return seen;
}

async function stoppedAt(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe("a multipart upload's file", () => {
  it("reaches upload_document as the same bytes, with no base64 made or decoded", async () => {
    const file = pngFile();
    const form = new FormData();
    form.append("file", new Blob([file], { type: "image/png" }), "fatura.png");
    const request = new Request("http://localhost/api/v1/documents", { method: "POST", body: form });
    const received = await readMultipartFile(request, "file", uploadDocument.http.multipart!.maxBytes);
    expect(Buffer.from(received.bytes).equals(file)).toBe(true);

    const base64 = countBase64();
    const { raw, receivedBytes } = await multipartInput(uploadDocument, received);
    const stopped = await stoppedAt(invokeWithUncheckedInput(uploadDocument, context, raw, "body", { receivedBytes }));
    expect(stopped).toBeInstanceOf(HashSeen);
    expect((stopped as HashSeen).sha256).toBe(createHash("sha256").update(file).digest("hex"));
    expect(base64.calls).toBe(0);
    expect(raw).toEqual({ fileName: "fatura.png", mimeType: "image/png" });
  });

  it("JSON base64 of the same file gives the operation the same bytes (the hash it looks up)", async () => {
    const file = pngFile();
    const stopped = await stoppedAt(invokeWithUncheckedInput(uploadDocument, context, { fileName: "fatura.png", mimeType: "image/png", dataBase64: file.toString("base64") }, "body"));
    expect((stopped as HashSeen).sha256).toBe(createHash("sha256").update(file).digest("hex"));
  });

  it("an empty file is refused with the words a JSON caller gets for empty base64", async () => {
    const { raw, receivedBytes } = await multipartInput(uploadDocument, { name: "vazio.pdf", type: "application/pdf", bytes: new Uint8Array() });
    const fromMultipart = await stoppedAt(invokeWithUncheckedInput(uploadDocument, context, raw, "body", { receivedBytes }));
    const fromJson = await stoppedAt(invokeWithUncheckedInput(uploadDocument, context, { fileName: "vazio.pdf", mimeType: "application/pdf", dataBase64: "" }, "body"));
    expect(fromMultipart).toBeInstanceOf(ApiError);
    expect(fromMultipart).toEqual(fromJson);
  });

  it("cannot be handed in by a JSON caller: receivedBytes in the input is an unknown field", async () => {
    const stopped = await stoppedAt(invokeWithUncheckedInput(uploadDocument, context, { fileName: "a.png", mimeType: "image/png", dataBase64: "iVBORw0KGgo=", receivedBytes: { 0: 137 } }, "body"));
    expect(stopped).toBeInstanceOf(ApiError);
    expect((stopped as ApiError).details?.map((detail) => detail.path)).toContain("receivedBytes");
  });
});
