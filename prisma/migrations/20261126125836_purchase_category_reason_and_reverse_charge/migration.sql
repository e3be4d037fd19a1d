-- AlterTable
ALTER TABLE "ExpenseDocument" ADD COLUMN     "categoryReason" TEXT,
ADD COLUMN     "selfAssessedVatCents" INTEGER,
ADD COLUMN     "supplierVatId" TEXT;

-- AlterTable
ALTER TABLE "SupplierCategory" ADD COLUMN     "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "deductibleShare" DOUBLE PRECISION;

