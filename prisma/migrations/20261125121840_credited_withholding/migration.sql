-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "creditedWithholdingCents" INTEGER NOT NULL DEFAULT 0;

