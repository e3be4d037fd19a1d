import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { pathParameterNames, type AnyOperation } from "@/lib/kernel/operation";
import { agentToolOperations, operationList } from "@/lib/registry/registry";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";
import { connectMcp } from "../support/mcp-client";
import { everyObjectSchema, UNKNOWN_FIELD, unknownFieldProbes } from "../support/unknown-field-probes";

// Issue 34 / review H2: an unknown field is a 400 validation_error (REST) or a tool error (MCP) naming
// it, at the top level and inside nested objects, for EVERY operation of the registry — generated from
// it, so a new operation is covered without anyone adding it. Before, such fields were dropped and the
// default applied: a payment of "everything still open", a credit note of "the whole line".

const PLACEHOLDER_ID = "00000000-0000-4000-8000-000000000000";

let company: TestCompany;
let key: string;
let mcp: Client;

function concretePath(operation: AnyOperation): string {
  return operation.http.path.replace(/\{\w+\}/g, PLACEHOLDER_ID);
}

const readsQuery = (operation: AnyOperation) => operation.http.method === "GET" || operation.http.method === "DELETE";

async function documentCount(): Promise<number> {
  const db = testDatabase();
  const [invoices, receipts] = await Promise.all([db.invoice.count({ where: { companyId: company.companyId } }), db.receipt.count({ where: { companyId: company.companyId } })]);
  return invoices + receipts;
}

beforeAll(async () => {
  company = await createTestCompany();
  key = (await createTestKey(company.companyId, { rateLimitPerMinute: 100_000 })).key;
  mcp = (await connectMcp(key)).client;
});

afterAll(async () => {
  await mcp?.close();
});

