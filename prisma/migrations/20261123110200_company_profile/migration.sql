-- CreateEnum
CREATE TYPE "AccountingRegime" AS ENUM ('organizada', 'simplificado');

-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "accountingRegime" "AccountingRegime" NOT NULL DEFAULT 'organizada',
ADD COLUMN     "activityStartDate" DATE,
ADD COLUMN     "euOperations" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "hasCompanyCars" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "hasEmployees" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "holdsInventory" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "iban" TEXT,
ADD COLUMN     "paysNonResidents" BOOLEAN NOT NULL DEFAULT false;

