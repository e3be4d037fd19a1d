-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "carRegistrationMonths" INTEGER[] DEFAULT ARRAY[]::INTEGER[];

