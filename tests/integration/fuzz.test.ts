import fc from "fast-check";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { operationList } from "@/lib/registry/registry";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";

// Property-based bad input, generated from the registry: for every operation, random, wrongly typed,
// truncated, oversized and unicode-heavy bodies and query strings. Never a 500, always the envelope
// (api() validates every answer against the OpenAPI document), and a rejected request changes
// nothing (the company's rows are compared before and after).

const RUNS_PER_OPERATION = 20;
const JSON_TYPE = { "Content-Type": "application/json" };

async function snapshotOf(companyId: string): Promise<string> {
  const db = testDatabase();
  const rows = await Promise.all([
    db.invoice.count({ where: { companyId } }),
    db.client.findMany({ where: { companyId }, orderBy: { id: "asc" } }),
    db.expenseDocument.findMany({ where: { companyId }, orderBy: { id: "asc" } }),
    db.bankMovement.findMany({ where: { companyId }, orderBy: { id: "asc" } }),
    db.chatDraft.count({ where: { companyId } }),
  ]);
  return JSON.stringify(rows);
}

async function companyWithKey(): Promise<{ company: TestCompany; key: string }> {
  const company = await createTestCompany();
  return { company, key: (await createTestKey(company.companyId, { rateLimitPerMinute: 1_000_000 })).key };
}

// Malformed UTF-16: text with lone surrogate halves among ordinary characters (JSON carries them as \ud800 escapes).
const surrogateHalf = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const malformedUnicode = fc.string({ unit: fc.oneof(fc.constantFrom("a", "Z", "ç", " "), surrogateHalf), minLength: 1, maxLength: 30 });

const weirdText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  malformedUnicode,
  fc.constantFrom("", " ", "null", "NaN", "-1", "1e309", "0x10", "💸".repeat(300), "\u0000", "Z\ud800x", "\udc00", "a".repeat(20_000), "=cmd|' /C calc'!A0", "../../etc/passwd", "<script>alert(1)</script>", "'; DROP TABLE \"Invoice\"; --"),
);

/** A URL cannot carry a lone surrogate (encodeURIComponent throws), so path ids are well-formed text. */
function encodable(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}
const weirdValue = fc.oneof(weirdText, fc.double(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.anything(), { maxLength: 5 }), fc.dictionary(fc.string(), fc.anything(), { maxKeys: 5 }));

