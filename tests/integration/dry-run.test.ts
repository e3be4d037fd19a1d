import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lisbonToday, toUtcDate } from "@/lib/core/dates";
import { pathParameterNames, supportsDryRun, type AnyOperation } from "@/lib/kernel/operation";
import { operationList } from "@/lib/registry/registry";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";
import { connectMcp } from "../support/mcp-client";

// Generated from the registry: every writing operation that declares a dry run is called twice, as a
// dry run and for real, on REST and on MCP. The dry run must answer exactly what the real call then
// answers (ids and timestamps aside) and leave every row of the company as it was — no document, no
// number used, no Idempotency-Key record. A new writing operation fails here until it has a scenario.

type Call = { params?: Record<string, string>; body: Record<string, unknown> };
type Scenario = () => Promise<Call>;

let company: TestCompany;
let key: string;
let accountId: string;
let counter = 0;
const unique = () => `${Date.now().toString(36)}${++counter}`;
const today = lisbonToday(new Date());

async function issueInvoice(unitEuros = 100): Promise<{ id: string; totalCents: number }> {
  const response = await api("POST", "/invoices", { key, body: { clientName: "Padaria Lusitana, Lda.", clientNif: "508123453", clientAddress: "Rua do Cliente 1, 1000-001 Lisboa", lines: [{ description: "Consultoria", unitEuros }] } });
  expect(response.status).toBe(201);
  return response.body.data;
}

/** A receipt of part of a fresh invoice. */
async function payInvoice(): Promise<{ id: string }> {
  const response = await api("POST", `/invoices/${(await issueInvoice()).id}/payments`, { key, body: { amountEuros: 30 } });
  expect(response.status).toBe(201);
  return response.body.data;
}

async function movement(status: "unmatched" | "suggested" | "matched" | "ignored", amountCents: number, match: { invoiceId?: string } = {}): Promise<string> {
  const row = await testDatabase().bankMovement.create({
    data: { companyId: company.companyId, accountId, date: toUtcDate(today), description: `TRF ${unique()}`, amountCents, fingerprint: unique(), status, ...match, ...(status === "unmatched" || status === "ignored" ? {} : { score: 0.7, reasons: ["mesmo valor"] }) },
  });
  return row.id;
}

