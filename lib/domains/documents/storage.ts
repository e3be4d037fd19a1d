import pg from "pg";
import { database, type Database } from "@/lib/core/db";
import type { DocumentStorage } from "./document-storage";
import { documentStorageDir, fileSystemStorage } from "./file-system-storage";

// Deliberately off the typed builder (lib/core/db/sql.ts, tests/unit/raw-sql-allow-list.test.ts):
// the bytes of a file are memory-bound, not shape-bound. With a real server they go straight through
// node-postgres (one binary parameter, no copy); on the embedded database through Prisma's tagged
// raw statements, measured for what they hold in memory. Two fixed statements on one table, nothing
// a schema check would add.

/**
 * A file is stored in parts of this size, one row each (`StoredFile.part` 0, 1, …), written in one
 * transaction. One 10 MB parameter meant one 10 MB message built and written on the event loop
 * (copied into node-postgres's buffer, then into the socket in the same call), during which no other
 * request was answered (security review L1); a 1 MiB part holds it ~a tenth as long.
 */
export const STORED_FILE_PART_BYTES = 1_048_576;

function asBuffer(bytes: Uint8Array): Buffer<ArrayBuffer> {
  return Buffer.from(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength); // a view, not a copy
}

/** The file's parts, as views of its bytes (an empty file is one empty part). */
export function fileParts(bytes: Uint8Array): Buffer<ArrayBuffer>[] {
  const whole = asBuffer(bytes);
  const parts: Buffer<ArrayBuffer>[] = [];
  for (let offset = 0; offset < whole.byteLength || parts.length === 0; offset += STORED_FILE_PART_BYTES) parts.push(whole.subarray(offset, offset + STORED_FILE_PART_BYTES));
  return parts;
}

/** The file from its parts' rows, in part order. */
function joined(rows: { bytes: Uint8Array }[]): Uint8Array | null {
  if (rows.length === 0) return null;
  if (rows.length === 1) return new Uint8Array(rows[0]!.bytes);
  return new Uint8Array(Buffer.concat(rows.map((row) => row.bytes)));
}

/**
 * Through Prisma's connection: for the embedded database, which takes a single connection (and runs in
 * this process: there is no socket write to split). Raw statements, because a model create of the
 * Bytes column costs ~3× the memory (and time) of one. The file is one part.
 */
function prismaStorage(db: Pick<Database, "storedFile" | "$executeRaw" | "$queryRaw">): DocumentStorage {
  return {
    async put(key, companyId, bytes) {
      await db.$executeRaw`INSERT INTO "StoredFile" ("key", "part", "companyId", "bytes") VALUES (${key}, 0, ${companyId}, ${asBuffer(bytes)})`;
    },
    async get(key, companyId) {
      return joined(await db.$queryRaw<{ bytes: Uint8Array }[]>`SELECT "bytes" FROM "StoredFile" WHERE "key" = ${key} AND "companyId" = ${companyId} ORDER BY "part"`);
    },
    async remove(key, companyId) {
      await db.storedFile.deleteMany({ where: { key, companyId } });
    },
  };
}

/**
 * Straight through node-postgres, which sends a Buffer as one binary parameter. Measured on a 10 MB
 * photo: one Prisma create of the Bytes column raised resident memory by about 470 MB (45× the file),
 * a raw Prisma insert by 155 MB, node-postgres by under 5 MB.
 *
 * Writes go one file at a time through a pool of their own, with an asynchronous commit and a turn of
 * the event loop between parts: with uploads in their own process, twenty 10 MB uploads at once slowed the
 * other requests' p99 to a worst 2.3× their idle p99 instead of 4.7× (security review L1; measured in
 * docs/performance.md, «Bytes kept in PostgreSQL, uploads in their own process»).
 */
function postgresStorage(pools: FilePools): DocumentStorage {
  const insert = 'INSERT INTO "StoredFile" ("key", "part", "companyId", "bytes") VALUES ($1, $2, $3, $4)';
  return {
    async put(key, companyId, bytes) {
      // All parts or none: a reader never sees part of a file.
      const client = await pools.write.connect();
      let failure: unknown;
      try {
        await client.query("BEGIN");
        // The commit returns before its WAL reaches the disk. Safe because nothing points at these rows
        // until the caller's own (synchronous) commit, which flushes the WAL past them: a crash in
        // between loses only bytes no document refers to (upload-document.ts writes its row after put).
        await client.query("SET LOCAL synchronous_commit = off");
        for (const [part, slice] of fileParts(bytes).entries()) {
          if (part > 0) await new Promise((resolve) => setImmediate(resolve));
          await client.query(insert, [key, part, companyId, slice]);
        }
        await client.query("COMMIT");
      } catch (error) {
        failure = error;
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        // A connection that failed mid-transaction is closed, not reused.
        client.release(failure instanceof Error ? failure : undefined);
      }
    },
    async get(key, companyId) {
      const result = await pools.read.query<{ bytes: Buffer }>('SELECT "bytes" FROM "StoredFile" WHERE "key" = $1 AND "companyId" = $2 ORDER BY "part"', [key, companyId]);
      return joined(result.rows);
    },
    async remove(key, companyId) {
      await pools.read.query('DELETE FROM "StoredFile" WHERE "key" = $1 AND "companyId" = $2', [key, companyId]);
    },
  };
}

/** Reads and deletions (up to three at once), and writes (one file at a time; the others wait their turn). */
interface FilePools {
  read: pg.Pool;
  write: pg.Pool;
}

const processWide = globalThis as unknown as { contabilistaFilePools?: FilePools };

/** The storage of document bytes: files under DOCUMENT_STORAGE_DIR when it is set, else PostgreSQL. */
export function documentStorage(): DocumentStorage {
  const folder = documentStorageDir();
  return folder ? fileSystemStorage(folder, databaseStorage()) : databaseStorage();
}

/** PostgreSQL's `StoredFile` rows: the default, and where documents stored before DOCUMENT_STORAGE_DIR stay. */
function databaseStorage(): DocumentStorage {
  if (Number(process.env.DATABASE_POOL_MAX ?? 10) <= 1) return prismaStorage(database());
  processWide.contabilistaFilePools ??= {
    read: filePool(3, 5_000),
    // Twenty 10 MB uploads queue here for a few seconds in all; the wait is the upload's, not a failure.
    write: filePool(1, 120_000),
  };
  return postgresStorage(processWide.contabilistaFilePools);
}

function filePool(max: number, connectionTimeoutMillis: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max, connectionTimeoutMillis });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on("error", () => undefined);
  return pool;
}
