import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { lisbonToday } from "@/lib/core/dates";
import { issueDueRecurringInvoices } from "@/lib/domains/recurring/issue-due";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";

// Catalogue items on invoice lines, and recurring invoices issued exactly once by two worker
// processes (`npm run recurring`, each its own Node process and connection pool) plus a run inside
// this process, all at once against the same PostgreSQL — beside the test server's own worker.

const run = promisify(execFile);

/** One worker process: `tsx lib/transports/cli/recurring-invoices.ts` against the test database. */
async function workerProcess(): Promise<{ issued: unknown[]; failed: unknown[] }> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", "lib/transports/cli/recurring-invoices.ts"], {
    env: { ...process.env, DATABASE_URL: inject("databaseUrl"), DATABASE_POOL_MAX: "4" },
    timeout: 120_000,
  });
  return JSON.parse(stdout.trim().split("\n").at(-1)!);
}

describe("catalogue items and recurring invoices", () => {
  let company: TestCompany;
  let key: string;
  let readKey: string;
  const today = lisbonToday(new Date());
  const day = Number(today.slice(8, 10));

  beforeAll(async () => {
    company = await createTestCompany();
    key = (await createTestKey(company.companyId, { scopes: ["read", "invoices:write"], rateLimitPerMinute: 10_000 })).key;
    readKey = (await createTestKey(company.companyId, { scopes: ["read"], rateLimitPerMinute: 10_000 })).key;
  });

  it("an invoice line takes a catalogue item's fields, and fields on the line override them", async () => {
    const item = await api("POST", "/items", { key, body: { name: "Pão de forma", unitEuros: 2.5, vatRate: 6, kind: "goods" } });
    expect(item.status).toBe(201);
    expect(item.body.data).toMatchObject({ name: "Pão de forma", unitCents: 250, vatRate: 6, vatExemptionCode: null, kind: "goods", archived: false });
    const listed = await api("GET", "/items?q=pao", { key: readKey });
    expect(listed.body.data.items.map((each: { id: string }) => each.id)).toEqual([item.body.data.id]);

    const invoice = await api("POST", "/invoices", {
      key,
      body: { clientName: "Maria Catálogo", clientNif: "123456789", lines: [{ itemId: item.body.data.id, quantity: 4 }, { itemId: item.body.data.id, unitEuros: 3, description: "Pão de forma grande" }] },
    });
    expect(invoice.status).toBe(201);
    const detail = await api("GET", `/invoices/${invoice.body.data.id}`, { key: readKey });
    expect(detail.body.data.recurringInvoiceId).toBeNull();
    expect(detail.body.data.lines).toMatchObject([
      { description: "Pão de forma", quantity: 4, unitCents: 250, vatRate: 6, kind: "goods" },
      { description: "Pão de forma grande", quantity: 1, unitCents: 300, vatRate: 6, kind: "goods" },
    ]);
    // 4 × 2,50 + 3,00 = 13,00 net, 6 % VAT 0,78.
    expect(invoice.body.data).toMatchObject({ netCents: 1300, vatCents: 78, totalCents: 1378 });
  });

  it("refuses an unknown, another company's or an archived item naming lines[i].itemId, and issues nothing", async () => {
    const other = await createTestCompany();
    const otherKey = (await createTestKey(other.companyId, { scopes: ["read", "invoices:write"] })).key;
    const foreign = await api("POST", "/items", { key: otherKey, body: { name: "Serviço alheio", unitEuros: 10 } });
    const archived = await api("POST", "/items", { key, body: { name: "Bolo antigo", unitEuros: 12, vatRate: 13, kind: "goods" } });
    const archivedAnswer = await api("POST", `/items/${archived.body.data.id}/archive`, { key, body: {} });
    expect(archivedAnswer.body.data.archived).toBe(true);
    const before = await testDatabase().invoice.count({ where: { companyId: company.companyId } });
    for (const itemId of ["no-such-item", foreign.body.data.id, archived.body.data.id]) {
      const response = await api("POST", "/invoices", { key, body: { clientName: "Maria Catálogo", clientNif: "123456789", lines: [{ description: "Café", unitEuros: 1 }, { itemId }] } });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe("validation_error");
      expect(response.body.error.details[0].path).toBe("lines[1].itemId");
    }
    const noItem = await api("POST", "/invoices", { key, body: { clientName: "Maria Catálogo", lines: [{ quantity: 2 }] } });
    expect(noItem.status).toBe(400);
    expect(noItem.body.error.details.map((detail: { path: string }) => detail.path)).toEqual(expect.arrayContaining(["lines[0].description", "lines[0].unitEuros"]));
    expect(await testDatabase().invoice.count({ where: { companyId: company.companyId } })).toBe(before);
    // The rule of a 0 % line holds for items too.
    const exempt = await api("POST", "/items", { key, body: { name: "Formação", unitEuros: 100, vatRate: 0 } });
    expect(exempt.status).toBe(400);
    expect(exempt.body.error.details[0].path).toBe("vatExemptionCode");
  });

  it("two worker processes and a third run, all at once on the occurrence day, issue exactly one invoice, linked to its schedule", async () => {
    const created = await api("POST", "/recurring-invoices", {
      key,
      body: {
        frequency: "monthly",
        dayOfMonth: day,
        startDate: today,
        template: { clientName: "Padaria Avença, Lda", clientNif: "503504564", clientAddress: "Rua do Forno 3, 4000-100 Porto", lines: [{ description: "Avença de contabilidade", unitEuros: 150 }] },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: "active", nextDate: today, clientName: "Padaria Avença, Lda" });
    const id = created.body.data.id;

    const runs = await Promise.all([workerProcess(), workerProcess(), issueDueRecurringInvoices(new Date()), issueDueRecurringInvoices(new Date())]);
    const issuedHere = runs.flatMap((result) => result.issued as { scheduleId: string }[]).filter((each) => each.scheduleId === id);
    expect(issuedHere.length).toBeLessThanOrEqual(1); // the test server's own worker may have issued it first

    const db = testDatabase();
    const occurrences = await db.recurringOccurrence.findMany({ where: { recurringInvoiceId: id } });
    expect(occurrences).toHaveLength(1);
    expect(occurrences[0]).toMatchObject({ status: "issued" });
    const invoices = await db.invoice.findMany({ where: { companyId: company.companyId, clientName: "Padaria Avença, Lda" } });
    expect(invoices).toHaveLength(1);
    expect(invoices[0]!.id).toBe(occurrences[0]!.invoiceId);
    expect(invoices[0]).toMatchObject({ type: "FT", totalCents: 18450 });

    // A restart on the same day: nothing more.
    await workerProcess();
    expect(await db.invoice.count({ where: { companyId: company.companyId, clientName: "Padaria Avença, Lda" } })).toBe(1);

    const issued = await api("GET", `/invoices/${invoices[0]!.id}`, { key: readKey });
    expect(issued.body.data.recurringInvoiceId).toBe(id);
    const detail = await api("GET", `/recurring-invoices/${id}`, { key: readKey });
    expect(detail.body.data.nextDate > today).toBe(true);
    expect(detail.body.data.occurrences).toEqual([{ occurrenceDate: today, status: "issued", invoiceId: invoices[0]!.id, display: invoices[0]!.display, error: null }]);
  });

  it("an occurrence that cannot be issued is recorded on the schedule with its reason, pauses it, and is not retried", async () => {
    const item = await api("POST", "/items", { key, body: { name: "Manutenção mensal", unitEuros: 80 } });
    const created = await api("POST", "/recurring-invoices", {
      key,
      body: { frequency: "monthly", dayOfMonth: day, startDate: today, template: { clientName: "Cliente Falha", clientNif: "123456789", lines: [{ itemId: item.body.data.id }] } },
    });
    const id = created.body.data.id;
    await api("POST", `/items/${item.body.data.id}/archive`, { key, body: {} });

    await Promise.all([issueDueRecurringInvoices(new Date()), workerProcess()]);
    await issueDueRecurringInvoices(new Date());

    const detail = await api("GET", `/recurring-invoices/${id}`, { key: readKey });
    expect(detail.body.data.status).toBe("paused");
    expect(detail.body.data.lastError).toMatch(/não pôde ser emitida.*lines\[0\]\.itemId/);
    expect(detail.body.data.occurrences).toEqual([{ occurrenceDate: today, status: "failed", invoiceId: null, display: null, error: detail.body.data.lastError }]);
    expect(await testDatabase().invoice.count({ where: { companyId: company.companyId, clientName: "Cliente Falha" } })).toBe(0);

    // Resumed, it waits for the next occurrence; paused and resumed through the API.
    const resumed = await api("POST", `/recurring-invoices/${id}/resume`, { key, body: {} });
    expect(resumed.body.data).toMatchObject({ status: "active", lastError: null });
    expect(resumed.body.data.nextDate > today).toBe(true);
    const paused = await api("POST", `/recurring-invoices/${id}/pause`, { key, body: {} });
    expect(paused.body.data.status).toBe("paused");
  });

  it("issues in its creator's name and with its guard-rails: a revoked key or a key over its daily cap fails the occurrence with the reason", async () => {
    const db = testDatabase();
    const revoked = await createTestKey(company.companyId, { scopes: ["read", "invoices:write"] });
    const capped = await createTestKey(company.companyId, { scopes: ["read", "invoices:write"] });
    const ids: string[] = [];
    for (const [creator, clientName] of [[revoked.key, "Cliente Chave Revogada"], [capped.key, "Cliente Chave Limitada"]] as const) {
      const created = await api("POST", "/recurring-invoices", { key: creator, body: { frequency: "monthly", dayOfMonth: day, startDate: today, template: { clientName, lines: [{ description: "Avença", unitEuros: 40 }] } } });
      expect(created.status).toBe(201);
      ids.push(created.body.data.id);
    }
    await db.apiKey.update({ where: { id: revoked.keyId }, data: { revokedAt: new Date() } });
    await db.apiKey.update({ where: { id: capped.keyId }, data: { agentMaxDocumentsPerDay: 0 } });
    await issueDueRecurringInvoices(new Date());
    const [first, second] = await Promise.all(ids.map((id) => api("GET", `/recurring-invoices/${id}`, { key: readKey })));
    expect(first!.body.data).toMatchObject({ status: "paused", lastError: expect.stringMatching(/chave de API que criou a avença foi revogada/) });
    expect(second!.body.data).toMatchObject({ status: "paused", lastError: expect.stringMatching(/não pôde ser emitida/) });
    expect(await db.invoice.count({ where: { companyId: company.companyId, clientName: { in: ["Cliente Chave Revogada", "Cliente Chave Limitada"] } } })).toBe(0);
  });

  it("update_recurring_invoice: changes the template for future occurrences only, checks it as create_invoice does, and records an event and an audit line", async () => {
    const created = await api("POST", "/recurring-invoices", {
      key,
      body: { frequency: "monthly", dayOfMonth: day, startDate: today, template: { clientName: "Café Edição", lines: [{ description: "Avença", unitEuros: 100 }] } },
    });
    const id = created.body.data.id;
    await issueDueRecurringInvoices(new Date());
    const db = testDatabase();
    // The test server's own worker may hold the schedule a moment longer.
    await expect.poll(() => db.recurringOccurrence.count({ where: { recurringInvoiceId: id, status: "issued" } }), { timeout: 10_000 }).toBe(1);
    const occurrence = await db.recurringOccurrence.findFirstOrThrow({ where: { recurringInvoiceId: id } });
    const issued = await db.invoice.findUniqueOrThrow({ where: { id: occurrence.invoiceId! } });
    expect(issued.totalCents).toBe(12300);

    // Refused like create_invoice: a bad line and an archived item name their field, and nothing changes.
    const archived = await api("POST", "/items", { key, body: { name: "Arquivado", unitEuros: 5 } });
    await api("POST", `/items/${archived.body.data.id}/archive`, { key, body: {} });
    for (const [template, path] of [
      [{ clientName: "Café Edição", lines: [{ description: "Avença", unitEuros: -1 }] }, "template.lines[0].unitEuros"],
      [{ clientName: "Café Edição", lines: [{ description: "Avença", unitEuros: 100, vatRate: 0 }] }, "template.lines[0].vatExemptionCode"],
      [{ clientName: "Café Edição", lines: [{ description: "Avença", unitEuros: 100 }, { itemId: archived.body.data.id }] }, "template.lines[1].itemId"],
      [{ clientName: "Café Edição", lines: [{ itemId: "cmnotanitem000000000000000" }] }, "template.lines[0].itemId"],
    ] as const) {
      const refused = await api("PATCH", `/recurring-invoices/${id}`, { key, body: { template } });
      expect(refused.status, JSON.stringify(template)).toBe(400);
      expect(refused.body.error.details[0].path).toBe(path);
    }
    const unchanged = await db.recurringInvoice.findUniqueOrThrow({ where: { id } });
    expect(unchanged.template).toEqual(created.body.data.template);
    expect(await db.webhookEvent.count({ where: { companyId: company.companyId, type: "recurring_invoice.updated" } })).toBe(0);

    const item = await api("POST", "/items", { key, body: { name: "Limpeza", unitEuros: 20, vatRate: 6 } });
    const updated = await api("PATCH", `/recurring-invoices/${id}`, {
      key,
      body: { dayOfMonth: 28, template: { clientName: "Café Edição", lines: [{ description: "Avença", unitEuros: 150 }, { itemId: item.body.data.id, quantity: 2 }] } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ dayOfMonth: 28, status: "active" });
    expect(updated.body.data.template.lines).toHaveLength(2);
    // The invoice already issued is as it was.
    expect((await db.invoice.findUniqueOrThrow({ where: { id: issued.id } })).totalCents).toBe(12300);
    const event = await db.webhookEvent.findFirstOrThrow({ where: { companyId: company.companyId, type: "recurring_invoice.updated" } });
    expect(event.data).toMatchObject({ id, clientName: "Café Edição", frequency: "monthly", dayOfMonth: 28, nextDate: updated.body.data.nextDate, status: "active" });
    expect(await db.auditEvent.count({ where: { companyId: company.companyId, operation: "update_recurring_invoice", targetIds: { has: id } } })).toBe(1);
  });

  it("refuses a bad schedule naming the field, and creates nothing", async () => {
    const before = await testDatabase().recurringInvoice.count({ where: { companyId: company.companyId } });
    const template = { clientName: "X", lines: [{ description: "Y", unitEuros: 1 }] };
    for (const [body, path] of [
      [{ frequency: "weekly", dayOfMonth: 1, startDate: today, template }, "frequency"],
      [{ frequency: "monthly", dayOfMonth: 32, startDate: today, template }, "dayOfMonth"],
      [{ frequency: "monthly", dayOfMonth: 1, startDate: today, endDate: "2020-01-01", template }, "endDate"],
      [{ frequency: "monthly", dayOfMonth: 1, startDate: today, template: { ...template, type: "FR" } }, "template.type"],
      [{ frequency: "monthly", dayOfMonth: 1, startDate: today }, "template"],
    ] as const) {
      const response = await api("POST", "/recurring-invoices", { key, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.details[0].path).toBe(path);
    }
    expect(await testDatabase().recurringInvoice.count({ where: { companyId: company.companyId } })).toBe(before);
  });

  it("emails each issued invoice to the client when the schedule says send, and keeps running when it cannot", async () => {
    const client = await api("POST", "/clients", { key, body: { name: "Ginásio Avença, Lda", nif: "509000002", email: "contas@ginasio.example", address: "Rua do Ginásio 1, 1000-001 Lisboa" } });
    expect(client.status).toBeLessThan(300);
    const withAddress = await api("POST", "/recurring-invoices", {
      key,
      body: { frequency: "monthly", dayOfMonth: day, startDate: today, send: true, template: { clientName: "Ginásio Avença, Lda", clientNif: "509000002", clientAddress: "Rua do Ginásio 1, 1000-001 Lisboa", lines: [{ description: "Avença do ginásio", unitEuros: 60 }] } },
    });
    const withoutAddress = await api("POST", "/recurring-invoices", {
      key,
      body: { frequency: "monthly", dayOfMonth: day, startDate: today, send: true, template: { clientName: "Cliente Sem Email", lines: [{ description: "Avença", unitEuros: 20 }] } },
    });
    expect(withAddress.body.data.send).toBe(true);
    await issueDueRecurringInvoices(new Date());
    const db = testDatabase();
    // Whichever worker issued it (this run or the test server's own) sent it, once.
    const [sent] = await db.recurringOccurrence.findMany({ where: { recurringInvoiceId: withAddress.body.data.id } });
    expect(sent?.invoiceId).toBeTruthy();
    await expect.poll(() => db.invoiceEmail.count({ where: { invoiceId: sent!.invoiceId! } }), { timeout: 30_000 }).toBe(1);
    expect((await db.invoiceEmail.findFirstOrThrow({ where: { invoiceId: sent!.invoiceId! } })).recipient).toBe("contas@ginasio.example");
    await issueDueRecurringInvoices(new Date());
    expect(await db.invoiceEmail.count({ where: { invoiceId: sent!.invoiceId! } })).toBe(1);

    const [unsent] = await db.recurringOccurrence.findMany({ where: { recurringInvoiceId: withoutAddress.body.data.id } });
    expect(unsent).toMatchObject({ status: "issued" });
    expect(await db.invoiceEmail.count({ where: { invoiceId: unsent!.invoiceId! } })).toBe(0);
    await expect.poll(async () => (await db.recurringInvoice.findUniqueOrThrow({ where: { id: withoutAddress.body.data.id } })).lastError ?? "", { timeout: 30_000 }).toContain("não foi enviada");
    expect((await db.recurringInvoice.findUniqueOrThrow({ where: { id: withoutAddress.body.data.id } })).status).toBe("active");
  });
});
