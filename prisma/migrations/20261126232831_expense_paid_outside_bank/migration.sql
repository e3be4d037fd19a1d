-- AlterTable
ALTER TABLE "ExpenseDocument" ADD COLUMN     "paidOutsideBankMethod" TEXT,
ADD COLUMN     "paidOutsideBankOn" DATE;