const scenarios: Record<string, Scenario> = {
  update_company: async () => ({ body: { address: `Rua Nova ${unique()}, 1000-001 Lisboa` } }),
  create_invoice_series: async () => ({ body: { type: "FT", code: `D${++counter}` } }),
  settle_bank_movement: async () => {
    const invoice = await issueInvoice(40);
    return { params: { id: await movement("unmatched", 1_000) }, body: { allocations: [{ invoiceId: invoice.id, amountEuros: 10 }] } };
  },
  upsert_client: async () => ({ body: { name: `Cliente ${unique()}, Lda.` } }),
  update_client: async () => {
    const client = await testDatabase().client.create({ data: { companyId: company.companyId, name: `Cliente ${unique()}, Lda.`, matchName: `cliente ${unique()}` } });
    return { params: { id: client.id }, body: { email: `contabilidade-${unique()}@example.pt` } };
  },
  delete_client: async () => {
    const client = await testDatabase().client.create({ data: { companyId: company.companyId, name: `Cliente ${unique()}, Lda.`, matchName: `cliente ${unique()}` } });
    return { params: { id: client.id }, body: {} };
  },
  create_invoice: async () => ({ body: { clientName: "Padaria Lusitana, Lda.", clientNif: "508123453", clientAddress: "Rua do Cliente 1, 1000-001 Lisboa", type: "FT", lines: [{ description: "Consultoria", quantity: 2, unitEuros: 123.45, vatRate: 23 }, { description: "Livro", unitEuros: 10, vatRate: 6 }] } }),
  create_credit_note: async () => ({ body: { reason: "Devolução total", references: [{ invoiceId: (await issueInvoice()).id }] } }),
  create_debit_note: async () => ({ body: { invoiceId: (await issueInvoice()).id, reason: "Portes esquecidos", lines: [{ description: "Portes", unitEuros: 7.5 }] } }),
  annul_invoice: async () => ({ params: { id: (await issueInvoice()).id }, body: { reason: "Emitida em duplicado" } }),
  update_invoice: async () => ({ params: { id: (await issueInvoice()).id }, body: { externalId: `dry-${unique()}`, metadata: { orderId: "WEB-1" } } }),
  acknowledge_credit_note: async () => {
    const note = await api("POST", "/credit-notes", { key, body: { reason: "Devolução total", references: [{ invoiceId: (await issueInvoice()).id }] } });
    expect(note.status).toBe(201);
    return { params: { id: note.body.data.id }, body: { acknowledgementDate: today } };
  },
  register_payment: async () => ({ params: { id: (await issueInvoice()).id }, body: { amountEuros: 50, paymentDate: today } }),
  annul_receipt: async () => ({ params: { id: (await payInvoice()).id }, body: { reason: "Pagamento registado em duplicado" } }),
  review_document: async () => {
    const document = await testDatabase().expenseDocument.create({ data: { companyId: company.companyId, fileName: "recibo.pdf", status: "needs_review", sha256: unique() } });
    return { params: { id: document.id }, body: { supplierName: "Papelaria Central", confirm: false } };
  },
  import_bank_statement: async () => ({ body: { csv: `${today};TRF ${unique()};12,34\n${today};COMISSAO ${unique()};-1,00`, fileName: "extrato.csv" } }),
  accept_bank_suggestions: async () => {
    const invoice = await issueInvoice(11);
    await movement("suggested", invoice.totalCents, { invoiceId: invoice.id });
    return { body: {} };
  },
  accept_bank_suggestion: async () => {
    const invoice = await issueInvoice(12);
    return { params: { id: await movement("suggested", invoice.totalCents, { invoiceId: invoice.id }) }, body: {} };
  },
  reject_bank_suggestion: async () => {
    const invoice = await issueInvoice(13);
    return { params: { id: await movement("suggested", invoice.totalCents, { invoiceId: invoice.id }) }, body: {} };
  },
  ignore_bank_movement: async () => ({ params: { id: await movement("unmatched", -520) }, body: {} }),
  restore_bank_movement: async () => ({ params: { id: await movement("ignored", -520) }, body: {} }),
  unmatch_bank_movement: async () => {
    const invoice = await issueInvoice(14);
    return { params: { id: await movement("matched", invoice.totalCents, { invoiceId: invoice.id }) }, body: {} };
  },
  create_item: async () => ({ body: { name: `Avença ${unique()}`, unitEuros: 90, kind: "services" } }),
  update_item: async () => ({ params: { id: await catalogItem() }, body: { unitEuros: 95 } }),
  archive_item: async () => ({ params: { id: await catalogItem() }, body: { archived: true } }),
  create_recurring_invoice: async () => ({ body: recurringSchedule() }),
  update_recurring_invoice: async () => ({ params: { id: await recurringInvoice() }, body: { dayOfMonth: 15 } }),
  pause_recurring_invoice: async () => ({ params: { id: await recurringInvoice() }, body: {} }),
  resume_recurring_invoice: async () => {
    const id = await recurringInvoice();
    expect((await api("POST", `/recurring-invoices/${id}/pause`, { key, body: {} })).status).toBe(200);
    return { params: { id }, body: {} };
  },
  delete_recurring_invoice: async () => ({ params: { id: await recurringInvoice() }, body: {} }),
  update_reminder_schedule: async () => ({ body: { enabled: true, firstAfterDays: 5 + (++counter % 300) } }),
  book_bank_movement_expense: async () => ({ params: { id: await movement("unmatched", -1_240) }, body: {} }),
  mark_document_paid_outside_bank: async () => {
    const document = await testDatabase().expenseDocument.create({ data: { companyId: company.companyId, fileName: "talao.pdf", status: "archived", sha256: unique(), documentDate: toUtcDate(today), totalCents: 850 } });
    return { params: { id: document.id }, body: { method: "NU" } };
  },
  delete_document: async () => {
    const document = await testDatabase().expenseDocument.create({ data: { companyId: company.companyId, fileName: "ata.pdf", status: "needs_review", sha256: unique() } });
    return { params: { id: document.id }, body: {} };
  },
  match_bank_movement: async () => {
    const invoice = await issueInvoice(15);
    return { params: { id: await movement("unmatched", invoice.totalCents) }, body: { invoiceId: invoice.id } };
  },
};

