import { inject } from "vitest";
import type { AgentLimits } from "@/lib/domains/auth/agent-limits";
import { createApiKey } from "@/lib/domains/auth/create-api-key";
import { SCOPES, type Scope } from "@/lib/kernel/scopes";
import { database, type Database } from "@/lib/core/db";
import { nifCheckDigit } from "@/lib/core/nif";
import { ACCESS_TOKEN_PREFIX, newSecret } from "@/lib/domains/oauth/secrets";

/** The Prisma client of the test process, on the same database the server under test uses. */
export function testDatabase(): Database {
  process.env.DATABASE_URL = inject("databaseUrl");
  process.env.DATABASE_POOL_MAX = inject("databasePoolMax");
  return database();
}

/** A random valid company NIF (prefix 5), unique enough for one test run. */
export function randomCompanyNif(): string {
  const body = `5${String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0")}`;
  return body + nifCheckDigit(body);
}

export interface TestCompany {
  companyId: string;
  name: string;
  nif: string;
}

export async function createTestCompany(name = `Empresa Teste ${Math.random().toString(36).slice(2, 7)}, Lda`): Promise<TestCompany> {
  const nif = randomCompanyNif();
  const company = await testDatabase().company.create({
    data: { name, nif, vatRegime: "trimestral", legalForm: "Sociedade por quotas (Lda)", cae: "62020", address: "Rua de Teste 1, 1000-001 Lisboa", email: "teste@empresa.example" },
  });
  return { companyId: company.id, name, nif };
}

export async function createTestKey(
  companyId: string,
  options: { scopes?: Scope[]; expiresAt?: Date; revoked?: boolean; rateLimitPerMinute?: number; livemode?: boolean } = {},
): Promise<{ key: string; keyId: string }> {
  const db = testDatabase();
  const { plaintext, record } = await createApiKey(db, {
    companyId,
    name: "test key",
    scopes: options.scopes ?? [...SCOPES],
    expiresAt: options.expiresAt ?? null,
    rateLimitPerMinute: options.rateLimitPerMinute ?? null,
    livemode: options.livemode ?? true,
  });
  if (options.revoked) await db.apiKey.update({ where: { id: record.id }, data: { revokedAt: new Date() } });
  return { key: plaintext, keyId: record.id };
}

/**
 * An access token of an OAuth grant made directly in the database, as the consent screen would
 * (the browser flow itself is covered by tests/e2e/mcp-oauth.test.ts). Bound to the test server's MCP resource.
 */
export async function createTestGrantToken(
  companyId: string,
  options: { scopes?: Scope[]; clientName?: string; agentLimits?: Partial<AgentLimits> } = {},
): Promise<{ token: string; grantId: string }> {
  const db = testDatabase();
  const client = await db.oAuthClient.create({ data: { name: options.clientName ?? "Agente de Teste", redirectUris: ["http://127.0.0.1:9/callback"], metadata: {} } });
  const access = newSecret(ACCESS_TOKEN_PREFIX);
  const scopes = options.scopes ?? [...SCOPES];
  const grant = await db.oAuthGrant.create({
    data: {
      companyId,
      clientId: client.id,
      scopes,
      resource: `${inject("baseUrl")}/api/mcp/mcp`,
      ...options.agentLimits,
      tokens: { create: { hash: access.hash, kind: "access", scopes, expiresAt: new Date(Date.now() + 3_600_000) } },
    },
  });
  return { token: access.plaintext, grantId: grant.id };
}
