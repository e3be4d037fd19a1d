import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { exampleIds, operationExamples } from "@/lib/registry/operation-examples";
import { api } from "../support/api-client";
import { type RunningServer, startAppServer } from "../support/app-server";
import { createTestCompany, createTestKey, testDatabase } from "../support/fixtures";

// The curls of /docs/api run as written (issue #34 §4, client review M2): the page is fetched from the
// test server, every `<pre class="example">` is run by bash, and its status is the one the OpenAPI
// document promises (its 2xx; 200 and `Dry-Run: true` for a `?dryRun=true` preview). The commands are
// changed in two things only: the base URL, and the examples' ids (lib/registry/operation-examples.ts
// `exampleIds`), replaced by the ids of real resources of a fresh company — per operation where the call
// needs its resource in a given state (a movement with a suggestion to accept, an ignored one to restore…).
// `$KEY` is set to that company's key (its test key for reset_sandbox, which refuses a live one), and the
// upload's `-F file=@…` finds the example's file in the directory the commands run in. Writes without a
// dry run run for real, last, in that fresh company (RUN_FOR_REAL, asserted exactly). None is skipped:
// upload_company_seal's example is a small self-signed test certificate with its password, and
// create_webhook_endpoint's receiver host is the one more thing replaced, declared like the base URL
// (RECEIVER_ORIGIN): by a receiver this test starts, on a second server of the same database that accepts
// loopback receivers (WEBHOOKS_ALLOW_LOCALHOST, which the suite's shared server, like production, does not set).

/** The example's receiver (the reader's own URL), replaced by the test's local receiver. */
const RECEIVER_ORIGIN = new URL(operationExamples.create_webhook_endpoint!.input!.url).origin;
/** The one curl that needs the loopback receiver, so the second server. */
const NEEDS_RECEIVER = "create_webhook_endpoint";

/**
 * The writes the page says run for real, run for real here: each is harmless in the fresh company (emails
 * land in the test server's outbox file, seals and webhook changes touch only that company, the sandbox
 * reset only its sandbox).
 */
const RUN_FOR_REAL = [
  "seal_invoice_pdf",
  "send_invoice",
  "send_payment_reminder",
  "send_payment_reminders",
  "send_receipt",
  "seal_receipt_pdf",
  "upload_company_seal",
  "seal_pdfs",
  "upload_document",
  "create_webhook_endpoint",
  "update_webhook_endpoint",
  "delete_webhook_endpoint",
  "redeliver_webhook",
  "resend_webhook_events",
  "rotate_webhook_secret",
  "reset_sandbox",
  "chat",
];

const run = promisify(execFile);

interface PageCurl {
  operationId: string;
  command: string;
  /** The page says above it that it runs for real (a write with no dry run). */
  forReal: boolean;
}

