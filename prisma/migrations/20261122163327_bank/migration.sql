-- CreateEnum
CREATE TYPE "MovementStatus" AS ENUM ('unmatched', 'suggested', 'matched', 'ignored');

-- CreateTable
CREATE TABLE "BankAccount" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "bankName" TEXT NOT NULL,
    "iban" TEXT NOT NULL,
    "isDefault" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BankAccount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BankMovement" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "description" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "balanceCents" INTEGER,
    "fingerprint" TEXT NOT NULL,
    "status" "MovementStatus" NOT NULL DEFAULT 'unmatched',
    "invoiceId" TEXT,
    "documentId" TEXT,
    "score" DOUBLE PRECISION,
    "reasons" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BankMovement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RejectedMatch" (
    "movementId" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RejectedMatch_pkey" PRIMARY KEY ("movementId","targetId")
);

-- CreateTable
CREATE TABLE "EfaturaEntry" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "supplierName" TEXT NOT NULL,
    "supplierNif" TEXT NOT NULL,
    "documentDate" DATE NOT NULL,
    "documentNumber" TEXT NOT NULL,
    "atcud" TEXT,
    "totalCents" INTEGER NOT NULL,
    "vatCents" INTEGER NOT NULL,

    CONSTRAINT "EfaturaEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BankAccount_companyId_idx" ON "BankAccount"("companyId");

-- CreateIndex
CREATE INDEX "BankMovement_companyId_date_idx" ON "BankMovement"("companyId", "date");

-- CreateIndex
CREATE INDEX "BankMovement_companyId_status_idx" ON "BankMovement"("companyId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "BankMovement_accountId_fingerprint_key" ON "BankMovement"("accountId", "fingerprint");

-- CreateIndex
CREATE INDEX "EfaturaEntry_companyId_documentDate_idx" ON "EfaturaEntry"("companyId", "documentDate");

-- CreateIndex
CREATE UNIQUE INDEX "EfaturaEntry_companyId_supplierNif_documentNumber_key" ON "EfaturaEntry"("companyId", "supplierNif", "documentNumber");

-- AddForeignKey
ALTER TABLE "BankAccount" ADD CONSTRAINT "BankAccount_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BankMovement" ADD CONSTRAINT "BankMovement_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "BankAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- An invoice or a document is matched to at most one movement (not expressible in schema.prisma).
CREATE UNIQUE INDEX "BankMovement_matched_invoice_key" ON "BankMovement"("invoiceId") WHERE "status" = 'matched' AND "invoiceId" IS NOT NULL;
CREATE UNIQUE INDEX "BankMovement_matched_document_key" ON "BankMovement"("documentId") WHERE "status" = 'matched' AND "documentId" IS NOT NULL;
