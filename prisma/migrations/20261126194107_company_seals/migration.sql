-- CreateTable
CREATE TABLE "CompanySeal" (
    "companyId" TEXT NOT NULL,
    "p12Encrypted" BYTEA NOT NULL,
    "passwordEncrypted" BYTEA NOT NULL,
    "kind" TEXT NOT NULL,
    "subjectName" TEXT NOT NULL,
    "issuerName" TEXT NOT NULL,
    "notAfter" TIMESTAMP(3) NOT NULL,
    "qualified" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CompanySeal_pkey" PRIMARY KEY ("companyId")
);

-- CreateTable
CREATE TABLE "SealedPdf" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "invoiceId" TEXT,
    "receiptId" TEXT,
    "bytes" BYTEA NOT NULL,
    "sealSubject" TEXT NOT NULL,
    "qualified" BOOLEAN NOT NULL,
    "level" TEXT NOT NULL,
    "sealedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SealedPdf_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SealJob" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "total" INTEGER NOT NULL DEFAULT 0,
    "sealed" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "leaseOwner" TEXT,
    "leaseExpiresAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "SealJob_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SealedPdf_invoiceId_key" ON "SealedPdf"("invoiceId");

-- CreateIndex
CREATE UNIQUE INDEX "SealedPdf_receiptId_key" ON "SealedPdf"("receiptId");

-- CreateIndex
CREATE INDEX "SealedPdf_companyId_idx" ON "SealedPdf"("companyId");

-- CreateIndex
CREATE INDEX "SealJob_status_createdAt_idx" ON "SealJob"("status", "createdAt");

-- CreateIndex
CREATE INDEX "SealJob_companyId_createdAt_idx" ON "SealJob"("companyId", "createdAt");

-- AddForeignKey
ALTER TABLE "CompanySeal" ADD CONSTRAINT "CompanySeal_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SealedPdf" ADD CONSTRAINT "SealedPdf_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SealedPdf" ADD CONSTRAINT "SealedPdf_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SealedPdf" ADD CONSTRAINT "SealedPdf_receiptId_fkey" FOREIGN KEY ("receiptId") REFERENCES "Receipt"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SealJob" ADD CONSTRAINT "SealJob_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

