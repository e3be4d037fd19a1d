import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { lisbonToday } from "@/lib/core/dates";
import { agentToolOperations, operationList } from "@/lib/registry/registry";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";
import { connectMcp } from "../support/mcp-client";

// The registry's agent tools: every operation except file downloads (export_saft has an agent version) and the chat assistant.
const TOOL_OPERATIONS = agentToolOperations;
const WRITE_TOOLS = TOOL_OPERATIONS.filter((operation) => !operation.hints.readOnly).map((operation) => operation.name);

/** Valid input and one bad input for every tool (tools without input have nothing that can be bad). */
const CALLS: Record<string, { valid: Record<string, unknown>; invalid?: Record<string, unknown> }> = {
  get_company: { valid: {} },
  get_sandbox: { valid: {} },
  reset_sandbox: { valid: {} },
  update_company: { valid: { address: "Rua Nova 2, 1000-002 Lisboa", hasEmployees: true }, invalid: { iban: "PT00 1234" } },
  get_company_briefing: { valid: {} },
  get_fiscal_calendar: { valid: {} },
  get_financial_report: { valid: { year: 2026 }, invalid: { year: "dois mil" } },
  list_clients: { valid: {} },
  get_client: { valid: { id: "set in beforeAll" }, invalid: { id: "" } },
  send_invoice: { valid: { id: "set in beforeAll", to: "cliente@example.pt" }, invalid: { id: "set in beforeAll", to: "sem-arroba" } },
  send_receipt: { valid: { id: "set in beforeAll", to: "cliente@example.pt" }, invalid: { id: "set in beforeAll", to: "sem-arroba" } },
  list_invoice_emails: { valid: { id: "set in beforeAll" }, invalid: { id: "" } },
  send_payment_reminder: { valid: { id: "set in beforeAll", to: "cliente@example.pt" }, invalid: { id: "set in beforeAll", to: "sem-arroba" } },
  send_payment_reminders: { valid: { ids: ["set in beforeAll"] }, invalid: { ids: [] } },
  get_reminder_schedule: { valid: {} },
  update_reminder_schedule: { valid: { enabled: false, firstAfterDays: 4 }, invalid: { everyDays: 0 } },
  get_receipt: { valid: { id: "set in beforeAll" }, invalid: { id: "" } },
  list_receipts: { valid: { status: "in_force", limit: 5 }, invalid: { status: "anulado" } },
  get_event: { valid: { id: "set in beforeAll" }, invalid: { id: "" } },
  get_webhook_endpoint: { valid: { id: "set in beforeAll" }, invalid: { id: "" } },
  upsert_client: { valid: { name: "Cliente MCP", nif: "287024008" }, invalid: { name: "Cliente MCP", nif: "287024009" } },
  list_invoices: { valid: { status: "open", limit: 5 }, invalid: { status: "late" } },
  get_invoice: { valid: { id: "set in beforeAll" }, invalid: { id: 42 } },
  get_invoice_ubl: { valid: { id: "set in beforeAll" }, invalid: { id: 42 } },
  list_documents: { valid: { status: "archived" }, invalid: { status: "pending" } },
  get_document: { valid: { id: "set in beforeAll" }, invalid: { id: "" } },
  upload_document: { valid: { fileName: "vazio.png", mimeType: "image/png", dataBase64: "set in beforeAll" }, invalid: { fileName: "nota.txt", mimeType: "text/plain", dataBase64: "aXN0byBuw6NvIMOpIHVtYSBmYXR1cmE=" } },
  review_document: { valid: { id: "set in beforeAll", confirm: false, category: "outros" }, invalid: { id: "set in beforeAll", category: "luxos" } },
  import_bank_statement: { valid: { csv: "2026-10-01;TRANSFERENCIA MCP;10,00" }, invalid: { csv: "2026-10-01;SEM VALOR;abc" } },
  get_bank_overview: { valid: {}, invalid: { status: "pending" } },
  accept_bank_suggestions: { valid: {} },
  accept_bank_suggestion: { valid: { id: "set in beforeAll" }, invalid: { id: "" } },
  reject_bank_suggestion: { valid: { id: "set in beforeAll" }, invalid: { id: "" } },
  ignore_bank_movement: { valid: { id: "set in beforeAll" }, invalid: { id: "" } },
  restore_bank_movement: { valid: { id: "set in beforeAll" }, invalid: { id: "" } },
  unmatch_bank_movement: { valid: { id: "set in beforeAll" }, invalid: { id: "" } },
  match_bank_movement: { valid: { id: "set in beforeAll" }, invalid: { id: "set in beforeAll", invoiceId: "x", documentId: "y" } },
  get_efatura_movements: { valid: {} },
  find_compliance_gaps: { valid: {} },
  ask_tax_expert: { valid: { question: "Qual é a taxa normal de IVA no continente?" }, invalid: { question: "a" } },
  export_saft: { valid: { year: 2026, month: 10 }, invalid: { year: "dois mil" } },
  get_vat_return: { valid: { year: 2026, quarter: 3 }, invalid: { quarter: 5 } },
  get_financial_report_lines: { valid: { metric: "revenue", year: 2026 }, invalid: { metric: "revenue", month: 13 } },
  get_vat_return_field: { valid: { field: "4", year: 2026, quarter: 3 }, invalid: { field: "4", month: 13 } },
  create_invoice: { valid: { clientName: "Cliente MCP", lines: [{ description: "Consultoria", quantity: 2, unitEuros: 80 }] }, invalid: { clientName: "Cliente MCP", lines: [{ description: "x", unitEuros: 10, vatRate: 7 }] } },
  create_credit_note: { valid: { reason: "Desconto acordado", references: [{ invoiceId: "set in beforeAll", lines: [{ line: 1, amountEuros: 10 }] }] }, invalid: { reason: "", references: [] } },
  create_debit_note: { valid: { invoiceId: "set in beforeAll", reason: "Deslocação", lines: [{ description: "Deslocação", unitEuros: 20 }] }, invalid: { invoiceId: "set in beforeAll", reason: "Deslocação", lines: [] } },
  annul_invoice: { valid: { id: "set in beforeAll", reason: "Emitida em duplicado" }, invalid: { id: "set in beforeAll", reason: "" } },
  acknowledge_credit_note: { valid: { id: "set in beforeAll" }, invalid: { id: "set in beforeAll", acknowledgementDate: "ontem" } },
  register_payment: { valid: { id: "set in beforeAll", amountEuros: 10 }, invalid: { id: "set in beforeAll", method: "BITCOIN" } },
  annul_receipt: { valid: { id: "set in beforeAll", reason: "Pagamento registado em duplicado" }, invalid: { id: "set in beforeAll", reason: "" } },
  update_invoice: { valid: { id: "set in beforeAll", metadata: { orderId: "MCP-1" } }, invalid: { id: "set in beforeAll", externalId: "x".repeat(101) } },
  update_client: { valid: { id: "set in beforeAll", email: "agente@example.pt" }, invalid: { id: "set in beforeAll", nif: "287024009" } },
  create_invoice_series: { valid: { type: "FT", code: "MCP" }, invalid: { type: "FT", code: "1X" } },
  list_invoice_series: { valid: {} },
  list_items: { valid: {}, invalid: { status: "gone" } },
  create_item: { valid: { name: "Avença MCP", unitEuros: 90 }, invalid: { name: "Formação", unitEuros: 100, vatRate: 0 } },
  update_item: { valid: { id: "set in beforeAll", unitEuros: 95 }, invalid: { id: "set in beforeAll", vatRate: 7 } },
  archive_item: { valid: { id: "set in beforeAll", archived: false }, invalid: { id: "set in beforeAll", archived: "sim" } },
  list_recurring_invoices: { valid: {}, invalid: { status: "weekly" } },
  get_recurring_invoice: { valid: { id: "set in beforeAll" }, invalid: { id: "" } },
  create_recurring_invoice: {
    valid: { frequency: "quarterly", dayOfMonth: 31, startDate: "2030-01-01", template: { clientName: "Cliente MCP", lines: [{ description: "Avença", unitEuros: 60 }] } },
    invalid: { frequency: "weekly", dayOfMonth: 1, startDate: "2030-01-01", template: { clientName: "Cliente MCP", lines: [{ description: "Avença", unitEuros: 60 }] } },
  },
  update_recurring_invoice: { valid: { id: "set in beforeAll", dayOfMonth: 15 }, invalid: { id: "set in beforeAll", dayOfMonth: 32 } },
  pause_recurring_invoice: { valid: { id: "set in beforeAll" }, invalid: { id: "" } },
  resume_recurring_invoice: { valid: { id: "set in beforeAll" }, invalid: { id: "" } },
  delete_recurring_invoice: { valid: { id: "set in beforeAll" }, invalid: { id: "" } },
  delete_client: { valid: { id: "set in beforeAll" }, invalid: { id: "set in beforeAll" } },
  suggest_bank_settlement: { valid: { id: "set in beforeAll" }, invalid: { id: "" } },
  settle_bank_movement: { valid: { id: "set in beforeAll" }, invalid: { id: "" } },
  book_bank_movement_expense: { valid: { id: "set in beforeAll" }, invalid: { id: "set in beforeAll", category: "luxos" } },
  mark_document_paid_outside_bank: { valid: { id: "set in beforeAll" }, invalid: { id: "set in beforeAll", method: "BITCOIN" } },
  delete_document: { valid: { id: "set in beforeAll" }, invalid: { id: "" } },
  list_events: { valid: {} },
  list_audit_events: { valid: {} },
  list_webhook_endpoints: { valid: {} },
  // An IP literal (TEST-NET-1, documentation range): nothing to resolve, and it routes nowhere.
  create_webhook_endpoint: { valid: { url: "https://192.0.2.10/hook", events: ["invoice.issued"] } },
  update_webhook_endpoint: { valid: { id: "set in beforeAll", description: "Agente" } },
  delete_webhook_endpoint: { valid: { id: "set in beforeAll" } },
  list_webhook_deliveries: { valid: { id: "set in beforeAll" } },
  redeliver_webhook: { valid: { id: "set in beforeAll" } },
  resend_webhook_events: { valid: { id: "set in beforeAll", since: "2026-01-01T00:00:00Z" } },
  rotate_webhook_secret: { valid: { id: "set in beforeAll", overlapHours: 1 } },
  seal_invoice_pdf: { valid: { id: "set in beforeAll" }, invalid: { id: "" } },
  seal_receipt_pdf: { valid: { id: "set in beforeAll" }, invalid: { id: "" } },
  get_company_seal: { valid: {} },
  seal_pdfs: { valid: { year: 2026 }, invalid: { year: 1999 } },
};

