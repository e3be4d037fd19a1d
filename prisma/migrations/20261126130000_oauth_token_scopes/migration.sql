-- AlterTable
ALTER TABLE "OAuthToken" ADD COLUMN     "scopes" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- Tokens issued before this column acted with their grant's scopes: keep it so.
UPDATE "OAuthToken" AS t SET "scopes" = g."scopes" FROM "OAuthGrant" AS g WHERE t."grantId" = g."id";