async function catalogItem(): Promise<string> {
  const response = await api("POST", "/items", { key, body: { name: `Artigo ${unique()}`, unitEuros: 40 } });
  expect(response.status).toBe(201);
  return response.body.data.id;
}

// Far in the future, so the worker issues nothing while the test runs.
const recurringSchedule = () => ({ frequency: "monthly", dayOfMonth: 1, startDate: "2030-01-01", template: { clientName: `Cliente ${unique()}`, lines: [{ description: "Avença", unitEuros: 60 }] } });

async function recurringInvoice(): Promise<string> {
  const response = await api("POST", "/recurring-invoices", { key, body: recurringSchedule() });
  expect(response.status).toBe(201);
  return response.body.data.id;
}

/** Every row the company owns, as one comparable value. */
async function snapshot(): Promise<string> {
  const db = testDatabase();
  const companyId = company.companyId;
  const where = { companyId };
  // Rejected matches have no company of their own: the company's are those of its movements.
  const movementIds = (await db.bankMovement.findMany({ where, select: { id: true } })).map((movement) => movement.id);
  const tables = await Promise.all([
    db.company.findUnique({ where: { id: companyId } }),
    db.client.findMany({ where, orderBy: { id: "asc" } }),
    db.invoiceSeries.findMany({ where, orderBy: { id: "asc" } }),
    db.invoice.findMany({ where, orderBy: { id: "asc" }, include: { lines: true } }),
    db.receipt.findMany({ where, orderBy: { id: "asc" } }),
    db.expenseDocument.findMany({ where, orderBy: { id: "asc" } }),
    db.bankMovement.findMany({ where, orderBy: { id: "asc" } }),
    db.rejectedMatch.findMany({ where: { movementId: { in: movementIds } }, orderBy: [{ movementId: "asc" }, { targetId: "asc" }] }),
    db.idempotencyRecord.findMany({ where, orderBy: { key: "asc" } }),
    db.supplierCategory.findMany({ where }),
    db.catalogItem.findMany({ where, orderBy: { id: "asc" } }),
    db.recurringInvoice.findMany({ where, orderBy: { id: "asc" } }),
    db.reminderSchedule.findMany({ where }),
  ]);
  return JSON.stringify(tables);
}

const VOLATILE_KEY = /^(id|.*Id|createdAt|updatedAt|issuedAt|paidAt)$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/;
const GENERATED_ID = /\bc[a-z0-9]{24}\b/g;
// QR field Q is 4 characters of the document's chained hash, which signs the moment of issue to the
// second (the SAF-T SystemEntryDate): a preview and the real call a moment later differ there by law.
const QR_HASH = /\*Q:[^*]{4}\*/;

/** The output without what differs between two runs by nature: generated ids and the time of the call. */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).filter(([name]) => !VOLATILE_KEY.test(name)).map(([name, item]) => [name, comparable(item)]));
  }
  if (typeof value === "string") return ISO_TIMESTAMP.test(value) ? "<timestamp>" : value.replace(GENERATED_ID, "<id>").replace(QR_HASH, "*Q:<hash>*");
  return value;
}

const writing = operationList.filter((operation) => !operation.hints.readOnly);
const previewable = writing.filter(supportsDryRun);

function restPath(operation: AnyOperation, params: Record<string, string> = {}): string {
  return operation.http.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name]!);
}

