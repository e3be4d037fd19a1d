import { createHash, randomBytes } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { addDays, lisbonToday } from "@/lib/core/dates";
import { api } from "../support/api-client";
import { base64, expenseQrPayload, invoicePdf, invoicePhoto, supplierNif } from "../support/document-fixtures";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";
import { finalDocument, uploadAndSettle } from "./documents-polling";

const FUEL_SUPPLIER = supplierNif("50043475");
const today = lisbonToday(new Date());
const yesterday = addDays(today, -1);

describe("expense documents", () => {
  let company: TestCompany;
  let key: string;
  let counter = 0;
  const qr = (overrides: Partial<Parameters<typeof expenseQrPayload>[0]> = {}) =>
    expenseQrPayload({ supplierNif: FUEL_SUPPLIER, buyerNif: company.nif, date: yesterday, documentId: `FT A/${++counter}`, atcud: `JJ9K8L7M-${counter}`, normalBaseCents: 5000, normalVatCents: 1150, ...overrides });
  // Extraction may outlast the upload's short wait (status processing): the document is then read
  // back until it is final, as a client would.
  const upload = (fileName: string, mimeType: string, bytes: Uint8Array) => uploadAndSettle(key, { fileName, mimeType, dataBase64: base64(bytes) });
  const storedCount = async () => testDatabase().expenseDocument.count({ where: { companyId: company.companyId } });

  beforeAll(async () => {
    company = await createTestCompany("Despesas Teste, Lda");
    key = (await createTestKey(company.companyId, { scopes: ["read", "documents:write", "invoices:write"], rateLimitPerMinute: 10_000 })).key;
    // A photo gives only the QR code, which has no lines to read a category from: the fuel supplier is
    // one the company already classified (its rule), so its photos can be archived (issue 31 §1).
    await testDatabase().supplierCategory.create({ data: { companyId: company.companyId, supplierNif: FUEL_SUPPLIER, category: "combustíveis" } });
  });

  it("reads the AT QR code from a photo and archives the document", async () => {
    const response = await upload("talao.jpg", "image/jpeg", await invoicePhoto(qr()));
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      status: "archived", mimeType: "image/jpeg", supplierNif: FUEL_SUPPLIER, buyerNif: company.nif, buyerIsCompany: true, documentDate: yesterday,
      documentNumber: `FT A/${counter}`, atcud: `JJ9K8L7M-${counter}`, netCents: 5000, vatCents: 1150, totalCents: 6150, total: "61,50 €",
      vatBreakdown: [{ rate: 23, baseCents: 5000, vatCents: 1150 }], duplicate: false, reviewReasons: [],
    });
    expect(response.body.data.sources).toMatchObject({ supplierNif: "qr", documentDate: "qr", totalCents: "qr" });
    expect(response.body.data.confidence).toBeGreaterThan(0.9);
  });

  it.each<[string, Parameters<typeof invoicePhoto>[1] & {}]>([
    ["a turned, slightly blurred PNG", { rotate: 90, blur: 1.2, format: "png" }],
    ["a WebP", { format: "webp" }],
    ["a small QR in a large photo", { width: 3000, height: 4000, qrSize: 260, qrLeft: 2500, qrTop: 3500 }],
    ["a photo turned upside down", { rotate: 180 }],
  ])("finds the QR code in %s", async (_label, options) => {
    const format = options.format ?? "jpeg";
    const response = await upload(`foto.${format}`, `image/${format}`, await invoicePhoto(qr({ normalBaseCents: 1234, normalVatCents: 284 }), options));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.data).toMatchObject({ status: "archived", totalCents: 1518, supplierNif: FUEL_SUPPLIER });
  });

  it("takes the supplier's name and category from a PDF's text and the figures from its QR code", async () => {
    // Another station than the one with a rule: the category comes from the lines.
    const station = supplierNif("50043476");
    const payload = qr({ supplierNif: station, normalBaseCents: 4065, normalVatCents: 935 });
    const pdf = await invoicePdf(["Galp Energia, S.A.", `NIF: ${station}`, "Posto de abastecimento Lisboa", `Fatura FT A/${counter}`, `Data: ${yesterday.split("-").reverse().join("/")}`, "Gasoleo simples 25,00 L", "Total: 50,00 EUR"], payload);
    const response = await upload("combustivel.pdf", "application/pdf", pdf);
    expect(response.body.data).toMatchObject({ status: "archived", supplierName: "Galp Energia, S.A.", supplierNif: station, totalCents: 5000, category: "combustíveis", vatDeductibleCents: 468 });
    expect(response.body.data.sources).toMatchObject({ supplierName: "text", totalCents: "qr", category: "rules" });
  });

  it("reads a text-only PDF (no QR) with Portuguese number formats", async () => {
    const supplier = supplierNif("50962511");
    const pdf = await invoicePdf(["Papelaria Central, Lda", `Contribuinte n.º ${supplier}`, `Cliente: NIF ${company.nif}`, `Data de emissão: ${yesterday.split("-").reverse().join("-")}`, "Toner e papel A4", "Total sem IVA 1.000,00", "IVA 230,00", "Total a pagar 1.230,00 €"]);
    const response = await upload("papelaria.pdf", "application/pdf", pdf);
    expect(response.body.data).toMatchObject({ status: "archived", supplierName: "Papelaria Central, Lda", supplierNif: supplier, buyerIsCompany: true, documentDate: yesterday, totalCents: 123_000, vatCents: 23_000, netCents: 100_000, category: "material de escritório" });
    expect(response.body.data.sources).toMatchObject({ supplierNif: "text", totalCents: "text" });
  });

  it("round-trips an invoice this service issued: every field comes back in the buyer's books", async () => {
    const seller = await createTestCompany("Vendedora Round Trip, Lda");
    const sellerKey = (await createTestKey(seller.companyId, { scopes: ["read", "invoices:write"] })).key;
    const issued = await api("POST", "/invoices", { key: sellerKey, body: { clientName: company.name, clientNif: company.nif, clientAddress: "Rua do Cliente 1, 1000-001 Lisboa", lines: [{ description: "Consultoria em software", quantity: 2, unitEuros: 150 }, { description: "Manual", unitEuros: 20, vatRate: 6 }] } });
    const pdf = await api<Uint8Array>("GET", `/invoices/${issued.body.data.id}/pdf`, { key: sellerKey });
    const response = await upload(`${issued.body.data.display}.pdf`, "application/pdf", pdf.body);
    expect(response.body.data).toMatchObject({
      status: "archived", supplierName: seller.name, supplierNif: seller.nif, buyerNif: company.nif, buyerIsCompany: true,
      documentDate: issued.body.data.issueDate, documentNumber: issued.body.data.display, atcud: issued.body.data.atcud,
      totalCents: issued.body.data.totalCents, vatCents: issued.body.data.vatCents, netCents: issued.body.data.netCents,
      vatBreakdown: [{ rate: 6, baseCents: 2000, vatCents: 120 }, { rate: 23, baseCents: 30000, vatCents: 6900 }],
      category: "serviços profissionais",
    });
  });

  it("sends a document issued to someone else, or with no QR code, to review with the reasons", async () => {
    const other = await upload("outro.jpg", "image/jpeg", await invoicePhoto(qr({ buyerNif: "999999990" })));
    expect(other.body.data.status).toBe("needs_review");
    expect(other.body.data.reviewReasons.join(" ")).toMatch(/consumidor final/);
    const blank = await upload("sem-qr.png", "image/png", new Uint8Array(await (await import("sharp")).default({ create: { width: 400, height: 300, channels: 3, background: "#fff" } }).png().toBuffer()));
    expect(blank.body.data).toMatchObject({ status: "needs_review", totalCents: null });
    expect(blank.body.data.reviewReasons[0]).toMatch(/código QR/);
  });

  it("marks a corrupt PDF as error with the reason", async () => {
    const corrupt = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> garbage without xref trailer\n");
    const response = await upload("estragado.pdf", "application/pdf", corrupt);
    expect(response.status).toBe(201);
    expect(response.body.data.status).toBe("error");
    expect(response.body.data.errorReason).toMatch(/PDF/);
  });

  it.each([
    ["a PNG renamed .pdf", "fatura.pdf", "application/pdf", async () => invoicePhoto(qr(), { format: "png" }), 415],
    ["a text file", "notas.txt", "text/plain", async () => new TextEncoder().encode("isto não é uma fatura"), 415],
    ["an executable pretending to be a PDF", "virus.pdf", "application/pdf", async () => new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]), 415],
    ["an empty file", "vazio.pdf", "application/pdf", async () => new Uint8Array(), 400],
  ])("refuses %s and stores nothing", async (_label, fileName, mimeType, make, status) => {
    const before = await storedCount();
    const response = await api("POST", "/documents", { key, body: { fileName, mimeType, dataBase64: base64(await make()) || "" } });
    expect(response.status).toBe(status);
    expect(await storedCount()).toBe(before);
  });

  it("refuses bad base64, missing fields and a file of 12 MB + 1 byte", async () => {
    const before = await storedCount();
    expect((await api("POST", "/documents", { key, body: { fileName: "a.pdf", mimeType: "application/pdf", dataBase64: "%%%not base64%%%" } })).body.error.details[0].path).toBe("dataBase64");
    expect((await api("POST", "/documents", { key, body: { fileName: "a.pdf", dataBase64: "JVBERi0=" } })).body.error.details[0].path).toBe("mimeType");
    const oversized = new Uint8Array(12 * 1024 * 1024 + 1);
    oversized.set(new TextEncoder().encode("%PDF-1.4"));
    const tooBig = await api("POST", "/documents", { key, body: { fileName: "grande.pdf", mimeType: "application/pdf", dataBase64: base64(oversized) } });
    expect(tooBig.status).toBe(413);
    const form = new FormData();
    form.append("file", new Blob([oversized], { type: "application/pdf" }), "grande.pdf");
    const multipart = await fetch(`${inject("baseUrl")}/api/v1/documents`, { method: "POST", headers: { Authorization: `Bearer ${key}` }, body: form });
    expect(multipart.status).toBe(413);
    expect((await multipart.json()).error.code).toBe("payload_too_large");
    expect(await storedCount()).toBe(before);
  });

  it("accepts multipart uploads, returns the same document for the same file, and serves the original bytes", async () => {
    const bytes = await invoicePhoto(qr(), { format: "png" });
    const form = new FormData();
    form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "image/png" }), "../../etc/fatura.png");
    const first = await fetch(`${inject("baseUrl")}/api/v1/documents`, { method: "POST", headers: { Authorization: `Bearer ${key}` }, body: form });
    expect(first.status).toBe(201);
    const created = (await first.json()).data;
    expect(created.fileName).toBe("fatura.png");
    const again = await upload("copia.png", "image/png", bytes);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id: created.id, duplicate: true });
    const file = await api<Uint8Array>("GET", `/documents/${created.id}/file`, { key });
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(file.body).equals(Buffer.from(bytes))).toBe(true);
  });

  it("stores the same document from a multipart file as from JSON base64: same SHA-256, bytes and extraction", async () => {
    // Issue 38 L1: a multipart file reaches the operation as bytes, no longer through base64 text.
    const bytes = await invoicePhoto(qr(), { format: "png" });
    const db = testDatabase();
    const stored = async (id: string) => {
      const row = await db.expenseDocument.findUniqueOrThrow({ where: { id } });
      const file = await api<Uint8Array>("GET", `/documents/${id}/file`, { key });
      return { sha256: row.sha256, sizeBytes: row.sizeBytes, mimeType: row.mimeType, fileName: row.fileName, bytes: Buffer.from(file.body).toString("hex") };
    };
    const extraction = ({ id: _id, createdAt: _created, duplicate: _duplicate, ...fields }: Record<string, unknown>) => fields;
    const form = new FormData();
    form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "image/png" }), "mesma.png");
    const sent = await fetch(`${inject("baseUrl")}/api/v1/documents`, { method: "POST", headers: { Authorization: `Bearer ${key}` }, body: form });
    expect(sent.status).toBe(201);
    const viaMultipart = await finalDocument(key, (await sent.json()).data.id);
    const multipartStored = await stored(viaMultipart.id);
    // The same file again would be answered as a duplicate: the first one goes, so JSON stores its own.
    await db.expenseDocument.delete({ where: { id: viaMultipart.id } });
    const viaJson = await upload("mesma.png", "image/png", bytes);
    expect(viaJson.status).toBe(201);
    expect(viaJson.body.data.id).not.toBe(viaMultipart.id);
    expect(await stored(viaJson.body.data.id)).toEqual(multipartStored);
    expect(multipartStored.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    expect(viaMultipart.status).toBe("archived");
    expect(extraction(viaJson.body.data)).toEqual(extraction(viaMultipart));
  });

  it("stores a file of several MB in parts of at most 1 MiB and serves it back byte for byte", async () => {
    // Security review L1: one 10 MB statement held the server's event loop. Trailing bytes after the
    // PNG's end, which decoders ignore, make it 2.5 MiB.
    const photo = await invoicePhoto(qr(), { format: "png" });
    const bytes = Buffer.concat([photo, randomBytes(2.5 * 1_048_576 - photo.byteLength)]);
    const form = new FormData();
    form.append("file", new Blob([bytes], { type: "image/png" }), "grande.png");
    const answer = await fetch(`${inject("baseUrl")}/api/v1/documents`, { method: "POST", headers: { Authorization: `Bearer ${key}` }, body: form });
    expect(answer.status).toBe(201);
    const created = (await answer.json()).data;
    const document = await testDatabase().expenseDocument.findUniqueOrThrow({ where: { id: created.id } });
    const parts = await testDatabase().storedFile.findMany({ where: { key: document.storageKey! }, orderBy: { part: "asc" }, select: { part: true, bytes: true } });
    expect(parts.map((row) => [row.part, row.bytes.byteLength])).toEqual([[0, 1_048_576], [1, 1_048_576], [2, 524_288]]);
    const file = await api<Uint8Array>("GET", `/documents/${created.id}/file`, { key });
    expect(Buffer.from(file.body).equals(bytes)).toBe(true);
  });

  it("lists documents by status and refuses an unknown status", async () => {
    const review = await api("GET", "/documents?status=needs_review", { key });
    expect(review.body.data.documentos.length).toBeGreaterThan(0);
    expect(review.body.data.documentos.every((document: { status: string }) => document.status === "needs_review")).toBe(true);
    expect((await api("GET", "/documents?status=pending", { key })).status).toBe(400);
  });

  it("reviews a document: refuses an incomplete confirmation, archives a corrected one, learns the category", async () => {
    const supplier = supplierNif("50812233");
    const pdf = await invoicePdf(["Restaurante O Pátio, Lda", `Data: ${yesterday.split("-").reverse().join("/")}`, "Almoço de trabalho", "Total: 45,80 €"]);
    const uploaded = await upload("almoco.pdf", "application/pdf", pdf);
    expect(uploaded.body.data.status).toBe("needs_review");
    const id = uploaded.body.data.id;
    const refused = await api("PATCH", `/documents/${id}`, { key, body: { category: "refeições" } });
    expect(refused.status).toBe(400);
    // English for the API (client review M3); the document keeps its Portuguese reasons for the person.
    expect(refused.body.error.details).toContainEqual({ path: "document", message: "The supplier's NIF is missing." });
    expect(JSON.stringify(refused.body.error)).not.toMatch(/Falta|"pt"/);
    expect((await api("GET", `/documents/${id}`, { key })).body.data.status).toBe("needs_review");
    const future = await api("PATCH", `/documents/${id}`, { key, body: { supplierNif: supplier, documentDate: addDays(today, 3) } });
    expect(future.status).toBe(400);
    const reviewed = await api("PATCH", `/documents/${id}`, { key, body: { supplierNif: supplier, vatCents: 856, category: "deslocações" } });
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.data).toMatchObject({ status: "archived", supplierNif: supplier, totalCents: 4580, vatCents: 856, netCents: 3724, category: "deslocações", reviewReasons: [] });
    expect(reviewed.body.data.sources).toMatchObject({ supplierNif: "manual", category: "manual" });
    // The next document of the same supplier gets the confirmed category and the known name.
    const next = await upload("almoco-2.jpg", "image/jpeg", await invoicePhoto(qr({ supplierNif: supplier })));
    expect(next.body.data).toMatchObject({ status: "archived", category: "deslocações", supplierName: "Restaurante O Pátio, Lda" });
    expect(next.body.data.sources).toMatchObject({ category: "user_rule", supplierName: "history" });
    expect(next.body.data.categoryReason).toContain("Regra do utilizador para este fornecedor");
  });

  it("keeps each company's documents to itself", async () => {
    const other = await createTestCompany();
    const otherKey = (await createTestKey(other.companyId, { scopes: ["read", "documents:write"] })).key;
    const mine = (await api("GET", "/documents", { key })).body.data.documentos[0].id;
    expect((await api("GET", `/documents/${mine}`, { key: otherKey })).status).toBe(404);
    expect((await api("GET", `/documents/${mine}/file`, { key: otherKey })).status).toBe(404);
    expect((await api("PATCH", `/documents/${mine}`, { key: otherKey, body: { category: "outros" } })).status).toBe(404);
    expect((await api("GET", "/documents", { key: otherKey })).body.data.documentos).toEqual([]);
    // The same file is a new document for another company, not a duplicate.
    const bytes = await invoicePhoto(qr(), { format: "png" });
    await upload("partilhada.png", "image/png", bytes);
    const theirs = await api("POST", "/documents", { key: otherKey, body: { fileName: "partilhada.png", mimeType: "image/png", dataBase64: base64(bytes) } });
    expect(theirs.body.data.duplicate).toBe(false);
  });
});
