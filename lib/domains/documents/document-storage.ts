/**
 * Where document bytes live: PostgreSQL by default (durable, shared by every instance, in the same
 * backups), or files under DOCUMENT_STORAGE_DIR (file-system-storage.ts: out of the database's WAL and
 * backups). An object-storage implementation only has to provide these three.
 */
export interface DocumentStorage {
  put(key: string, companyId: string, bytes: Uint8Array): Promise<void>;
  get(key: string, companyId: string): Promise<Uint8Array | null>;
  remove(key: string, companyId: string): Promise<void>;
}
