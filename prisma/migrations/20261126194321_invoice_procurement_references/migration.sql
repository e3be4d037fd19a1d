-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "commitmentNumber" TEXT,
ADD COLUMN     "orderReference" TEXT;