describe("REST: every operation refuses an unknown field, naming it", () => {
  it(`${operationList.length} operations: unknown query parameter or body field, top level and nested`, async () => {
    let probed = 0;
    for (const operation of operationList) {
      if (readsQuery(operation)) {
        const response = await api(operation.http.method, `${concretePath(operation)}?${UNKNOWN_FIELD}=1`, { key });
        expect(response.status, operation.name).toBe(400);
        expect(response.body.error.code).toBe("validation_error");
        expect(response.body.error.message).toContain(`'${UNKNOWN_FIELD}'`);
        expect(response.body.error.details).toContainEqual({ path: UNKNOWN_FIELD, message: "unknown parameter" });
        probed++;
        continue;
      }
      for (const probe of unknownFieldProbes(operation, pathParameterNames(operation))) {
        const response = await api(operation.http.method, concretePath(operation), { key, body: probe.input });
        const label = `${operation.name} ${JSON.stringify(probe.input)}`;
        expect(response.status, label).toBe(400);
        expect(response.body.error.code, label).toBe("validation_error");
        expect(response.body.error.details.map((detail: { path: string }) => detail.path), label).toContain(probe.path);
        probed++;
      }
    }
    // More probes than operations: the nested objects (invoice lines, credit-note references and lines, chat history…).
    expect(probed).toBeGreaterThan(operationList.length);
  });

  it("the review's reproductions are refused, name the right field, and issue nothing", async () => {
    const issued = await api("POST", "/invoices", { key, body: { clientName: "Cliente Estrito, Lda", lines: [{ description: "Serviço", unitEuros: 1000 }] } });
    expect(issued.status).toBe(201);
    const invoiceId = issued.body.data.id as string;
    const before = await documentCount();

    const cases: { method: string; path: string; body: unknown; field: string; right: string }[] = [
      { method: "POST", path: `/invoices/${invoiceId}/payments?dryRun=true`, body: { amount: 10 }, field: "amount", right: "amountEuros" },
      { method: "POST", path: `/invoices/${invoiceId}/payments`, body: { amount: 10 }, field: "amount", right: "amountEuros" },
      { method: "POST", path: "/credit-notes", body: { reason: "Devolução de 1", references: [{ invoiceId, lines: [{ line: 1, quantidade: 0.1 }] }] }, field: "references[0].lines[0].quantidade", right: "quantity" },
      { method: "POST", path: "/invoices", body: { clientName: "X", lines: [{ description: "a", unitEuros: 100, vatrate: 6 }] }, field: "lines[0].vatrate", right: "vatRate" },
      { method: "PATCH", path: "/company?dryRun=true", body: { emial: "x@y.pt" }, field: "emial", right: "email" },
    ];
    for (const { method, path, body, field, right } of cases) {
      const response = await api(method, path, { key, body });
      expect(response.status, path).toBe(400);
      expect(response.body.error).toMatchObject({ code: "validation_error", message: `Invalid body: ${field}: unknown field (did you mean '${right}'?).` });
      expect(response.body.error.details[0]).toEqual({ path: field, message: `unknown field (did you mean '${right}'?)` });
    }
    expect(await documentCount()).toBe(before);

    // The right name still works: a preview of 10 € leaves 1 220 € open.
    const right = await api("POST", `/invoices/${invoiceId}/payments?dryRun=true`, { key, body: { amountEuros: 10 } });
    expect(right.status).toBe(200);
    expect(right.body.data.openCents).toBe(122_000);
  });

  it("a misspelt query parameter gets the right name", async () => {
    const response = await api("GET", "/invoices?limt=5", { key });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toMatch(/^Unknown query parameter 'limt' \(did you mean 'limit'\?\)\. It accepts: /);
    expect(response.body.error.details).toEqual([{ path: "limt", message: "unknown parameter (did you mean 'limit'?)" }]);
  });

  it("a body field repeating a path parameter is refused, not silently replaced by the path's", async () => {
    const created = await api("POST", "/clients", { key, body: { name: "Cliente Caminho, Lda" } });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    const response = await api("PATCH", `/clients/${id}`, { key, body: { id: "other-client", email: "geral@caminho.pt" } });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("validation_error");
    expect(response.body.error.details).toEqual([{ path: "id", message: "unknown field (it is a path parameter)" }]);
    const unchanged = await testDatabase().client.findUniqueOrThrow({ where: { id } });
    expect(unchanged.email).toBeNull();
  });

  it("a multipart upload with a part besides the file is refused by name, nothing stored", async () => {
    const form = new FormData();
    form.append("file", new Blob([Buffer.from("%PDF-1.4\n%%EOF\n")], { type: "application/pdf" }), "fatura.pdf");
    form.append("fileName", "outro-nome.pdf");
    const before = await testDatabase().expenseDocument.count({ where: { companyId: company.companyId } });
    const response = await fetch(`${inject("baseUrl")}/api/v1/documents`, { method: "POST", headers: { Authorization: `Bearer ${key}` }, body: form });
    const body = await response.json();
    expect(response.status).toBe(400);
    expect(body.error.code).toBe("validation_error");
    expect(body.error.message).toBe("Unknown multipart field 'fileName': the body takes one file, in 'file'.");
    expect(body.error.details).toEqual([{ path: "fileName", message: "unknown field (did you mean 'file'?)" }]);
    expect(await testDatabase().expenseDocument.count({ where: { companyId: company.companyId } })).toBe(before);
  });

  it("GET /saft without year says year is required", async () => {
    const response = await api("GET", "/saft", { key });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe("Invalid query: year is required.");
    expect(response.body.error.details).toEqual([{ path: "year", message: "is required" }]);
  });
});

describe("MCP: every tool refuses an unknown argument, naming it", () => {
  it("every tool's inputSchema says additionalProperties: false on every object", async () => {
    const { tools } = await mcp.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(agentToolOperations.map((operation) => operation.name).sort());
    for (const tool of tools) {
      const objects = everyObjectSchema(tool.inputSchema);
      expect(objects.length, tool.name).toBeGreaterThan(0);
      for (const { where, schema } of objects) expect(schema.additionalProperties, `${tool.name} ${where}`).toBe(false);
    }
  });

  it(`${agentToolOperations.length} tools: unknown argument at the top level and in nested objects`, async () => {
    let probed = 0;
    for (const operation of agentToolOperations) {
      for (const probe of unknownFieldProbes(operation)) {
        const result = await mcp.callTool({ name: operation.name, arguments: probe.input });
        const label = `${operation.name} ${JSON.stringify(probe.input)}`;
        expect(result.isError, label).toBe(true);
        const error = result.structuredContent as { code: string; details: { path: string; message: string }[] };
        expect(error.code, label).toBe("validation_error");
        expect(error.details.map((detail) => detail.path), label).toContain(probe.path);
        expect(JSON.stringify(result.content), label).toContain(probe.path);
        probed++;
      }
    }
    expect(probed).toBeGreaterThan(agentToolOperations.length);
  });

  it("list_invoices {limt: 5} is a tool error that names limit", async () => {
    const result = await mcp.callTool({ name: "list_invoices", arguments: { limt: 5 } });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toMatchObject({ code: "validation_error", details: [{ path: "limt", message: "unknown field (did you mean 'limit'?)" }] });
  });
});
