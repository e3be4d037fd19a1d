-- AlterTable
ALTER TABLE "ExpenseDocument" ADD COLUMN     "extractionAttempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "leaseExpiresAt" TIMESTAMP(3),
ADD COLUMN     "leaseOwner" TEXT;

-- CreateIndex
CREATE INDEX "ExpenseDocument_status_leaseExpiresAt_idx" ON "ExpenseDocument"("status", "leaseExpiresAt");

