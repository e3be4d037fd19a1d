import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { api } from "../support/api-client";
import { startAppServer, type RunningServer } from "../support/app-server";
import { base64 } from "../support/document-fixtures";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";
import { finalDocument } from "./documents-polling";

// DOCUMENT_STORAGE_DIR (issue #38 L1): a server of its own keeps document bytes as files, not as
// StoredFile rows. Upload, read back, delete and a sandbox reset through the API, with the folder and
// the database looked at directly. The default storage (the shared server) is held to the same
// clean-up on a sandbox reset.

/** A small PNG of noise: a different file (and sha256) every time. */
async function noisePng(): Promise<Uint8Array> {
  return new Uint8Array(await sharp(randomBytes(48 * 48 * 3), { raw: { width: 48, height: 48, channels: 3 } }).png().toBuffer());
}

type Call = (method: string, apiPath: string, options?: { key?: string; body?: unknown }) => Promise<{ status: number; body: any; bytes: Uint8Array }>;

function caller(baseUrl: string): Call {
  return async (method, apiPath, options = {}) => {
    const response = await fetch(`${baseUrl}/api/v1${apiPath}`, {
      method,
      headers: { Authorization: `Bearer ${options.key}`, ...(options.body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = Buffer.from(bytes).toString();
    let body: any = null;
    if ((response.headers.get("content-type") ?? "").includes("json")) body = JSON.parse(text);
    return { status: response.status, body, bytes };
  };
}

describe.runIf(inject("mode") === "services")("document bytes as files (DOCUMENT_STORAGE_DIR)", () => {
  let server: RunningServer;
  let folder: string;
  let call: Call;
  let company: TestCompany;
  let key: string;
  const db = () => testDatabase();
  const settled = (id: string, withKey: string) => finalDocument(withKey, id, 60_000, (method, apiPath, options) => call(method, apiPath, options) as never);

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "ctb-document-files-"));
    server = await startAppServer({
      DATABASE_URL: inject("databaseUrl"),
      DATABASE_POOL_MAX: "5",
      REDIS_URL: inject("redisUrl"),
      RATE_LIMIT_PREFIX: inject("rateLimitPrefix"),
      DOCUMENT_STORAGE_DIR: folder,
    });
    call = caller(server.baseUrl);
    company = await createTestCompany();
    key = (await createTestKey(company.companyId, { scopes: ["read", "documents:write"], rateLimitPerMinute: 10_000 })).key;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it("stores an upload as <dir>/<company>/<uuid> and no StoredFile row, serves it back byte-identical, and deletes the file with the document", async () => {
    const bytes = await noisePng();
    const uploaded = await call("POST", "/documents", { key, body: { fileName: "ruido.png", mimeType: "image/png", dataBase64: base64(bytes) } });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const id = uploaded.body.data.id as string;
    const { storageKey } = await db().expenseDocument.findUniqueOrThrow({ where: { id }, select: { storageKey: true } });
    expect(storageKey).toMatch(new RegExp(`^documents/${company.companyId}/[0-9a-f-]{36}$`));
    const file = path.join(folder, company.companyId, storageKey!.split("/")[2]!);
    expect(Buffer.compare(readFileSync(file), Buffer.from(bytes))).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await db().storedFile.count({ where: { key: storageKey! } })).toBe(0);

    // Extraction read the file too (it reached a final status from the bytes on disk).
    expect((await settled(id, key)).status).toBe("needs_review");
    const downloaded = await call("GET", `/documents/${id}/file`, { key });
    expect(downloaded.status).toBe(200);
    expect(Buffer.compare(Buffer.from(downloaded.bytes), Buffer.from(bytes))).toBe(0);

    // A dry run of the deletion deletes nothing, the file included.
    expect((await call("DELETE", `/documents/${id}?dryRun=true`, { key })).status).toBe(200);
    expect(existsSync(file)).toBe(true);
    const deleted = await call("DELETE", `/documents/${id}`, { key });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(existsSync(file)).toBe(false);
    expect(readdirSync(path.join(folder, company.companyId))).toEqual([]);
    expect((await call("GET", `/documents/${id}/file`, { key })).status).toBe(404);
  }, 90_000);

  it("serves a document stored in the database before the setting, and deletes its rows", async () => {
    const storageKey = `documents/${company.companyId}/${randomUUID()}`;
    const bytes = Buffer.from("%PDF-1.4\n% guardado antes da pasta\n");
    await db().storedFile.create({ data: { key: storageKey, companyId: company.companyId, bytes } });
    const document = await db().expenseDocument.create({
      data: { companyId: company.companyId, fileName: "antigo.pdf", mimeType: "application/pdf", sizeBytes: bytes.byteLength, sha256: randomBytes(32).toString("hex"), storageKey, status: "needs_review" },
    });
    const downloaded = await call("GET", `/documents/${document.id}/file`, { key });
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(downloaded.bytes).toString()).toBe(bytes.toString());
    expect((await call("DELETE", `/documents/${document.id}`, { key })).status).toBe(200);
    expect(await db().storedFile.count({ where: { key: storageKey } })).toBe(0);
  }, 60_000);

  it("removes the sandbox's files when the sandbox is reset", async () => {
    const testKey = (await createTestKey(company.companyId, { scopes: ["read", "documents:write", "company:write"], livemode: false, rateLimitPerMinute: 10_000 })).key;
    const uploaded = await call("POST", "/documents", { key: testKey, body: { fileName: "teste.png", mimeType: "image/png", dataBase64: base64(await noisePng()) } });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    await settled(uploaded.body.data.id, testKey);
    const { companyId: sandboxId, storageKey } = await db().expenseDocument.findUniqueOrThrow({ where: { id: uploaded.body.data.id }, select: { companyId: true, storageKey: true } });
    const file = path.join(folder, sandboxId, storageKey!.split("/")[2]!);
    expect(existsSync(file)).toBe(true);
    const reset = await call("POST", "/sandbox/reset", { key: testKey, body: {} });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(existsSync(file)).toBe(false);
  }, 90_000);
});

