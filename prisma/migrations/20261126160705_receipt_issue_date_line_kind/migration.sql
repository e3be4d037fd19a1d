-- AlterTable: lines stored before the goods/services kind existed were all reported as services (SAF-T S).
ALTER TABLE "InvoiceLine" ADD COLUMN     "kind" TEXT NOT NULL DEFAULT 'services';

-- AlterTable: a receipt's issue date is the Lisbon day it was entered (createdAt), which is what its
-- hash already signed, and the payment date stays its own column.
ALTER TABLE "Receipt" ADD COLUMN     "issueDate" DATE;
UPDATE "Receipt" SET "issueDate" = ("createdAt" AT TIME ZONE 'UTC' AT TIME ZONE 'Europe/Lisbon')::date;
ALTER TABLE "Receipt" ALTER COLUMN "issueDate" SET NOT NULL;

-- CreateIndex
CREATE INDEX "Receipt_companyId_issueDate_idx" ON "Receipt"("companyId", "issueDate");
