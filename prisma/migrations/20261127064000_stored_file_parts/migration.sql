-- A stored file is kept in parts of at most 1 MiB, one row each (security review L1: one 10 MB
-- parameter held the server's event loop while it was serialised and written). Existing files are
-- one part, part 0.
ALTER TABLE "StoredFile" ADD COLUMN "part" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "StoredFile" DROP CONSTRAINT "StoredFile_pkey";
ALTER TABLE "StoredFile" ADD CONSTRAINT "StoredFile_pkey" PRIMARY KEY ("key", "part");
