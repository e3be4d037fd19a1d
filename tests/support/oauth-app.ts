import { createHash, randomBytes } from "node:crypto";
import { expect, inject } from "vitest";
import type { Scope } from "@/lib/kernel/scopes";
import { createGrantWithCode } from "@/lib/domains/oauth/grants";
import type { TestCompany } from "./fixtures";
import { testDatabase } from "./fixtures";

export interface OAuthTokens {
  access_token: string;
  refresh_token: string;
  scope: string;
}

/** A form-encoded POST to one of the authorization server's endpoints. */
export function oauthForm(path: string, body: Record<string, string>): Promise<Response> {
  return fetch(`${inject("baseUrl")}${path}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(body) });
}

/** A registered application with a grant as the consent screen makes it, its code exchanged over HTTP. */
export async function connectOAuthApp(company: TestCompany, scopes: Scope[], name = "Aplicação de Teste"): Promise<{ clientId: string; tokens: OAuthTokens }> {
  const redirectUri = "http://127.0.0.1:9/callback";
  const client = await testDatabase().oAuthClient.create({ data: { name, redirectUris: [redirectUri], metadata: {} } });
  const user = await testDatabase().user.create({ data: { email: `oauth.${randomBytes(6).toString("hex")}@empresa.example`, name: "Dona", passwordHash: "x" } });
  const verifier = randomBytes(32).toString("base64url");
  const code = await createGrantWithCode({
    companyId: company.companyId,
    clientId: client.id,
    userId: user.id,
    scopes,
    resource: `${inject("baseUrl")}/api/mcp/mcp`,
    expiresAt: null,
    redirectUri,
    codeChallenge: createHash("sha256").update(verifier).digest("base64url"),
  });
  const exchanged = await oauthForm("/oauth/token", { grant_type: "authorization_code", client_id: client.id, code, code_verifier: verifier, redirect_uri: redirectUri });
  expect(exchanged.status).toBe(200);
  return { clientId: client.id, tokens: await exchanged.json() };
}
