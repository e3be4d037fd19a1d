import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { documentStorageDir, fileSystemStorage, storedFilePath } from "@/lib/domains/documents/file-system-storage";
import type { DocumentStorage } from "@/lib/domains/documents/document-storage";
import { documentStorage } from "@/lib/domains/documents/storage";

// DOCUMENT_STORAGE_DIR (issue #38 L1): document bytes as files, out of PostgreSQL. The database
// storage is replaced here by a map of rows, so what reaches it (and what is read back from it) is seen.

function rowsStorage(): DocumentStorage & { rows: Map<string, Uint8Array>; removed: string[] } {
  const rows = new Map<string, Uint8Array>();
  const removed: string[] = [];
  return {
    rows,
    removed,
    async put(key, companyId, bytes) {
      rows.set(`${companyId} ${key}`, bytes);
    },
    async get(key, companyId) {
      return rows.get(`${companyId} ${key}`) ?? null;
    },
    async remove(key, companyId) {
      removed.push(key);
      rows.delete(`${companyId} ${key}`);
    },
  };
}

const COMPANY = "cmabc123def456ghi789jkl0m";
const SANDBOX = `sbx_${randomUUID()}`;
const keyOf = (companyId: string, id = randomUUID()) => `documents/${companyId}/${id}`;

describe("file-system document storage", () => {
  let root: string;
  let rows: ReturnType<typeof rowsStorage>;
  let storage: DocumentStorage;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "ctb-files-"));
    rows = rowsStorage();
    storage = fileSystemStorage(root, rows);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("stores the bytes as <dir>/<company>/<uuid> (folder 0700, file 0600) and reads them back identical, with no database row", async () => {
    const id = randomUUID();
    const bytes = new Uint8Array(randomBytes(3 * 1_048_576 + 17));
    await storage.put(keyOf(SANDBOX, id), SANDBOX, bytes);
    const file = path.join(root, SANDBOX, id);
    expect(Buffer.compare(readFileSync(file), Buffer.from(bytes))).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(root, SANDBOX)).mode & 0o777).toBe(0o700);
    expect(readdirSync(path.join(root, SANDBOX))).toEqual([id]);
    expect(rows.rows.size).toBe(0);
    const back = await storage.get(keyOf(SANDBOX, id), SANDBOX);
    expect(back).toBeInstanceOf(Uint8Array);
    expect(Buffer.compare(Buffer.from(back!), Buffer.from(bytes))).toBe(0);
  });

  it("stores a view into a larger buffer as the view's bytes only, and an empty file as empty", async () => {
    const whole = new Uint8Array(randomBytes(100));
    const key = keyOf(COMPANY);
    await storage.put(key, COMPANY, whole.subarray(10, 30));
    expect(Buffer.from((await storage.get(key, COMPANY))!)).toEqual(Buffer.from(whole.subarray(10, 30)));
    const empty = keyOf(COMPANY);
    await storage.put(empty, COMPANY, new Uint8Array(0));
    expect((await storage.get(empty, COMPANY))!.byteLength).toBe(0);
  });

  it("never shows a partial file under the final name while a large file is being written", async () => {
    const id = randomUUID();
    const file = path.join(root, COMPANY, id);
    const bytes = new Uint8Array(randomBytes(48 * 1_048_576));
    let done = false;
    const sizesSeen = new Set<number>();
    const writing = storage.put(keyOf(COMPANY, id), COMPANY, bytes).finally(() => {
      done = true;
    });
    while (!done) {
      const seen = await stat(file).catch(() => null);
      if (seen) sizesSeen.add(seen.size);
    }
    await writing;
    expect([...sizesSeen].filter((size) => size !== bytes.byteLength)).toEqual([]);
    expect(statSync(file).size).toBe(bytes.byteLength);
    expect(readdirSync(path.join(root, COMPANY))).toEqual([id]); // no temporary file left
  });

  it("leaves no temporary file when a write cannot be put in place", async () => {
    const id = randomUUID();
    mkdirSync(path.join(root, COMPANY, id, "occupied"), { recursive: true }); // the final name is taken by a folder
    await expect(storage.put(keyOf(COMPANY, id), COMPANY, new Uint8Array([1, 2, 3]))).rejects.toThrow();
    expect(readdirSync(path.join(root, COMPANY))).toEqual([id]);
  });

  it("refuses keys and company ids of any other shape, another company's key and any way out of the folder", async () => {
    const outside = path.join(root, "..", `escaped-${randomUUID()}`);
    const uuid = randomUUID();
    const refused: [string, string][] = [
      [keyOf("another0company0id000000x"), COMPANY], // another tenant's file
      [`documents/${COMPANY}/../${path.basename(outside)}`, COMPANY],
      [`documents/${COMPANY}/${uuid}/../../x`, COMPANY],
      [`documents/../${uuid}`, ".."],
      [`documents/${COMPANY}/${uuid}/extra`, COMPANY],
      [`documents/${COMPANY}/${uuid.toUpperCase()}`, COMPANY],
      [`documents/${COMPANY}/${uuid}\0`, COMPANY],
      [`documents/${COMPANY}/..`, COMPANY],
      [`/documents/${COMPANY}/${uuid}`, COMPANY],
      [`files/${COMPANY}/${uuid}`, COMPANY],
      [`documents/${COMPANY}\\..\\${uuid}`, COMPANY],
      [`documents/a/b/${uuid}`, "a/b"],
      [`documents/./${uuid}`, "."],
      [`documents//${uuid}`, ""],
      [`documents/${COMPANY}/${uuid}`, `${COMPANY}/..`],
      [`documents/${"x".repeat(101)}/${uuid}`, "x".repeat(101)],
      [path.join(root, COMPANY, uuid), COMPANY],
    ];
    for (const [key, companyId] of refused) {
      await expect(storage.put(key, companyId, new Uint8Array([1])), `put ${key} as ${companyId}`).rejects.toThrow(/Refused/);
      await expect(storage.get(key, companyId), `get ${key} as ${companyId}`).rejects.toThrow(/Refused/);
      await expect(storage.remove(key, companyId), `remove ${key} as ${companyId}`).rejects.toThrow(/Refused/);
    }
    expect(existsSync(outside)).toBe(false);
    expect(readdirSync(root)).toEqual([]);
    expect(rows.removed).toEqual([]);
    expect(() => storedFilePath(root, keyOf(COMPANY, uuid), COMPANY)).not.toThrow();
  });

  it("does not read another company's file through its own key shape", async () => {
    const id = randomUUID();
    await storage.put(keyOf(COMPANY, id), COMPANY, new Uint8Array([7]));
    const other = "cmother0000000000000000000";
    // The same uuid under the other company is its own (absent) file, then its own (absent) rows.
    expect(await storage.get(keyOf(other, id), other)).toBeNull();
  });

  it("falls back to the database rows for a document stored before the setting, and answers null when neither has it", async () => {
    const key = keyOf(COMPANY);
    await rows.put(key, COMPANY, new Uint8Array([4, 5, 6]));
    expect(Array.from((await storage.get(key, COMPANY))!)).toEqual([4, 5, 6]);
    expect(await storage.get(keyOf(COMPANY), COMPANY)).toBeNull();
  });

  it("removes the file and the database rows; an absent file is fine", async () => {
    const key = keyOf(COMPANY);
    await storage.put(key, COMPANY, new Uint8Array([1, 2]));
    await rows.put(key, COMPANY, new Uint8Array([9])); // rows of the same key, from before
    await storage.remove(key, COMPANY);
    expect(readdirSync(path.join(root, COMPANY))).toEqual([]);
    expect(rows.rows.size).toBe(0);
    expect(await storage.get(key, COMPANY)).toBeNull();
    await expect(storage.remove(key, COMPANY)).resolves.toBeUndefined();
    const onlyRows = keyOf(COMPANY);
    await rows.put(onlyRows, COMPANY, new Uint8Array([3]));
    await storage.remove(onlyRows, COMPANY);
    expect(rows.removed).toEqual([key, key, onlyRows]);
    expect(rows.rows.size).toBe(0);
  });
});

