-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "InvoiceType" ADD VALUE 'FS';
ALTER TYPE "InvoiceType" ADD VALUE 'NC';
ALTER TYPE "InvoiceType" ADD VALUE 'ND';
ALTER TYPE "InvoiceType" ADD VALUE 'RC';

-- AlterTable
ALTER TABLE "Client" ADD COLUMN     "country" TEXT NOT NULL DEFAULT 'PT',
ADD COLUMN     "foreignTaxId" TEXT;

-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "annulledAt" TIMESTAMP(3),
ADD COLUMN     "annulmentReason" TEXT,
ADD COLUMN     "creditedCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "paidCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "reason" TEXT,
ADD COLUMN     "withholdingCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "withholdingCode" TEXT,
ADD COLUMN     "withholdingRateBasisPoints" INTEGER;

-- AlterTable
ALTER TABLE "InvoiceLine" ADD COLUMN     "referencedInvoiceId" TEXT,
ADD COLUMN     "referencedPosition" INTEGER;

-- CreateTable
CREATE TABLE "Receipt" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "invoiceId" TEXT NOT NULL,
    "seriesId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "display" TEXT NOT NULL,
    "atcud" TEXT NOT NULL,
    "paymentDate" DATE NOT NULL,
    "method" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "hash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Receipt_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Receipt_companyId_paymentDate_idx" ON "Receipt"("companyId", "paymentDate");

-- CreateIndex
CREATE INDEX "Receipt_invoiceId_idx" ON "Receipt"("invoiceId");

-- CreateIndex
CREATE UNIQUE INDEX "Receipt_seriesId_number_key" ON "Receipt"("seriesId", "number");

-- CreateIndex
CREATE INDEX "InvoiceLine_referencedInvoiceId_idx" ON "InvoiceLine"("referencedInvoiceId");

-- AddForeignKey
ALTER TABLE "InvoiceLine" ADD CONSTRAINT "InvoiceLine_referencedInvoiceId_fkey" FOREIGN KEY ("referencedInvoiceId") REFERENCES "Invoice"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Receipt" ADD CONSTRAINT "Receipt_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Receipt" ADD CONSTRAINT "Receipt_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Receipt" ADD CONSTRAINT "Receipt_seriesId_fkey" FOREIGN KEY ("seriesId") REFERENCES "InvoiceSeries"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

