import { randomUUID } from "node:crypto";
import { z } from "zod";
import { setTimeout } from "node:timers/promises";
import { database } from "@/lib/core/db";
import { Prisma } from "@/lib/generated/prisma/client.ts";
import { ApiError } from "@/lib/core/api-error";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { documentSchema, documentView } from "./document-view";
import { declaredFileKind, detectFileKind, MIME_BY_KIND } from "./file-kind";
import { reserveExtractionSlot } from "./jobs/extraction-scheduler";
import { documentStorage } from "./storage";
import { containsWhitespaceInSlices, decodeBase64InSlices, sha256InSlices } from "./upload-bytes";

export const MAX_DOCUMENT_BYTES = 12 * 1024 * 1024;
/** How long an upload waits for its extraction before answering `processing`. */
const RESULT_WAIT_MS = Number(process.env.DOCUMENT_RESULT_WAIT_MS) || 2_000;
/** Base64 of 12 MB plus the JSON around it. */
const MAX_BASE64_LENGTH = Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4;

/** A file name safe to store and show: no directories, no control or invisible format characters (\p{Cf}: bidi overrides). */
export function safeFileName(name: string): string {
  const base = name.replace(/\\/g, "/").split("/").pop() ?? "";
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|:*?]|\p{Cf}/gu, "").replace(/^\.+/, "").trim().slice(0, 200);
  return cleaned || "documento";
}

async function decodeBase64(text: string): Promise<Uint8Array> {
  // Copies of a 16 MB string add up: strip only when there is something to strip.
  let compact = text.startsWith("data:") ? text.replace(/^data:[\w/+.-]+;base64,/, "") : text;
  if (await containsWhitespaceInSlices(compact)) compact = compact.replace(/\s+/g, "");
  if (compact.length > MAX_BASE64_LENGTH + 4) throw tooLarge();
  const bytes = await decodeBase64InSlices(compact);
  if (!bytes) throw new ApiError("validation_error", "dataBase64 is not valid base64.", { details: [{ path: "dataBase64", message: "invalid base64" }] });
  return bytes;
}

function tooLarge(): ApiError {
  return new ApiError("payload_too_large", "The document is larger than the 12 MB allowed.");
}

const uploadInput = z.object({
  fileName: z.string().min(1, "must not be empty").max(255).describe("Original file name (path parts are removed)."),
  mimeType: z.string().min(1).max(100).describe("Declared type: application/pdf, image/jpeg, image/png or image/webp. The content decides; a contradiction is refused."),
  dataBase64: z.string().min(1, "must not be empty").describe("The file's content, base64-encoded (at most 12 MB of file)."),
});

const uploadOutput = documentSchema.extend({
  duplicate: z.boolean().describe("True when this company had already sent the same file or the same purchase (supplier NIF + document number, or ATCUD): the existing document is returned (200)."),
});