function text(result: Awaited<ReturnType<Client["callTool"]>>): string {
  return (result.content as { type: string; text: string }[]).map((part) => part.text).join("\n");
}

describe("MCP tool server", () => {
  let company: TestCompany;
  let fullKey: string;
  let full: Client;
  let invoiceId: string;
  let documentId: string;

  beforeAll(async () => {
    company = await createTestCompany("Agentes MCP, Lda");
    fullKey = (await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 })).key;
    const issued = await api("POST", "/invoices", { key: fullKey, body: { clientName: "Cliente Inicial", lines: [{ description: "Serviço", unitEuros: 100 }] } });
    invoiceId = issued.body.data.id;
    CALLS.get_invoice!.valid = { id: invoiceId };
    CALLS.get_invoice_ubl!.valid = { id: invoiceId };
    CALLS.update_invoice!.valid.id = invoiceId;
    CALLS.update_invoice!.invalid!.id = invoiceId;
    const db = testDatabase();
    const clientId = (await db.invoice.findUniqueOrThrow({ where: { id: invoiceId } })).clientId;
    CALLS.update_client!.valid = { id: clientId, email: "agente@example.pt" };
    CALLS.get_client!.valid = { id: clientId };
    const item = await api("POST", "/items", { key: fullKey, body: { name: "Avença mensal", unitEuros: 80 } });
    for (const name of ["update_item", "archive_item"]) {
      CALLS[name]!.valid.id = item.body.data.id;
      CALLS[name]!.invalid!.id = item.body.data.id;
    }
    const schedule = { frequency: "monthly", dayOfMonth: 1, startDate: "2030-01-01", template: { clientName: "Cliente Inicial", lines: [{ itemId: item.body.data.id }] } };
    const [keptSchedule, doomedSchedule] = await Promise.all([0, 1].map(() => api("POST", "/recurring-invoices", { key: fullKey, body: schedule })));
    for (const name of ["get_recurring_invoice", "update_recurring_invoice", "pause_recurring_invoice", "resume_recurring_invoice"]) CALLS[name]!.valid.id = keptSchedule!.body.data.id;
    CALLS.update_recurring_invoice!.invalid!.id = keptSchedule!.body.data.id;
    CALLS.delete_recurring_invoice!.valid.id = doomedSchedule!.body.data.id;
    CALLS.update_client!.invalid = { id: clientId, nif: "287024009" };
    // A client entered by mistake goes; the invoiced one stays (409 conflict).
    const mistakenClient = await api("POST", "/clients", { key: fullKey, body: { name: "Cliente Duplicado" } });
    CALLS.delete_client!.valid = { id: mistakenClient.body.data.id };
    CALLS.delete_client!.invalid = { id: clientId };
    const account = await db.bankAccount.create({ data: { companyId: company.companyId, bankName: "Banco Teste", iban: "PT50000201231234567890154" } });
    const movement = await db.bankMovement.create({
      data: { companyId: company.companyId, accountId: account.id, date: new Date("2026-10-02"), description: "TRF CLIENTE INICIAL", amountCents: 5000, fingerprint: "mcp-settlement" },
    });
    CALLS.suggest_bank_settlement!.valid = { id: movement.id };
    CALLS.settle_bank_movement!.valid = { id: movement.id };
    const fee = await db.bankMovement.create({
      data: { companyId: company.companyId, accountId: account.id, date: new Date("2026-10-03"), description: "COMISSAO MANUTENCAO CONTA", amountCents: -1240, fingerprint: "mcp-fee" },
    });
    CALLS.book_bank_movement_expense!.valid = { id: fee.id };
    CALLS.book_bank_movement_expense!.invalid = { id: fee.id, category: "luxos" };
    const paidInCash = await db.expenseDocument.create({ data: { companyId: company.companyId, fileName: "talao.pdf", status: "archived", documentDate: new Date("2026-09-01"), totalCents: 850 } });
    CALLS.mark_document_paid_outside_bank!.valid = { id: paidInCash.id };
    CALLS.mark_document_paid_outside_bank!.invalid = { id: paidInCash.id, method: "BITCOIN" };
    const mistaken = await db.expenseDocument.create({ data: { companyId: company.companyId, fileName: "ata.pdf", status: "needs_review" } });
    CALLS.delete_document!.valid = { id: mistaken.id };
    const [kept, doomed] = await Promise.all(
      ["kept", "doomed"].map((name) => db.webhookEndpoint.create({ data: { companyId: company.companyId, url: `https://192.0.2.10/${name}`, secret: "whsec_test", enabled: name === "kept" } })),
    );
    const event = await db.webhookEvent.create({ data: { companyId: company.companyId, type: "invoice.issued", data: { id: invoiceId } } });
    const delivery = await db.webhookDelivery.create({ data: { companyId: company.companyId, eventId: event.id, endpointId: kept!.id, status: "failed", nextAttemptAt: new Date(Date.now() + 86_400_000) } });
    CALLS.update_webhook_endpoint!.valid = { id: kept!.id, description: "Agente" };
    CALLS.get_webhook_endpoint!.valid = { id: kept!.id };
    CALLS.get_event!.valid = { id: event.id };
    CALLS.list_webhook_deliveries!.valid = { id: kept!.id };
    CALLS.delete_webhook_endpoint!.valid = { id: doomed!.id };
    CALLS.redeliver_webhook!.valid = { id: delivery.id };
    CALLS.resend_webhook_events!.valid = { id: kept!.id, since: "2026-01-01T00:00:00Z" };
    CALLS.rotate_webhook_secret!.valid = { id: kept!.id, overlapHours: 1 };
    CALLS.create_credit_note!.valid = { reason: "Desconto acordado", references: [{ invoiceId, lines: [{ line: 1, amountEuros: 10 }] }] };
    CALLS.create_debit_note!.valid = { invoiceId, reason: "Deslocação", lines: [{ description: "Deslocação", unitEuros: 20 }] };
    CALLS.create_debit_note!.invalid = { invoiceId, reason: "Deslocação", lines: [] };
    CALLS.annul_invoice!.valid = { id: invoiceId, reason: "Emitida em duplicado" };
    CALLS.annul_invoice!.invalid = { id: invoiceId, reason: "" };
    const credited = await api("POST", "/invoices", { key: fullKey, body: { clientName: "Cliente Creditado", lines: [{ description: "Serviço", unitEuros: 60 }] } });
    const note = await api("POST", "/credit-notes", { key: fullKey, body: { reason: "Devolução", references: [{ invoiceId: credited.body.data.id }] } });
    CALLS.acknowledge_credit_note!.valid = { id: note.body.data.id };
    CALLS.acknowledge_credit_note!.invalid = { id: note.body.data.id, acknowledgementDate: "ontem" };
    CALLS.register_payment!.valid = { id: invoiceId, amountEuros: 10 };
    CALLS.register_payment!.invalid = { id: invoiceId, method: "BITCOIN" };
    const paidInvoice = await api("POST", "/invoices", { key: fullKey, body: { clientName: "Cliente Pago", lines: [{ description: "Serviço", unitEuros: 50 }] } });
    const receipt = await api("POST", `/invoices/${paidInvoice.body.data.id}/payments`, { key: fullKey, body: { amountEuros: 20 } });
    CALLS.annul_receipt!.valid = { id: receipt.body.data.id, reason: "Pagamento registado em duplicado" };
    CALLS.get_receipt!.valid = { id: receipt.body.data.id };
    for (const name of ["send_receipt"]) {
      CALLS[name]!.valid.id = receipt.body.data.id;
      CALLS[name]!.invalid!.id = receipt.body.data.id;
    }
    // Documents of their own for sending, so the other tools' annulments and payments do not touch them.
    const toSend = await api("POST", "/invoices", { key: fullKey, body: { clientName: "Cliente do Envio", lines: [{ description: "Serviço", unitEuros: 30 }] } });
    const overdue = await api("POST", "/invoices", { key: fullKey, body: { clientName: "Cliente em Atraso", lines: [{ description: "Serviço", unitEuros: 40 }] } });
    await db.invoice.update({ where: { id: overdue.body.data.id }, data: { dueDate: new Date("2026-01-31") } });
    for (const name of ["send_invoice", "list_invoice_emails"]) CALLS[name]!.valid.id = toSend.body.data.id;
    CALLS.send_invoice!.invalid!.id = toSend.body.data.id;
    CALLS.send_payment_reminder!.valid.id = overdue.body.data.id;
    CALLS.send_payment_reminder!.invalid!.id = overdue.body.data.id;
    CALLS.send_payment_reminders!.valid = { ids: [overdue.body.data.id] };
    CALLS.annul_receipt!.invalid = { id: receipt.body.data.id, reason: "" };
    CALLS.seal_invoice_pdf!.valid = { id: invoiceId };
    CALLS.seal_receipt_pdf!.valid = { id: receipt.body.data.id };
    const blank = new Uint8Array(await (await import("sharp")).default({ create: { width: 64, height: 64, channels: 3, background: "#fff" } }).png().toBuffer());
    const documentKey = (await createTestKey(company.companyId, { scopes: ["documents:write"] })).key;
    const uploaded = await api("POST", "/documents", { key: documentKey, body: { fileName: "branco.png", mimeType: "image/png", dataBase64: Buffer.from(blank).toString("base64") } });
    documentId = uploaded.body.data.id;
    CALLS.get_document!.valid = { id: documentId };
    CALLS.review_document!.valid = { id: documentId, confirm: false, category: "outros" };
    CALLS.review_document!.invalid = { id: documentId, category: "luxos" };
    // A different file for the MCP upload, so it is not a duplicate of the REST one.
    CALLS.upload_document!.valid = { fileName: "cinza.png", mimeType: "image/png", dataBase64: Buffer.from(await (await import("sharp")).default({ create: { width: 64, height: 64, channels: 3, background: "#ccc" } }).png().toBuffer()).toString("base64") };
    full = (await connectMcp(fullKey)).client;
  });
  afterAll(async () => {
    await full?.close();
  });

  it("has a test call for every tool the registry exposes", () => {
    expect(Object.keys(CALLS).sort()).toEqual(TOOL_OPERATIONS.map((operation) => operation.name).sort());
  });

  it("lists tools by the key's scopes", async () => {
    const readOnly = await connectMcp((await createTestKey(company.companyId, { scopes: ["read"] })).key);
    const readTools = (await readOnly.client.listTools()).tools.map((tool) => tool.name);
    expect(readTools).toContain("get_company_briefing");
    for (const tool of WRITE_TOOLS) expect(readTools).not.toContain(tool);
    await readOnly.client.close();

    // Listings are kept per scope set: a second one is the same answer.
    expect(await full.listTools()).toEqual(await full.listTools());
    const fullTools = (await full.listTools()).tools.map((tool) => tool.name).sort();
    expect(fullTools).toEqual(TOOL_OPERATIONS.map((operation) => operation.name).sort());

    const chatOnly = await connectMcp((await createTestKey(company.companyId, { scopes: ["chat"] })).key);
    expect((await chatOnly.client.listTools()).tools).toEqual([]);
    await chatOnly.client.close();
  });

  it("gives instructions made for the key: its tool groups, every tool that writes, today's Lisbon date", async () => {
    const instructions = full.getInstructions()!;
    expect(instructions).toContain(`Today is ${lisbonToday(new Date())}`);
    const writeLine = instructions.split("\n").find((line) => line.startsWith("These tools write"))!;
    expect(writeLine.replace(/^[^:]+: /, "").replace(/\.$/, "").split(", ").sort()).toEqual([...WRITE_TOOLS].sort());
    const readOnly = await connectMcp((await createTestKey(company.companyId, { scopes: ["read"] })).key);
    const readInstructions = readOnly.client.getInstructions()!;
    expect(readInstructions).toContain("None of these tools writes.");
    expect(readInstructions).not.toContain("create_invoice");
    await readOnly.client.close();
  });

  it("describes every tool for agents: title, description, schemas, explicit annotations", async () => {
    for (const tool of (await full.listTools()).tools) {
      expect(tool.title, tool.name).toBeTruthy();
      expect(tool.description!.length, tool.name).toBeGreaterThan(80);
      expect(tool.inputSchema.type).toBe("object");
      expect(tool.outputSchema?.type, tool.name).toBe("object");
      for (const hint of ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"] as const) {
        expect(typeof tool.annotations?.[hint], `${tool.name}.${hint}`).toBe("boolean");
      }
    }
  });

  // Agent versions of file operations answer a summary, not the REST file: tested in saft.test.ts.
  it.each(TOOL_OPERATIONS.filter((operation) => operation.hints.readOnly && operationList.includes(operation)).map((operation) => operation.name))(
    "%s returns the same structured result as the REST operation",
    async (name) => {
      const operation = TOOL_OPERATIONS.find((candidate) => candidate.name === name)!;
      const result = await full.callTool({ name, arguments: CALLS[name]!.valid });
      expect(result.isError ?? false, text(result)).toBe(false);
      expect(JSON.parse(text(result))).toEqual(result.structuredContent);
      const path = operation.http.path.replace("{id}", String(CALLS[name]!.valid.id ?? invoiceId)).replace("{field}", String(CALLS[name]!.valid.field)).replace("{metric}", String(CALLS[name]!.valid.metric));
      const query = name === "get_financial_report" ? "?year=2026" : name === "list_documents" ? "?status=archived" : name === "list_invoices" ? "?status=open&limit=5" : name === "get_financial_report_lines" ? "?year=2026" : name.startsWith("get_vat_return") ? "?year=2026&quarter=3" : "";
      const rest = operation.http.method === "GET" ? await api("GET", path + query, { key: fullKey }) : await api(operation.http.method, path, { key: fullKey, body: CALLS[name]!.valid });
      expect(result.structuredContent).toEqual(rest.body.data);
    },
  );

  it("issues an invoice and upserts a client through tools, visible over REST", async () => {
    const issued = await full.callTool({ name: "create_invoice", arguments: CALLS.create_invoice!.valid });
    expect(issued.isError ?? false, text(issued)).toBe(false);
    const invoice = issued.structuredContent as { id: string; totalCents: number };
    expect(invoice.totalCents).toBe(19_680);
    expect((await api("GET", `/invoices/${invoice.id}`, { key: fullKey })).status).toBe(200);
    const client = await full.callTool({ name: "upsert_client", arguments: CALLS.upsert_client!.valid });
    expect((client.structuredContent as { acao: string }).acao).toBe("atualizado"); // created by the invoice above, now gets a NIF
  });

  it.each(Object.entries(CALLS).filter(([, call]) => call.invalid).map(([name]) => name))("%s refuses bad input with an actionable error result", async (name) => {
    const before = await testDatabase().invoice.count({ where: { companyId: company.companyId } });
    const result = await full.callTool({ name, arguments: CALLS[name]!.invalid });
    expect(result.isError).toBe(true);
    expect((result.structuredContent as { code: string } | undefined)?.code).toBeTruthy();
    expect(text(result).length).toBeGreaterThan(10);
    expect(await testDatabase().invoice.count({ where: { companyId: company.companyId } })).toBe(before);
  });

  it("refuses a write tool to a read-only key, naming the missing scope", async () => {
    const readOnly = await connectMcp((await createTestKey(company.companyId, { scopes: ["read"] })).key);
    const result = await readOnly.client.callTool({ name: "create_invoice", arguments: CALLS.create_invoice!.valid });
    expect(result.isError).toBe(true);
    expect(text(result)).toContain("invoices:write");
    await readOnly.client.close();
  });

  it("refuses another company's invoice id as not found", async () => {
    const other = await createTestCompany();
    const outsider = await connectMcp((await createTestKey(other.companyId, { scopes: ["read"] })).key);
    const result = await outsider.client.callTool({ name: "get_invoice", arguments: { id: invoiceId } });
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(/^not_found/);
    await outsider.client.close();
  });

  it("offers the prompts with the glossary's argument names", async () => {
    const listed = (await full.listPrompts()).prompts;
    expect(listed.map((prompt) => [prompt.name, prompt.arguments?.map((argument) => argument.name)])).toEqual([
      ["fecho_trimestral_iva", ["year", "quarter"]],
      ["reconciliacao_bancaria_mensal", ["year", "month"]],
    ]);
    const promptText = async (name: string, args: Record<string, string>) => ((await full.getPrompt({ name, arguments: args })).messages[0]!.content as { text: string }).text;
    const quarter = await promptText("fecho_trimestral_iva", { year: "2026", quarter: "3" });
    expect(quarter).toContain("do 3.º trimestre de 2026");
    expect(quarter).toContain("get_fiscal_calendar");
    expect(await promptText("reconciliacao_bancaria_mensal", { year: "2026", month: "10" })).toContain("do mês 10 de 2026");
    expect(await promptText("reconciliacao_bancaria_mensal", { month: "10" })).toContain("do mês 10 deste ano");
    // The old Portuguese names are no arguments: the SDK drops unknown prompt arguments without an
    // error, so the prompt falls back to its default period.
    const old = await promptText("fecho_trimestral_iva", { trimestre: "2026-T3" });
    expect(old).toContain("do próximo trimestre a declarar");
    expect(old).not.toContain("2026-T3");
    // A value outside the argument's pattern is refused.
    await expect(full.getPrompt({ name: "fecho_trimestral_iva", arguments: { quarter: "2026-T3" } })).rejects.toThrow(/quarter/);
  });

  it("refuses requests without a valid key with 401 in the error envelope", async () => {
    const response = await fetch(`${(await import("vitest")).inject("baseUrl")}/api/mcp/mcp`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe("invalid_api_key");
    await expect(connectMcp("ctb_live_" + "x".repeat(43))).rejects.toThrow();
  });

  it("stops a key revoked mid-session", async () => {
    const { key, keyId } = await createTestKey(company.companyId, { scopes: ["read"] });
    const session = await connectMcp(key);
    expect((await session.client.callTool({ name: "get_company", arguments: {} })).isError ?? false).toBe(false);
    await testDatabase().apiKey.update({ where: { id: keyId }, data: { revokedAt: new Date() } });
    let refused = false;
    for (let attempt = 0; attempt < 30 && !refused; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      refused = await session.client.callTool({ name: "get_company", arguments: {} }).then(() => false, () => true);
    }
    expect(refused).toBe(true);
    expect(session.statuses.at(-1)).toBe(401);
  });

  it("shares one rate budget of 60 per minute between REST and MCP", async () => {
    const { key } = await createTestKey(company.companyId, { scopes: ["read"] });
    const session = await connectMcp(key);
    await session.client.callTool({ name: "get_company", arguments: {} });
    await session.client.callTool({ name: "list_invoices", arguments: {} });
    await session.settled();
    const mcpRequests = session.httpRequests();
    const first = await api("GET", "/company", { key });
    expect(Number(first.headers.get("x-ratelimit-remaining"))).toBe(60 - mcpRequests - 1);
    const rest = await Promise.all(Array.from({ length: 70 }, () => api("GET", "/company", { key })));
    expect(rest.filter((response) => response.status === 200)).toHaveLength(60 - mcpRequests - 1);
    await expect(session.client.callTool({ name: "get_company", arguments: {} })).rejects.toThrow();
    expect(session.statuses.at(-1)).toBe(429);
  });

  it("answers a plain tools/call itself, and leaves to the SDK what its transport or schemas would refuse", async () => {
    const baseUrl = (await import("vitest")).inject("baseUrl");
    const post = (message: unknown, headers: Record<string, string> = {}) =>
      fetch(`${baseUrl}/api/mcp/mcp`, {
        method: "POST",
        headers: { Authorization: `Bearer ${fullKey}`, "Content-Type": "application/json", Accept: "application/json, text/event-stream", ...headers },
        body: JSON.stringify(message),
      });
    const call = { jsonrpc: "2.0", id: "chamada-1", method: "tools/call", params: { name: "get_company", arguments: {} } };
    const direct = await post(call, { "Mcp-Protocol-Version": "2025-06-18" });
    expect(direct.status).toBe(200);
    expect(direct.headers.get("content-type")).toContain("application/json");
    const answered = await direct.json();
    const company = (await api("GET", "/company", { key: fullKey })).body.data;
    expect(answered.jsonrpc).toBe("2.0");
    expect(answered.id).toBe("chamada-1");
    expect(answered.result.isError).toBeUndefined();
    expect(answered.result.structuredContent).toEqual(company);
    expect(JSON.parse(answered.result.content[0].text)).toEqual(company);

    const notAcceptable = await post(call, { Accept: "application/json" });
    expect(notAcceptable.status).toBe(406);
    expect((await notAcceptable.json()).error).toMatchObject({ code: -32000, message: expect.stringContaining("Not Acceptable") });
    const unknownVersion = await post(call, { "Mcp-Protocol-Version": "1999-01-01" });
    expect(unknownVersion.status).toBe(400);
    expect((await unknownVersion.json()).error.message).toContain("Unsupported protocol version: 1999-01-01");
    const notJsonRpc = await post({ ...call, jsonrpc: "1.0" });
    expect(notJsonRpc.status).toBe(400);
    expect((await notJsonRpc.json()).error).toMatchObject({ code: -32700 });
    const listAsArguments = await post({ ...call, params: { name: "get_company", arguments: [1] } });
    expect(listAsArguments.status).toBe(200);
    expect(await listAsArguments.json()).toMatchObject({ id: "chamada-1", error: { code: -32603, message: expect.stringContaining("expected record") } });

    // application/json only in a parameter of another media type (a browser form can send text/plain
    // without a preflight): the SDK's transport reads the media type (1.32) and answers 415, and so do
    // the endpoint's own answers, the direct call and the cached tool list.
    const list = { jsonrpc: "2.0", id: "lista-1", method: "tools/list" };
    expect((await post(list)).status).toBe(200); // now cached
    for (const message of [call, list]) {
      const formType = await post(message, { "Content-Type": "text/plain; a=application/json" });
      expect(formType.status, String(message.method)).toBe(415);
    }
  });

  // The endpoint answers a plain tools/call without an SDK server (lib/transports/mcp/direct-tool-call.ts). Both
  // paths are run here in the test process with the same key and request id, and their results
  // compared byte for byte: every tool's bad input and unknown argument, and every read tool's answer.
  it("answers every tool through the direct path exactly as through an SDK server", { timeout: 240_000 }, async () => {
    const { verifyApiKey } = await import("@/lib/domains/auth/verify-api-key");
    const { callToolDirectly } = await import("@/lib/transports/mcp/direct-tool-call");
    const { registerOperationTool } = await import("@/lib/transports/mcp/operation-tool");
    const { serveToolCalls } = await import("@/lib/transports/mcp/serve-tool-calls");
    const { McpServer } = await import("@modelcontextprotocol/sdk/server/mcp.js");
    const { InMemoryTransport } = await import("@modelcontextprotocol/sdk/inMemory.js");
    testDatabase();
    const key = await verifyApiKey(`Bearer ${fullKey}`);

    // The SDK server's answer as it goes on the wire (a client would re-parse it): the raw JSON-RPC
    // response read off an in-memory transport, as the endpoint's stateless server gets a bare tools/call.
    async function throughSdk(name: string, args: Record<string, unknown>): Promise<unknown> {
      const operation = TOOL_OPERATIONS.find((candidate) => candidate.name === name)!;
      const server = new McpServer({ name: "contabilista", version: "1.0.0" });
      serveToolCalls(server, new Map([[name, registerOperationTool(server, operation, key, "req_parity", "parity-test")]]));
      const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
      await server.connect(serverSide);
      try {
        const answered = new Promise<unknown>((resolve) => {
          clientSide.onmessage = (message) => {
            if ("id" in message && message.id === 1) resolve((message as { result?: unknown; error?: unknown }).result ?? message);
          };
        });
        await clientSide.start();
        await clientSide.send({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: args } });
        return await answered;
      } finally {
        await server.close();
      }
    }
    async function directly(name: string, args: Record<string, unknown>): Promise<unknown> {
      const operation = TOOL_OPERATIONS.find((candidate) => candidate.name === name)!;
      const message = { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: args } };
      const request = new Request("http://localhost/api/mcp/mcp", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream", "User-Agent": "parity-test" },
        body: JSON.stringify(message),
      });
      const response = await callToolDirectly(request, message, operation, key, "req_parity", () => {});
      expect(response, `${name}: the direct path declined a plain call`).toBeDefined();
      return ((await response!.json()) as { result: unknown }).result;
    }

    // The UBL embeds a freshly rendered PDF, whose creation time (and so size) differs between two renderings.
    const comparable = (name: string, result: unknown) => {
      const json = JSON.stringify(result);
      return name === "get_invoice_ubl" ? json.replace(/EmbeddedDocumentBinaryObject([^>]*)>[^<]*</g, "EmbeddedDocumentBinaryObject$1>PDF<").replace(/sizeBytes\\?":\d+/g, "sizeBytes") : json;
    };
    const probes: { name: string; args: Record<string, unknown> }[] = [];
    for (const [name, call] of Object.entries(CALLS)) {
      if (call.invalid) probes.push({ name, args: call.invalid });
      probes.push({ name, args: { ...call.valid, unknownArgument: 1 } });
      if (TOOL_OPERATIONS.find((operation) => operation.name === name)!.hints.readOnly) probes.push({ name, args: call.valid });
    }
    let successes = 0;
    for (const { name, args } of probes) {
      const viaSdk = await throughSdk(name, args);
      const viaDirect = await directly(name, args);
      expect(comparable(name, viaDirect), `${name} ${JSON.stringify(args).slice(0, 80)}`).toBe(comparable(name, viaSdk));
      if (!(viaDirect as { isError?: boolean }).isError) successes++;
    }
    // The comparison covers answers, not only errors.
    expect(successes).toBeGreaterThan(20);
  });
});
