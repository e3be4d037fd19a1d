-- Document bytes (PDF, JPEG, PNG: compressed already) are stored out of line without PostgreSQL's
-- compression attempt: pglz on a 1 MiB part that will not shrink only costs the server CPU while
-- uploads are written (security review L1, docs/performance.md). Prisma's schema has no word for a
-- column's storage, so this migration is written by hand. Existing rows keep their form.
ALTER TABLE "StoredFile" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
