import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createApiKey } from "@/lib/domains/auth/create-api-key";
import { SCOPES } from "@/lib/kernel/scopes";
import { lisbonToday } from "@/lib/core/dates";
import { PrismaClient } from "@/lib/generated/prisma/client.ts";
import { applyMigrations } from "@/lib/transports/server/migrate";
import { verifySignature } from "@/lib/domains/webhooks/signature";
import { startAppServer, type RunningServer } from "../support/app-server";
import { randomCompanyNif } from "../support/fixtures";
import { decodeSaft } from "../support/saft-file";
import { createScratchDatabase } from "../support/test-services";

// Test mode end to end, on a server of its own (its own database, webhooks allowed to a local
// receiver, a quick delivery schedule, its own mail outbox): a test key rehearses a month — issue,
// credit, pay, import the bank, send, export the SAF-T — in the company's sandbox, and the live books
// are unchanged to the byte (the live SAF-T of the month before and after). The sandbox's webhooks
// carry livemode: false, the live ones livemode: true, each to its own endpoint; its PDFs say TESTE
// (read with poppler's pdftotext); a reset empties it and numbering starts again at 1.

interface Delivered {
  path: string;
  eventId: string;
  type: string;
  livemode: unknown;
  signed: boolean;
  data: Record<string, unknown>;
}

