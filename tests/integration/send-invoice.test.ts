import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createApiKey } from "@/lib/domains/auth/create-api-key";
import { SCOPES } from "@/lib/kernel/scopes";
import { lisbonToday, addDays } from "@/lib/core/dates";
import { openPdf, pdfText } from "@/lib/domains/documents/extraction/pdf-text";
import { PrismaClient } from "@/lib/generated/prisma/client.ts";
import { applyMigrations } from "@/lib/transports/server/migrate";
import { startAppServer, type RunningServer } from "../support/app-server";
import { randomCompanyNif } from "../support/fixtures";
import { type LoopbackSmtp, type ReceivedMail, startLoopbackSmtp } from "../support/loopback-smtp";
import { createScratchDatabase } from "../support/test-services";

// Sending documents and reminders end to end: two production instances on their own database, with
// SMTP_URL pointing at a real SMTP server this test starts on loopback (smtp-server: a TEST DOUBLE
// for the mail provider, which cannot be reached from here). Every message that arrives is parsed
// (mailparser) and checked: recipient, subject, and that the attachment is the document's PDF.

const IBAN = "PT50000201231234567890154";

async function until<T>(what: string, probe: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(inject("mode") === "services")("sending documents and payment reminders", () => {
  let db: InstanceType<typeof PrismaClient>;
  let drop: () => Promise<void>;
  let servers: RunningServer[] = [];
  let smtp: LoopbackSmtp | undefined;
  let received: ReceivedMail[] = [];
  let key = "";
  let companyId = "";
  const year = new Date().getFullYear();

  async function call(method: string, path: string, body?: unknown, server = servers[0]!) {
    const response = await fetch(`${server.baseUrl}/api/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${key}`, ...(body ? { "Content-Type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as any };
  }

  async function issue(clientName: string, email?: string) {
    const clientNif = randomCompanyNif();
    await call("POST", "/clients", { name: clientName, nif: clientNif, ...(email ? { email } : {}) });
    const issued = await call("POST", "/invoices", { clientName, clientNif, clientAddress: "Rua do Cliente 1, 1000-001 Lisboa", lines: [{ description: "Pão de forma", quantity: 10, unitEuros: 2.5, vatRate: 6 }] });
    expect(issued.status).toBe(201);
    return issued.body.data as { id: string; display: string; dueDate: string };
  }

  /** The clock moved: the document's due date set `days` before today (Lisbon), as if that time had passed. */
  async function overdueBy(invoiceId: string, days: number) {
    const due = addDays(lisbonToday(new Date()), -days);
    await db.invoice.update({ where: { id: invoiceId }, data: { dueDate: new Date(`${due}T00:00:00.000Z`) } });
  }

  beforeAll(async () => {
    smtp = await startLoopbackSmtp({ refuses: (address) => address.startsWith("recusa@") });
    received = smtp.received;
    const smtpPort = smtp.port;

    const scratch = await createScratchDatabase(new URL("/postgres", inject("databaseUrl")).toString(), "send_invoice");
    drop = scratch.drop;
    await applyMigrations(scratch.url);
    db = new PrismaClient({ adapter: new PrismaPg({ connectionString: scratch.url, max: 3 }) });
    const company = await db.company.create({
      data: { name: "Padaria Estrela, Lda", nif: randomCompanyNif(), legalForm: "Lda", cae: "10711", address: "Rua 1, Lisboa", email: "geral@padaria-estrela.example", iban: IBAN, paymentReference: "Indique o número da fatura na transferência." },
    });
    companyId = company.id;
    key = (await createApiKey(db, { companyId, name: "send test", scopes: [...SCOPES], rateLimitPerMinute: 10_000 })).plaintext;
    const env = { DATABASE_URL: scratch.url, DATABASE_POOL_MAX: "5", REDIS_URL: undefined, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: "Padaria <faturas@padaria.example>", REMINDER_POLL_MS: "250" };
    servers = await Promise.all([startAppServer(env), startAppServer(env)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop().catch(() => undefined)));
    await smtp?.close();
    await db?.$disconnect();
    await drop?.();
  });

  it("send_invoice emails the FT to the client with its PDF attached, and records it", async () => {
    const invoice = await issue("Café Central Lda", "contas@cafe-central.example");
    const sent = await call("POST", `/invoices/${invoice.id}/send`, { message: "Obrigado pela preferência." });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ invoiceId: invoice.id, kind: "document", to: "contas@cafe-central.example", transport: "smtp", automatic: false });

    const mail = await until("the message", () => received.find((message) => message.subject === `${invoice.display} de Padaria Estrela, Lda`));
    expect(mail.envelopeTo).toEqual(["contas@cafe-central.example"]);
    expect(mail.replyTo?.text).toBe("geral@padaria-estrela.example");
    expect(mail.text).toContain("Obrigado pela preferência.");
    expect(mail.text).toContain(`Pagamento por transferência para o IBAN ${IBAN}`);
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment!.filename).toBe(`FT-${year}-1.pdf`);
    expect(attachment!.contentType).toBe("application/pdf");
    expect(attachment!.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // The attachment is the document's PDF, with the payment details (IBAN, amount, due date, reference).
    const text = (await pdfText(await openPdf(new Uint8Array(attachment!.content)))).replace(/\s+/g, " ");
    expect(text).toContain(invoice.display);
    expect(text).toContain("IBAN: PT50 0002 0123 1234 5678 9015 4");
    expect(text).toContain("Valor a pagar: 26,50 €");
    expect(text).toContain("Indique o número da fatura na transferência.");

    const history = await call("GET", `/invoices/${invoice.id}/emails`);
    expect(history.body.data.emails).toEqual([expect.objectContaining({ id: sent.body.data.id, kind: "document", to: "contas@cafe-central.example" })]);
    const events = (await call("GET", "/events?type=invoice.sent")).body.data.events;
    expect(events).toEqual([expect.objectContaining({ type: "invoice.sent", data: expect.objectContaining({ id: invoice.id, display: invoice.display, to: "contas@cafe-central.example", transport: "smtp" }) })]);
    const audit = await db.auditEvent.findMany({ where: { companyId, operation: "send_invoice" } });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.targetIds).toContain(invoice.id);
  });

  it("an editable `to` wins over the client's address", async () => {
    const invoice = await issue("Mercearia Sol Lda", "sol@mercearia.example");
    const sent = await call("POST", `/invoices/${invoice.id}/send`, { to: "financeiro@mercearia.example" });
    expect(sent.status).toBe(200);
    expect(sent.body.data.to).toBe("financeiro@mercearia.example");
    const mail = await until("the message", () => received.find((message) => message.subject?.startsWith(invoice.display)));
    expect(mail.envelopeTo).toEqual(["financeiro@mercearia.example"]);
  });

  it("send_receipt emails a receipt with its own PDF, recorded on the paid document", async () => {
    const invoice = await issue("Livraria Lua Lda", "contas@livraria-lua.example");
    const paid = await call("POST", `/invoices/${invoice.id}/payments`, { amountEuros: 10 });
    expect(paid.status).toBe(201);
    const receipt = paid.body.data as { id: string; display: string };
    const sent = await call("POST", `/receipts/${receipt.id}/send`, {});
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ invoiceId: invoice.id, kind: "receipt", to: "contas@livraria-lua.example" });
    const mail = await until("the receipt", () => received.find((message) => message.subject === `${receipt.display} de Padaria Estrela, Lda`));
    expect(mail.text).toContain(`Junto enviamos o recibo ${receipt.display}, de 10,00 €, referente a ${invoice.display}.`);
    const [attachment] = mail.attachments;
    expect(attachment!.filename).toBe(`${receipt.display.replace(/[ /]/g, "-")}.pdf`);
    expect(attachment!.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect((await pdfText(await openPdf(new Uint8Array(attachment!.content)))).replace(/\s+/g, " ")).toContain(receipt.display);
    const events = (await call("GET", "/events?type=invoice.sent")).body.data.events.filter((event: any) => event.data.receiptId === receipt.id);
    expect(events).toEqual([expect.objectContaining({ data: expect.objectContaining({ id: invoice.id, display: receipt.display, type: "RC" }) })]);
  });

  it("refuses without an address, when the SMTP server refuses, or for an annulled document, and then records nothing", async () => {
    const before = received.length;
    const noEmail = await issue("Cliente Sem Email Lda");
    const refused = await call("POST", `/invoices/${noEmail.id}/send`, {});
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, error: { code: "validation_error", details: [{ path: "to" }] } });
    const badAddress = await call("POST", `/invoices/${noEmail.id}/send`, { to: "não é email" });
    expect(badAddress.status).toBe(400);
    const refusedBySmtp = await call("POST", `/invoices/${noEmail.id}/send`, { to: "recusa@cliente.example" });
    expect(refusedBySmtp.status).toBe(503);
    expect(refusedBySmtp.body.error).toMatchObject({ code: "service_unavailable", message: expect.stringContaining("SMTP 550") });
    const annulled = await issue("Anulada Lda", "anulada@cliente.example");
    expect((await call("POST", `/invoices/${annulled.id}/annul`, { reason: "Emitida em duplicado" })).status).toBe(200);
    const refusedAnnulled = await call("POST", `/invoices/${annulled.id}/send`, {});
    expect(refusedAnnulled.status).toBe(409);
    expect(refusedAnnulled.body.error.message).toContain("annulled");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.length).toBe(before);
    expect(await db.invoiceEmail.count({ where: { invoiceId: { in: [noEmail.id, annulled.id] } } })).toBe(0);
    expect(await db.webhookEvent.count({ where: { companyId, type: "invoice.sent", data: { path: ["id"], equals: noEmail.id } } })).toBe(0);
  });

  it("a payment reminder only once overdue; in bulk each document is answered on its own", async () => {
    const invoice = await issue("Restaurante Mar Lda", "contas@restaurante-mar.example");
    const early = await call("POST", `/invoices/${invoice.id}/remind`, {});
    expect(early.status).toBe(409);
    expect(early.body.error.message).toContain("not overdue");
    await overdueBy(invoice.id, 10);
    const reminded = await call("POST", `/invoices/${invoice.id}/remind`, {});
    expect(reminded.status).toBe(200);
    expect(reminded.body.data).toMatchObject({ kind: "reminder", to: "contas@restaurante-mar.example", automatic: false });
    const mail = await until("the reminder", () => received.find((message) => message.subject === `Lembrete de pagamento: ${invoice.display} de Padaria Estrela, Lda`));
    expect(mail.text).toContain("26,50 € por pagar");
    expect(mail.attachments[0]!.filename).toBe(`${invoice.display.replace(/[ /]/g, "-")}.pdf`);

    const noEmail = await issue("Tasca Sem Email");
    await overdueBy(noEmail.id, 10);
    const bulk = await call("POST", "/payment-reminders", { ids: [invoice.id, noEmail.id, "nao_existe"] });
    expect(bulk.status).toBe(200);
    expect(bulk.body.data.sent.map((row: any) => row.invoiceId)).toEqual([invoice.id]);
    expect(bulk.body.data.skipped).toEqual([
      { id: noEmail.id, reason: expect.stringContaining("no email address") },
      { id: "nao_existe", reason: "Invoice not found." },
    ]);
    const tooMany = await call("POST", "/payment-reminders", { ids: Array.from({ length: 101 }, (_, index) => `id${index}`) });
    expect(tooMany.status).toBe(400);
    expect((await call("GET", "/events?type=invoice.reminder_sent")).body.data.events).toHaveLength(2);
  });

  it("the automatic schedule sends each reminder exactly once with two instances running, never past the maximum", async () => {
    const invoice = await issue("Hotel Atlântico SA", "contas@hotel-atlantico.example");
    const noEmail = await issue("Quiosque Sem Email");
    const subject = `Lembrete de pagamento: ${invoice.display} de Padaria Estrela, Lda`;
    const reminders = () => received.filter((message) => message.subject === subject);
    const schedule = await call("PATCH", "/reminder-schedule", { enabled: true, firstAfterDays: 3, everyDays: 7, maxReminders: 2 });
    expect(schedule.body.data).toEqual({ enabled: true, firstAfterDays: 3, everyDays: 7, maxReminders: 2 });

    await overdueBy(invoice.id, 2); // before the first reminder's day
    await overdueBy(noEmail.id, 40);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(reminders()).toHaveLength(0);

    await overdueBy(invoice.id, 4); // day 4 after due: the first reminder
    await until("the first automatic reminder", () => reminders().length === 1);
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // six more passes of each instance
    expect(reminders()).toHaveLength(1);

    await overdueBy(invoice.id, 11); // day 11: the second
    await until("the second automatic reminder", () => reminders().length === 2);
    await overdueBy(invoice.id, 40); // far later: the maximum (2) is reached
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(reminders()).toHaveLength(2);

    const rows = await db.invoiceEmail.findMany({ where: { invoiceId: invoice.id, automatic: true }, orderBy: { sentAt: "asc" } });
    expect(rows.map((row) => row.scheduleKey)).toEqual([`${invoice.id}:1`, `${invoice.id}:2`]);
    expect(await db.invoiceEmail.count({ where: { invoiceId: noEmail.id } })).toBe(0);
    // (The earlier overdue FT of «Restaurante Mar» gets its own automatic reminder meanwhile: only this one is counted.)
    const audit = await db.auditEvent.findMany({ where: { companyId, actorKind: "schedule", targetIds: { has: invoice.id } } });
    expect(audit).toHaveLength(2);
    const events = (await call("GET", "/events?type=invoice.reminder_sent")).body.data.events.filter((event: any) => event.data.id === invoice.id);
    expect(events.map((event: any) => event.data.automatic)).toEqual([true, true]);
  });
});