export const uploadDocument = defineOperation({
  name: "upload_document",
  title: "Send an expense document",
  description:
    "Sends a supplier invoice or receipt (PDF, JPG, PNG or WebP, at most 12 MB) for automatic extraction: the AT QR code is read from images and PDFs, the PDF's text fills what the QR lacks (the supplier's name), and a category is chosen. Returns the document with every extracted field, where each came from, and its status: `archived` when supplier NIF, date and total are present and consistent, `needs_review` with the reasons otherwise (also when reading the file exceeds its 5 s budget), `error` for an unreadable file — or `processing` when extraction takes longer than about 2 s: it then finishes by itself; read it again with get_document. Sending the same file again, or another file of the same purchase (same supplier NIF and document number, or ATCUD — e.g. a photo of an invoice already sent as PDF), returns the existing document (`duplicate: true`, 200); a repeat found after the answer stays `needs_review` with `duplicateOf` set and out of every total. Next: fix a needs_review document with review_document.",
  scope: "documents:write",
  // Not `cost: "heavy"`: reading the file runs in the extraction pool (bounded per instance, its own
  // queue), so the request itself is a body read and one write; a heavy slot would turn a user's
  // handful of receipts dropped at once into 429s.
  http: {
    method: "POST",
    path: "/documents",
    status: (output) => (output.duplicate ? 200 : 201),
    documentedStatuses: [200, 201],
    errors: ["unsupported_media_type", "payload_too_large"],
    multipart: {
      field: "file",
      maxBytes: MAX_DOCUMENT_BYTES + 64 * 1024,
      // The file's bytes go to `run` as they are: as base64 text they were ~24 MB of strings and two
      // full passes on the event loop per 10 MB upload (security review L1).
      toInput: (file) => ({ fileName: file.name || "documento", mimeType: file.type || "application/octet-stream" }),
      bytesField: "dataBase64",
    },
    bodyLimitBytes: MAX_BASE64_LENGTH + 64 * 1024,
  },
  input: uploadInput,
  output: uploadOutput,
  hints: HINTS.idempotentWrite,
  dryRun: { unsupported: "it stores the file and starts reading it with a language model; upload, then review_document (which can be previewed)" },
  async run(context, input) {
    const bytes = input.receivedBytes ?? (await decodeBase64(input.dataBase64));
    if (bytes.byteLength === 0) throw new ApiError("validation_error", "The file is empty.", { details: [{ path: "dataBase64", message: "empty file" }] });
    if (bytes.byteLength > MAX_DOCUMENT_BYTES) throw tooLarge();
    const kind = detectFileKind(bytes);
    const fileName = safeFileName(input.fileName);
    if (!kind) throw new ApiError("unsupported_media_type", `'${fileName}' is not a PDF, JPG, PNG or WebP file nor a UBL 2.1 e-invoice (XML) (judged by its content).`);
    const declared = declaredFileKind(input.mimeType, input.fileName);
    if (declared && declared !== kind) {
      throw new ApiError("unsupported_media_type", `'${fileName}' was declared as ${input.mimeType} but its content is ${MIME_BY_KIND[kind]}. Send it with its real type.`);
    }

    const db = database();
    const company = await db.company.findUniqueOrThrow({ where: { id: context.companyId }, select: { nif: true } });
    const sha256 = await sha256InSlices(bytes);
    const existing = await db.expenseDocument.findUnique({ where: { companyId_sha256: { companyId: context.companyId, sha256 } } });
    if (existing) return { ...documentView(existing, company.nif), duplicate: true };

    const storageKey = `documents/${context.companyId}/${randomUUID()}`;
    const storage = documentStorage();
    // The bytes first, then the row that points to them; if the row cannot be written the bytes go.
    // (A crash in between leaves unreferenced bytes, never a document without its file.)
    await storage.put(storageKey, context.companyId, bytes);
    // The row is the extraction job too; with a free slot here it is written already leased to us.
    const slot = reserveExtractionSlot();
    let created;
    try {
      created = await db.expenseDocument.create({
        data: { companyId: context.companyId, fileName, mimeType: MIME_BY_KIND[kind], sizeBytes: bytes.byteLength, sha256, storageKey, status: "processing", ...slot?.lease },
      });
    } catch (error) {
      slot?.cancel();
      await storage.remove(storageKey, context.companyId).catch(() => undefined);
      // The same file sent twice at once: the other request stored it first.
      if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
      const winner = await db.expenseDocument.findUniqueOrThrow({ where: { companyId_sha256: { companyId: context.companyId, sha256 } } });
      return { ...documentView(winner, company.nif), duplicate: true };
    }

    // Wait a moment for the result; what is not done by then finishes by itself (GET /documents/{id}
    // shows it), and a document that found no free slot waits for one in the database.
    if (slot) await Promise.race([slot.start(created, bytes), setTimeout(RESULT_WAIT_MS, undefined, { ref: false })]);
    const updated = await db.expenseDocument.findUniqueOrThrow({ where: { id: created.id } });
    if (updated.duplicateOfId) {
      // Other bytes, same purchase (supplier NIF + number, or ATCUD): answered like the same file.
      const original = await db.expenseDocument.findFirst({ where: { id: updated.duplicateOfId, companyId: context.companyId } });
      if (original) return { ...documentView(original, company.nif), duplicate: true };
    }
    return { ...documentView(updated, company.nif), duplicate: false };
  },
});
