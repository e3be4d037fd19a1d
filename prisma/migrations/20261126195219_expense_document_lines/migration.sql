-- AlterTable
ALTER TABLE "ExpenseDocument" ADD COLUMN     "lines" JSONB;

