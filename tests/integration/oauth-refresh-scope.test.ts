import { beforeAll, describe, expect, it } from "vitest";
import type { Scope } from "@/lib/kernel/scopes";
import { createTestCompany, testDatabase, type TestCompany } from "../support/fixtures";
import { connectOAuthApp, oauthForm, type OAuthTokens as Tokens } from "../support/oauth-app";
import { connectMcp } from "../support/mcp-client";

// Issue 38 M2: a refresh that asks for a narrower scope (RFC 6749 §6) must give a token that can do
// only that. Before the fix the answer said "read" while the new token still listed and ran
// create_invoice (the token acted with the grant's scopes).

const INVOICE = { clientName: "Cliente do Âmbito", lines: [{ description: "Consultoria", quantity: 1, unitEuros: 50 }] };

const token = (body: Record<string, string>) => oauthForm("/oauth/token", body);
const grantTokens = (company: TestCompany, scopes: Scope[]) => connectOAuthApp(company, scopes, "Agente com Subagente");

async function toolNames(accessToken: string): Promise<string[]> {
  const session = await connectMcp(accessToken);
  try {
    return (await session.client.listTools()).tools.map((tool) => tool.name);
  } finally {
    await session.client.close();
  }
}

async function createInvoice(accessToken: string) {
  const session = await connectMcp(accessToken);
  try {
    return await session.client.callTool({ name: "create_invoice", arguments: INVOICE });
  } finally {
    await session.client.close();
  }
}

describe("OAuth refresh with a narrower scope", () => {
  let company: TestCompany;

  beforeAll(async () => {
    company = await createTestCompany("Empresa do Âmbito OAuth, Lda");
  });

  it("gives the narrowed token exactly the scope it answers: no write tools listed, a write refused and nothing issued", async () => {
    const { clientId, tokens: full } = await grantTokens(company, ["read", "invoices:write"]);
    expect(full.scope).toBe("read invoices:write");
    expect(await toolNames(full.access_token)).toContain("create_invoice");

    const narrowed = await token({ grant_type: "refresh_token", client_id: clientId, refresh_token: full.refresh_token, scope: "read" });
    expect(narrowed.status).toBe(200);
    const readOnly: Tokens = await narrowed.json();
    expect(readOnly.scope).toBe("read");

    const names = await toolNames(readOnly.access_token);
    expect(names).toContain("list_invoices");
    expect(names).not.toContain("create_invoice");
    expect(names).not.toContain("create_credit_note");

    const before = await testDatabase().invoice.count({ where: { companyId: company.companyId } });
    const refused = await createInvoice(readOnly.access_token);
    expect(refused.isError).toBe(true);
    expect(JSON.stringify(refused.content)).toContain("invoices:write");
    expect(await testDatabase().invoice.count({ where: { companyId: company.companyId } })).toBe(before);

    // RFC 6749 §6: the new refresh token keeps the scope of the one it replaced, so the client can
    // later get a full token again; never more than the grant.
    const again = await token({ grant_type: "refresh_token", client_id: clientId, refresh_token: readOnly.refresh_token });
    const restored: Tokens = await again.json();
    expect(restored.scope).toBe("read invoices:write");
    const issued = await createInvoice(restored.access_token);
    expect(issued.isError).toBeFalsy();
    expect(await testDatabase().invoice.count({ where: { companyId: company.companyId } })).toBe(before + 1);

    const widened = await token({ grant_type: "refresh_token", client_id: clientId, refresh_token: restored.refresh_token, scope: "read banks:write" });
    expect(widened.status).toBe(400);
    expect((await widened.json()).error).toBe("invalid_grant");
  });

  it("refuses an empty scope rather than issuing a token for nothing or for everything", async () => {
    const { clientId, tokens } = await grantTokens(company, ["read"]);
    const empty = await token({ grant_type: "refresh_token", client_id: clientId, refresh_token: tokens.refresh_token, scope: " " });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toBe("invalid_scope");
  });
});
