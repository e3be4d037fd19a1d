import { beforeAll, describe, expect, it } from "vitest";
import { operationList } from "@/lib/registry/registry";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";

// Integrator review 2026-11-26 L8, L9 and L1 (issue 34 §4): a dry run checks Idempotency-Key as the
// real call would; a write that does not honour the header refuses it instead of ignoring it (two
// webhook endpoints from one "idempotent" retry); the headers an answer carries are in the spec.

const INVOICE = { clientName: "Cliente da Chave", lines: [{ description: "Serviço", unitEuros: 10 }] };

describe("Idempotency-Key is never silently ignored", () => {
  let company: TestCompany;
  let key: string;

  beforeAll(async () => {
    company = await createTestCompany("Chaves de Idempotência, Lda");
    key = (await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 })).key;
  });

  it("checks the key's format on a dry run, as the real call does (L8)", async () => {
    for (const bad of ["chave com espaços", "x".repeat(256)]) {
      const preview = await api("POST", "/invoices?dryRun=true", { key, headers: { "Idempotency-Key": bad }, body: INVOICE });
      expect(preview.status, bad.slice(0, 20)).toBe(400);
      expect(preview.body.error.details[0].path).toBe("Idempotency-Key");
    }
    const good = await api("POST", "/invoices?dryRun=true", { key, headers: { "Idempotency-Key": "previa-1" }, body: INVOICE });
    expect(good.status).toBe(200);
    expect(good.headers.get("dry-run")).toBe("true");
    // The preview stored nothing under the key: the real call with it runs and issues.
    expect(await testDatabase().idempotencyRecord.count({ where: { companyId: company.companyId, key: "previa-1" } })).toBe(0);
  });

  it("refuses the header on a write that does not honour it, and changes nothing (L9)", async () => {
    const before = await testDatabase().webhookEndpoint.count({ where: { companyId: company.companyId } });
    const refused = await api("POST", "/webhooks/endpoints", { key, headers: { "Idempotency-Key": "mesmo-endpoint" }, body: { url: "https://93.184.215.14/hook", events: ["bank.movement.reconciled"] } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("validation_error");
    expect(refused.body.error.details[0]).toMatchObject({ path: "Idempotency-Key", message: "not supported on this operation" });
    expect(await testDatabase().webhookEndpoint.count({ where: { companyId: company.companyId } })).toBe(before);
    const series = await api("POST", "/invoice-series", { key, headers: { "Idempotency-Key": "serie" }, body: { type: "FT", code: "CHAVE" } });
    expect(series.status).toBe(400);
    // Without the header the same writes work; a read ignores it harmlessly.
    const created = await api("POST", "/webhooks/endpoints", { key, body: { url: "https://93.184.215.14/hook", events: ["bank.movement.reconciled"] } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await api("GET", "/invoices", { key, headers: { "Idempotency-Key": "leitura" } })).status).toBe(200);
  });

  it("documents the header only where it is honoured, on every writing operation of the registry", async () => {
    const spec = (await (await fetch(`${(await import("vitest")).inject("baseUrl")}/api/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, { parameters?: { $ref?: string }[] }>> };
    for (const operation of operationList.filter((candidate) => candidate.http.method !== "GET")) {
      const documented = (spec.paths[operation.http.path]![operation.http.method.toLowerCase()]!.parameters ?? []).some((parameter) => parameter.$ref === "#/components/parameters/IdempotencyKey");
      expect(documented, operation.name).toBe(!!operation.http.idempotent);
    }
  });

  it("declares Dry-Run and Content-Disposition where they are sent (L1)", async () => {
    // api() checks every watched header it receives against the operation's declared ones; these two
    // calls send the two headers the review found undeclared.
    const preview = await api("POST", "/invoices?dryRun=true", { key, body: INVOICE });
    expect(preview.headers.get("dry-run")).toBe("true");
    const issued = await api("POST", "/invoices", { key, body: INVOICE });
    const pdf = await api("GET", `/invoices/${issued.body.data.id}/pdf`, { key });
    expect(pdf.headers.get("content-disposition")).toMatch(/^inline; filename="/);
  });
});
