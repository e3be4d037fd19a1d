-- DropIndex
DROP INDEX "InvoiceSeries_companyId_type_year_key";

-- AlterTable
ALTER TABLE "InvoiceSeries" ADD COLUMN     "code" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE UNIQUE INDEX "InvoiceSeries_companyId_type_year_code_key" ON "InvoiceSeries"("companyId", "type", "year", "code");

