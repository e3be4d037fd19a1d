-- AlterTable
ALTER TABLE "ExpenseDocument" ADD COLUMN     "duplicateOfId" TEXT,
ADD COLUMN     "vatDeductibleCents" INTEGER;


-- Documents stored before the deduction rules: the same rules as lib/documents/vat-deduction.ts by
-- category (CIVA art. 21.º: meals and travel 0 %, fuel taken as diesel 50 %, the rest 100 %).
UPDATE "ExpenseDocument" SET "vatDeductibleCents" = CASE
  WHEN "vatCents" IS NULL THEN NULL
  WHEN "category" IN ('refeições', 'deslocações') THEN 0
  WHEN "category" = 'combustíveis' THEN ROUND("vatCents" * 0.5)
  ELSE "vatCents" END;
