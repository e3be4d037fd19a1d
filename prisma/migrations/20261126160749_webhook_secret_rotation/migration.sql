-- AlterTable
ALTER TABLE "WebhookEndpoint" ADD COLUMN     "previousSecret" TEXT,
ADD COLUMN     "previousSecretExpiresAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "WebhookDelivery_eventId_endpointId_idx" ON "WebhookDelivery"("eventId", "endpointId");

