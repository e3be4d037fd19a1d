import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { lisbonToday, addDays } from "@/lib/core/dates";
import { parseAtQrPayload } from "@/lib/domains/invoices/at-qr-code";
import { readQrCodesFromPdfImages } from "@/lib/core/qr/read-qr-codes";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";

const year = lisbonToday(new Date()).slice(0, 4);

describe("invoices", () => {
  let company: TestCompany;
  let key: string;
  beforeAll(async () => {
    company = await createTestCompany("Serviços Invoicing Teste, Lda");
    key = (await createTestKey(company.companyId, { scopes: ["read", "invoices:write"], rateLimitPerMinute: 100_000 })).key;
  });

  it("issues an FT with defaults, ATCUD and the AT QR payload", async () => {
    const response = await api("POST", "/invoices", {
      key,
      body: {
        clientName: "Joana Lda",
        clientNif: "501442600", clientAddress: "Rua do Cliente 1, 1000-001 Lisboa",
        lines: [
          { description: "Consultoria", quantity: 3, unitEuros: 60 },
          { description: "Manual técnico", quantity: 2, unitEuros: 12.5, vatRate: 6 },
          { description: "Formação certificada", unitEuros: 100, vatRate: 0, vatExemptionCode: "M07" },
        ],
      },
    });
    expect(response.status).toBe(201);
    const invoice = response.body.data;
    const today = lisbonToday(new Date());
    expect(invoice).toMatchObject({
      display: `FT ${year}/1`,
      type: "FT",
      clientName: "Joana Lda",
      clientNif: "501442600",
      netCents: 18_000 + 2_500 + 10_000,
      vatCents: 4_140 + 150,
      totalCents: 30_500 + 4_290,
      total: "347,90 €",
      issueDate: today,
      dueDate: addDays(today, 30),
      status: "unpaid",
    });
    expect(invoice.atcud).toMatch(/^[A-Z0-9]{8,}-1$/);
    const qr = parseAtQrPayload(invoice.qrPayload);
    expect(Object.fromEntries(qr)).toMatchObject({
      A: company.nif, B: "501442600", C: "PT", D: "FT", E: "N", F: today.replace(/-/g, ""), G: `FT ${year}/1`, H: invoice.atcud,
      I1: "PT", I2: "100.00", I3: "25.00", I4: "1.50", I7: "180.00", I8: "41.40", N: "42.90", O: "347.90", R: "0",
    });
    // Field Q: the stored hash's 1st, 11th, 21st and 31st characters (filled in by the statement that takes the number).
    const { hash } = await testDatabase().invoice.findUniqueOrThrow({ where: { id: invoice.id }, select: { hash: true } });
    expect(qr.get("Q")).toBe(`${hash[0]}${hash[10]}${hash[20]}${hash[30]}`);
  });

  it("issues an FR paid at issue, due the same day, to a final consumer", async () => {
    const response = await api("POST", "/invoices", { key, body: { clientName: "Maria Consumidora", type: "FR", lines: [{ description: "Reparação", unitEuros: 40 }] } });
    expect(response.body.data).toMatchObject({ display: `FR ${year}/1`, status: "paid", clientNif: null, totalCents: 4_920 });
    expect(response.body.data.dueDate).toBe(response.body.data.issueDate);
    expect(parseAtQrPayload(response.body.data.qrPayload).get("B")).toBe("999999990");
    // The statement that issues it also writes its two events, issued before paid, with the number.
    const issued = response.body.data;
    const events = (await api("GET", "/events?limit=200", { key })).body.data.events.filter((event: { data: { id?: string } }) => event.data.id === issued.id);
    expect(events.map((event: { type: string }) => event.type)).toEqual(["invoice.paid", "invoice.issued"]); // newest first
    for (const event of events) expect(event.data).toMatchObject({ id: issued.id, display: issued.display, type: "FR", totalCents: 4_920, issueDate: issued.issueDate });
    expect(events[0].data.paidAt).toBe(issued.issueDate);
  });

  it("issues the largest invoice allowed (200 lines of 500 characters) in one statement, every line stored in order", async () => {
    const lines = Array.from({ length: 200 }, (_, index) => ({ description: `${String(index + 1).padStart(3, "0")} ${"x".repeat(496)}`, quantity: 1.5, unitEuros: 10 + index, vatRate: 23 }));
    const response = await api("POST", "/invoices", { key, body: { clientName: "Cliente Grande Lda", clientNif: "501442600", clientAddress: "Rua do Cliente 1, 1000-001 Lisboa", lines } });
    expect(response.status).toBe(201);
    const stored = await testDatabase().invoiceLine.findMany({ where: { invoiceId: response.body.data.id }, orderBy: { position: "asc" } });
    expect(stored).toHaveLength(200);
    expect(stored.map((line) => line.description.slice(0, 3))).toEqual(lines.map((line) => line.description.slice(0, 3)));
    expect(stored.reduce((sum, line) => sum + line.netCents, 0)).toBe(response.body.data.netCents);
  });

  it.each([
    [{ clientName: "A", lines: [{ description: "x", unitEuros: "10" }] }, "lines[0].unitEuros"],
    [{ clientName: "A", lines: [{ description: "x", unitEuros: 10, vatRate: 7 }] }, "lines[0].vatRate"],
    [{ clientName: "A", lines: [{ description: "", unitEuros: 10 }] }, "lines[0].description"],
    [{ clientName: "A", lines: [{ description: "x", unitEuros: -1 }] }, "lines[0].unitEuros"],
    [{ clientName: "A", lines: [{ description: "x", unitEuros: 1, quantity: 0 }] }, "lines[0].quantity"],
    [{ clientName: "A", lines: [{ description: "x", unitEuros: 1, quantity: 1.0001 }] }, "lines[0].quantity"],
    [{ clientName: "A", lines: [{ description: "x", unitEuros: 1, vatExemptionCode: "M07" }] }, "lines[0].vatExemptionCode"],
    [{ clientName: "A", lines: [] }, "lines"],
    [{ clientName: "A", clientNif: "999999991", lines: [{ description: "x", unitEuros: 1 }] }, "clientNif"],
    [{ clientName: "A", type: "NC", lines: [{ description: "x", unitEuros: 1 }] }, "type"],
    // No client is a walk-in consumer, but not with a NIF, and not on an FT of 1 000 € or more (CIVA art. 36.º n.º 15).
    [{ clientNif: "123456789", lines: [{ description: "x", unitEuros: 1 }] }, "clientName"],
    [{ lines: [{ description: "x", unitEuros: 1000 }] }, "clientName"],
    [{ clientName: "A", lines: [{ description: "x", unitEuros: 1_000_000, quantity: 100 }] }, "lines"],
  ])("refuses %j at %s without consuming a number", async (body, path) => {
    const before = await testDatabase().invoice.count({ where: { companyId: company.companyId } });
    const response = await api("POST", "/invoices", { key, body });
    expect(response.status).toBe(400);
    expect(response.body.error.details[0].path).toBe(path);
    expect(await testDatabase().invoice.count({ where: { companyId: company.companyId } })).toBe(before);
  });

  it("numbers 50 concurrent invoices 1…50 with no gap and no repeat", async () => {
    const fresh = await createTestCompany();
    const freshKey = (await createTestKey(fresh.companyId, { scopes: ["invoices:write"], rateLimitPerMinute: 100_000 })).key;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => api("POST", "/invoices", { key: freshKey, body: { clientName: `Cliente ${index % 5}`, lines: [{ description: "Serviço", unitEuros: 10 + index }] } })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(201));
    const numbers = responses.map((response) => Number(response.body.data.display.split("/")[1])).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(new Set(responses.map((response) => response.body.data.atcud)).size).toBe(50);
    expect(await testDatabase().client.count({ where: { companyId: fresh.companyId } })).toBe(5);
  });

  it("returns the first response for a retried Idempotency-Key and issues once, even concurrently", async () => {
    const idempotencyKey = randomUUID();
    const body = { clientName: "Cliente Idempotente", lines: [{ description: "Serviço único", unitEuros: 99 }] };
    const before = await testDatabase().invoice.count({ where: { companyId: company.companyId } });
    const attempts = await Promise.all(Array.from({ length: 8 }, () => api("POST", "/invoices", { key, body, headers: { "Idempotency-Key": idempotencyKey } })));
    expect(attempts.map((attempt) => attempt.status)).toEqual(Array(8).fill(201));
    expect(new Set(attempts.map((attempt) => attempt.body.data.id)).size).toBe(1);
    expect(attempts.filter((attempt) => attempt.headers.get("idempotent-replayed") === "true")).toHaveLength(7);
    expect(await testDatabase().invoice.count({ where: { companyId: company.companyId } })).toBe(before + 1);

    const different = await api("POST", "/invoices", { key, body: { ...body, clientName: "Outro" }, headers: { "Idempotency-Key": idempotencyKey } });
    expect(different.status).toBe(409);
    expect(different.body.error.code).toBe("idempotency_conflict");
    const badKey = await api("POST", "/invoices", { key, body, headers: { "Idempotency-Key": "has space" } });
    expect(badKey.status).toBe(400);
  });

  it("lists the latest invoices and shows one in detail; another company's id is not found", async () => {
    const list = await api("GET", "/invoices", { key });
    expect(list.status).toBe(200);
    expect(list.body.data.faturas.length).toBeGreaterThan(2);
    const first = list.body.data.faturas.find((invoice: { display: string }) => invoice.display === `FT ${year}/1`);
    const detail = await api("GET", `/invoices/${first.id}`, { key });
    expect(detail.body.data).toMatchObject({ display: `FT ${year}/1`, issuer: { nif: company.nif }, pdfPath: `/invoices/${first.id}/pdf` });
    expect(detail.body.data.lines).toHaveLength(3);
    expect(detail.body.data.vatSummary.map((summary: { rate: number }) => summary.rate)).toEqual([0, 6, 23]);

    const other = await createTestCompany();
    const otherKey = (await createTestKey(other.companyId, { scopes: ["read"] })).key;
    for (const path of [`/invoices/${first.id}`, `/invoices/${first.id}/pdf`, "/invoices/does-not-exist"]) {
      const refused = await api("GET", path, { key: otherKey });
      expect(refused.status).toBe(404);
      expect(refused.body.error.code).toBe("not_found");
    }
    expect((await api("GET", "/invoices", { key: otherKey })).body.data.faturas).toEqual([]);
  });

  it("renders a PDF whose QR code decodes back to the invoice's payload", async () => {
    const list = await api("GET", "/invoices", { key });
    const invoice = list.body.data.faturas[0];
    const detail = await api("GET", `/invoices/${invoice.id}`, { key });
    const pdf = await api<Uint8Array>("GET", `/invoices/${invoice.id}/pdf`, { key });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(pdf.body.subarray(0, 5)).toString()).toBe("%PDF-");
    expect(await readQrCodesFromPdfImages(pdf.body)).toEqual([detail.body.data.qrPayload]);
  });
});