async function until<T>(what: string, probe: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The text of a PDF as poppler's pdftotext reads it (Debian poppler-utils; missing means the test fails). */
function pdfText(bytes: Uint8Array): string {
  const folder = mkdtempSync(path.join(tmpdir(), "pdftotext-"));
  try {
    const file = path.join(folder, "document.pdf");
    writeFileSync(file, bytes);
    return execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe.runIf(inject("mode") === "services")("test mode: a sandbox of the company's books", () => {
  let db: InstanceType<typeof PrismaClient>;
  let drop: () => Promise<void>;
  let server: RunningServer;
  let closeReceiver: () => void;
  let receiverBase = "";
  let outboxFolder = "";
  const delivered: Delivered[] = [];
  const secrets: Record<string, string> = {};
  let liveCompanyId = "";
  let liveKey = "";
  let testKey = "";
  const today = lisbonToday(new Date());
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const saftQuery = `/saft?year=${year}&month=${month}`;

  async function call(key: string, method: string, apiPath: string, body?: unknown) {
    const response = await fetch(`${server.baseUrl}/api/v1${apiPath}`, {
      method,
      headers: { Authorization: `Bearer ${key}`, ...(body ? { "Content-Type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const type = response.headers.get("content-type") ?? "";
    const parsed: any = type.includes("json") ? await response.json() : new Uint8Array(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, body: parsed };
  }

  /** Every row of the live company a rehearsal could touch, and its SAF-T of the month, as comparable values. */
  async function liveBooks() {
    const where = { companyId: liveCompanyId };
    const rows = await Promise.all([
      db.company.findUnique({ where: { id: liveCompanyId } }),
      db.client.findMany({ where, orderBy: { id: "asc" } }),
      db.catalogItem.findMany({ where, orderBy: { id: "asc" } }),
      db.invoiceSeries.findMany({ where, orderBy: { id: "asc" } }),
      db.invoice.findMany({ where, orderBy: { id: "asc" }, include: { lines: true } }),
      db.receipt.findMany({ where, orderBy: { id: "asc" } }),
      db.bankMovement.findMany({ where, orderBy: { id: "asc" } }),
      db.webhookEvent.findMany({ where, orderBy: { id: "asc" } }),
      db.webhookEndpoint.findMany({ where, orderBy: { id: "asc" } }),
      db.invoiceEmail.findMany({ where, orderBy: { id: "asc" } }),
    ]);
    const saft = await call(liveKey, "GET", saftQuery);
    expect(saft.status).toBe(200);
    return { rows: JSON.stringify(rows), saft: Buffer.from(saft.body as Uint8Array).toString("base64"), invoices: rows[4].length, receipts: rows[5].length, events: rows[7].length };
  }

  beforeAll(async () => {
    const scratch = await createScratchDatabase(new URL("/postgres", inject("databaseUrl")).toString(), "testmode");
    drop = scratch.drop;
    await applyMigrations(scratch.url);
    db = new PrismaClient({ adapter: new PrismaPg({ connectionString: scratch.url, max: 3 }) });
    const company = await db.company.create({ data: { name: "Ensaio Geral, Lda", nif: randomCompanyNif(), legalForm: "Sociedade por quotas (Lda)", cae: "62020", address: "Rua do Ensaio 1, 1000-001 Lisboa", email: "geral@ensaio.example" } });
    liveCompanyId = company.id;
    liveKey = (await createApiKey(db, { companyId: company.id, name: "ERP", scopes: [...SCOPES], rateLimitPerMinute: 10_000 })).plaintext;
    testKey = (await createApiKey(db, { companyId: company.id, name: "ERP (teste)", scopes: [...SCOPES], rateLimitPerMinute: 10_000, livemode: false })).plaintext;

    const receiver = createServer((request: IncomingMessage, response: ServerResponse) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        const payload = JSON.parse(body);
        const endpointPath = request.url ?? "";
        delivered.push({
          path: endpointPath,
          eventId: payload.id,
          type: payload.type,
          livemode: payload.livemode,
          signed: verifySignature(secrets[endpointPath] ?? "", String(request.headers["contabilista-signature"]), body),
          data: payload.data,
        });
        response.writeHead(200).end("ok");
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    receiverBase = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    closeReceiver = () => receiver.close();
    outboxFolder = mkdtempSync(path.join(tmpdir(), "ctb-testmode-outbox-"));
    server = await startAppServer({
      DATABASE_URL: scratch.url,
      DATABASE_POOL_MAX: "5",
      REDIS_URL: undefined,
      CONTABILISTA_OUTBOX: path.join(outboxFolder, "outbox.jsonl"),
      SMTP_URL: undefined,
      WEBHOOKS_ALLOW_LOCALHOST: "1",
      WEBHOOK_POLL_MS: "200",
      WEBHOOK_RETRY_BASE_MS: "400",
    });

    // The live books before any test key exists: a client, a catalogue item, an invoice, a payment, and a webhook endpoint.
    const liveEndpoint = await call(liveKey, "POST", "/webhooks/endpoints", { url: `${receiverBase}/live`, description: "ERP" });
    expect(liveEndpoint.status).toBe(201);
    secrets["/live"] = liveEndpoint.body.data.secret;
    expect((await call(liveKey, "POST", "/items", { name: "Consultoria (hora)", unitEuros: 60 })).status).toBe(201);
    const liveInvoice = await call(liveKey, "POST", "/invoices", { clientName: "Padaria Lusitana, Lda.", clientNif: "508123453", clientAddress: "Rua do Forno 3, 1100-001 Lisboa", lines: [{ description: "Consultoria", unitEuros: 500 }] });
    expect(liveInvoice.status, JSON.stringify(liveInvoice.body)).toBe(201);
    expect((await call(liveKey, "POST", `/invoices/${liveInvoice.body.data.id}/payments`, { amountEuros: 100 })).status).toBe(201);
  }, 180_000);

  afterAll(async () => {
    await server?.stop().catch(() => undefined);
    closeReceiver?.();
    await db?.$disconnect();
    await drop?.();
    if (outboxFolder) rmSync(outboxFolder, { recursive: true, force: true });
  });

  it("a test key rehearses a month in the sandbox, and the live books stay byte for byte the same", async () => {
    const before = await liveBooks();
    expect(before.invoices).toBe(1);

    // The first request of a test key creates the sandbox: a copy of the profile, clients and catalogue.
    const sandbox = await call(testKey, "GET", "/sandbox");
    expect(sandbox.status).toBe(200);
    expect(sandbox.body.data).toMatchObject({ livemode: false, exists: true, testKeys: 1, counts: { clients: 1, invoices: 0, receipts: 0, bankMovements: 0, events: 0 } });
    const company = await call(testKey, "GET", "/company");
    expect(company.body.data.nif).toBe((await db.company.findUniqueOrThrow({ where: { id: liveCompanyId } })).nif);
    expect(company.body.data.id).not.toBe(liveCompanyId);
    const items = await call(testKey, "GET", "/items");
    expect(items.body.data.items.map((item: { name: string }) => item.name)).toEqual(["Consultoria (hora)"]);

    const testEndpoint = await call(testKey, "POST", "/webhooks/endpoints", { url: `${receiverBase}/test`, description: "ERP (teste)" });
    expect(testEndpoint.status).toBe(201);
    secrets["/test"] = testEndpoint.body.data.secret;

    // Issue: the sandbox numbers in its own series, from 1, though the live FT series is at 1 already.
    const issued = await call(testKey, "POST", "/invoices", { clientName: "Padaria Lusitana, Lda.", lines: [{ description: "Consultoria", unitEuros: 1000 }] });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body.data.display).toBe(`FT ${year}/1`);
    const toCredit = await call(testKey, "POST", "/invoices", { clientName: "Padaria Lusitana, Lda.", lines: [{ description: "Formação", unitEuros: 200 }] });
    expect(toCredit.body.data.display).toBe(`FT ${year}/2`);
    const detail = await call(testKey, "GET", `/invoices/${issued.body.data.id}`);
    expect(detail.body.data.livemode).toBe(false);

    // The PDF says TESTE.
    const pdf = await call(testKey, "GET", `/invoices/${issued.body.data.id}/pdf`);
    expect(pdf.status).toBe(200);
    const pdfWords = pdfText(pdf.body);
    expect(pdfWords).toContain("TESTE");
    expect(pdfWords).toContain("DOCUMENTO DE TESTE");

    // Credit, pay (receipt PDF says TESTE too), import the bank, send to the client.
    const credited = await call(testKey, "POST", "/credit-notes", { reason: "Formação cancelada", references: [{ invoiceId: toCredit.body.data.id }] });
    expect(credited.status, JSON.stringify(credited.body)).toBe(201);
    expect(credited.body.data.display).toBe(`NC ${year}/1`);
    const paid = await call(testKey, "POST", `/invoices/${issued.body.data.id}/payments`, { amountEuros: 500 });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(pdfText((await call(testKey, "GET", `/receipts/${paid.body.data.id}/pdf`)).body)).toContain("TESTE");
    const imported = await call(testKey, "POST", "/bank/import", { csv: `${today};Transferencia Cliente Desconhecido;99,00\n${today};Compra material;-61,50` });
    expect(imported.status, JSON.stringify(imported.body)).toBeLessThan(300);
    const sent = await call(testKey, "POST", `/invoices/${issued.body.data.id}/send`, { to: "contas@padaria.example" });
    expect(sent.status, JSON.stringify(sent.body)).toBeLessThan(300);
    expect(sent.body.data.transport).toBe("outbox");
    const mail = readFileSync(path.join(outboxFolder, "outbox.jsonl"), "utf8").trim().split("\n").map((line) => JSON.parse(line));
    expect(mail.at(-1)).toMatchObject({ to: "contas@padaria.example", subject: expect.stringMatching(/^\[TESTE\] FT /) });

    // The SAF-T of the month: named and headed as a test, with the sandbox's three documents.
    const saft = await call(testKey, "GET", saftQuery);
    expect(saft.status).toBe(200);
    expect(saft.headers.get("content-disposition")).toMatch(/_TESTE\.xml"/);
    const saftText = decodeSaft(saft.body);
    expect(saftText).toMatch(/<HeaderComment>TESTE: /);
    expect(saftText).toContain("<NumberOfEntries>3</NumberOfEntries>");

    const counts = (await call(testKey, "GET", "/sandbox")).body.data.counts;
    expect(counts).toMatchObject({ invoices: 3, receipts: 1, bankMovements: 2 });

    // Nothing of it reached the live books: same rows, same SAF-T bytes, and the live SAF-T has no test mark.
    const after = await liveBooks();
    expect(after.rows).toBe(before.rows);
    expect(after.saft).toBe(before.saft);
    expect(decodeSaft(Buffer.from(after.saft, "base64"))).not.toContain("TESTE");
    const liveInvoices = await call(liveKey, "GET", "/invoices");
    expect(liveInvoices.body.data.faturas.map((invoice: { display: string }) => invoice.display)).toEqual([`FT ${year}/1`]);
  }, 120_000);

  it("delivers the sandbox's events with livemode: false to its endpoint only, and the live ones with livemode: true", async () => {
    const sandboxEvents = (await call(testKey, "GET", "/events?limit=200")).body.data.events as { id: string; livemode: boolean }[];
    const liveEvents = (await call(liveKey, "GET", "/events?limit=200")).body.data.events as { id: string; livemode: boolean }[];
    expect(sandboxEvents.length).toBeGreaterThan(3);
    expect(sandboxEvents.every((event) => event.livemode === false)).toBe(true);
    expect(liveEvents.every((event) => event.livemode === true)).toBe(true);
    await until("every event delivered", () => sandboxEvents.every((event) => delivered.some((row) => row.eventId === event.id)) && liveEvents.every((event) => delivered.some((row) => row.eventId === event.id)));
    const sandboxIds = new Set(sandboxEvents.map((event) => event.id));
    for (const row of delivered) {
      expect(row.signed, `${row.type} to ${row.path}`).toBe(true);
      if (sandboxIds.has(row.eventId)) expect({ path: row.path, livemode: row.livemode }).toEqual({ path: "/test", livemode: false });
      else expect({ path: row.path, livemode: row.livemode }).toEqual({ path: "/live", livemode: true });
    }
    expect(delivered.filter((row) => row.path === "/test").map((row) => row.type)).toContain("invoice.issued");
  }, 60_000);

  it("resets the sandbox for a test key (not for a live key): emptied, recopied, numbered from 1 again, audited on the live company", async () => {
    const refused = await call(liveKey, "POST", "/sandbox/reset", {});
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("forbidden");
    const before = await liveBooks();

    const reset = await call(testKey, "POST", "/sandbox/reset", {});
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.data).toMatchObject({ livemode: false, exists: true, counts: { clients: 1, invoices: 0, receipts: 0, bankMovements: 0, webhookEndpoints: 0, events: 0 } });
    const again = await call(testKey, "POST", "/invoices", { clientName: "Padaria Lusitana, Lda.", lines: [{ description: "Consultoria", unitEuros: 10 }] });
    expect(again.status).toBe(201);
    expect(again.body.data.display).toBe(`FT ${year}/1`);

    const after = await liveBooks();
    expect(after.rows).toBe(before.rows);
    expect(after.saft).toBe(before.saft);
    const audit = await db.auditEvent.findMany({ where: { companyId: liveCompanyId, operation: "reset_sandbox" } });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorKeyPrefix).toMatch(/^ctb_test_/);
  }, 60_000);
});
