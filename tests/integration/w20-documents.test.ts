import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { parseAtQrPayload } from "@/lib/domains/invoices/at-qr-code";
import { readQrCodesFromPdfImages } from "@/lib/core/qr/read-qr-codes";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";
import { decodeSaft } from "../support/saft-file";

// The audit's last W20 items (../shared/reviews/2026-11-26/domain.md; docs/reviews/domain-2026-11-26.md)
// through the real server. Expected values are written here from the rule, not read from the code.

const TODAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Lisbon" }).format(new Date());
const [YEAR, MONTH] = [Number(TODAY.slice(0, 4)), Number(TODAY.slice(5, 7))];

type Xml = Record<string, any>;
const parser = new XMLParser({ parseTagValue: false, ignoreAttributes: true, isArray: (name) => ["Invoice", "Payment", "Line", "Product", "Customer"].includes(name) });

/** The text of a PDF as poppler's pdftotext reads it (Debian poppler-utils; missing means the test fails). */
function pdfText(bytes: Uint8Array): string {
  const folder = mkdtempSync(path.join(tmpdir(), "pdftotext-"));
  try {
    const file = path.join(folder, "document.pdf");
    writeFileSync(file, bytes);
    return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe("W20: documents as issued (issue #31)", () => {
  let company: TestCompany;
  let key: string;
  const saft = async (): Promise<Xml> => {
    const response = await api<Uint8Array>("GET", `/saft?year=${YEAR}&month=${MONTH}`, { key });
    expect(response.status).toBe(200);
    return parser.parse(decodeSaft(response.body)).AuditFile;
  };

  beforeAll(async () => {
    company = await createTestCompany("Documentos Como Emitidos, Lda");
    key = (await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 })).key;
  }, 60_000);

  it("Portaria 302/2016 2.2.3 / Portaria 195/2020 (W20): a foreign buyer's QR field B is the SAF-T's CustomerTaxID, without the country prefix (invoice and receipt)", async () => {
    const issued = await api("POST", "/invoices", {
      key,
      body: {
        clientName: "Ibérica Diseño SL", clientCountry: "ES", clientForeignTaxId: "ESB12345674", clientAddress: "Calle Mayor 1, 28013 Madrid",
        lines: [{ description: "Consultoria de design", unitEuros: 1000, vatRate: 0, vatExemptionCode: "M40" }],
      },
    });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const invoice = (await api("GET", `/invoices/${issued.body.data.id}`, { key })).body.data;
    const invoiceQr = parseAtQrPayload(invoice.qrPayload);
    expect([invoiceQr.get("B"), invoiceQr.get("C")]).toEqual(["B12345674", "ES"]);

    const paid = await api("POST", `/invoices/${invoice.id}/payments`, { key, body: { amountEuros: 100, paymentDate: TODAY, method: "TB" } });
    expect(paid.status).toBe(201);
    const pdf = await api<Uint8Array>("GET", `/receipts/${paid.body.data.id}/pdf`, { key });
    const [receiptQr] = await readQrCodesFromPdfImages(pdf.body);
    expect([parseAtQrPayload(receiptQr!).get("B"), parseAtQrPayload(receiptQr!).get("C")]).toEqual(["B12345674", "ES"]);

    // A credit note to the same buyer: the same field B (the NC used to write 999999990, without the client's foreign id).
    const note = await api("POST", "/credit-notes", { key, body: { reason: "Desconto acordado", references: [{ invoiceId: invoice.id, lines: [{ line: 1, amountEuros: 50 }] }] } });
    expect(note.status).toBe(201);
    expect([parseAtQrPayload(note.body.data.qrPayload).get("B"), parseAtQrPayload(note.body.data.qrPayload).get("C")]).toEqual(["B12345674", "ES"]);

    const file = await saft();
    const customerId = file.SourceDocuments.SalesInvoices.Invoice.find((row: Xml) => row.InvoiceNo === invoice.display).CustomerID;
    const customer = file.MasterFiles.Customer.find((row: Xml) => row.CustomerID === customerId);
    expect([customer.CustomerTaxID, customer.BillingAddress.Country]).toEqual(["B12345674", "ES"]);
  }, 60_000);

  it("W20 (CIVA art. 36.º; DL 28/2019): the PDF reproduces the issued document — a credit note and a payment later, the same text; «Original», or «2.ª via» on request", async () => {
    const issued = await api("POST", "/invoices", {
      key,
      body: { clientName: "Padaria Estrela, Lda", clientNif: "501964843", clientAddress: "Rua Morais Soares 88, 1900-343 Lisboa", lines: [{ description: "Consultoria", quantity: 3, unitEuros: 100 }] },
    });
    expect(issued.status).toBe(201);
    const id = issued.body.data.id;
    const pdf = async (query = "") => {
      const response = await api<Uint8Array>("GET", `/invoices/${id}/pdf${query}`, { key });
      expect(response.status).toBe(200);
      return pdfText(response.body);
    };
    const before = await pdf();
    expect(before).toMatch(/^\s*Original$/m);
    expect(before).not.toContain("2.ª via");

    const paid = await api("POST", `/invoices/${id}/payments`, { key, body: { amountEuros: 100, paymentDate: TODAY, method: "TB" } });
    expect(paid.status).toBe(201);
    const receiptPdf = async () => pdfText((await api<Uint8Array>("GET", `/receipts/${paid.body.data.id}/pdf`, { key })).body);
    const receiptBefore = await receiptPdf();
    const note = await api("POST", "/credit-notes", { key, body: { reason: "Uma hora faturada a mais", references: [{ invoiceId: id, lines: [{ line: 1, quantity: 1 }] }] } });
    expect(note.status).toBe(201);
    // The later facts are on the API (and the page), not on the document.
    const detail = (await api("GET", `/invoices/${id}`, { key })).body.data;
    expect([detail.creditedCents, detail.paidCents]).toEqual([12_300, 10_000]);

    const after = await pdf();
    expect(after).toBe(before);
    expect(after).not.toContain("Creditado");
    expect(await receiptPdf()).toBe(receiptBefore);
    expect(receiptBefore).not.toContain("Em aberto");

    const second = await api<Uint8Array>("GET", `/invoices/${id}/pdf?copy=second`, { key });
    expect(second.headers.get("content-disposition")).toContain("-2via.pdf");
    const copyText = pdfText(second.body);
    expect(copyText).toMatch(/^\s*2\.ª via$/m);
    // The same words in the same order; only the marking differs (pdftotext -layout pads to its width).
    const words = (text: string) => text.replace(/\s+/g, " ").trim();
    expect(words(copyText.replace("2.ª via", "Original"))).toBe(words(before));

    const sealedSecond = await api("GET", `/invoices/${id}/pdf?copy=second&sealed=true`, { key });
    expect(sealedSecond.status).toBe(400);
    expect(sealedSecond.body.error.details.map((detail: { path: string }) => detail.path)).toEqual(["copy"]);
  }, 60_000);

  it("CIVA art. 78.º (W20): a credit note corrects a debit note — up to the ND's own lines, referenced in the SAF-T, regularised in campo 40, settling the ND with its webhook", async () => {
    const ft = await api("POST", "/invoices", {
      key,
      body: { clientName: "Oficina Central, Lda", clientNif: "503217786", clientAddress: "Rua do Carmo 5, 1200-093 Lisboa", lines: [{ description: "Reparação", unitEuros: 200 }] },
    });
    expect(ft.status).toBe(201);
    const nd = await api("POST", "/debit-notes", { key, body: { invoiceId: ft.body.data.id, reason: "Deslocação não faturada", lines: [{ description: "Deslocação", unitEuros: 50 }, { description: "Portagens", unitEuros: 10 }] } });
    expect(nd.status).toBe(201);
    const ndId = nd.body.data.id;

    // Never more than the ND charged on a line (50 € net on line 1).
    const tooMuch = await api("POST", "/credit-notes", { key, body: { reason: "Deslocação cobrada em excesso", references: [{ invoiceId: ndId, lines: [{ line: 1, amountEuros: 50.01 }] }] } });
    expect(tooMuch.status).toBe(409);
    const part = await api("POST", "/credit-notes", { key, body: { reason: "Deslocação cobrada em excesso", references: [{ invoiceId: ndId, lines: [{ line: 1, amountEuros: 20 }] }] } });
    expect(part.status, JSON.stringify(part.body)).toBe(201);
    expect(part.body.data).toMatchObject({ type: "NC", totalCents: 2_460, references: [nd.body.data.display] });
    const rest = await api("POST", "/credit-notes", { key, body: { reason: "Nota de débito sem fundamento", references: [{ invoiceId: ndId }] } });
    expect(rest.status).toBe(201);
    expect(rest.body.data.totalCents).toBe(7_380 - 2_460);
    expect((await api("POST", "/credit-notes", { key, body: { reason: "Outra vez", references: [{ invoiceId: ndId }] } })).status).toBe(409);

    const after = (await api("GET", `/invoices/${ndId}`, { key })).body.data;
    expect([after.creditedCents, after.openCents]).toEqual([7_380, 0]);
    // The FT the ND added to is untouched.
    expect((await api("GET", `/invoices/${ft.body.data.id}`, { key })).body.data.creditedCents).toBe(0);

    const events = await testDatabase().webhookEvent.findMany({ where: { companyId: company.companyId }, orderBy: { createdAt: "asc" } });
    expect(events.filter((event) => event.type === "credit_note.issued").map((event) => (event.data as { id: string }).id)).toEqual(expect.arrayContaining([part.body.data.id, rest.body.data.id]));
    expect(events.filter((event) => event.type === "invoice.paid" && (event.data as { id: string }).id === ndId).map((event) => (event.data as { creditNoteId: string }).creditNoteId)).toEqual([rest.body.data.id]);

    const lines: Xml[] = (await saft()).SourceDocuments.SalesInvoices.Invoice.filter((row: Xml) => [part.body.data.display, rest.body.data.display].includes(row.InvoiceNo)).flatMap((row: Xml) => row.Line);
    expect(lines.map((line) => line.References.Reference)).toEqual([nd.body.data.display, nd.body.data.display, nd.body.data.display]);

    const draft = (await api("GET", "/vat-return", { key })).body.data;
    const campo40 = draft.fields.find((field: { field: number }) => field.field === 40);
    const regularised = campo40.lines.filter((line: { documentId: string }) => [part.body.data.id, rest.body.data.id].includes(line.documentId));
    expect(regularised.reduce((sum: number, line: { amountCents: number }) => sum + line.amountCents, 0)).toBe(1_380);
  }, 60_000);
});
