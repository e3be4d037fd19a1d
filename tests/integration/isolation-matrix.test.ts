import { beforeAll, describe, expect, it } from "vitest";
import { operationList } from "@/lib/registry/registry";
import { api } from "../support/api-client";
import { base64, invoicePdf } from "../support/document-fixtures";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";

// Generated from the registry: every operation whose path takes an id is called with company A's
// key and company B's real ids (and random ones). Each must answer 404 not_found and leave B's rows
// exactly as they were. Lists of A never show B's rows. A new operation with an id in its path fails
// here until its kind of id is added to ID_OF_PATH.

type IdKind = "invoice" | "document" | "movement" | "receipt" | "client" | "webhookEndpoint" | "webhookDelivery" | "event" | "item" | "recurringInvoice";
const ID_OF_PATH: [prefix: string, kind: IdKind][] = [
  ["/invoices/", "invoice"],
  // A credit note is an Invoice row: B's invoice id stands for it (another company's NC is as unknown).
  ["/credit-notes/", "invoice"],
  ["/clients/", "client"],
  ["/items/", "item"],
  ["/recurring-invoices/", "recurringInvoice"],
  ["/webhooks/endpoints/", "webhookEndpoint"],
  ["/webhooks/deliveries/", "webhookDelivery"],
  ["/receipts/", "receipt"],
  ["/events/", "event"],
  ["/documents/", "document"],
  ["/bank/movements/", "movement"],
  // A field number of the VAT return, not an id: no id (B's included) names a field, so each is a 404.
  ["/vat-return/fields/", "invoice"],
  // A report metric's name, not an id: no id names a metric, so each is a 404.
  ["/reports/financial/", "invoice"],
];
const RANDOM_IDS = ["00000000-0000-4000-8000-000000000000", "cmzzzzzzzzzzzzzzzzzzzzzzz", "../../company", "%00"];

async function snapshotOf(companyId: string): Promise<string> {
  const db = testDatabase();
  const [invoices, documents, movements, clients, receipts, items, recurringInvoices] = await Promise.all([
    db.invoice.findMany({ where: { companyId }, orderBy: { id: "asc" } }),
    db.expenseDocument.findMany({ where: { companyId }, orderBy: { id: "asc" } }),
    db.bankMovement.findMany({ where: { companyId }, orderBy: { id: "asc" } }),
    db.client.findMany({ where: { companyId }, orderBy: { id: "asc" } }),
    db.receipt.findMany({ where: { companyId }, orderBy: { id: "asc" } }),
    db.catalogItem.findMany({ where: { companyId }, orderBy: { id: "asc" } }),
    db.recurringInvoice.findMany({ where: { companyId }, orderBy: { id: "asc" } }),
  ]);
  return JSON.stringify({ invoices, documents, movements, clients, receipts, items, recurringInvoices });
}

/** One of each kind of row, written through `key` (the API) where the API can, in `companyId`; their ids. */
async function writeBooks(key: string, companyId: string): Promise<Record<IdKind, string>> {
  const invoice = await api("POST", "/invoices", { key, body: { clientName: "Cliente Partilhado", lines: [{ description: "Serviço", unitEuros: 123 }] } });
  const pdf = await invoicePdf(["Fornecedor Comum, Lda", `Fatura ${Math.random()}`, "Total 61,50 €"]);
  const document = await api("POST", "/documents", { key, body: { fileName: "f.pdf", mimeType: "application/pdf", dataBase64: base64(pdf) } });
  await api("POST", "/bank/import", { key, body: { csv: "2026-11-10;Transferencia Cliente Partilhado;151,29\n2026-11-11;Compra material;-61,50" } });
  const endpoint = await testDatabase().webhookEndpoint.create({ data: { companyId, url: "https://192.0.2.10/b", secret: "whsec_b" } });
  const event = await testDatabase().webhookEvent.create({ data: { companyId, type: "invoice.issued", data: {} } });
  return {
    invoice: invoice.body.data.id,
    receipt: (await api("POST", `/invoices/${invoice.body.data.id}/payments`, { key, body: { amountEuros: 10 } })).body.data.id,
    document: document.body.data.id,
    movement: (await testDatabase().bankMovement.findFirstOrThrow({ where: { companyId } })).id,
    client: (await testDatabase().client.findFirstOrThrow({ where: { companyId } })).id,
    webhookEndpoint: endpoint.id,
    event: event.id,
    item: (await api("POST", "/items", { key, body: { name: "Artigo", unitEuros: 10 } })).body.data.id,
    recurringInvoice: (
      await api("POST", "/recurring-invoices", { key, body: { frequency: "monthly", dayOfMonth: 1, startDate: "2030-01-01", template: { clientName: "Cliente da Avença", lines: [{ description: "Avença", unitEuros: 50 }] } } })
    ).body.data.id,
    webhookDelivery: (await testDatabase().webhookDelivery.create({ data: { companyId, eventId: event.id, endpointId: endpoint.id, status: "failed" } })).id,
  };
}

