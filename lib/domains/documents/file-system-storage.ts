import { randomBytes } from "node:crypto";
import { mkdir, open, readFile, rename, unlink } from "node:fs/promises";
import path from "node:path";
import type { DocumentStorage } from "./document-storage";

// Opt-in (DOCUMENT_STORAGE_DIR): document bytes in files, out of PostgreSQL. 20 parallel 10 MB
// uploads stored as StoredFile rows raised PostgreSQL's own `SELECT 1` p99 from ~1.5 ms to 40–90 ms
// (TOAST and WAL of 200 MB on 2 cores: issue #38 L1); kept out of the database it stayed at 2–5 ms.
// The price: the files are not in the database's backups, and several instances need one shared folder.

/** A company id as the app makes them (a cuid, or `sbx_<uuid>` for a sandbox): never a dot or a slash. */
const COMPANY_ID = /^[A-Za-z0-9_-]{1,100}$/;
const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The file of a storage key (`documents/<companyId>/<uuid>`, upload-document.ts) under `root`:
 * `<root>/<companyId>/<uuid>`. Anything else is refused, whatever the input: a key of another shape,
 * one whose company is not `companyId`, a company id that could leave its folder.
 */
export function storedFilePath(root: string, key: string, companyId: string): { folder: string; file: string } {
  if (typeof companyId !== "string" || !COMPANY_ID.test(companyId)) throw new Error("Refused document storage: not a company id.");
  if (typeof key !== "string") throw new Error("Refused document storage key: not a string.");
  const parts = key.split("/");
  if (parts.length !== 3 || parts[0] !== "documents") throw new Error("Refused document storage key: not documents/<company>/<uuid>.");
  if (parts[1] !== companyId) throw new Error("Refused document storage key: it belongs to another company.");
  if (!FILE_ID.test(parts[2]!)) throw new Error("Refused document storage key: its file part is not a uuid.");
  const folder = path.join(root, companyId);
  const file = path.join(folder, parts[2]!);
  // Belt and braces: the file is exactly two levels under the root.
  if (path.relative(root, file) !== `${companyId}${path.sep}${parts[2]}`) throw new Error("Refused document storage key: outside the storage folder.");
  return { folder, file };
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === "ENOENT";
}

/** The folder of DOCUMENT_STORAGE_DIR (absolute, or relative to the working directory), or null when unset. */
export function documentStorageDir(setting: string | undefined = process.env.DOCUMENT_STORAGE_DIR): string | null {
  const value = setting?.trim();
  return value ? path.resolve(value) : null;
}

/**
 * Files under `root`, one folder (0700) per company, each file 0600. `database` is the PostgreSQL
 * storage: documents stored there before the setting was turned on stay readable, and removing a
 * document removes its rows too.
 */
export function fileSystemStorage(root: string, database: DocumentStorage): DocumentStorage {
  const base = path.resolve(root);
  return {
    async put(key, companyId, bytes) {
      const { folder, file } = storedFilePath(base, key, companyId);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      // A temporary name in the same folder (so the rename stays on one file system), created
      // exclusively, written, synced, then renamed: a reader finds the whole file or none.
      const temporary = path.join(folder, `.${path.basename(file)}.${randomBytes(8).toString("hex")}.partial`);
      const handle = await open(temporary, "wx", 0o600);
      try {
        try {
          await handle.writeFile(bytes); // the given bytes, written from the caller's buffer
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, file);
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
      // The rename itself made durable: sync the folder (best effort where a folder cannot be opened so).
      const directory = await open(folder, "r").catch(() => null);
      if (directory) await directory.sync().catch(() => undefined).finally(() => directory.close());
    },
    async get(key, companyId) {
      const { file } = storedFilePath(base, key, companyId);
      try {
        const bytes = await readFile(file);
        return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
      return database.get(key, companyId);
    },
    async remove(key, companyId) {
      const { file } = storedFilePath(base, key, companyId);
      await unlink(file).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
      await database.remove(key, companyId);
    },
  };
}
