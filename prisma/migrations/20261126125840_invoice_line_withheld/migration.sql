-- AlterTable
ALTER TABLE "InvoiceLine" ADD COLUMN     "withheld" BOOLEAN NOT NULL DEFAULT false;


-- Until now a document's withholding was taken on all of its lines: keep that for the documents
-- already issued, so their credit notes reverse exactly what was withheld.
UPDATE "InvoiceLine" AS line SET "withheld" = true
FROM "Invoice" AS invoice
WHERE line."invoiceId" = invoice."id" AND invoice."withholdingCents" > 0;
