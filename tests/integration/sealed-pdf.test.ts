import { beforeAll, describe, expect, it } from "vitest";
import { createTestSeal } from "@/lib/core/pdf/seal/test-seal";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase } from "../support/fixtures";
import { pdfsig } from "../support/pdfsig";

// Issue #36 §2 through the running server: seal one invoice over REST, download the sealed copy,
// and let poppler's pdfsig (not our code) say it is valid and whose it is; then a year in the
// background worker, and an owner's own seal replacing the test seal, stored encrypted.
describe("sealed PDFs over REST, verified by pdfsig", () => {
  let key: string;
  let companyId: string;
  let invoiceId: string;

  beforeAll(async () => {
    const company = await createTestCompany("Selaria Teste, Lda");
    companyId = company.companyId;
    key = (await createTestKey(companyId, { scopes: ["read", "invoices:write", "company:write"] })).key;
    const issued = await api("POST", "/invoices", { key, body: { clientName: "Cliente Selado", lines: [{ description: "Consultoria", unitEuros: 100 }] } });
    expect(issued.status).toBe(201);
    invoiceId = issued.body.data.id;
  });

  it("an unsealed invoice has seal null and no sealed copy (409)", async () => {
    expect((await api("GET", `/invoices/${invoiceId}`, { key })).body.data.seal).toBeNull();
    const missing = await api("GET", `/invoices/${invoiceId}/pdf?sealed=true`, { key });
    expect(missing.status).toBe(409);
    expect(missing.body.error.code).toBe("conflict");
  });

  it("seal_invoice_pdf seals with the TEST seal; pdfsig: valid, whole document, the seal's name", async () => {
    const sealed = await api("POST", `/invoices/${invoiceId}/seal`, { key, body: {} });
    expect(sealed.status).toBe(200);
    expect(sealed.body.data).toMatchObject({ qualified: false, level: "PAdES-B-B", current: true, pdfPath: `/invoices/${invoiceId}/pdf?sealed=true` });
    expect(sealed.body.data.sealedBy).toBe("Selaria Teste, Lda — Selo de TESTE — não qualificado");
    const pdf = await api<Uint8Array>("GET", `/invoices/${invoiceId}/pdf?sealed=true`, { key });
    expect(pdf.status).toBe(200);
    const report = pdfsig(pdf.body);
    expect(report).toContain("Signature Validation: Signature is Valid.");
    expect(report).toContain("Total document signed");
    expect(report).toContain("Signature Type: ETSI.CAdES.detached");
    expect(report).toContain("Signer Certificate Common Name: Selaria Teste, Lda — Selo de TESTE — não qualificado");
    const tampered = Buffer.from(pdf.body);
    tampered[tampered.indexOf("Selaria")] = 0x58;
    expect(pdfsig(tampered)).not.toContain("Signature is Valid.");
    const detail = await api("GET", `/invoices/${invoiceId}`, { key });
    expect(detail.body.data.seal).toMatchObject({ sealedBy: sealed.body.data.sealedBy, current: true });
  });

  it("seal_pdfs seals the year's invoices and receipts in the background worker", async () => {
    const other = await api("POST", "/invoices", { key, body: { clientName: "Cliente Anual", lines: [{ description: "Formação", unitEuros: 50 }] } });
    const paid = await api("POST", `/invoices/${other.body.data.id}/payments`, { key, body: {} });
    expect(paid.status).toBe(201);
    const year = Number(other.body.data.issueDate.slice(0, 4));
    const started = await api("POST", "/company/seal/jobs", { key, body: { year } });
    expect(started.status).toBe(202);
    let job: { status: string; total: number; sealed: number } | undefined;
    for (let attempt = 0; attempt < 60; attempt++) {
      job = (await api("GET", "/company/seal", { key })).body.data.jobs[0];
      if (job?.status === "done" || job?.status === "failed") break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // Two invoices and one receipt; the first invoice was sealed already and is counted, not redone.
    expect(job).toMatchObject({ status: "done", total: 3, sealed: 3 });
    const receiptId = (await api("GET", `/invoices/${other.body.data.id}`, { key })).body.data.receipts[0].id;
    const receiptPdf = await api<Uint8Array>("GET", `/receipts/${receiptId}/pdf?sealed=true`, { key });
    expect(receiptPdf.status).toBe(200);
    expect(pdfsig(receiptPdf.body)).toContain("Signature is Valid.");
    const receipt = await api("GET", `/receipts/${receiptId}`, { key });
    expect(receipt.body.data.seal).toMatchObject({ current: true, pdfPath: `/receipts/${receiptId}/pdf?sealed=true` });
    expect((await api("GET", `/invoices/${other.body.data.id}`, { key })).body.data.seal).not.toBeNull();
  });

  it("an annulled receipt is not sealed (409, in English, no Portuguese companion in the envelope), nor by seal_pdfs", async () => {
    const invoice = await api("POST", "/invoices", { key, body: { clientName: "Cliente Anulado", lines: [{ description: "Revisão", unitEuros: 80 }] } });
    const paid = await api("POST", `/invoices/${invoice.body.data.id}/payments`, { key, body: {} });
    expect(paid.status).toBe(201);
    const receiptId = (await api("GET", `/invoices/${invoice.body.data.id}`, { key })).body.data.receipts[0].id;
    expect((await api("POST", `/receipts/${receiptId}/annul`, { key, body: { reason: "Recebimento registado por engano" } })).status).toBe(200);
    const refused = await api("POST", `/receipts/${receiptId}/seal`, { key, body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: "conflict", message: expect.stringMatching(/^RC .+ is annulled: an annulled document is not sealed\.$/) });
    expect(JSON.stringify(refused.body)).not.toContain("anulado");
    expect((await api("GET", `/receipts/${receiptId}`, { key })).body.data.seal).toBeNull();
    const year = Number(invoice.body.data.issueDate.slice(0, 4));
    expect((await api("POST", "/company/seal/jobs", { key, body: { year } })).status).toBe(202);
    let job: { status: string } | undefined;
    for (let attempt = 0; attempt < 60; attempt++) {
      job = (await api("GET", "/company/seal", { key })).body.data.jobs[0];
      if (job?.status === "done" || job?.status === "failed") break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(job?.status).toBe("done");
    expect((await api("GET", `/receipts/${receiptId}`, { key })).body.data.seal).toBeNull();
  });

  it("an uploaded seal replaces the test seal, stored encrypted and never answered; a wrong password changes nothing", async () => {
    const own = createTestSeal("Selaria Própria", "509999999");
    const wrong = await api("POST", "/company/seal", { key, body: { p12Base64: Buffer.from(own.p12).toString("base64"), password: "errada" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe("validation_error");
    expect((await api("GET", "/company/seal", { key })).body.data.source).toBe("test");

    const uploaded = await api("POST", "/company/seal", { key, body: { p12Base64: Buffer.from(own.p12).toString("base64"), password: own.password } });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.data).toMatchObject({ source: "uploaded", subjectName: own.subjectName, qualified: false });
    expect(JSON.stringify(uploaded.body)).not.toContain(own.password);
    const row = await testDatabase().companySeal.findUniqueOrThrow({ where: { companyId } });
    expect(Buffer.from(row.p12Encrypted).includes(Buffer.from(own.p12).subarray(0, 64))).toBe(false);
    expect(Buffer.from(row.passwordEncrypted).includes(Buffer.from(own.password))).toBe(false);

    await api("POST", `/invoices/${invoiceId}/seal`, { key, body: {} });
    const pdf = await api<Uint8Array>("GET", `/invoices/${invoiceId}/pdf?sealed=true`, { key });
    expect(pdfsig(pdf.body)).toContain(`Signer Certificate Common Name: ${own.subjectName}`);
  });
});
