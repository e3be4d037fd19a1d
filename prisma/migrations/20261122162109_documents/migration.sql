-- AlterTable
ALTER TABLE "ExpenseDocument" ADD COLUMN     "atcud" TEXT,
ADD COLUMN     "buyerNif" TEXT,
ADD COLUMN     "confidence" DOUBLE PRECISION,
ADD COLUMN     "documentNumber" TEXT,
ADD COLUMN     "errorReason" TEXT,
ADD COLUMN     "mimeType" TEXT NOT NULL DEFAULT 'application/octet-stream',
ADD COLUMN     "reviewReasons" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "reviewedAt" TIMESTAMP(3),
ADD COLUMN     "sha256" TEXT,
ADD COLUMN     "sizeBytes" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "sources" JSONB,
ADD COLUMN     "storageKey" TEXT,
ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "vatBreakdown" JSONB;

-- CreateTable
CREATE TABLE "StoredFile" (
    "key" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StoredFile_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "SupplierCategory" (
    "companyId" TEXT NOT NULL,
    "supplierNif" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SupplierCategory_pkey" PRIMARY KEY ("companyId","supplierNif")
);

-- CreateIndex
CREATE INDEX "ExpenseDocument_companyId_supplierNif_idx" ON "ExpenseDocument"("companyId", "supplierNif");

-- CreateIndex
CREATE UNIQUE INDEX "ExpenseDocument_companyId_sha256_key" ON "ExpenseDocument"("companyId", "sha256");

