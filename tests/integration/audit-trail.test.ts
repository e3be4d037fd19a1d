import { describe, expect, inject, it } from "vitest";
import { hashPassword } from "@/lib/domains/auth/password";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase } from "../support/fixtures";
import { requestFrom, signInFrom } from "../support/from-address";
import { connectMcp } from "../support/mcp-client";

// Every write leaves an audit row naming its actor: a key on REST (prefix and name), an MCP client
// (an agent), the assistant (an agent acting with the caller's key), a person in the web app.

const INVOICE = { clientName: "Auditoria Lda", lines: [{ description: "Consultoria", quantity: 1, unitEuros: 100, vatRate: 23 }] };

async function auditOf(key: string, targetId?: string) {
  const response = await api("GET", `/audit-events?limit=200${targetId ? `&targetId=${targetId}` : ""}`, { key });
  expect(response.status).toBe(200);
  return response.body.data.events as any[];
}

describe("audit trail", () => {
  it("records a REST write with the key's prefix and name, the operation, the target and the request id", async () => {
    const company = await createTestCompany();
    const { key, keyId } = await createTestKey(company.companyId);
    await testDatabase().apiKey.update({ where: { id: keyId }, data: { name: "ERP sync" } });
    const issued = await api("POST", "/invoices", { key, body: INVOICE });
    expect(issued.status).toBe(201);
    const [event] = await auditOf(key, issued.body.data.id);
    expect(event).toMatchObject({
      operation: "create_invoice",
      requestId: issued.headers.get("x-request-id"),
      replayed: false,
      actor: { kind: "api_key", agent: false, keyPrefix: key.slice(0, 13), keyName: "ERP sync" },
    });
    expect(event.targetIds).toContain(issued.body.data.id);
    // Reads leave nothing.
    expect((await auditOf(key)).every((row) => row.operation !== "list_invoices")).toBe(true);
  });

  it("labels an MCP client's write as an agent's", async () => {
    const company = await createTestCompany();
    const { key } = await createTestKey(company.companyId);
    const { client } = await connectMcp(key);
    const result = await client.callTool({ name: "create_invoice", arguments: INVOICE });
    await client.close();
    const id = (result.structuredContent as { id: string }).id;
    const [event] = await auditOf(key, id);
    expect(event).toMatchObject({ operation: "create_invoice", actor: { kind: "mcp", agent: true, keyPrefix: key.slice(0, 13) } });
    expect(event.actor.clientName).toBeTruthy();
  });

  it("labels the assistant's confirmed invoice as the assistant's, with the caller's key", async () => {
    const company = await createTestCompany();
    const { key } = await createTestKey(company.companyId);
    const message = "emite uma fatura à Auditoria Lda de 2 horas de consultoria a 50€ + IVA";
    const draft = await api("POST", "/chat", { key, body: { message } });
    expect(draft.body.data.card.type).toBe("invoice_draft");
    const issued = await api("POST", "/chat", { key, body: { message: "sim", history: [{ role: "user", content: message }, { role: "assistant", content: draft.body.data.reply }] } });
    const invoiceId = issued.body.data.card.invoice.id;
    const [event] = await auditOf(key, invoiceId);
    expect(event).toMatchObject({ operation: "create_invoice", actor: { kind: "assistant", agent: true, keyPrefix: key.slice(0, 13) } });
  });

  it("records a person's upload in the web app as the user's", async () => {
    const company = await createTestCompany();
    const db = testDatabase();
    const email = `auditoria.${Date.now()}@empresa.example`;
    const user = await db.user.create({ data: { email, name: "Auditora", passwordHash: await hashPassword("a-certa-123"), emailVerifiedAt: new Date() } });
    await db.membership.create({ data: { userId: user.id, companyId: company.companyId, role: "owner" } });
    const { cookie } = await signInFrom("127.0.0.32", email, "a-certa-123");
    const boundary = "----contabilista-audit";
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n\r\n--${boundary}--\r\n`;
    const response = await requestFrom("127.0.0.32", "POST", "/documentos/enviar", { headers: { cookie, origin: inject("baseUrl"), "content-type": `multipart/form-data; boundary=${boundary}` }, body });
    expect(response.status, response.text).toBeLessThan(300);
    const rows = await db.auditEvent.findMany({ where: { companyId: company.companyId } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ operation: "upload_document", actorKind: "user", actorUserId: user.id, actorKeyId: null });
    expect(rows[0]!.targetIds).toContain(JSON.parse(response.text).data.id);
  });
});

describe("audit trail for people (ux 13): names, document numbers, filters by person and kind of action", () => {
  it("names the person and the invoice number, and filters by userId and operation through REST", async () => {
    const company = await createTestCompany();
    const other = await createTestCompany();
    const db = testDatabase();
    const email = `marta.${Date.now()}@empresa.example`;
    const marta = await db.user.create({ data: { email, name: "Marta Ferreira", passwordHash: await hashPassword("a-certa-123"), emailVerifiedAt: new Date() } });
    await db.membership.create({ data: { userId: marta.id, companyId: company.companyId, role: "owner" } });
    const { key, keyId } = await createTestKey(company.companyId);
    await db.apiKey.update({ where: { id: keyId }, data: { name: "ERP sync" } });

    // Marta uploads an expense on the web; the key issues an invoice on REST.
    const { cookie } = await signInFrom("127.0.0.33", email, "a-certa-123");
    const boundary = "----contabilista-audit-people";
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="fatura-luz.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n\r\n--${boundary}--\r\n`;
    const uploaded = await requestFrom("127.0.0.33", "POST", "/documentos/enviar", { headers: { cookie, origin: inject("baseUrl"), "content-type": `multipart/form-data; boundary=${boundary}` }, body });
    expect(uploaded.status, uploaded.text).toBeLessThan(300);
    const documentId = JSON.parse(uploaded.text).data.id as string;
    const issued = await api("POST", "/invoices", { key, body: INVOICE });
    expect(issued.status).toBe(201);

    const byMarta = await api("GET", `/audit-events?userId=${marta.id}`, { key });
    expect(byMarta.status).toBe(200);
    expect(byMarta.body.data.events).toHaveLength(1);
    expect(byMarta.body.data.events[0]).toMatchObject({
      operation: "upload_document",
      actor: { kind: "user", userId: marta.id, userName: "Marta Ferreira" },
      targets: [{ id: documentId, kind: "document", label: "fatura-luz.pdf" }],
    });

    const issues = await api("GET", "/audit-events?operation=create_invoice", { key });
    expect(issues.body.data.events).toHaveLength(1);
    expect(issues.body.data.events[0]).toMatchObject({ actor: { kind: "api_key", keyName: "ERP sync", userName: null } });
    expect(issues.body.data.events[0].targets).toContainEqual({ id: issued.body.data.id, kind: "invoice", label: issued.body.data.display });

    // Both filters at once, and a filter that matches nothing.
    expect((await api("GET", `/audit-events?userId=${marta.id}&operation=create_invoice`, { key })).body.data.events).toEqual([]);
    expect((await api("GET", "/audit-events?operation=annul_invoice", { key })).body.data.events).toEqual([]);

    // Another company's key sees none of Marta's rows, even asking for her id.
    const otherKey = (await createTestKey(other.companyId)).key;
    expect((await api("GET", `/audit-events?userId=${marta.id}`, { key: otherKey })).body.data.events).toEqual([]);

    // Strict: a malformed kind and an unknown filter are refused, naming the field.
    const malformed = await api("GET", "/audit-events?operation=Annul%20Invoice", { key });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe("validation_error");
    expect(JSON.stringify(malformed.body.error)).toContain("operation");
    const unknown = await api("GET", "/audit-events?person=marta", { key });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body.error)).toContain("person");
  });

  it("shows the reason of an invoice's and a receipt's annulment, through REST and on the Registo page", async () => {
    const company = await createTestCompany();
    const db = testDatabase();
    const email = `motivo.${Date.now()}@empresa.example`;
    const user = await db.user.create({ data: { email, name: "Rita Motivo", passwordHash: await hashPassword("a-certa-123"), emailVerifiedAt: new Date() } });
    await db.membership.create({ data: { userId: user.id, companyId: company.companyId, role: "owner" } });
    const { key } = await createTestKey(company.companyId);
    const paid = (await api("POST", "/invoices", { key, body: INVOICE })).body.data;
    const receipt = (await api("POST", `/invoices/${paid.id}/payments`, { key, body: { amountEuros: 10 } })).body.data;
    expect((await api("POST", `/receipts/${receipt.id}/annul`, { key, body: { reason: "Pagamento lançado na fatura errada" } })).status).toBe(200);
    const wrong = (await api("POST", "/invoices", { key, body: INVOICE })).body.data;
    expect((await api("POST", `/invoices/${wrong.id}/annul`, { key, body: { reason: "Cliente trocado por engano" } })).status).toBe(200);

    const events = await auditOf(key);
    const of = (operation: string) => events.find((event) => event.operation === operation);
    expect(of("annul_invoice")).toMatchObject({ reason: "Cliente trocado por engano" });
    expect(of("annul_receipt")).toMatchObject({ reason: "Pagamento lançado na fatura errada" });
    expect(of("create_invoice")).toMatchObject({ reason: null });

    const { cookie } = await signInFrom("127.0.0.34", email, "a-certa-123");
    const page = await requestFrom("127.0.0.34", "GET", "/auditoria", { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = page.text.replace(/<!-- -->/g, ""); // React's text separators
    expect(html).toContain("Motivo: «Cliente trocado por engano»");
    expect(html).toContain("Motivo: «Pagamento lançado na fatura errada»");
  });
});
