-- Agent guard-rails per OAuth grant, as on API keys.
ALTER TABLE "OAuthGrant" ADD COLUMN "agentReadOnly" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "agentMaxDocumentsPerDay" INTEGER,
ADD COLUMN "agentMaxCentsPerDay" INTEGER,
ADD COLUMN "agentWritesNeedConfirmation" BOOLEAN NOT NULL DEFAULT false;

-- Proposals from an agent connected through OAuth name its grant instead of a key.
ALTER TABLE "AgentProposal" ALTER COLUMN "apiKeyId" DROP NOT NULL,
ADD COLUMN "grantId" TEXT;
