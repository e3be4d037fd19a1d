-- Agent guard-rails per API key (additive).
ALTER TABLE "ApiKey" ADD COLUMN     "agentMaxCentsPerDay" INTEGER,
ADD COLUMN     "agentMaxDocumentsPerDay" INTEGER,
ADD COLUMN     "agentReadOnly" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "agentWritesNeedConfirmation" BOOLEAN NOT NULL DEFAULT false;

-- CreateEnum
CREATE TYPE "AgentProposalStatus" AS ENUM ('pending', 'approved', 'rejected', 'failed');

-- CreateTable
CREATE TABLE "AgentProposal" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "apiKeyId" TEXT NOT NULL,
    "operation" TEXT NOT NULL,
    "input" JSONB NOT NULL,
    "preview" JSONB NOT NULL,
    "status" "AgentProposalStatus" NOT NULL DEFAULT 'pending',
    "result" JSONB,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMP(3),
    "decidedById" TEXT,

    CONSTRAINT "AgentProposal_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AgentProposal_companyId_status_createdAt_idx" ON "AgentProposal"("companyId", "status", "createdAt");

-- CreateTable
CREATE TABLE "AgentDailyUsage" (
    "holder" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "documents" INTEGER NOT NULL DEFAULT 0,
    "cents" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "AgentDailyUsage_pkey" PRIMARY KEY ("holder","day")
);