describe("DOCUMENT_STORAGE_DIR", () => {
  const saved = process.env.DOCUMENT_STORAGE_DIR;
  afterEach(() => {
    if (saved === undefined) delete process.env.DOCUMENT_STORAGE_DIR;
    else process.env.DOCUMENT_STORAGE_DIR = saved;
  });

  it("is off when unset or blank, absolute as given, relative to the working directory otherwise", () => {
    expect(documentStorageDir(undefined)).toBeNull();
    expect(documentStorageDir("  ")).toBeNull();
    expect(documentStorageDir("/srv/contabilista/files")).toBe("/srv/contabilista/files");
    expect(documentStorageDir("data/files")).toBe(path.join(process.cwd(), "data", "files"));
  });

  it("makes documentStorage() write files under the folder", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "ctb-files-env-"));
    try {
      process.env.DOCUMENT_STORAGE_DIR = root;
      const id = randomUUID();
      await documentStorage().put(keyOf(COMPANY, id), COMPANY, new Uint8Array([1, 2, 3]));
      expect(Array.from(readFileSync(path.join(root, COMPANY, id)))).toEqual([1, 2, 3]);
      writeFileSync(path.join(root, COMPANY, id), "x"); // read from the file, not elsewhere
      expect(Buffer.from((await documentStorage().get(keyOf(COMPANY, id), COMPANY))!).toString()).toBe("x");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
