-- AlterTable
ALTER TABLE "Receipt" ADD COLUMN     "annulledAt" TIMESTAMP(3),
ADD COLUMN     "annulmentReason" TEXT;

