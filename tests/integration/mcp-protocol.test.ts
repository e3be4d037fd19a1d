import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Scope } from "@/lib/kernel/scopes";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, type TestCompany } from "../support/fixtures";
import { connectMcp } from "../support/mcp-client";
import { connectOAuthApp, oauthForm } from "../support/oauth-app";

// Integrator review 2026-11-26 L6 and L7 (issue 34 §4): the MCP transport as the 2025-06-18
// specification words it — an unknown tool is a JSON-RPC error, a version header the server does not
// speak is a 400 on every path (the cached listing and the direct call too), a foreign browser Origin
// is refused, no listChanged is promised by a server that can never notify — and OAuth clients can
// revoke their own tokens (RFC 7009) and learn from the metadata that `iss` is returned (RFC 9207).

const base = () => inject("baseUrl");

describe("MCP protocol conformance", () => {
  let company: TestCompany;
  let key: string;
  const post = (message: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base()}/api/mcp/mcp`, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json", Accept: "application/json, text/event-stream", ...headers },
      body: JSON.stringify(message),
    });

  beforeAll(async () => {
    company = await createTestCompany("Protocolo MCP, Lda");
    key = (await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 })).key;
  });

  it("answers a call to a tool it does not have with a JSON-RPC error, not a tool result", async () => {
    const response = await post({ jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: "drop_database", arguments: {} } }, { "Mcp-Protocol-Version": "2025-06-18" });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.result).toBeUndefined();
    expect(body).toMatchObject({ jsonrpc: "2.0", id: 7, error: { code: -32602, message: "Unknown tool: drop_database" } });
  });

  it("refuses a protocol version it does not speak with 400, on the cached listing as on a call", async () => {
    // Warm the listing cache first: the cached answer used to skip the transport's version check.
    expect((await post({ jsonrpc: "2.0", id: 1, method: "tools/list" }, { "Mcp-Protocol-Version": "2025-06-18" })).status).toBe(200);
    for (const message of [
      { jsonrpc: "2.0", id: 2, method: "tools/list" },
      { jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: "get_company", arguments: {} } },
      { jsonrpc: "2.0", id: 4, method: "ping" },
    ]) {
      const response = await post(message, { "Mcp-Protocol-Version": "1999-01-01" });
      expect(response.status, message.method).toBe(400);
      expect((await response.json()).error.message, message.method).toContain("Unsupported protocol version: 1999-01-01");
    }
  });

  it("refuses a browser page on another site (DNS rebinding) and accepts loopback pages and clients without Origin", async () => {
    const list = { jsonrpc: "2.0", id: 1, method: "tools/list" };
    const foreign = await post(list, { Origin: "http://evil.example" });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error.message).toContain("http://evil.example");
    // The rebinding case proper: the attacker's name in Host as well as in Origin.
    const rebound = await post(list, { Origin: "http://evil.example:3000", Host: "evil.example:3000" });
    expect(rebound.status).toBe(403);
    expect((await post(list, { Origin: new URL(base()).origin })).status).toBe(200);
    expect((await post(list)).status).toBe(200);
  });

  it("does not promise list-change notifications it can never send", async () => {
    const { client } = await connectMcp(key);
    try {
      const capabilities = client.getServerCapabilities();
      expect(capabilities?.tools).toBeDefined();
      expect(capabilities?.tools?.listChanged).toBe(false);
      expect(capabilities?.prompts?.listChanged).toBe(false);
    } finally {
      await client.close();
    }
  });
});

describe("OAuth token revocation (RFC 7009)", () => {
  const form = oauthForm;

  async function connectedApp(company: TestCompany, scopes: Scope[] = ["read"], name = "App que sai") {
    const { clientId, tokens } = await connectOAuthApp(company, scopes, name);
    return { clientId, accessToken: tokens.access_token, refreshToken: tokens.refresh_token };
  }

  const callsMcp = async (accessToken: string) =>
    (await fetch(`${base()}/api/mcp/mcp`, {
      method: "POST",
      headers: { Authorization: `Bearer ${accessToken}`, "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "get_company", arguments: {} } }),
    })).status;

  it("publishes the revocation endpoint and the iss parameter in the metadata", async () => {
    const metadata = await (await fetch(`${base()}/.well-known/oauth-authorization-server`)).json();
    expect(metadata.revocation_endpoint).toBe(`${metadata.issuer}/oauth/revoke`);
    expect(metadata.revocation_endpoint_auth_methods_supported).toEqual(["none"]);
    expect(metadata.authorization_response_iss_parameter_supported).toBe(true);
  });

  it("ends the whole connection when the app revokes its refresh token, and only that one", async () => {
    const company = await createTestCompany("Revogação OAuth, Lda");
    const leaving = await connectedApp(company);
    const staying = await connectedApp(company);
    expect(await callsMcp(leaving.accessToken)).toBe(200);

    const revoked = await form("/oauth/revoke", { client_id: leaving.clientId, token: leaving.refreshToken, token_type_hint: "refresh_token" });
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({});
    expect(await callsMcp(leaving.accessToken)).toBe(401);
    const refreshed = await form("/oauth/token", { grant_type: "refresh_token", client_id: leaving.clientId, refresh_token: leaving.refreshToken });
    expect((await refreshed.json()).error).toBe("invalid_grant");
    expect(await callsMcp(staying.accessToken)).toBe(200);
  });

  it("changes nothing for another client's token, an unknown token or a second revocation, and says the same 200", async () => {
    const company = await createTestCompany("Revogação Alheia, Lda");
    const victim = await connectedApp(company);
    const other = await connectedApp(company);
    for (const token of [victim.accessToken, "ctb_ort_naoexiste", "qualquer coisa"]) {
      const answer = await form("/oauth/revoke", { client_id: other.clientId, token });
      expect(answer.status).toBe(200);
    }
    expect(await callsMcp(victim.accessToken)).toBe(200);
    // Revoking by the access token ends the grant too; doing it again is still 200.
    expect((await form("/oauth/revoke", { client_id: victim.clientId, token: victim.accessToken })).status).toBe(200);
    expect(await callsMcp(victim.accessToken)).toBe(401);
    expect((await form("/oauth/revoke", { client_id: victim.clientId, token: victim.accessToken })).status).toBe(200);
    const unknownClient = await form("/oauth/revoke", { client_id: "nao-existe", token: victim.accessToken });
    expect(unknownClient.status).toBe(401);
    expect((await unknownClient.json()).error).toBe("invalid_client");
    const missing = await form("/oauth/revoke", { client_id: victim.clientId });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toBe("invalid_request");
  });

  it("names the application's client and grant in the audit trail, so two apps called the same are told apart (L2)", async () => {
    const company = await createTestCompany("Auditoria OAuth, Lda");
    const apps = [await connectedApp(company, ["read", "invoices:write"], "Claude"), await connectedApp(company, ["read", "invoices:write"], "Claude")];
    const reader = (await createTestKey(company.companyId, { scopes: ["read"] })).key;
    const seen = [];
    for (const app of apps) {
      const response = await fetch(`${base()}/api/mcp/mcp`, {
        method: "POST",
        headers: { Authorization: `Bearer ${app.accessToken}`, "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "create_invoice", arguments: { clientName: "Cliente Auditado", lines: [{ description: "Serviço", unitEuros: 10 }] } } }),
      });
      const invoiceId = (await response.json()).result.structuredContent.id as string;
      const audit = await api("GET", `/audit-events?targetId=${invoiceId}`, { key: reader });
      const actor = audit.body.data.events[0].actor;
      expect(actor).toMatchObject({ kind: "mcp", agent: true, clientName: "Claude", oauthClientId: app.clientId });
      seen.push(actor.oauthGrantId);
    }
    expect(seen[0]).toBeTruthy();
    expect(seen[1]).toBeTruthy();
    expect(seen[0]).not.toBe(seen[1]);
  });
});
