-- CreateIndex
CREATE INDEX "Invoice_companyId_display_idx" ON "Invoice"("companyId", "display");

