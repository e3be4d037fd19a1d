import { beforeAll, describe, expect, it } from "vitest";
import { validateUblSchema } from "@/lib/domains/einvoicing/ubl-schema";
import { api } from "../support/api-client";
import { base64 } from "../support/document-fixtures";
import { errorsOf, runEn16931Schematron } from "../support/en16931-schematron";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";
import { uploadAndSettle } from "./documents-polling";

// Issue #36 §1 through the running server: an invoice to a public body issued with its commitment
// number exports a CIUS-PT UBL file that passes the OASIS UBL 2.1 XSD and the EN 16931 Schematron with
// 0 errors, and that file, received by its client, is booked as an expense exactly (and once).
describe("CIUS-PT e-invoice through REST", () => {
  const IBAN = "PT50000201231234567890154";
  let seller: TestCompany;
  let buyer: TestCompany;
  let sellerKey: string;
  let buyerKey: string;
  let invoiceId: string;
  let xml: string;

  beforeAll(async () => {
    seller = await createTestCompany("Serviços Públicos Teste, Lda");
    buyer = await createTestCompany("Câmara Municipal de Teste");
    await testDatabase().company.update({ where: { id: seller.companyId }, data: { iban: IBAN } });
    sellerKey = (await createTestKey(seller.companyId)).key;
    // Polling an upload every 200 ms would spend the default 60 requests a minute.
    buyerKey = (await createTestKey(buyer.companyId, { rateLimitPerMinute: 1000 })).key;
  });

  it("create_invoice refuses an empty commitment number and issues nothing", async () => {
    const before = await testDatabase().invoice.count({ where: { companyId: seller.companyId } });
    const refused = await api("POST", "/invoices", { key: sellerKey, body: { clientName: buyer.name, clientNif: buyer.nif, clientAddress: "Praça do Município 1, 2000-001 Santarém", commitmentNumber: "  ", lines: [{ description: "x", unitEuros: 10 }] } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("validation_error");
    expect(refused.body.error.details.map((detail: { path: string }) => detail.path)).toContain("commitmentNumber");
    expect(await testDatabase().invoice.count({ where: { companyId: seller.companyId } })).toBe(before);
  });

  it("GET /invoices/{id}/ubl passes the XSD and the EN 16931 Schematron with 0 errors", async () => {
    const issued = await api("POST", "/invoices", {
      key: sellerKey,
      body: {
        clientName: buyer.name,
        clientNif: buyer.nif,
        clientAddress: "Praça do Município 1, 2000-001 Santarém",
        commitmentNumber: "CO-2026/000123",
        orderReference: "REQ-77",
        lines: [
          { description: "Manutenção de software", quantity: 3, unitEuros: 120.5 },
          { description: "Formação de funcionários", unitEuros: 400, vatRate: 0, vatExemptionCode: "M07" },
        ],
      },
    });
    expect(issued.status).toBe(201);
    invoiceId = issued.body.data.id;
    const detail = await api("GET", `/invoices/${invoiceId}`, { key: sellerKey });
    expect(detail.body.data).toMatchObject({ ublPath: `/invoices/${invoiceId}/ubl`, commitmentNumber: "CO-2026/000123", orderReference: "REQ-77" });

    const file = await api<Uint8Array>("GET", `/invoices/${invoiceId}/ubl`, { key: sellerKey });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toMatch(/^application\/xml/);
    xml = new TextDecoder().decode(file.body);
    expect(xml).toContain("<cbc:ID>CO-2026/000123</cbc:ID>");
    expect(xml).toContain(`<cbc:ID>${IBAN}</cbc:ID>`);
    expect(xml).toContain("M07 - Isento artigo 9.º do CIVA");
    expect((await validateUblSchema(xml)).errors).toEqual([]);
    expect(errorsOf(await runEn16931Schematron(xml))).toEqual([]);
  }, 300_000);

  it("a credit note on it exports a CreditNote 381 that also passes", async () => {
    const note = await api("POST", "/credit-notes", { key: sellerKey, body: { reason: "Desconto acordado", references: [{ invoiceId, lines: [{ line: 1, amountEuros: 50 }] }] } });
    expect(note.status).toBe(201);
    const file = await api<Uint8Array>("GET", `/invoices/${note.body.data.id}/ubl`, { key: sellerKey });
    const credit = new TextDecoder().decode(file.body);
    expect(credit).toContain("<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>");
    expect(credit).toMatch(/<cac:BillingReference>\s*<cac:InvoiceDocumentReference>\s*<cbc:ID>FT /);
    expect((await validateUblSchema(credit)).errors).toEqual([]);
    expect(errorsOf(await runEn16931Schematron(credit))).toEqual([]);
  }, 300_000);

  it("another company's invoice answers 404", async () => {
    const other = await api("GET", `/invoices/${invoiceId}/ubl`, { key: buyerKey });
    expect(other.status).toBe(404);
  });

  it("the client uploads the file: booked exactly from the XML, and a second copy is a duplicate", async () => {
    // The client's own rule for this supplier decides the category (otherwise a new supplier's category
    // is a question for a person, which is not what this test is about).
    await testDatabase().supplierCategory.create({ data: { companyId: buyer.companyId, supplierNif: seller.nif, category: "software e serviços cloud" } });
    const uploaded = await uploadAndSettle(buyerKey, { fileName: "fatura.xml", mimeType: "application/xml", dataBase64: base64(new TextEncoder().encode(xml)) });
    expect(uploaded.status).toBe(201);
    const invoice = (await api("GET", `/invoices/${invoiceId}`, { key: sellerKey })).body.data;
    expect(uploaded.body.data).toMatchObject({
      mimeType: "application/xml",
      status: "archived",
      supplierName: seller.name,
      supplierNif: seller.nif,
      buyerNif: buyer.nif,
      documentNumber: invoice.display,
      documentDate: invoice.issueDate,
      atcud: invoice.atcud,
      netCents: invoice.netCents,
      vatCents: invoice.vatCents,
      totalCents: invoice.totalCents,
      duplicate: false,
    });
    expect(uploaded.body.data.lines).toEqual([
      { description: "Manutenção de software", quantity: 3, netCents: 36150, vatRate: 23 },
      { description: "Formação de funcionários", quantity: 1, netCents: 40000, vatRate: 0 },
    ]);
    expect(uploaded.body.data.sources).toMatchObject({ supplierNif: "ubl", totalCents: "ubl", documentNumber: "ubl" });
    // Other bytes (indented differently), same purchase: caught by supplier NIF + number.
    const again = await uploadAndSettle(buyerKey, { fileName: "copia.xml", mimeType: "application/xml", dataBase64: base64(new TextEncoder().encode(xml.replace(/\n {2}/g, "\n    "))) });
    expect(again.body.data.duplicate).toBe(true);
    expect(again.body.data.id).toBe(uploaded.body.data.id);
  }, 120_000);

  it("an XML that is not a UBL invoice is refused as unsupported and stores nothing", async () => {
    const before = await testDatabase().expenseDocument.count({ where: { companyId: buyer.companyId } });
    const refused = await api("POST", "/documents", { key: buyerKey, body: { fileName: "nota.xml", mimeType: "application/xml", dataBase64: base64(new TextEncoder().encode('<?xml version="1.0"?><nota>olá</nota>')) } });
    expect(refused.status).toBe(415);
    expect(refused.body.error.code).toBe("unsupported_media_type");
    expect(await testDatabase().expenseDocument.count({ where: { companyId: buyer.companyId } })).toBe(before);
  });
});
