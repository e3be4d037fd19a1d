import pg from "pg";
import { database, type Database } from "@/lib/core/db";

/**
 * Where document bytes live: PostgreSQL (durable, shared by every instance, in the same backups).
 * An object-storage implementation only has to provide these three.
 */
export interface DocumentStorage {
  put(key: string, companyId: string, bytes: Uint8Array): Promise<void>;
  get(key: string, companyId: string): Promise<Uint8Array | null>;
  remove(key: string, companyId: string): Promise<void>;
}

function asBuffer(bytes: Uint8Array): Buffer<ArrayBuffer> {
  return Buffer.from(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength); // a view, not a copy
}

/**
 * Through Prisma's connection: for the embedded database, which takes a single connection. Raw
 * statements, because a model create of the Bytes column costs ~3× the memory (and time) of one.
 */
function prismaStorage(db: Pick<Database, "storedFile" | "$executeRaw" | "$queryRaw">): DocumentStorage {
  return {
    async put(key, companyId, bytes) {
      await db.$executeRaw`INSERT INTO "StoredFile" ("key", "companyId", "bytes") VALUES (${key}, ${companyId}, ${asBuffer(bytes)})`;
    },
    async get(key, companyId) {
      const rows = await db.$queryRaw<{ bytes: Uint8Array }[]>`SELECT "bytes" FROM "StoredFile" WHERE "key" = ${key} AND "companyId" = ${companyId}`;
      return rows[0] ? new Uint8Array(rows[0].bytes) : null;
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
 */
function postgresStorage(pool: pg.Pool): DocumentStorage {
  return {
    async put(key, companyId, bytes) {
      await pool.query('INSERT INTO "StoredFile" ("key", "companyId", "bytes") VALUES ($1, $2, $3)', [key, companyId, asBuffer(bytes)]);
    },
    async get(key, companyId) {
      const result = await pool.query<{ bytes: Buffer }>('SELECT "bytes" FROM "StoredFile" WHERE "key" = $1 AND "companyId" = $2', [key, companyId]);
      return result.rows[0] ? new Uint8Array(result.rows[0].bytes) : null;
    },
    async remove(key, companyId) {
      await pool.query('DELETE FROM "StoredFile" WHERE "key" = $1 AND "companyId" = $2', [key, companyId]);
    },
  };
}

const processWide = globalThis as unknown as { contabilistaFilePool?: pg.Pool };

export function documentStorage(): DocumentStorage {
  if (Number(process.env.DATABASE_POOL_MAX ?? 10) <= 1) return prismaStorage(database());
  if (!processWide.contabilistaFilePool) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 3, connectionTimeoutMillis: 5_000 });
    // An idle connection dropped by the server must not crash the process; the next query reconnects.
    pool.on("error", () => undefined);
    processWide.contabilistaFilePool = pool;
  }
  return postgresStorage(processWide.contabilistaFilePool);
}
