import { createHash, randomBytes } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { hashPassword } from "@/lib/domains/auth/password";
import { createTestCompany, testDatabase } from "../support/fixtures";
import { page, signInCookie } from "../support/session";

// The authorization server's edges without a browser: registration rules, token endpoint errors
// (RFC 6749 JSON), and the consent page's answers to a signed-out visitor, a member who may not grant,
// and requests that must be refused before or after the redirect URI is known good.

const REDIRECT_URI = "http://127.0.0.1:9/callback";
const base = () => inject("baseUrl");

function register(body: unknown) {
  return fetch(`${base()}/oauth/register`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
}

describe("OAuth endpoints", () => {
  let clientId: string;
  const challenge = createHash("sha256").update(randomBytes(32).toString("base64url")).digest("base64url");
  const authorizePath = (overrides: Record<string, string> = {}) =>
    `/oauth/autorizar?${new URLSearchParams({ response_type: "code", client_id: clientId, redirect_uri: REDIRECT_URI, code_challenge: challenge, code_challenge_method: "S256", state: "s1", ...overrides })}`;

  beforeAll(async () => {
    const response = await register({ client_name: "Cliente de Integração", redirect_uris: [REDIRECT_URI], token_endpoint_auth_method: "client_secret_basic" });
    expect(response.status).toBe(201);
    const client = await response.json();
    clientId = client.client_id;
    // Public clients only: whatever was asked, no secret and method "none".
    expect(client.token_endpoint_auth_method).toBe("none");
    expect(client.client_secret).toBeUndefined();
  });

  it("registers an app's own scheme and refuses bad metadata with RFC 7591 errors", async () => {
    expect((await register({ client_name: "Cursor", redirect_uris: ["cursor://anysphere.cursor-retrieval/oauth/callback"] })).status).toBe(201);
    const missing = await register({ client_name: "Sem retorno" });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toBe("invalid_client_metadata");
    const script = await register({ redirect_uris: ["javascript:alert(1)"] });
    expect(script.status).toBe(400);
    const notJson = await fetch(`${base()}/oauth/register`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" });
    expect((await notJson.json()).error).toBe("invalid_client_metadata");
    const grants = await register({ redirect_uris: [REDIRECT_URI], grant_types: ["client_credentials"] });
    expect(grants.status).toBe(400);
  });

  it("refuses redirect URIs a browser answers itself: ftp:, blob:, about: (issue 38, review L7)", async () => {
    for (const uri of ["ftp://127.0.0.1/cb", "blob:http://localhost:3462/x", "about:blank", "http://example.com/cb"]) {
      const response = await register({ client_name: "Esquema estranho", redirect_uris: [uri] });
      expect(response.status, uri).toBe(400);
      expect((await response.json()).error, uri).toBe("invalid_redirect_uri");
    }
    expect((await register({ client_name: "App nativa", redirect_uris: ["com.example.contabilidade:/oauth2redirect"] })).status).toBe(201);
  });

  it("answers token requests with RFC 6749 errors", async () => {
    const post = (body: Record<string, string>, type = "application/x-www-form-urlencoded") =>
      fetch(`${base()}/oauth/token`, { method: "POST", headers: { "Content-Type": type }, body: new URLSearchParams(body) });
    const unknownClient = await post({ grant_type: "authorization_code", client_id: "nao-existe", code: "x", code_verifier: "y" });
    expect(unknownClient.status).toBe(401);
    expect((await unknownClient.json()).error).toBe("invalid_client");
    const grant = await post({ grant_type: "password", client_id: clientId });
    expect((await grant.json()).error).toBe("unsupported_grant_type");
    const badCode = await post({ grant_type: "authorization_code", client_id: clientId, code: "ctb_oac_inventado", code_verifier: "a".repeat(43) });
    expect(badCode.status).toBe(400);
    expect((await badCode.json()).error).toBe("invalid_grant");
    expect(badCode.headers.get("cache-control")).toBe("no-store");
    const json = await post({ grant_type: "refresh_token", client_id: clientId }, "application/json");
    expect((await json.json()).error).toBe("invalid_request");
    const preflight = await fetch(`${base()}/oauth/token`, { method: "OPTIONS", headers: { Origin: "https://claude.ai", "Access-Control-Request-Method": "POST" } });
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("sends a signed-out visitor to sign in and back; never redirects for an unknown client or redirect URI", async () => {
    const signedOut = await fetch(`${base()}${authorizePath()}`, { redirect: "manual" });
    expect(signedOut.status).toBeGreaterThanOrEqual(300);
    const location = new URL(signedOut.headers.get("location")!, base());
    expect(location.pathname).toBe("/entrar");
    expect(location.searchParams.get("seguinte")).toContain("/oauth/autorizar?");

    for (const path of [authorizePath({ client_id: "nao-existe" }), authorizePath({ redirect_uri: "https://evil.example/cb" })]) {
      const response = await fetch(`${base()}${path}`, { redirect: "manual" });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Pedido de ligação inválido");
    }
  });

  it("returns errors to a known-good redirect URI: no PKCE, plain PKCE, another resource", async () => {
    for (const [overrides, error] of [
      [{ code_challenge_method: "plain" }, "invalid_request"],
      [{ code_challenge: "" }, "invalid_request"],
      [{ response_type: "token" }, "unsupported_response_type"],
      [{ resource: "https://outro.example/mcp" }, "invalid_target"],
    ] as const) {
      const response = await fetch(`${base()}${authorizePath(overrides)}`, { redirect: "manual" });
      const location = new URL(response.headers.get("location")!);
      expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
      expect(location.searchParams.get("error")).toBe(error);
      expect(location.searchParams.get("state")).toBe("s1");
    }
  });

  it("lets only those who manage keys grant: a member is told so", async () => {
    const company = await createTestCompany("Empresa do Membro OAuth, Lda");
    const email = `membro.oauth.${Date.now()}@empresa.example`;
    const user = await testDatabase().user.create({ data: { email, name: "Membro", passwordHash: await hashPassword("palavra-passe-membro"), emailVerifiedAt: new Date() } });
    await testDatabase().membership.create({ data: { userId: user.id, companyId: company.companyId, role: "member" } });
    const cookie = await signInCookie(email, "palavra-passe-membro");
    const { status, html } = await page(authorizePath(), cookie);
    expect(status).toBe(200);
    expect(html).toContain("Não pode ligar aplicações");
    expect(html).not.toContain("Autorizar");
  });
});
