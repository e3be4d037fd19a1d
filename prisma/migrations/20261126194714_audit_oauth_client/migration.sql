-- AlterTable
ALTER TABLE "AuditEvent" ADD COLUMN     "oauthClientId" TEXT,
ADD COLUMN     "oauthGrantId" TEXT;

