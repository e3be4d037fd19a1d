-- DropIndex
DROP INDEX "Company_nif_key";

-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "livemode" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "sandboxOfCompanyId" TEXT;

-- AlterTable
ALTER TABLE "ApiKey" ADD COLUMN     "livemode" BOOLEAN NOT NULL DEFAULT true;

-- CreateIndex
CREATE UNIQUE INDEX "Company_sandboxOfCompanyId_key" ON "Company"("sandboxOfCompanyId");

-- CreateIndex
CREATE UNIQUE INDEX "Company_nif_livemode_key" ON "Company"("nif", "livemode");

-- AddForeignKey
ALTER TABLE "Company" ADD CONSTRAINT "Company_sandboxOfCompanyId_fkey" FOREIGN KEY ("sandboxOfCompanyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

