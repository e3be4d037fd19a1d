-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "acknowledgementDate" DATE;