describe("document bytes in PostgreSQL (the default)", () => {
  let company: TestCompany;

  beforeAll(async () => {
    company = await createTestCompany();
  });

  it("deletes the sandbox's StoredFile rows when the sandbox is reset (the company's cascade does not reach them)", async () => {
    const testKey = (await createTestKey(company.companyId, { scopes: ["read", "documents:write", "company:write"], livemode: false, rateLimitPerMinute: 10_000 })).key;
    const uploaded = await api("POST", "/documents", { key: testKey, body: { fileName: "teste.png", mimeType: "image/png", dataBase64: base64(await noisePng()) } });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    await finalDocument(testKey, uploaded.body.data.id);
    const { companyId: sandboxId } = await testDatabase().expenseDocument.findUniqueOrThrow({ where: { id: uploaded.body.data.id }, select: { companyId: true } });
    expect(await testDatabase().storedFile.count({ where: { companyId: sandboxId } })).toBeGreaterThan(0);
    expect((await api("POST", "/sandbox/reset", { key: testKey, body: {} })).status).toBe(200);
    expect(await testDatabase().storedFile.count({ where: { companyId: sandboxId } })).toBe(0);
  }, 90_000);

  it("keeps the bytes uncompressed and out of line (the files are compressed already)", async () => {
    const [column] = await testDatabase().$queryRaw<{ attstorage: string }[]>`SELECT attstorage::text AS attstorage FROM pg_attribute WHERE attrelid = '"StoredFile"'::regclass AND attname = 'bytes'`;
    expect(column?.attstorage).toBe("e");
  });

  it.runIf(inject("mode") === "services")("stores a file over 1 MiB as parts in one transaction and serves it back byte-identical", async () => {
    const key = (await createTestKey(company.companyId, { scopes: ["read", "documents:write"], rateLimitPerMinute: 10_000 })).key;
    // 3 MB of noise: a PNG that does not shrink, so three 1 MiB parts.
    const bytes = new Uint8Array(await sharp(randomBytes(1000 * 1000 * 3), { raw: { width: 1000, height: 1000, channels: 3 } }).png().toBuffer());
    const uploaded = await api("POST", "/documents", { key, body: { fileName: "grande.png", mimeType: "image/png", dataBase64: base64(bytes) } });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const { storageKey } = await testDatabase().expenseDocument.findUniqueOrThrow({ where: { id: uploaded.body.data.id }, select: { storageKey: true } });
    const parts = await testDatabase().storedFile.findMany({ where: { key: storageKey! }, select: { part: true, bytes: true }, orderBy: { part: "asc" } });
    expect(parts.map((row) => row.part)).toEqual([0, 1, 2]);
    expect(parts.map((row) => row.bytes.byteLength)).toEqual([1_048_576, 1_048_576, bytes.byteLength - 2 * 1_048_576]);
    const downloaded = await api("GET", `/documents/${uploaded.body.data.id}/file`, { key });
    expect(downloaded.status).toBe(200);
    expect(Buffer.compare(Buffer.from(downloaded.body as Uint8Array), Buffer.from(bytes))).toBe(0);
  }, 90_000);
});