/** The body of an operation's call by `key` with the ids of `ids`: the extra fields a write needs to reach its lookup. */
function bodyFor(operationName: string, ids: Record<IdKind, string>): { body?: Record<string, unknown> } {
  if (operationName === "match_bank_movement") return { body: { invoiceId: ids.invoice } };
  if (operationName === "review_document") return { body: { confirm: true } };
  if (operationName === "annul_invoice" || operationName === "annul_receipt") return { body: { reason: "Tentativa alheia" } };
  if (operationName === "resend_webhook_events") return { body: { since: "2026-01-01T00:00:00Z" } };
  return { body: {} };
}

const withIds = operationList.filter((operation) => operation.http.path.includes("{"));

/** Every operation with an id in its path, called by `key` with `ids` (another company's, or the other mode's) and random ids: each a 404. */
async function callEveryIdOperation(key: string, ids: Record<IdKind, string>): Promise<number> {
  let cases = 0;
  for (const operation of withIds) {
    const kind = ID_OF_PATH.find(([prefix]) => operation.http.path.startsWith(prefix))?.[1];
    expect(kind, `no id kind known for ${operation.http.path}: add it to ID_OF_PATH`).toBeDefined();
    for (const id of [ids[kind!], ...RANDOM_IDS]) {
      const path = operation.http.path.replace("{id}", encodeURIComponent(id));
      const response = await api(operation.http.method, path, { key, ...(operation.http.method === "GET" ? {} : bodyFor(operation.name, ids)) });
      expect(response.status, `${operation.name} ${path}`).toBe(404);
      expect(response.body.error.code).toBe("not_found");
      cases++;
    }
  }
  return cases;
}

describe("tenant isolation matrix (generated from the operation registry)", () => {
  let companyA: TestCompany;
  let companyB: TestCompany;
  let keyA: string;
  const idsOfB: Record<IdKind, string> = { invoice: "", document: "", movement: "", receipt: "", client: "", webhookEndpoint: "", webhookDelivery: "", event: "", item: "", recurringInvoice: "" };

  beforeAll(async () => {
    companyA = await createTestCompany();
    companyB = await createTestCompany();
    keyA = (await createTestKey(companyA.companyId, { rateLimitPerMinute: 100_000 })).key;
    const keyB = (await createTestKey(companyB.companyId, { rateLimitPerMinute: 100_000 })).key;
    await writeBooks(keyA, companyA.companyId);
    Object.assign(idsOfB, await writeBooks(keyB, companyB.companyId));
    expect(Object.values(idsOfB).every(Boolean)).toBe(true);
  });

  it(`${withIds.length} operations with an id × (B's id + ${RANDOM_IDS.length} random ids) all answer 404 and change nothing of B`, async () => {
    const before = await snapshotOf(companyB.companyId);
    const cases = await callEveryIdOperation(keyA, idsOfB);
    expect(await snapshotOf(companyB.companyId)).toBe(before);
    expect(cases).toBe(withIds.length * (RANDOM_IDS.length + 1));
  });

  it("refuses to match A's movements to B's invoice or document", async () => {
    const before = await snapshotOf(companyB.companyId);
    const movementsOfA = await testDatabase().bankMovement.findMany({ where: { companyId: companyA.companyId } });
    for (const movement of movementsOfA) {
      // Only an open movement can be matched: free it first if the import matched or ignored it.
      if (movement.status === "matched") expect((await api("POST", `/bank/movements/${movement.id}/unmatch`, { key: keyA, body: {} })).status).toBe(200);
      if (movement.status === "ignored") expect((await api("POST", `/bank/movements/${movement.id}/restore`, { key: keyA, body: {} })).status).toBe(200);
      const target = movement.amountCents > 0 ? { invoiceId: idsOfB.invoice } : { documentId: idsOfB.document };
      const response = await api("POST", `/bank/movements/${movement.id}/match`, { key: keyA, body: target });
      expect(response.status, JSON.stringify(target)).toBe(404);
    }
    expect(movementsOfA.some((movement) => movement.amountCents > 0) && movementsOfA.some((movement) => movement.amountCents < 0)).toBe(true);
    expect(await snapshotOf(companyB.companyId)).toBe(before);
  });

  it("never lists B's rows to A", async () => {
    const everything = JSON.stringify(
      await Promise.all(["/invoices", "/documents", "/clients", "/bank/overview", "/compliance/gaps", "/efatura", "/briefing"].map((path) => api("GET", path, { key: keyA }).then((response) => response.body))),
    );
    for (const id of Object.values(idsOfB)) expect(everything).not.toContain(id);
    expect(everything).not.toContain(companyB.companyId);
  });
});

