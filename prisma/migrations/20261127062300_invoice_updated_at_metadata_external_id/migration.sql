-- AlterTable
ALTER TABLE "Client" ADD COLUMN     "externalId" TEXT,
ADD COLUMN     "metadata" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "externalId" TEXT,
ADD COLUMN     "metadata" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateIndex
CREATE UNIQUE INDEX "Client_companyId_externalId_key" ON "Client"("companyId", "externalId");

-- CreateIndex
CREATE INDEX "Invoice_companyId_updatedAt_idx" ON "Invoice"("companyId", "updatedAt");

-- CreateIndex
CREATE INDEX "Invoice_companyId_externalId_idx" ON "Invoice"("companyId", "externalId");

-- An externalId is unique among a companys documents in force: an annulled document frees it for
-- the corrected one (not in schema.prisma, which cannot state a partial index).
CREATE UNIQUE INDEX "Invoice_companyId_externalId_live_key" ON "Invoice"("companyId", "externalId") WHERE "annulledAt" IS NULL AND "externalId" IS NOT NULL;

-- Invoice.updatedAt (the updatedSince filter of list_invoices) is touched by every change to what
-- get_invoice answers, whichever code path makes it: an update of the row itself, and the rows it
-- shows from other tables (receipts, credit and debit note lines and annulment, emails sent, bank
-- movements linked, the sealed PDF). The clock is the database clock, in UTC like every other
-- timestamp column. The function bodies are E-strings with \073 for each semicolon, and these
-- comments have none: the schema engine splits a migration at every semicolon, even inside a
-- dollar-quoted body or a comment.
CREATE FUNCTION "invoice_touch_self"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  NEW."updatedAt" := clock_timestamp() AT TIME ZONE ''UTC''\073
  RETURN NEW\073
END ';
CREATE TRIGGER "Invoice_touch_self" BEFORE UPDATE ON "Invoice" FOR EACH ROW EXECUTE FUNCTION "invoice_touch_self"();

CREATE FUNCTION "invoice_touch"(ids TEXT[]) RETURNS void LANGUAGE sql AS E'
  UPDATE "Invoice" SET "updatedAt" = clock_timestamp() AT TIME ZONE ''UTC'' WHERE "id" = ANY(ids)\073
';

-- A note annulled (or un-annulled): the documents it corrects list it as annulled.
CREATE FUNCTION "invoice_touch_corrected"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM "invoice_touch"(ARRAY(SELECT DISTINCT "referencedInvoiceId" FROM "InvoiceLine" WHERE "invoiceId" = NEW."id" AND "referencedInvoiceId" IS NOT NULL AND "referencedInvoiceId" <> NEW."id"))\073
  RETURN NULL\073
END ';
CREATE TRIGGER "Invoice_touch_corrected" AFTER UPDATE OF "annulledAt" ON "Invoice" FOR EACH ROW WHEN (OLD."annulledAt" IS DISTINCT FROM NEW."annulledAt") EXECUTE FUNCTION "invoice_touch_corrected"();

-- A credit or debit note line naming a document.
CREATE FUNCTION "invoice_line_touch"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF NEW."referencedInvoiceId" IS NOT NULL THEN PERFORM "invoice_touch"(ARRAY[NEW."referencedInvoiceId"])\073 END IF\073
  RETURN NULL\073
END ';
CREATE TRIGGER "InvoiceLine_touch" AFTER INSERT ON "InvoiceLine" FOR EACH ROW EXECUTE FUNCTION "invoice_line_touch"();

-- A receipt issued or annulled, an email (invoice, reminder, receipt) sent.
CREATE FUNCTION "invoice_child_touch"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM "invoice_touch"(ARRAY[NEW."invoiceId"])\073
  RETURN NULL\073
END ';
CREATE TRIGGER "Receipt_touch" AFTER INSERT OR UPDATE ON "Receipt" FOR EACH ROW EXECUTE FUNCTION "invoice_child_touch"();
CREATE TRIGGER "InvoiceEmail_touch" AFTER INSERT ON "InvoiceEmail" FOR EACH ROW EXECUTE FUNCTION "invoice_child_touch"();

-- A bank movement linked to or unlinked from an invoice (matched, suggested, rejected, undone).
CREATE FUNCTION "bank_movement_touch"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''INSERT'' THEN
    IF NEW."invoiceId" IS NOT NULL THEN PERFORM "invoice_touch"(ARRAY[NEW."invoiceId"])\073 END IF\073
  ELSIF TG_OP = ''DELETE'' THEN
    IF OLD."invoiceId" IS NOT NULL THEN PERFORM "invoice_touch"(ARRAY[OLD."invoiceId"])\073 END IF\073
  ELSIF OLD."invoiceId" IS DISTINCT FROM NEW."invoiceId" OR OLD."status" IS DISTINCT FROM NEW."status" THEN
    PERFORM "invoice_touch"(ARRAY_REMOVE(ARRAY[OLD."invoiceId", NEW."invoiceId"], NULL))\073
  END IF\073
  RETURN NULL\073
END ';
CREATE TRIGGER "BankMovement_touch" AFTER INSERT OR UPDATE OR DELETE ON "BankMovement" FOR EACH ROW EXECUTE FUNCTION "bank_movement_touch"();

-- The PDF sealed (or sealed again): the seal of get_invoice, and a receipt seal under its invoice.
CREATE FUNCTION "sealed_pdf_touch"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF NEW."invoiceId" IS NOT NULL THEN PERFORM "invoice_touch"(ARRAY[NEW."invoiceId"])\073
  ELSIF NEW."receiptId" IS NOT NULL THEN PERFORM "invoice_touch"(ARRAY(SELECT "invoiceId" FROM "Receipt" WHERE "id" = NEW."receiptId"))\073
  END IF\073
  RETURN NULL\073
END ';
CREATE TRIGGER "SealedPdf_touch" AFTER INSERT OR UPDATE ON "SealedPdf" FOR EACH ROW EXECUTE FUNCTION "sealed_pdf_touch"();
