-- CreateTable
CREATE TABLE "ChatDraft" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "input" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ChatDraft_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ChatDraft_companyId_expiresAt_idx" ON "ChatDraft"("companyId", "expiresAt");

-- AddForeignKey
ALTER TABLE "ChatDraft" ADD CONSTRAINT "ChatDraft_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