// Test mode: a test key (ctb_test_…) is bound to the live company and works on its sandbox, a
// company row of its own. The same generated matrix, between the two modes of one company: a test
// key never reaches a live row and a live key never reaches a sandbox row, through any operation.

/** Query parameters the read operations without a path id need to answer 200. */
const QUERY_OF: Record<string, string> = { get_financial_report: "?year=2026", get_vat_return: "?year=2026&quarter=4", export_saft: "?year=2026", list_documents: "?status=archived" };

describe("test mode isolation matrix (generated from the operation registry)", () => {
  let live: TestCompany;
  let liveKey: string;
  let testKey: string;
  let sandboxId: string;
  let liveIds: Record<IdKind, string>;
  let sandboxIds: Record<IdKind, string>;

  beforeAll(async () => {
    live = await createTestCompany();
    liveKey = (await createTestKey(live.companyId, { rateLimitPerMinute: 100_000 })).key;
    testKey = (await createTestKey(live.companyId, { rateLimitPerMinute: 100_000, livemode: false })).key;
    expect(testKey.startsWith("ctb_test_")).toBe(true);
    liveIds = await writeBooks(liveKey, live.companyId);
    // The test key's first request creates the sandbox.
    expect((await api("GET", "/sandbox", { key: testKey })).body.data).toMatchObject({ livemode: false, exists: true });
    sandboxId = (await testDatabase().company.findUniqueOrThrow({ where: { sandboxOfCompanyId: live.companyId } })).id;
    sandboxIds = await writeBooks(testKey, sandboxId);
    expect(Object.values(sandboxIds).every(Boolean)).toBe(true);
  });

  it(`a test key reaches no live row and a live key no sandbox row: ${withIds.length} operations with an id, each way`, async () => {
    const [liveBefore, sandboxBefore] = [await snapshotOf(live.companyId), await snapshotOf(sandboxId)];
    const cases = (await callEveryIdOperation(testKey, liveIds)) + (await callEveryIdOperation(liveKey, sandboxIds));
    expect(await snapshotOf(live.companyId)).toBe(liveBefore);
    expect(await snapshotOf(sandboxId)).toBe(sandboxBefore);
    expect(cases).toBe(2 * withIds.length * (RANDOM_IDS.length + 1));
  }, 240_000);

  const readsWithoutId = operationList.filter((operation) => operation.http.method === "GET" && !operation.http.path.includes("{"));

  it(`every read without an id (${readsWithoutId.length}) shows a test key none of the live ids, and a live key none of the sandbox's`, async () => {
    for (const [key, foreign, foreignCompanyId] of [[testKey, liveIds, live.companyId], [liveKey, sandboxIds, sandboxId]] as const) {
      for (const operation of readsWithoutId) {
        const response = await api("GET", operation.http.path + (QUERY_OF[operation.name] ?? ""), { key });
        expect(response.status, `${operation.name}`).toBe(200);
        const text = response.body instanceof Uint8Array ? Buffer.from(response.body).toString("latin1") : JSON.stringify(response.body);
        for (const id of Object.values(foreign)) expect(text, `${operation.name} shows ${id}`).not.toContain(id);
        expect(text).not.toContain(foreignCompanyId);
      }
    }
  });

  it("a sandbox starts as a copy of the company's clients and catalogue, under its own ids", async () => {
    const db = testDatabase();
    const [liveClients, sandboxClients] = await Promise.all([db.client.findMany({ where: { companyId: live.companyId } }), db.client.findMany({ where: { companyId: sandboxId } })]);
    expect(sandboxClients.map((client) => client.name).sort()).toEqual(liveClients.map((client) => client.name).sort());
    expect(sandboxClients.some((client) => liveClients.some((other) => other.id === client.id))).toBe(false);
    const sandbox = await db.company.findUniqueOrThrow({ where: { id: sandboxId } });
    expect({ nif: sandbox.nif, name: sandbox.name, livemode: sandbox.livemode }).toEqual({ nif: live.nif, name: live.name, livemode: false });
  });
});
