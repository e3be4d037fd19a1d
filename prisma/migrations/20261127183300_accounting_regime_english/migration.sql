-- The accounting regime's values in English (issue #34, glossary): renaming the enum's labels renames
-- the value of every existing Company row with them (a row stores the label's identity, not its text).
ALTER TYPE "AccountingRegime" RENAME VALUE 'organizada' TO 'organized';
ALTER TYPE "AccountingRegime" RENAME VALUE 'simplificado' TO 'simplified';
ALTER TABLE "Company" ALTER COLUMN "accountingRegime" SET DEFAULT 'organized';
