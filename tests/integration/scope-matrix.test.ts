import { beforeAll, describe, expect, it } from "vitest";
import { SCOPES, type Scope } from "@/lib/kernel/scopes";
import { agentToolOperations, operationList } from "@/lib/registry/registry";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase } from "../support/fixtures";
import { connectMcp } from "../support/mcp-client";

// Generated from the registry: every operation × every single scope and the empty set. Only the
// operation's own scope gets past the scope check (REST: anything but 403; MCP: the tool is listed
// and callable); every other set gets 403 insufficient_scope naming the scope, or a hidden tool.
// A new operation is covered here without anyone adding it.

const KEY_SETS: { label: string; scopes: Scope[] }[] = [{ label: "no scope", scopes: [] }, ...SCOPES.map((scope) => ({ label: scope, scopes: [scope] }))];
const TOOL_OPERATIONS = agentToolOperations;
const PLACEHOLDER_ID = "00000000-0000-4000-8000-000000000000";

function concretePath(path: string): string {
  return path.replace(/\{\w+\}/g, PLACEHOLDER_ID);
}

describe("scope matrix (generated from the operation registry)", () => {
  const keys = new Map<string, string>();

  beforeAll(async () => {
    const company = await createTestCompany();
    for (const { label, scopes } of KEY_SETS) {
      const { key, keyId } = await createTestKey(company.companyId, { scopes: scopes.length ? scopes : ["read"], rateLimitPerMinute: 100_000 });
      // A key with no scope cannot be created through the product; write one directly to test the check.
      if (scopes.length === 0) await testDatabase().apiKey.update({ where: { id: keyId }, data: { scopes: [] } });
      keys.set(label, key);
    }
  });

  it(`REST: ${operationList.length} operations × ${KEY_SETS.length} key sets`, async () => {
    let checked = 0;
    for (const operation of operationList) {
      for (const { label, scopes } of KEY_SETS) {
        const response = await api(operation.http.method, concretePath(operation.http.path), { key: keys.get(label)!, ...(operation.http.method === "GET" ? {} : { body: {} }) });
        const opens = scopes.includes(operation.scope);
        // Past the scope check. An operation that refuses some holders of its scope (reset_sandbox: live keys) says so with `forbidden`.
        if (opens && operation.http.errors?.includes("forbidden") && response.status === 403) expect(response.body.error.code, `${operation.name} with ${label}`).toBe("forbidden");
        else if (opens) expect(response.status, `${operation.name} with ${label}`).not.toBe(403);
        else {
          expect(response.status, `${operation.name} with ${label}`).toBe(403);
          expect(response.body.error.code).toBe("insufficient_scope");
          expect(response.body.error.message).toContain(operation.scope);
        }
        checked++;
      }
    }
    expect(checked).toBe(operationList.length * KEY_SETS.length);
  });

  it(`MCP: ${TOOL_OPERATIONS.length} tools × ${KEY_SETS.length} key sets, listed and called`, async () => {
    for (const { label, scopes } of KEY_SETS) {
      const session = await connectMcp(keys.get(label)!);
      try {
        const listed = (await session.client.listTools()).tools.map((tool) => tool.name).sort();
        expect(listed, label).toEqual(TOOL_OPERATIONS.filter((operation) => scopes.includes(operation.scope)).map((operation) => operation.name).sort());
        for (const operation of TOOL_OPERATIONS) {
          if (scopes.includes(operation.scope)) continue;
          const result = await session.client.callTool({ name: operation.name, arguments: {} });
          expect(result.isError, `${operation.name} with ${label}`).toBe(true);
          expect(JSON.stringify(result.content)).toContain(operation.scope);
        }
      } finally {
        await session.client.close();
      }
    }
  });
});
