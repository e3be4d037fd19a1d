import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { toUtcDate } from "@/lib/core/dates";
import { fieldValue } from "@/lib/domains/vat-return/return-pdf";
import { seedDemoBooks } from "@/seeds/demo-books";
import { seedDemoExpenses } from "@/seeds/demo-expenses";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";
import { connectMcp } from "../support/mcp-client";

// get_vat_return and get_vat_return_field through the real server, on the demo company's books (a
// year of invoices, credit notes, an annulment, purchases with reverse charge, fuel and meals).
// The field-by-field figures are tested by hand in tests/unit/vat-return-fields.test.ts; here:
// every field of the demo's quarters adds up to the lines the API lists, REST and MCP agree, the
// calendar shows the return's result, and the period must follow the company's regime.

const TODAY = "2026-11-20";

interface Field {
  field: number;
  known: boolean;
  amountCents: number | null;
  formula: { field: number; sign: number }[] | null;
  lineCount: number;
  lines: { id: string; documentKind: string; documentId: string; amountCents: number }[];
}

/** The text of a PDF as poppler's pdftotext -layout reads it (Debian poppler-utils; missing means the test fails). */
function pdfText(bytes: Uint8Array): string {
  const folder = mkdtempSync(path.join(tmpdir(), "pdftotext-"));
  try {
    const file = path.join(folder, "return.pdf");
    writeFileSync(file, bytes);
    return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe("periodic VAT return drafted from the books", () => {
  let company: TestCompany;
  let key: string;
  let other: TestCompany;
  let otherInvoiceId: string;
  let mcp: Client;

  beforeAll(async () => {
    company = await createTestCompany("Tejo Declarações, Lda");
    await seedDemoBooks(testDatabase(), company.companyId, "vat-return-test-user", TODAY);
    await seedDemoExpenses(testDatabase(), company.companyId, company.nif, "vat-return-test-user", TODAY);
    key = (await createTestKey(company.companyId, { scopes: ["read"], rateLimitPerMinute: 100_000 })).key;
    other = await createTestCompany("Outra Declarante, Lda");
    const otherKey = (await createTestKey(other.companyId)).key;
    otherInvoiceId = (await api("POST", "/invoices", { key: otherKey, body: { clientName: "Cliente Alheio", lines: [{ description: "Serviço alheio", unitEuros: 77 }] } })).body.data.id;
    mcp = (await connectMcp(key)).client;
  }, 300_000);

  afterAll(async () => {
    await mcp?.close();
  });

  async function allLines(campo: number, query: string) {
    const lines: Field["lines"] = [];
    let cursor: string | null = null;
    do {
      const response: { status: number; body: { data: { lines: Field["lines"]; nextCursor: string | null } } } = await api("GET", `/vat-return/fields/${campo}?${query}&limit=7${cursor ? `&cursor=${cursor}` : ""}`, { key });
      expect(response.status, `campo ${campo}`).toBe(200);
      lines.push(...response.body.data.lines);
      cursor = response.body.data.nextCursor;
    } while (cursor);
    return lines;
  }

  it.each(["year=2026&quarter=3", "year=2026&quarter=4"])("every field of the demo's quarter (%s) equals the sum of the lines listed for it, to the cent", async (query) => {
    const response = await api("GET", `/vat-return?${query}`, { key });
    expect(response.status).toBe(200);
    const fields: Field[] = response.body.data.fields;
    const amount = (campo: number) => fields.find((field) => field.field === campo)!.amountCents!;
    const invoiceIds = new Set((await testDatabase().invoice.findMany({ where: { companyId: company.companyId }, select: { id: true } })).map((row) => row.id));
    const documentIds = new Set((await testDatabase().expenseDocument.findMany({ where: { companyId: company.companyId }, select: { id: true } })).map((row) => row.id));
    for (const field of fields) {
      if (field.formula?.some((part) => part.sign < 0)) continue; // 93 and 94: checked by formula below
      const lines = await allLines(field.field, query);
      expect(lines.length, `campo ${field.field}`).toBe(field.lineCount);
      expect(new Set(lines.map((line) => line.id)).size).toBe(lines.length);
      if (field.amountCents !== null) expect(lines.reduce((sum, line) => sum + line.amountCents, 0), `campo ${field.field}`).toBe(field.amountCents);
      else expect(lines).toEqual([]);
      for (const line of lines) expect(line.documentKind === "invoice" ? invoiceIds.has(line.documentId) : documentIds.has(line.documentId), line.id).toBe(true);
    }
    const balance = amount(91) - amount(90);
    expect(response.body.data.resultCents).toBe(balance);
    expect([amount(93), amount(94)]).toEqual([Math.max(balance, 0), Math.max(-balance, 0)]);
    // The demo's books fill the fields the test is about: sales at 23 %, the Irish subscription's reverse charge, deductions.
    for (const campo of [3, 4, 16, 17, 24]) expect(fields.find((field) => field.field === campo)!.lineCount, `campo ${campo}`).toBeGreaterThan(0);
  });

  it("answers the same figures over MCP as over REST", async () => {
    const rest = (await api("GET", "/vat-return?year=2026&quarter=3", { key })).body.data;
    const result = await mcp.callTool({ name: "get_vat_return", arguments: { year: 2026, quarter: 3 } });
    expect(result.isError ?? false).toBe(false);
    expect(result.structuredContent).toEqual(rest);
  });

  it("the assistant answers the VAT return with the same figures as REST and MCP, and links to its page", async () => {
    const chatKey = (await createTestKey(company.companyId, { scopes: ["read", "chat"], rateLimitPerMinute: 100_000 })).key;
    const say = async (message: string) => {
      const response = await api("POST", "/chat", { key: chatKey, body: { message, history: [] } });
      expect(response.status, message).toBe(200);
      return response.body.data;
    };
    const rest = (await api("GET", "/vat-return?year=2026&quarter=3", { key })).body.data;
    const mcpResult = (await mcp.callTool({ name: "get_vat_return", arguments: { year: 2026, quarter: 3 } })).structuredContent as { resultCents: number };
    const chat = await say("declaração periódica do IVA do 3.º trimestre de 2026");
    expect(chat.card.type).toBe("vat_return");
    expect(chat.card.resultCents).toBe(rest.resultCents);
    expect(chat.card.resultCents).toBe(mcpResult.resultCents);
    expect(rest.resultCents).not.toBe(0);
    expect(chat.card.period).toEqual(rest.period);
    expect(chat.card.webPath).toBe("/calendario/iva?ano=2026&trimestre=3");
    const restField = (campo: number) => rest.fields.find((field: { field: number }) => field.field === campo);
    for (const campo of [90, 91]) expect(chat.card.fields.find((field: { field: number }) => field.field === campo)?.amountCents).toBe(restField(campo).amountCents);
    const euros = rest.resultCents > 0 ? rest.result : rest.result.replace("-", "");
    expect(chat.reply).toContain(euros);

    // Without a period: the regime's current one, as REST's default.
    const current = (await api("GET", "/vat-return", { key })).body.data;
    const now = await say("quanto IVA vou entregar este trimestre?");
    expect(now.card.type).toBe("vat_return");
    expect(now.card.period).toEqual(current.period);
    expect(now.card.resultCents).toBe(current.resultCents);
  });

  it("the assistant's «quanto tenho por receber» is the books' receivables figure, credit notes subtracted", async () => {
    const chatKey = (await createTestKey(company.companyId, { scopes: ["read", "chat"], rateLimitPerMinute: 100_000 })).key;
    const briefing = (await api("GET", "/briefing", { key })).body.data;
    const chat = (await api("POST", "/chat", { key: chatKey, body: { message: "quanto tenho por receber?", history: [] } })).body.data;
    expect(chat.card.type).toBe("invoices");
    expect(chat.card.filter).toBe("open");
    expect(chat.card.totalCents).toBe(briefing.keyFigures.receivablesCents);
    // The demo books hold credited invoices: the open amount is the total less credits and receipts.
    const credited = await testDatabase().invoice.findMany({ where: { companyId: company.companyId, creditedCents: { gt: 0 }, annulledAt: null }, select: { totalCents: true, creditedCents: true } });
    expect(credited.length).toBeGreaterThan(0);
  });

  it("the calendar's VAT amount is the return's result, and its obligation links to the return", async () => {
    const calendar = (await api("GET", "/fiscal-calendar", { key })).body.data;
    const vat = calendar.obligations.filter((obligation: { vatReturnPath: string | null }) => obligation.vatReturnPath);
    expect(vat.length).toBeGreaterThan(0);
    for (const obligation of vat) {
      const draft = await api("GET", obligation.vatReturnPath.replace("/api/v1", ""), { key });
      expect(draft.status).toBe(200);
      expect(obligation.estimatedAmountCents, obligation.key).toBe(draft.body.data.resultCents);
    }
  });

  it("asks for the period the company's regime uses: quarterly by quarter, monthly by month (CIVA art. 41.º)", async () => {
    const monthly = await api("GET", "/vat-return?year=2026&month=10", { key });
    expect(monthly.status).toBe(400);
    expect(monthly.body.error.code).toBe("validation_error");
    expect(monthly.body.error.message).toContain("`quarter`");
    await testDatabase().company.update({ where: { id: other.companyId }, data: { vatRegime: "mensal" } });
    const otherKey = (await createTestKey(other.companyId, { scopes: ["read"] })).key;
    const quarterly = await api("GET", "/vat-return?year=2026&quarter=4", { key: otherKey });
    expect(quarterly.status).toBe(400);
    expect(quarterly.body.error.message).toContain("`month`");
    expect((await api("GET", "/vat-return?year=2026&month=11", { key: otherKey })).status).toBe(200);
    expect((await api("GET", "/vat-return/fields/5000?year=2026&quarter=3", { key })).status).toBe(404);
  });

  it("lists what blocks filing: a purchase in review and an unmatched bank movement of the period", async () => {
    const checks = async () => Object.fromEntries((await api("GET", "/vat-return?year=2026&quarter=3", { key })).body.data.readiness.map((check: { check: string; count: number }) => [check.check, check.count]));
    const before = await checks();
    await testDatabase().expenseDocument.create({ data: { companyId: company.companyId, fileName: "por-rever.pdf", status: "needs_review", documentDate: toUtcDate("2026-08-14") } });
    await testDatabase().expenseDocument.create({ data: { companyId: company.companyId, fileName: "outro-trimestre.pdf", status: "needs_review", documentDate: toUtcDate("2026-04-14") } });
    const bankKey = (await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 })).key;
    expect((await api("POST", "/bank/import", { key: bankKey, body: { csv: "2026-08-14;Transferencia sem documento;12,34" } })).status).toBeLessThan(300);
    const after = await checks();
    expect(after.documents_in_review).toBe(before.documents_in_review + 1);
    expect(after.unmatched_movements).toBe(before.unmatched_movements + 1);
  });

  it("CIVA art. 78.º, n.º 5: a credit note of the period with VAT regularised (campo 40) blocks filing until the client's acknowledgement is recorded", async () => {
    const writeKey = (await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 })).key;
    const readiness = async () => (await api("GET", "/vat-return?year=2026&quarter=4", { key })).body.data.readiness.find((check: { check: string }) => check.check === "unacknowledged_credit_notes");
    const flagged = async () => (await allLines(40, "year=2026&quarter=4")).filter((line) => (line as unknown as { detail: string }).detail.includes("sem prova de conhecimento do cliente"));
    const before = await readiness();
    const unacknowledged = new Set((await flagged()).map((line) => line.documentId));
    // The demo's 4th quarter has credit notes with VAT, none acknowledged: each is named in campo 40 and counted once.
    expect(unacknowledged.size).toBeGreaterThan(0);
    expect(before.count).toBe(unacknowledged.size);
    expect(before.webPath).toBe("/calendario/iva?ano=2026&trimestre=4&campo=40#campo-detalhe");
    const noteId = [...unacknowledged][0]!;
    const note = (await api("GET", `/invoices/${noteId}`, { key })).body.data;
    expect(note.acknowledgementDate).toBeNull();

    // Bad input changes nothing: a day before the note, a day in the future, a document that is not a credit note.
    const early = await api("POST", `/credit-notes/${noteId}/acknowledgement`, { key: writeKey, body: { acknowledgementDate: "2026-01-01" } });
    expect(early.status).toBe(400);
    expect(early.body.error.details[0].path).toBe("acknowledgementDate");
    expect((await api("POST", `/credit-notes/${noteId}/acknowledgement`, { key: writeKey, body: { acknowledgementDate: "2099-01-01" } })).status).toBe(400);
    const invoiceId = (await testDatabase().invoice.findFirstOrThrow({ where: { companyId: company.companyId, type: "FT" } })).id;
    expect((await api("POST", `/credit-notes/${invoiceId}/acknowledgement`, { key: writeKey, body: {} })).body.error.code).toBe("conflict");
    expect((await api("POST", `/credit-notes/${noteId}/acknowledgement`, { key, body: {} })).status).toBe(403);
    expect((await readiness()).count).toBe(before.count);

    const recorded = await api("POST", `/credit-notes/${noteId}/acknowledgement`, { key: writeKey, body: { acknowledgementDate: note.issueDate } });
    expect(recorded.status).toBe(200);
    expect(recorded.body.data.acknowledgementDate).toBe(note.issueDate);
    expect((await api("GET", `/invoices/${noteId}`, { key })).body.data.acknowledgementDate).toBe(note.issueDate);
    expect((await readiness()).count).toBe(before.count - 1);
    expect((await flagged()).map((line) => line.documentId)).not.toContain(noteId);
  });

  it("the PDF laid out like Quadro 06 prints every field of the demo's quarter with the figure REST gives, in its numbered box", async () => {
    const json = (await api("GET", "/vat-return?year=2026&quarter=4", { key })).body.data;
    const response = await api<Uint8Array>("GET", "/vat-return/pdf?year=2026&quarter=4", { key });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const text = pdfText(response.body).replace(/[ \u00a0\u202f]+/g, " ");
    for (const field of json.fields as Field[]) expect(text, `campo ${field.field}`).toContain(` ${field.field} ${fieldValue(field).replace(/[\u00a0\u202f]/g, " ")}`);
    expect(text).toContain("Tejo Declarações, Lda");
    expect(text).toContain(json.period.label);
    expect((await api("GET", "/vat-return/pdf?year=2026&month=11", { key })).status).toBe(400);
  });

  it("never lists another company's documents", async () => {
    const everything = JSON.stringify([(await api("GET", "/vat-return?year=2026&quarter=4", { key })).body, await allLines(3, "year=2026&quarter=4"), await allLines(4, "year=2026&quarter=4")]);
    expect(everything).not.toContain(otherInvoiceId);
  });
});
