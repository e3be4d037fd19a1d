import { database } from "@/lib/core/db";
import { maskedApiKey } from "./api-key-secret";

export type ApiKeyStatus = "active" | "expired" | "revoked";

/** The company's keys for the integrations screen: never the secret, only prefix…last four. */
export async function listApiKeys(companyId: string, now = new Date()) {
  const keys = await database().apiKey.findMany({
    where: { companyId },
    orderBy: { createdAt: "desc" },
    include: { createdBy: { select: { name: true } } },
  });
  return keys.map((key) => ({
    id: key.id,
    name: key.name,
    masked: maskedApiKey(key.prefix, key.lastFour),
    scopes: key.scopes,
    createdAt: key.createdAt.toISOString(),
    createdBy: key.createdBy?.name ?? "operador (CLI)",
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    expiresAt: key.expiresAt?.toISOString() ?? null,
    agentLimits: { agentReadOnly: key.agentReadOnly, agentWritesNeedConfirmation: key.agentWritesNeedConfirmation, agentMaxDocumentsPerDay: key.agentMaxDocumentsPerDay, agentMaxCentsPerDay: key.agentMaxCentsPerDay },
    status: (key.revokedAt ? "revoked" : key.expiresAt && key.expiresAt <= now ? "expired" : "active") as ApiKeyStatus,
  }));
}
