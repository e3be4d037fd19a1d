import { validate } from "@readme/openapi-parser";
import { ERROR_CODES } from "@/lib/core/api-error";
import { describe, expect, inject, it } from "vitest";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey } from "../support/fixtures";

describe("the REST contract", () => {
  it("answers unknown paths under /api/v1 with 404 not_found in the envelope", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const response = await api(method, "/does-not-exist/123");
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ success: false, error: { code: "not_found" } });
    }
  });

  it("answers a method the path does not offer with 405 and Allow", async () => {
    const company = await createTestCompany();
    const { key } = await createTestKey(company.companyId);
    const response = await api("DELETE", "/company", { key });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, PATCH");
    expect(response.body.error.code).toBe("method_not_allowed");
  });

  it("gives every response a request id, echoed in error bodies", async () => {
    const response = await api("GET", "/company");
    expect(response.body.error.requestId).toBe(response.headers.get("x-request-id"));
  });

  it("serves a valid OpenAPI 3.1 document whose server is this one", async () => {
    const response = await fetch(`${inject("baseUrl")}/api/v1/openapi.json`);
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document.servers[0].url).toBe(`${inject("baseUrl")}/api/v1`);
    const result = await validate(document);
    expect(result.valid, JSON.stringify(result)).toBe(true);
  });

  it("renders the human API reference without any external asset", async () => {
    const response = await fetch(`${inject("baseUrl")}/docs/api`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("get_company");
    expect(html).toContain("/company");
    expect(html).not.toMatch(/<(script|link)[^>]+(src|href)="https?:\/\//);
  });

  it("links every error to its explanation in the API reference", async () => {
    const refused = await api("GET", "/company");
    expect(refused.body.error.docUrl).toBe("/docs/api#error-invalid_api_key");
    const html = await (await fetch(`${inject("baseUrl")}${refused.body.error.docUrl.split("#")[0]}`)).text();
    for (const code of ERROR_CODES) expect(html, code).toContain(`id="error-${code}"`);
  });

  it("reports health without authentication", async () => {
    const response = await fetch(`${inject("baseUrl")}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, data: { status: "ok", database: "up" } });
  });
});