describe("fuzzing every operation's input (fast-check, generated from the registry)", () => {
  let company: TestCompany;
  let key: string;

  beforeAll(async () => {
    ({ company, key } = await companyWithKey());
  });

  for (const operation of operationList) {
    const fields = Object.keys(operation.input.shape ?? {});
    it(`${operation.name}: ${RUNS_PER_OPERATION} hostile inputs, no 500, nothing changed when refused`, async () => {
      const body = fc.oneof(
        fc.anything(),
        fc.dictionary(fc.constantFrom(...(fields.length ? fields : ["x"])), weirdValue, { maxKeys: Math.max(1, fields.length) }),
        weirdText.map((text) => ({ raw: text })),
        fc.json().map((json) => ({ raw: json.slice(0, Math.max(0, json.length - 1)) })),
      );
      // "." and ".." are dot segments: the URL would lose them before reaching us (another route, not this one).
      const pathId = fc.oneof(weirdText.filter((text) => text.length > 0 && text.length < 500 && encodable(text) && text !== "." && text !== ".."), fc.uuid());
      await fc.assert(
        // Query values stay under Node's 16 KB header limit: beyond it Node itself answers 431, before our code runs.
        fc.asyncProperty(body, pathId, fc.dictionary(fc.constantFrom(...fields, "limit", "status", "ano"), weirdText.filter((text) => text.length < 2_000), { maxKeys: 3 }), async (input, id, query) => {
          const before = await snapshotOf(company.companyId);
          let path = operation.http.path.replace(/\{\w+\}/g, encodeURIComponent(id));
          const options: { key: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = { key };
          if (operation.http.method === "GET") path += `?${new URLSearchParams(query as Record<string, string>).toString()}`;
          else if (input && typeof input === "object" && "raw" in (input as object) && Object.keys(input as object).length === 1) {
            options.rawBody = String((input as { raw: unknown }).raw);
            options.headers = { "Content-Type": "application/json" };
          }
          else options.body = input;
          const response = await api(operation.http.method, path, options);
          expect(response.status, `${operation.name} ${path} ${JSON.stringify(options.body ?? options.rawBody)?.slice(0, 300)}`).toBeLessThan(500);
          if (response.status >= 400) {
            expect(response.body.success).toBe(false);
            expect(typeof response.body.error.code).toBe("string");
            expect(await snapshotOf(company.companyId)).toBe(before);
          }
        }),
        { numRuns: RUNS_PER_OPERATION },
      );
    });
  }
});

describe("hand-written hostile requests", () => {
  let key: string;

  beforeAll(async () => {
    ({ key } = await companyWithKey());
  });

  it("refuses a 10 MB JSON body with 413 without reading it all", async () => {
    const response = await api("POST", "/invoices", { key, rawBody: `{"clientName":"${"a".repeat(10_000_000)}"}`, headers: JSON_TYPE });
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe("payload_too_large");
  });

  it("answers deeply nested JSON with 400, not a crash", async () => {
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    const response = await api("POST", "/invoices", { key, rawBody: deep, headers: JSON_TYPE });
    expect(response.body.error.code).toBe("validation_error");
    expect(response.status).toBe(400);
    expect((await api("GET", "/company", { key })).status).toBe(200);
  });

  it("refuses prototype-pollution keys as unknown fields (they were ignored before inputs became strict), polluting nothing", async () => {
    const response = await api("POST", "/clients", { key, rawBody: '{"name":"Cliente Proto","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}', headers: JSON_TYPE });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("validation_error");
    expect(response.body.error.details.map((detail: { path: string }) => detail.path)).toEqual(["__proto__", "constructor"]);
    const again = await api("GET", "/clients", { key });
    expect(JSON.stringify(again.body)).not.toContain("polluted");
    expect(JSON.stringify(again.body)).not.toContain("Cliente Proto");
    const plain = await api("POST", "/clients", { key, body: { name: "Cliente Proto" } });
    expect(plain.status).toBe(201);
    expect(plain.body.data).not.toHaveProperty("polluted");
  });

  it("keeps a formula-like description as plain text and a traversal file name as a bare name", async () => {
    const invoice = await api("POST", "/invoices", { key, body: { clientName: "=HYPERLINK(\"http://x\")", lines: [{ description: "=cmd|' /C calc'!A0", unitEuros: 1 }] } });
    expect(invoice.status).toBe(201);
    const detail = await api("GET", `/invoices/${invoice.body.data.id}`, { key });
    expect(detail.body.data.lines[0].description).toBe("=cmd|' /C calc'!A0");
    const pdf = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");
    const upload = await api("POST", "/documents", { key, body: { fileName: "../../etc/passwd.pdf", mimeType: "application/pdf", dataBase64: Buffer.from(pdf).toString("base64") } });
    expect(upload.status).toBe(201);
    const stored = await api("GET", `/documents/${upload.body.data.id}`, { key });
    expect(stored.body.data.fileName).not.toMatch(/[\\/]|\.\./);
  });
});

describe("header injection", () => {
  it("never lets a file name or an idempotency key write a response header", async () => {
    const company = await createTestCompany();
    const { key } = await createTestKey(company.companyId, { rateLimitPerMinute: 100_000 });
    const pdf = Buffer.from("%PDF-1.4\n%%EOF\n").toString("base64");
    const upload = await api("POST", "/documents", { key, body: { fileName: 'a"\r\nSet-Cookie: pwned=1\r\nX-Evil: 1.pdf', mimeType: "application/pdf", dataBase64: pdf } });
    expect(upload.status).toBe(201);
    const file = await fetch(`${inject("baseUrl")}/api/v1/documents/${upload.body.data.id}/file`, { headers: { Authorization: `Bearer ${key}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get("set-cookie")).toBeNull();
    expect(file.headers.get("x-evil")).toBeNull();
    expect(file.headers.get("content-disposition")).toMatch(/^inline; filename="[\w.-]+"$/);
    const oddKey = await api("POST", "/invoices", { key, headers: { "Idempotency-Key": "chave com espaços" }, body: { clientName: "A", lines: [{ description: "x", unitEuros: 1 }] } });
    expect(oddKey.status).toBe(400);
    expect(oddKey.body.error.details[0].path).toBe("Idempotency-Key");
  });
});

describe("NUL characters (PostgreSQL text cannot hold them)", () => {
  it("refuses them in bodies and queries with 400 naming the field, and treats an id holding one as not found", async () => {
    const company = await createTestCompany();
    const { key } = await createTestKey(company.companyId, { rateLimitPerMinute: 100_000 });
    const body = await api("POST", "/invoices", { key, body: { clientName: "Cliente\u0000Nulo", lines: [{ description: "x", unitEuros: 1 }] } });
    expect(body.status).toBe(400);
    expect(body.body.error.details[0].path).toBe("clientName");
    const query = await api("GET", "/invoices?clientName=a%00b", { key });
    expect(query.status).toBe(400);
    expect((await api("GET", "/invoices/%00", { key })).status).toBe(404);
    expect((await api("POST", "/bank/movements/a%00/unmatch", { key, body: {} })).status).toBe(404);
    expect(await testDatabase().invoice.count({ where: { companyId: company.companyId } })).toBe(0);
  });
});
