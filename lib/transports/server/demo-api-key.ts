import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { hashApiKey } from "@/lib/domains/auth/api-key-secret";
import { createApiKey } from "@/lib/domains/auth/create-api-key";
import { SCOPES } from "@/lib/kernel/scopes";
import type { Database } from "@/lib/core/db";

const DEMO_KEY_NAME = "Chave de demonstração (npm start)";

/**
 * The demo key holds every scope. Its plaintext is kept in the local data folder (readable only by
 * its owner) so later starts can print it again; if it was revoked or the database reset, a new one is made.
 */
export async function ensureDemoApiKey(db: Database, dataDir: string, companyId: string): Promise<string> {
  const file = path.resolve(dataDir, "demo-api-key");
  if (existsSync(file)) {
    const saved = readFileSync(file, "utf8").trim();
    const stored = await db.apiKey.findUnique({ where: { hash: hashApiKey(saved) }, select: { companyId: true, revokedAt: true, expiresAt: true } });
    if (stored && stored.companyId === companyId && !stored.revokedAt && !stored.expiresAt) return saved;
  }
  const { plaintext } = await createApiKey(db, { companyId, name: DEMO_KEY_NAME, scopes: [...SCOPES] });
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${plaintext}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return plaintext;
}
