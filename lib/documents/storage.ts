import type { Database } from "@/lib/db";

/**
 * Where document bytes live. The default keeps them in PostgreSQL (durable, shared by every
 * instance, in the same backups); an object-storage implementation only has to provide these three.
 */
export interface DocumentStorage {
  put(key: string, companyId: string, bytes: Uint8Array): Promise<void>;
  get(key: string, companyId: string): Promise<Uint8Array | null>;
  remove(key: string, companyId: string): Promise<void>;
}

export function databaseStorage(db: Pick<Database, "storedFile">): DocumentStorage {
  return {
    async put(key, companyId, bytes) {
      // A view on the same memory, not a copy: uploads are up to 12 MB.
      await db.storedFile.create({ data: { key, companyId, bytes: Buffer.from(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength) } });
    },
    async get(key, companyId) {
      const file = await db.storedFile.findFirst({ where: { key, companyId } });
      return file ? new Uint8Array(file.bytes) : null;
    },
    async remove(key, companyId) {
      await db.storedFile.deleteMany({ where: { key, companyId } });
    },
  };
}
