import { beforeAll, describe, expect, it } from "vitest";
import { operationList } from "@/lib/operations/registry";
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
    for (const key of [keyA, keyB]) {
      const invoice = await api("POST", "/invoices", { key, body: { clientName: "Cliente Partilhado", lines: [{ description: "Serviço", unitEuros: 123 }] } });
      const pdf = await invoicePdf(["Fornecedor Comum, Lda", `Fatura ${Math.random()}`, "Total 61,50 €"]);
      const document = await api("POST", "/documents", { key, body: { fileName: "f.pdf", mimeType: "application/pdf", dataBase64: base64(pdf) } });
      await api("POST", "/bank/import", { key, body: { csv: "2026-11-10;Transferencia Cliente Partilhado;151,29\n2026-11-11;Compra material;-61,50" } });
      if (key === keyB) {
        idsOfB.invoice = invoice.body.data.id;
        idsOfB.receipt = (await api("POST", `/invoices/${invoice.body.data.id}/payments`, { key, body: { valorEuros: 10 } })).body.data.id;
        idsOfB.document = document.body.data.id;
        idsOfB.movement = (await testDatabase().bankMovement.findFirstOrThrow({ where: { companyId: companyB.companyId } })).id;
        idsOfB.client = (await testDatabase().client.findFirstOrThrow({ where: { companyId: companyB.companyId } })).id;
        const endpoint = await testDatabase().webhookEndpoint.create({ data: { companyId: companyB.companyId, url: "https://192.0.2.10/b", secret: "whsec_b" } });
        const event = await testDatabase().webhookEvent.create({ data: { companyId: companyB.companyId, type: "invoice.issued", data: {} } });
        idsOfB.webhookEndpoint = endpoint.id;
        idsOfB.event = event.id;
        idsOfB.item = (await api("POST", "/items", { key, body: { name: "Artigo de B", unitEuros: 10 } })).body.data.id;
        idsOfB.recurringInvoice = (
          await api("POST", "/recurring-invoices", { key, body: { frequency: "monthly", dayOfMonth: 1, startDate: "2030-01-01", template: { clientName: "Cliente de B", lines: [{ description: "Avença", unitEuros: 50 }] } } })
        ).body.data.id;
        idsOfB.webhookDelivery = (await testDatabase().webhookDelivery.create({ data: { companyId: companyB.companyId, eventId: event.id, endpointId: endpoint.id, status: "failed" } })).id;
      }
    }
    expect(Object.values(idsOfB).every(Boolean)).toBe(true);
  });

  const withIds = operationList.filter((operation) => operation.http.path.includes("{"));

  it(`${withIds.length} operations with an id × (B's id + ${RANDOM_IDS.length} random ids) all answer 404 and change nothing of B`, async () => {
    const before = await snapshotOf(companyB.companyId);
    let cases = 0;
    for (const operation of withIds) {
      const kind = ID_OF_PATH.find(([prefix]) => operation.http.path.startsWith(prefix))?.[1];
      expect(kind, `no id kind known for ${operation.http.path}: add it to ID_OF_PATH`).toBeDefined();
      for (const id of [idsOfB[kind!], ...RANDOM_IDS]) {
        const path = operation.http.path.replace("{id}", encodeURIComponent(id));
        const body = operation.http.method === "GET" ? {} : { body: operation.name === "match_bank_movement" ? { invoiceId: idsOfB.invoice } : operation.name === "review_document" ? { confirm: true } : operation.name === "annul_invoice" || operation.name === "annul_receipt" ? { motivo: "Tentativa alheia" } : operation.name === "resend_webhook_events" ? { since: "2026-01-01T00:00:00Z" } : {} };
        const response = await api(operation.http.method, path, { key: keyA, ...body });
        expect(response.status, `${operation.name} ${path}`).toBe(404);
        expect(response.body.error.code).toBe("not_found");
        cases++;
      }
    }
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