describe("dry run (generated from the operation registry)", () => {
  let mcp: Client;

  beforeAll(async () => {
    company = await createTestCompany("Pré-visualização, Lda");
    key = (await createTestKey(company.companyId, { rateLimitPerMinute: 100_000 })).key;
    accountId = (await testDatabase().bankAccount.create({ data: { companyId: company.companyId, bankName: "Banco Teste", iban: "PT50000201231234567890154" } })).id;
    mcp = (await connectMcp(key)).client;
  });

  afterAll(async () => {
    await mcp?.close();
  });

  it("every writing operation declares whether it can be previewed, and every previewable one has a scenario here", () => {
    for (const operation of writing) expect(operation.dryRun, `${operation.name} must declare dryRun`).toBeDefined();
    expect(previewable.map((operation) => operation.name).filter((name) => !scenarios[name])).toEqual([]);
    expect(previewable.length).toBeGreaterThanOrEqual(15);
  });

  for (const operation of previewable) {
    it(`REST ${operation.name}: ?dryRun=true answers what the real call answers, and changes nothing`, async () => {
      const { params, body } = await scenarios[operation.name]!();
      const path = restPath(operation, params);
      const idempotency = operation.http.idempotent ? { "Idempotency-Key": `dry-${unique()}` } : undefined;
      const before = await snapshot();
      const preview = await api(operation.http.method, `${path}?dryRun=true`, { key, body, headers: idempotency });
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      expect(preview.headers.get("dry-run")).toBe("true");
      expect(await snapshot(), "a dry run must leave every row as it was").toBe(before);
      const real = await api(operation.http.method, path, { key, body, headers: idempotency });
      expect(real.status, JSON.stringify(real.body)).toBeLessThan(300);
      expect(real.headers.get("dry-run")).toBeNull();
      expect(comparable(preview.body.data)).toEqual(comparable(real.body.data));
    });

    it(`MCP ${operation.name}: the dryRun argument answers what the real call answers, and changes nothing`, async () => {
      const { params, body } = await scenarios[operation.name]!();
      const args = { ...body, ...params };
      const before = await snapshot();
      const preview = await mcp.callTool({ name: operation.name, arguments: { ...args, dryRun: true } });
      expect(preview.isError, JSON.stringify(preview.content)).toBeFalsy();
      expect((preview.content as { text: string }[])[0]!.text).toMatch(/^Dry run: nothing was created/);
      expect(await snapshot()).toBe(before);
      const real = await mcp.callTool({ name: operation.name, arguments: args });
      expect(real.isError, JSON.stringify(real.content)).toBeFalsy();
      expect(comparable(preview.structuredContent)).toEqual(comparable(real.structuredContent));
    });
  }

  it("the dry run of an invoice shows the number the real one then gets, and does not use it", async () => {
    const body = { clientName: "Padaria Lusitana, Lda.", clientNif: "508123453", clientAddress: "Rua do Cliente 1, 1000-001 Lisboa", lines: [{ description: "Consultoria", unitEuros: 100 }] };
    const first = await api("POST", "/invoices?dryRun=true", { key, body });
    const second = await api("POST", "/invoices?dryRun=true", { key, body });
    expect(second.body.data.display).toBe(first.body.data.display);
    expect(first.body.data).toMatchObject({ totalCents: 12_300, vatCents: 2_300 });
    expect(first.body.data.qrPayload).toContain(first.body.data.atcud ?? "");
    const real = await api("POST", "/invoices", { key, body });
    expect(real.body.data.display).toBe(first.body.data.display);
  });

  it("a validation error in a dry run is the same error, and an operation that cannot be previewed says why", async () => {
    const invalid = await api("POST", "/invoices?dryRun=true", { key, body: { clientName: "X", lines: [] } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.details[0].path).toBe("lines");
    const badFlag = await api("POST", "/invoices?dryRun=maybe", { key, body: { clientName: "X", lines: [{ description: "a", unitEuros: 1 }] } });
    expect(badFlag.status).toBe(400);
    expect(badFlag.body.error.details[0].path).toBe("dryRun");
    for (const operation of writing.filter((candidate) => !supportsDryRun(candidate))) {
      const before = await snapshot();
      const refused = await api(operation.http.method, `${restPath(operation, Object.fromEntries(pathParameterNames(operation).map((name) => [name, "x"])))}?dryRun=true`, { key, body: { fileName: "a.pdf", mimeType: "application/pdf", dataBase64: "JVBERi0=", message: "olá" } });
      expect(refused.status, operation.name).toBe(400);
      expect(refused.body.error.message).toContain("cannot be run as a dry run");
      expect(await snapshot()).toBe(before);
    }
  });
});
