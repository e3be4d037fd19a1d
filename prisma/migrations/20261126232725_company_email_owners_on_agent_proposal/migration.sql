-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "emailOwnersOnAgentProposal" BOOLEAN NOT NULL DEFAULT false;