function decodeHtml(text: string): string {
  return text.replace(/&(quot|#x27|#39|lt|gt|amp);/g, (_entity, name: string) => ({ quot: '"', "#x27": "'", "#39": "'", lt: "<", gt: ">", amp: "&" })[name]!);
}

function pageCurls(html: string): PageCurl[] {
  return [...html.matchAll(/<section id="(\w+)" class="operation">((?:(?!<section)[\s\S])*?)<pre class="example"><code>([\s\S]*?)<\/code><\/pre>/g)].map((match) => ({
    operationId: match[1]!,
    command: decodeHtml(match[3]!),
    forReal: match[2]!.includes("Corre a sério"),
  }));
}

describe("the curl examples of /docs/api", () => {
  let curls: PageCurl[] = [];
  let pageBaseUrl = "";
  let openApi: { paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown>; "x-hints": { readOnly: boolean } }>> };
  const ids: Record<keyof typeof exampleIds, string> = {} as never;
  /** Per operation, the example ids that stand for a resource in another state than the common one. */
  const idsFor: Record<string, Partial<Record<keyof typeof exampleIds, string>>> = {};
  let key = "";
  /** reset_sandbox takes a test key (a live key is refused): the same company's. */
  let testKey = "";
  let companyId = "";
  /** The local receiver that stands for the example's receiver host, and the server that accepts it. */
  let receiver: Server | undefined;
  let receiverOrigin = "";
  let loopbackServer: RunningServer | undefined;
  // The embedded database takes one connection, the shared server's: a second server needs real services.
  const withServices = inject("mode") === "services";

  beforeAll(async () => {
    const page = await fetch(`${inject("baseUrl")}/docs/api`);
    expect(page.status).toBe(200);
    const html = await page.text();
    curls = pageCurls(html);
    pageBaseUrl = decodeHtml(/Base URL: <code>([^<]+)<\/code>/.exec(html)![1]!);
    openApi = await (await fetch(`${inject("baseUrl")}/api/v1/openapi.json`)).json();

    const company = await createTestCompany("Exemplos da Referência, Lda");
    companyId = company.companyId;
    receiver = createServer((_request, response) => response.writeHead(200).end("ok"));
    await new Promise<void>((resolve) => receiver!.listen(0, "127.0.0.1", resolve));
    receiverOrigin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    if (withServices) {
      loopbackServer = await startAppServer({
        DATABASE_URL: inject("databaseUrl"),
        DATABASE_POOL_MAX: "3",
        REDIS_URL: inject("redisUrl") || undefined,
        RATE_LIMIT_PREFIX: inject("rateLimitPrefix"),
        CONTABILISTA_OUTBOX: inject("outboxPath"),
        SMTP_URL: undefined,
        UPSTASH_REDIS_REST_URL: undefined,
        UPSTASH_REDIS_REST_TOKEN: undefined,
        WEBHOOKS_ALLOW_LOCALHOST: "1",
      });
    }
    key = (await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 })).key;
    testKey = (await createTestKey(company.companyId, { rateLimitPerMinute: 10_000, livemode: false })).key;
    const db = testDatabase();
    const call = async (method: string, apiPath: string, body?: unknown) => {
      const answer = await api(method, apiPath, { key, ...(body === undefined ? {} : { body }) });
      expect(answer.status, `${method} ${apiPath}: ${JSON.stringify(answer.body).slice(0, 500)}`).toBeLessThan(300);
      return answer.body.data;
    };
    // The endpoint first, so that the events below are delivered to it.
    // (Made in the database: the test server refuses every receiver it could reach.)
    ids.endpoint = (await db.webhookEndpoint.create({ data: { companyId: company.companyId, url: "https://192.0.2.10/exemplos", secret: "whsec_exemplos", events: [] } })).id;
    // Without the example's externalId: create_invoice's preview uses it, and it may name one document only.
    const { externalId: _externalId, ...invoice } = operationExamples.create_invoice!.input!;
    const issue = async () => call("POST", "/invoices", invoice);
    const open = await issue();
    ids.invoice = open.id;
    ids.client = open.clientId;
    // Issued on the example's date and overdue, so the example's payment date is after it and a reminder may go.
    await db.invoice.update({ where: { id: open.id }, data: { issueDate: new Date("2026-11-02"), dueDate: new Date("2026-11-10") } });
    await call("POST", `/invoices/${open.id}/seal`);
    idsFor.delete_client = { client: (await db.client.create({ data: { companyId: company.companyId, name: "Cliente Sem Faturas", matchName: "cliente sem faturas" } })).id };
    const paid = await issue();
    ids.receipt = (await call("POST", `/invoices/${paid.id}/payments`, { amountEuros: paid.totalCents / 100, paymentDate: paid.issueDate, method: "TB" })).id;
    const credited = await issue();
    ids.creditNote = (await call("POST", "/credit-notes", { reason: "Exemplo", references: [{ invoiceId: credited.id, lines: [{ line: 1, quantity: 1 }] }] })).id;
    // Before the example's acknowledgement date.
    await db.invoice.update({ where: { id: ids.creditNote }, data: { issueDate: new Date("2026-11-21") } });
    ids.item = (await call("POST", "/items", operationExamples.create_item!.input)).id;
    const recurring = JSON.parse(JSON.stringify(operationExamples.create_recurring_invoice!.input).replaceAll(exampleIds.client, ids.client));
    ids.recurring = (await call("POST", "/recurring-invoices", recurring)).id;
    ids.event = (await call("GET", "/events?limit=1")).events[0].id;
    for (let attempt = 0; attempt < 50 && !ids.delivery; attempt++) {
      ids.delivery = (await call("GET", `/webhooks/endpoints/${ids.endpoint}/deliveries?limit=1`)).deliveries[0]?.id;
      if (!ids.delivery) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    ids.document = (await call("POST", "/documents", operationExamples.upload_document!.input)).id;
    // The example's file is a stub nothing can be read from: a document read to review, and an archived one, made in the database.
    const expense = { companyId: company.companyId, fileName: "fatura-papelaria.pdf", mimeType: "application/pdf", supplierName: "Papelaria Central do Porto, Lda.", supplierNif: "503004170", documentDate: new Date("2026-11-12"), netCents: 5000, vatCents: 1150, totalCents: 6150 };
    idsFor.review_document = { document: (await db.expenseDocument.create({ data: { ...expense, status: "needs_review" } })).id };
    idsFor.mark_document_paid_outside_bank = { document: (await db.expenseDocument.create({ data: { ...expense, documentNumber: "FT A/1185", status: "archived", category: "material de escritório" } })).id };

    // Bank movements, one per state the movement operations need.
    const matched = await issue();
    const day = open.issueDate.split("-").reverse().join("-");
    const total = (open.totalCents / 100).toFixed(2).replace(".", ",");
    const lines = [
      `${day};TRF ${matched.display};${total}`, // matched by its number on import
      `${day};TRF PADARIA LUSITANA LDA;${total}`, // a suggestion: an open invoice's client and amount
      `${day};TRANSFERENCIA RECEBIDA;${total}`,
      `${day};DD MEO SERVICOS COMUNICACOES;-43,05`,
      `${day};COMISSAO MANUTENCAO;-5,20`,
    ];
    await call("POST", "/bank/import", { fileName: "extrato.csv", csv: `Data;Descrição;Montante\n${lines.join("\n")}\n` });
    const movements: { id: string; description: string; status: string }[] = (await call("GET", "/bank/overview?limit=100")).movimentos;
    const movement = (text: string, status: string) => {
      const found = movements.find((candidate) => candidate.description.includes(text));
      expect(found?.status, `${text}: ${JSON.stringify(movements)}`).toBe(status);
      return found!.id;
    };
    ids.movement = movement("PADARIA", "suggested");
    ids.expenseMovement = movement("MEO", "unmatched");
    await call("POST", `/bank/movements/${movement("COMISSAO", "unmatched")}/ignore`);
    for (const operationId of ["ignore_bank_movement", "match_bank_movement", "suggest_bank_settlement", "settle_bank_movement"]) idsFor[operationId] = { movement: movement("RECEBIDA", "suggested") };
    idsFor.restore_bank_movement = { movement: movement("COMISSAO", "unmatched") };
    idsFor.unmatch_bank_movement = { movement: movement(matched.display, "matched") };
    // The upload's file, named as the page's `-F file=@…` names it.
    writeFileSync(path.join(workDirectory, operationExamples.upload_document!.input!.fileName), Buffer.from(operationExamples.upload_document!.input!.dataBase64 ?? "", "base64"));
  }, 180_000);

  afterAll(async () => {
    await loopbackServer?.stop().catch(() => undefined);
    receiver?.close();
  });

  const workDirectory = mkdtempSync(path.join(tmpdir(), "docs-api-curls-"));

  function documented(operationId: string) {
    const operation = Object.values(openApi.paths).flatMap((methods) => Object.values(methods)).find((candidate) => candidate.operationId === operationId);
    if (!operation) throw new Error(`${operationId} is not in the OpenAPI document`);
    return operation;
  }

  function withRealIds(command: string, operationId: string): string {
    let script = command.replaceAll(pageBaseUrl, `${operationId === NEEDS_RECEIVER ? loopbackServer!.baseUrl : inject("baseUrl")}/api/v1`);
    if (operationId === NEEDS_RECEIVER) script = script.replaceAll(RECEIVER_ORIGIN, receiverOrigin);
    for (const [name, exampleId] of Object.entries(exampleIds) as [keyof typeof exampleIds, string][]) {
      script = script.replaceAll(exampleId, idsFor[operationId]?.[name] ?? ids[name]);
    }
    return script;
  }

  async function runCurl(curl: PageCurl): Promise<{ status: number; dryRun: boolean; output: string }> {
    // curl prints the status and the Dry-Run header after the body; everything else is the command as shown.
    const preamble = `KEY='${curl.operationId === "reset_sandbox" ? testKey : key}'\ncurl() { command curl --silent --show-error --write-out '\\n<<status %{http_code} dry-run=%header{dry-run}>>\\n' "$@"; }\n`;
    const { stdout } = await run("bash", ["-c", preamble + withRealIds(curl.command, curl.operationId)], { cwd: workDirectory, maxBuffer: 20 * 1024 * 1024 });
    const status = /<<status (\d{3}) dry-run=(\w*)>>/.exec(stdout);
    return { status: Number(status?.[1]), dryRun: status?.[2] === "true", output: stdout.slice(0, 1500) };
  }

  it("are one per operation, with no placeholder left, and every id in them is an example id", () => {
    const operationIds = Object.values(openApi.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
    expect(curls.map((curl) => curl.operationId).sort()).toEqual(operationIds.sort());
    const known = new Set(Object.values(exampleIds));
    for (const curl of curls) {
      expect(curl.command, curl.operationId).not.toMatch(/\{…\}|\/:\w|\{\w+\}/);
      // A write shows a dry run or says it runs for real.
      expect(curl.forReal, `${curl.operationId} says it runs for real exactly when it writes without a dry run`).toBe(!documented(curl.operationId)["x-hints"].readOnly && !/[?&]dryRun=true/.test(curl.command));
      for (const id of curl.command.match(/\bcm[a-z0-9]{23}\b/g) ?? []) expect(known.has(id), `${curl.operationId}: ${id} is not in exampleIds`).toBe(true);
    }
  });

  it("run for real exactly the writes listed", () => {
    expect(curls.filter((curl) => curl.forReal).map((curl) => curl.operationId)).toEqual(RUN_FOR_REAL);
  });

  it("run as written and answer the status the reference promises: previews first, then the writes that run for real", async () => {
    // Every operation of the page, the loopback receiver's only where a second server can run (real services).
    const runnable = curls.filter((curl) => withServices || curl.operationId !== NEEDS_RECEIVER);
    // Reads and previews first; then the writes without a dry run, the endpoint's deletion last (the others use it).
    const forReal = runnable.filter((curl) => curl.forReal).sort((a, b) => Number(a.operationId === "delete_webhook_endpoint") - Number(b.operationId === "delete_webhook_endpoint"));
    const failures: string[] = [];
    const ran: string[] = [];
    for (const curl of [...runnable.filter((curl) => !curl.forReal), ...forReal]) {
      ran.push(curl.operationId);
      const answer = await runCurl(curl);
      const preview = /[?&]dryRun=true/.test(curl.command);
      const expected = preview ? [200] : Object.keys(documented(curl.operationId).responses).filter((status) => status.startsWith("2")).map(Number);
      if (!expected.includes(answer.status) || answer.dryRun !== preview) failures.push(`${curl.operationId}: ${answer.status}${answer.dryRun ? " (dry run)" : ""}, expected ${expected.join("/")}${preview ? " (dry run)" : ""}\n${answer.output}`);
    }
    expect(failures, failures.join("\n\n")).toEqual([]);
    const operationIds = Object.values(openApi.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
    expect(ran.sort()).toEqual(operationIds.filter((operationId) => withServices || operationId !== NEEDS_RECEIVER).sort());
    if (withServices) {
      // The example's endpoint was made, for the test's receiver in place of the reader's.
      const made = await testDatabase().webhookEndpoint.findMany({ where: { companyId, url: { startsWith: receiverOrigin } } });
      expect(made.map((endpoint) => endpoint.url)).toEqual([`${receiverOrigin}${new URL(operationExamples.create_webhook_endpoint!.input!.url).pathname}`]);
    }
  }, 300_000);
});
