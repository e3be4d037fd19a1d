import { createHash, randomBytes } from "node:crypto";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { UnauthorizedError, type OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from "@modelcontextprotocol/sdk/shared/auth.js";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { hashPassword } from "@/lib/domains/auth/password";
import { hashSecret } from "@/lib/domains/oauth/secrets";
import { launchBrowser, screenshot } from "../support/browser";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";

// The MCP authorization flow end to end, as Claude's or Cursor's connector runs it: the official MCP
// SDK client with its OAuth client provider finds our authorization server from the 401, registers
// itself, sends the user to the consent screen (real Chromium: sign in, choose company and scopes,
// approve), exchanges the code with PKCE, lists and calls tools, refreshes, and loses access when the
// user revokes the application in Integrações. Then the ways it must fail.

const PASSWORD = "palavra-passe-oauth";
// Nothing listens here: the browser's navigation to it is intercepted, as an agent's callback would be.
const REDIRECT_URI = "http://127.0.0.1:9/callback";

/** The SDK's client-side storage, in memory; `redirectToAuthorization` only remembers where to send the user. */
class MemoryOAuthProvider implements OAuthClientProvider {
  client?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = "";
  authorizationUrl?: URL;
  get redirectUrl() {
    return REDIRECT_URI;
  }
  get clientMetadata(): OAuthClientMetadata {
    return { client_name: "Agente de Teste", redirect_uris: [REDIRECT_URI], grant_types: ["authorization_code", "refresh_token"], response_types: ["code"], token_endpoint_auth_method: "none" };
  }
  clientInformation() {
    return this.client;
  }
  saveClientInformation(information: OAuthClientInformationMixed) {
    this.client = information;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}

describe("OAuth 2.1 for the MCP server, with the MCP SDK client and Chromium", () => {
  const base = () => inject("baseUrl");
  const mcpUrl = () => `${base()}/api/mcp/mcp`;
  let browser: Browser;
  let page: Page;
  let company: TestCompany;
  let otherCompany: TestCompany;
  const email = `oauth.${Date.now()}@empresa.example`;
  const provider = new MemoryOAuthProvider();
  let signedIn = false;

  beforeAll(async () => {
    company = await createTestCompany("Oficina OAuth, Lda");
    otherCompany = await createTestCompany("Outra Empresa OAuth, Lda");
    const db = testDatabase();
    const user = await db.user.create({ data: { email, name: "Rita OAuth", passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date() } });
    await db.membership.create({ data: { userId: user.id, companyId: company.companyId, role: "owner" } });
    await db.membership.create({ data: { userId: user.id, companyId: otherCompany.companyId, role: "owner" } });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: "pt-PT" });
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Runs the consent in Chromium (signing in the first time) and returns the address the browser was sent back to. */
  async function consentInBrowser(authorizationUrl: string, choose: { companyId?: string; extraScopes?: string[]; deny?: boolean; shot?: string; onConsent?: () => Promise<void> } = {}): Promise<URL> {
    let returnedTo: string | undefined;
    await page.route("http://127.0.0.1:9/**", async (route) => {
      returnedTo = route.request().url();
      await route.fulfill({ status: 200, contentType: "text/plain", body: "ok" });
    });
    try {
      await page.goto(authorizationUrl);
      if (!signedIn) {
        await page.waitForURL(/\/entrar/);
        await page.fill('input[name="email"]', email);
        await page.fill('input[name="password"]', PASSWORD);
        await page.click('button[type="submit"]');
        signedIn = true;
      }
      await page.getByRole("heading", { name: /Ligar “/ }).waitFor();
      if (choose.companyId) await page.selectOption('select[name="companyId"]', choose.companyId);
      for (const scope of choose.extraScopes ?? []) await page.check(`input[name="scopes"][value="${scope}"]`);
      if (choose.shot) await screenshot(page, choose.shot);
      await choose.onConsent?.();
      await page.getByRole("button", { name: choose.deny ? "Recusar" : "Autorizar" }).click();
      await expect.poll(() => returnedTo, { timeout: 15_000 }).toBeDefined();
      return new URL(returnedTo!);
    } finally {
      await page.unroute("http://127.0.0.1:9/**");
    }
  }

  async function connect(): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
    const transport = new StreamableHTTPClientTransport(new URL(mcpUrl()), { authProvider: provider });
    const client = new Client({ name: "agente-de-teste", version: "1.0.0" });
    await client.connect(transport);
    return { client, transport };
  }

  function mcpCall(token: string, body: unknown = { jsonrpc: "2.0", id: 1, method: "tools/list" }) {
    return fetch(mcpUrl(), { method: "POST", headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", Accept: "application/json, text/event-stream", "MCP-Protocol-Version": "2025-06-18" }, body: JSON.stringify(body) });
  }

  it("points every 401 to the metadata: MCP with resource_metadata, REST with a Bearer challenge", async () => {
    const mcp = await fetch(mcpUrl(), { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(mcp.status).toBe(401);
    expect(mcp.headers.get("www-authenticate")).toBe(`Bearer realm="mcp", resource_metadata="${base()}/.well-known/oauth-protected-resource/api/mcp/mcp"`);
    const rest = await fetch(`${base()}/api/v1/company`, { headers: { Authorization: "Bearer nope" } });
    expect(rest.status).toBe(401);
    expect(rest.headers.get("www-authenticate")).toBe('Bearer realm="api", error="invalid_token"');

    for (const path of ["/.well-known/oauth-protected-resource", "/.well-known/oauth-protected-resource/api/mcp/mcp"]) {
      const metadata = await (await fetch(`${base()}${path}`)).json();
      expect(metadata).toMatchObject({ resource: mcpUrl(), authorization_servers: [base()] });
    }
    const server = await (await fetch(`${base()}/.well-known/oauth-authorization-server`)).json();
    expect(server).toMatchObject({ issuer: base(), code_challenge_methods_supported: ["S256"], grant_types_supported: ["authorization_code", "refresh_token"], registration_endpoint: `${base()}/oauth/register` });
  });

  it("discovers, registers, authorizes in Chromium, exchanges the code and lists only the granted scopes' tools", async () => {
    await expect(connect()).rejects.toBeInstanceOf(UnauthorizedError);
    expect(provider.client?.client_id).toBeTruthy();
    const authorizationUrl = provider.authorizationUrl!;
    expect(authorizationUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorizationUrl.searchParams.get("resource")).toBe(mcpUrl());

    // The SDK asks for every scope the server lists: what may be pre-ticked is, the company's profile and
    // webhooks are not; this grant is cut down to reading by unticking.
    const returned = await consentInBrowser(authorizationUrl.toString(), {
      companyId: company.companyId,
      shot: "oauth-consentimento",
      onConsent: async () => {
        const ticked = async (scope: string) => page.locator(`input[name="scopes"][value="${scope}"]`).isChecked();
        expect(await ticked("invoices:write")).toBe(true);
        expect(await ticked("company:write")).toBe(false);
        expect(await ticked("webhooks:write")).toBe(false);
        for (const scope of ["documents:write", "invoices:write", "banks:write", "chat"]) await page.locator(`input[name="scopes"][value="${scope}"]`).uncheck();
      },
    });
    const code = returned.searchParams.get("code")!;
    expect(code).toMatch(/^ctb_oac_/);
    expect(returned.searchParams.get("iss")).toBe(base());

    const first = new StreamableHTTPClientTransport(new URL(mcpUrl()), { authProvider: provider });
    await first.finishAuth(code);
    expect(provider.saved?.access_token).toMatch(/^ctb_oat_/);
    expect(provider.saved?.scope).toBe("read");
    // Stored hashed only.
    expect(await testDatabase().oAuthToken.count({ where: { hash: provider.saved!.access_token } })).toBe(0);
    expect(await testDatabase().oAuthToken.count({ where: { hash: hashSecret(provider.saved!.access_token) } })).toBe(1);

    // The grant has its own budget, counted like a key's.
    const listed = await mcpCall(provider.saved!.access_token);
    expect(listed.status).toBe(200);
    expect(listed.headers.get("x-ratelimit-limit")).toBe("60");
    expect(Number(listed.headers.get("x-ratelimit-remaining"))).toBeLessThan(60);

    const { client } = await connect();
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    expect(names).toContain("get_company");
    expect(names).not.toContain("create_invoice");
    const result = await client.callTool({ name: "get_company", arguments: {} });
    expect(result.isError).toBeFalsy();
    expect((result.structuredContent as { id: string }).id).toBe(company.companyId);
    const refused = await client.callTool({ name: "create_invoice", arguments: {} });
    expect(refused.isError).toBe(true);
    await client.close();
  });

  it("does not open REST with an MCP token, refuses an expired one, and refreshes (rotating the refresh token)", async () => {
    const before = provider.saved!;
    const rest = await fetch(`${base()}/api/v1/company`, { headers: { Authorization: `Bearer ${before.access_token}` } });
    expect(rest.status).toBe(401);

    await testDatabase().oAuthToken.update({ where: { hash: hashSecret(before.access_token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await mcpCall(before.access_token);
    expect(expired.status).toBe(401);
    expect((await expired.json()).error.code).toBe("expired_api_key");
    expect(expired.headers.get("www-authenticate")).toContain('error="invalid_token"');

    // The SDK client meets the 401, refreshes by itself and retries.
    const { client } = await connect();
    expect((await client.callTool({ name: "get_company", arguments: {} })).isError).toBeFalsy();
    await client.close();
    expect(provider.saved!.access_token).not.toBe(before.access_token);
    expect(provider.saved!.refresh_token).not.toBe(before.refresh_token);
  });

  it("lists the application in Integrações and cuts it off on the next call when revoked there", async () => {
    const { client } = await connect();
    await page.goto(`${base()}/integracoes`);
    const row = page.locator('tr[data-grant-client="Agente de Teste"]').first();
    await row.waitFor();
    expect(await row.textContent()).toContain("read");
    await screenshot(page, "oauth-aplicacoes-ligadas");
    page.once("dialog", (dialog) => void dialog.accept());
    await row.getByRole("button", { name: /Revogar/ }).click();
    await page.locator('tr[data-grant-client="Agente de Teste"]').first().getByText("Revogada").waitFor();

    const next = await mcpCall(provider.saved!.access_token);
    expect(next.status).toBe(401);
    expect((await next.json()).error.code).toBe("revoked_api_key");
    await expect(client.callTool({ name: "get_company", arguments: {} })).rejects.toThrow();
    // API keys keep working on MCP and REST.
    const { key } = await createTestKey(company.companyId, { scopes: ["read"] });
    expect((await mcpCall(key)).status).toBe(200);
    expect((await fetch(`${base()}/api/v1/company`, { headers: { Authorization: `Bearer ${key}` } })).status).toBe(200);
  });

  describe("refusals", () => {
    let clientId: string;
    const verifier = () => randomBytes(32).toString("base64url");
    const challengeOf = (value: string) => createHash("sha256").update(value).digest("base64url");
    const authorizeUrl = (challenge: string, overrides: Record<string, string> = {}) =>
      `${base()}/oauth/autorizar?${new URLSearchParams({ response_type: "code", client_id: clientId, redirect_uri: REDIRECT_URI, code_challenge: challenge, code_challenge_method: "S256", state: "xyz", resource: mcpUrl(), ...overrides })}`;
    const token = (form: Record<string, string>) => fetch(`${base()}/oauth/token`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ client_id: clientId, ...form }) });

    async function codeFor(challenge: string): Promise<string> {
      const returned = await consentInBrowser(authorizeUrl(challenge));
      expect(returned.searchParams.get("state")).toBe("xyz");
      return returned.searchParams.get("code")!;
    }

    beforeAll(async () => {
      const registered = await fetch(`${base()}/oauth/register`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ client_name: "Cliente Manual", redirect_uris: [REDIRECT_URI] }) });
      expect(registered.status).toBe(201);
      clientId = (await registered.json()).client_id;
    });

    it("refuses to register a non-loopback http redirect URI", async () => {
      const response = await fetch(`${base()}/oauth/register`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ client_name: "Mau", redirect_uris: ["http://evil.example/cb"] }) });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe("invalid_redirect_uri");
    });

    it("never redirects to a redirect URI the client did not register", async () => {
      await page.goto(authorizeUrl(challengeOf(verifier()), { redirect_uri: "https://evil.example/cb" }));
      await page.getByRole("heading", { name: "Pedido de ligação inválido" }).waitFor();
      expect(page.url()).toContain(`${base()}/oauth/autorizar`);
    });

    // Issue #35 (ux LOW): what the application asked for is ticked, so a plain «Autorizar» gives it what it
    // needs; the owner can untick any of it, and `read` is always given.
    it("pre-ticks the scopes the application asked for, keeps read, and grants what is left ticked", async () => {
      const right = verifier();
      const checkbox = (scope: string) => page.locator(`input[name="scopes"][value="${scope}"]`);
      const returned = await consentInBrowser(authorizeUrl(challengeOf(right), { scope: "invoices:write chat webhooks:write" }), {
        onConsent: async () => {
          expect(await checkbox("read").isChecked()).toBe(true);
          expect(await checkbox("read").isDisabled()).toBe(true);
          expect(await checkbox("invoices:write").isChecked()).toBe(true);
          expect(await checkbox("chat").isChecked()).toBe(true);
          expect(await checkbox("documents:write").isChecked()).toBe(false);
          // Asked for, but where the company's data goes is only given by hand.
          expect(await checkbox("webhooks:write").isChecked()).toBe(false);
          for (const size of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
            await page.setViewportSize(size);
            await screenshot(page, `oauth-consentimento-pedido-${size.width}`);
          }
          await page.setViewportSize({ width: 1280, height: 900 });
          await checkbox("chat").uncheck();
        },
      });
      const exchanged = await token({ grant_type: "authorization_code", code: returned.searchParams.get("code")!, code_verifier: right, redirect_uri: REDIRECT_URI });
      expect(exchanged.status).toBe(200);
      expect(((await exchanged.json()).scope as string).split(" ").sort()).toEqual(["invoices:write", "read"]);
    });

    it("sends access_denied back when the user refuses", async () => {
      const returned = await consentInBrowser(authorizeUrl(challengeOf(verifier())), { deny: true });
      expect(returned.searchParams.get("error")).toBe("access_denied");
      expect(returned.searchParams.get("code")).toBeNull();
    });

    it("refuses a wrong PKCE verifier (and the code is spent)", async () => {
      const right = verifier();
      const code = await codeFor(challengeOf(right));
      const wrong = await token({ grant_type: "authorization_code", code, code_verifier: verifier(), redirect_uri: REDIRECT_URI });
      expect(wrong.status).toBe(400);
      expect((await wrong.json()).error).toBe("invalid_grant");
      const retried = await token({ grant_type: "authorization_code", code, code_verifier: right, redirect_uri: REDIRECT_URI });
      expect(retried.status).toBe(400);
    });

    it("refuses a reused code and revokes what it issued", async () => {
      const right = verifier();
      const code = await codeFor(challengeOf(right));
      const first = await token({ grant_type: "authorization_code", code, code_verifier: right, redirect_uri: REDIRECT_URI });
      expect(first.status).toBe(200);
      const { access_token } = await first.json();
      expect((await mcpCall(access_token)).status).toBe(200);
      const again = await token({ grant_type: "authorization_code", code, code_verifier: right, redirect_uri: REDIRECT_URI });
      expect(again.status).toBe(400);
      expect((await again.json()).error).toBe("invalid_grant");
      expect((await mcpCall(access_token)).status).toBe(401);
    });

    it("refuses a token request for another resource, and a token bound to another resource", async () => {
      const right = verifier();
      const code = await codeFor(challengeOf(right));
      const other = await token({ grant_type: "authorization_code", code, code_verifier: right, redirect_uri: REDIRECT_URI, resource: "https://outro.example/mcp" });
      expect(other.status).toBe(400);
      expect((await other.json()).error).toBe("invalid_target");

      const right2 = verifier();
      const code2 = await codeFor(challengeOf(right2));
      const issued = await (await token({ grant_type: "authorization_code", code: code2, code_verifier: right2, redirect_uri: REDIRECT_URI })).json();
      const { grantId } = await testDatabase().oAuthToken.findUniqueOrThrow({ where: { hash: hashSecret(issued.access_token) } });
      await testDatabase().oAuthGrant.update({ where: { id: grantId }, data: { resource: "https://outro.example/mcp" } });
      const refused = await mcpCall(issued.access_token);
      expect(refused.status).toBe(401);
      expect((await refused.json()).error.message).toContain("https://outro.example/mcp");
    });

    it("revokes the whole grant when a rotated refresh token is used again", async () => {
      const right = verifier();
      const code = await codeFor(challengeOf(right));
      const issued = await (await token({ grant_type: "authorization_code", code, code_verifier: right, redirect_uri: REDIRECT_URI })).json();
      const rotated = await token({ grant_type: "refresh_token", refresh_token: issued.refresh_token });
      expect(rotated.status).toBe(200);
      const fresh = await rotated.json();
      expect((await mcpCall(fresh.access_token)).status).toBe(200);
      const replay = await token({ grant_type: "refresh_token", refresh_token: issued.refresh_token });
      expect(replay.status).toBe(400);
      expect((await mcpCall(fresh.access_token)).status).toBe(401);
      expect((await token({ grant_type: "refresh_token", refresh_token: fresh.refresh_token })).status).toBe(400);
    });
  });
});
