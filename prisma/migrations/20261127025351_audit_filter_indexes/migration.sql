-- CreateIndex
CREATE INDEX "AuditEvent_companyId_actorUserId_createdAt_id_idx" ON "AuditEvent"("companyId", "actorUserId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "AuditEvent_companyId_operation_createdAt_id_idx" ON "AuditEvent"("companyId", "operation", "createdAt", "id");

