import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { lisbonToday } from "@/lib/core/dates";
import { parseAtQrPayload } from "@/lib/domains/invoices/at-qr-code";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";
import { connectMcp } from "../support/mcp-client";
import { decodeSaft, paymentControlTotals, payments } from "../support/saft-file";
import { validateSaft } from "../support/saft-schema";

// The legal life of an issued document through the REST API and the MCP tools: credit and debit
// notes (CIVA arts. 29.º and 78.º), receipts, annulment, and how each changes the report, the client
// totals and the calendar's VAT estimate.

const year = lisbonToday(new Date()).slice(0, 4);

type Report = { receitasLiquidasCents: number; vatChargedCents: number; porCobrarCents: number; issuedInvoiceCount: number };

describe("invoice lifecycle: credit, debit, pay, annul", () => {
  let company: TestCompany;
  let key: string;
  let mcp: Client;
  const report = async (): Promise<Report> => (await api("GET", `/reports/financial?year=${year}`, { key })).body.data;
  const client = async (name: string) => (await api("GET", "/clients", { key })).body.data.clientes.find((row: { nome: string }) => row.nome === name);
  const issue = async (body: object) => {
    const response = await api("POST", "/invoices", { key, body });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data as { id: string; display: string; totalCents: number };
  };

  beforeAll(async () => {
    company = await createTestCompany("Ciclo de Vida, Lda");
    key = (await createTestKey(company.companyId, { scopes: ["read", "invoices:write"], rateLimitPerMinute: 100_000 })).key;
    mcp = (await connectMcp(key)).client;
  });
  afterAll(async () => {
    await mcp?.close();
  });

  it("a partial NC by quantity: own series, ATCUD and QR; the original shows the credit; report, client and calendar VAT go down", async () => {
    const ft = await issue({ clientName: "Atlântico Lda", clientNif: "501442600", clientAddress: "Rua do Cliente 1, 1000-001 Lisboa", lines: [{ description: "Consultoria", quantity: 5, unitEuros: 50 }, { description: "Manual", unitEuros: 10, vatRate: 6 }] });
    expect(ft.totalCents).toBe(30_750 + 1_060);
    const before = await report();
    const clientBefore = await client("Atlântico Lda");

    const response = await api("POST", "/credit-notes", { key, body: { reason: "Duas horas faturadas a mais", references: [{ invoiceId: ft.id, lines: [{ line: 1, quantity: 2 }] }] } });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const note = response.body.data;
    expect(note).toMatchObject({ display: `NC ${year}/1`, type: "NC", status: "issued", netCents: 10_000, vatCents: 2_300, totalCents: 12_300, reason: "Duas horas faturadas a mais", references: [ft.display] });
    expect(note.atcud).toMatch(/^[A-Z0-9]{8,}-1$/);
    expect(Object.fromEntries(parseAtQrPayload(note.qrPayload))).toMatchObject({ A: company.nif, B: "501442600", D: "NC", E: "N", G: `NC ${year}/1`, H: note.atcud, I7: "100.00", I8: "23.00", N: "23.00", O: "123.00" });

    const original = (await api("GET", `/invoices/${ft.id}`, { key })).body.data;
    expect(original).toMatchObject({ creditedCents: 12_300, openCents: 31_810 - 12_300, status: "unpaid" });
    expect(original.corrections).toEqual([expect.objectContaining({ display: `NC ${year}/1`, type: "NC", totalCents: 12_300, reason: "Duas horas faturadas a mais", annulled: false })]);
    const noteDetail = (await api("GET", `/invoices/${note.id}`, { key })).body.data;
    expect(noteDetail.references).toEqual([{ id: ft.id, display: ft.display }]);
    expect(noteDetail.lines[0]).toMatchObject({ reference: `${ft.display}, linha 1`, quantity: 2, netCents: 10_000 });

    const after = await report();
    expect(after.receitasLiquidasCents).toBe(before.receitasLiquidasCents - 10_000);
    expect(after.vatChargedCents).toBe(before.vatChargedCents - 2_300);
    expect(after.porCobrarCents).toBe(before.porCobrarCents - 12_300);
    expect(after.issuedInvoiceCount).toBe(before.issuedInvoiceCount);
    const clientAfter = await client("Atlântico Lda");
    expect(clientAfter.totalInvoicedCents).toBe(clientBefore.totalInvoicedCents - 12_300);
    expect(clientAfter.openCents).toBe(clientBefore.openCents - 12_300);
    const calendar = (await api("GET", "/fiscal-calendar", { key })).body.data.obligations.find((obligation: { key: string; estimatedAmountCents: number | null }) => obligation.key.startsWith("iva-pagamento"));
    // The first VAT payment listed covers a past period or today's: today's documents count only in today's period.
    expect(typeof calendar.estimatedAmountCents).toBe("number");
    const { vatBalanceCents } = await import("@/lib/domains/calendar/vat-balance");
    const today = lisbonToday(new Date());
    expect((await vatBalanceCents(company.companyId, today, today)).chargedCents).toBe(after.vatChargedCents);
  });

  it("never credits more than is still creditable, and a refused note consumes no number", async () => {
    const ft = await issue({ clientName: "Limite Lda", lines: [{ description: "Serviço", unitEuros: 100 }] });
    const first = await api("POST", "/credit-notes", { key, body: { reason: "Desconto", references: [{ invoiceId: ft.id, lines: [{ line: 1, amountEuros: 60 }] }] } });
    expect(first.status).toBe(201);
    const tooMuch = await api("POST", "/credit-notes", { key, body: { reason: "Desconto", references: [{ invoiceId: ft.id, lines: [{ line: 1, amountEuros: 40.01 }] }] } });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error.code).toBe("conflict");
    expect(tooMuch.body.error.message).toContain("40,00 €");
    const rest = await api("POST", "/credit-notes", { key, body: { reason: "Anulação do remanescente", references: [{ invoiceId: ft.id }] } });
    expect(rest.body.data).toMatchObject({ display: `NC ${year}/3`, netCents: 4_000, totalCents: 4_920 });
    const original = (await api("GET", `/invoices/${ft.id}`, { key })).body.data;
    expect(original).toMatchObject({ status: "credited", creditedCents: 12_300, openCents: 0 });
    expect((await api("POST", "/credit-notes", { key, body: { reason: "Outra vez", references: [{ invoiceId: ft.id }] } })).status).toBe(409);
  });

  it.each([
    [{ references: [{ invoiceId: "x" }] }, "reason"],
    [{ reason: "ok ok", references: [] }, "references"],
    [{ reason: "ok ok", references: [{ invoiceId: "x", lines: [{ line: 1, quantity: 1, amountEuros: 1 }] }] }, "references[0].lines[0].amountEuros"],
  ])("refuses a credit note %j at %s", async (body, path) => {
    const before = await testDatabase().invoice.count({ where: { companyId: company.companyId } });
    const response = await api("POST", "/credit-notes", { key, body });
    expect(response.status).toBe(400);
    expect(response.body.error.details.map((detail: { path: string }) => detail.path)).toContain(path);
    expect(await testDatabase().invoice.count({ where: { companyId: company.companyId } })).toBe(before);
  });

  it("refuses to credit another company's invoice as not found", async () => {
    const other = await createTestCompany();
    const otherKey = (await createTestKey(other.companyId, { scopes: ["read", "invoices:write"] })).key;
    const theirs = (await api("POST", "/invoices", { key: otherKey, body: { clientName: "Deles", lines: [{ description: "x", unitEuros: 10 }] } })).body.data;
    const response = await api("POST", "/credit-notes", { key, body: { reason: "Tentativa", references: [{ invoiceId: theirs.id }] } });
    expect(response.status).toBe(404);
    expect((await api("POST", `/invoices/${theirs.id}/payments`, { key, body: {} })).status).toBe(404);
    expect((await api("POST", `/invoices/${theirs.id}/annul`, { key, body: { reason: "Tentativa" } })).status).toBe(404);
  });

  it("a partial payment issues RC 1 with its PDF and leaves the rest open; the last payment settles the FT", async () => {
    const ft = await issue({ clientName: "Pagador Lda", lines: [{ description: "Projeto", unitEuros: 1_000 }] });
    const before = await report();
    const partial = await api("POST", `/invoices/${ft.id}/payments`, { key, body: { amountEuros: 400, method: "TB" } });
    expect(partial.status, JSON.stringify(partial.body)).toBe(201);
    expect(partial.body.data).toMatchObject({ display: `RC ${year}/1`, amountCents: 40_000, method: "TB", invoiceDisplay: ft.display, openCents: 83_000, invoice: { status: "partially_paid", paidCents: 40_000, openCents: 83_000 } });
    expect(partial.body.data.atcud).toMatch(/-1$/);
    // «Parcialmente paga» (partially_paid) is a status of its own: on get, on list, and as a filter that unpaid does not share.
    expect((await api("GET", `/invoices/${ft.id}`, { key })).body.data.status).toBe("partially_paid");
    const listed = async (status: string) => (await api("GET", `/invoices?status=${status}&limit=200`, { key })).body.data.faturas.map((row: { id: string; status: string }) => `${row.id}:${row.status}`);
    expect(await listed("partially_paid")).toEqual([`${ft.id}:partially_paid`]);
    expect(await listed("unpaid")).not.toContain(`${ft.id}:partially_paid`);
    expect(await listed("open")).toContain(`${ft.id}:partially_paid`);
    expect((await mcp.callTool({ name: "list_invoices", arguments: { status: "partially_paid" } })).structuredContent).toMatchObject({ faturas: [{ id: ft.id, status: "partially_paid" }] });
    expect((await report()).porCobrarCents).toBe(before.porCobrarCents - 40_000);
    const pdf = await fetch(`${(await import("vitest")).inject("baseUrl")}/api/v1${partial.body.data.pdfPath}`, { headers: { Authorization: `Bearer ${key}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toContain("application/pdf");
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");

    const tooMuch = await api("POST", `/invoices/${ft.id}/payments`, { key, body: { amountEuros: 830.01 } });
    expect(tooMuch.status).toBe(409);
    const future = await api("POST", `/invoices/${ft.id}/payments`, { key, body: { data: "2999-01-01" } });
    expect(future.status).toBe(400);
    const rest = await api("POST", `/invoices/${ft.id}/payments`, { key, body: { method: "MB" } });
    expect(rest.body.data).toMatchObject({ display: `RC ${year}/2`, amountCents: 83_000, openCents: 0, invoice: { status: "paid" } });
    expect((await report()).porCobrarCents).toBe(before.porCobrarCents - 123_000);
    const detail = (await api("GET", `/invoices/${ft.id}`, { key })).body.data;
    expect(detail.receipts.map((receipt: { display: string }) => receipt.display)).toEqual([`RC ${year}/1`, `RC ${year}/2`]);
    expect((await api("POST", `/invoices/${ft.id}/payments`, { key, body: {} })).status).toBe(409);
    // A receipt hangs on it: no annulment.
    expect((await api("POST", `/invoices/${ft.id}/annul`, { key, body: { reason: "Engano" } })).status).toBe(409);
  });

  it("annuls a document: it keeps its number, is annulled with QR status A, and leaves every total", async () => {
    const before = await report();
    const clientBefore = await client("Anulado Lda");
    const ft = await issue({ clientName: "Anulado Lda", lines: [{ description: "Serviço errado", unitEuros: 200 }] });
    const annulled = await api("POST", `/invoices/${ft.id}/annul`, { key, body: { reason: "Emitida ao cliente errado" } });
    expect(annulled.status, JSON.stringify(annulled.body)).toBe(200);
    expect(annulled.body.data).toMatchObject({ display: ft.display, status: "annulled", annulmentReason: "Emitida ao cliente errado", openCents: 0 });
    const detail = (await api("GET", `/invoices/${ft.id}`, { key })).body.data;
    expect(parseAtQrPayload(detail.qrPayload).get("E")).toBe("A");
    expect(await report()).toMatchObject({ receitasLiquidasCents: before.receitasLiquidasCents, porCobrarCents: before.porCobrarCents, issuedInvoiceCount: before.issuedInvoiceCount });
    expect((await client("Anulado Lda")).totalInvoicedCents).toBe(clientBefore?.totalInvoicedCents ?? 0);
    expect((await api("POST", `/invoices/${ft.id}/annul`, { key, body: { reason: "Outra vez" } })).status).toBe(409);
    expect((await api("POST", `/invoices/${ft.id}/payments`, { key, body: {} })).status).toBe(409);
    expect((await api("POST", "/credit-notes", { key, body: { reason: "Crédito", references: [{ invoiceId: ft.id }] } })).status).toBe(409);
    const listed = (await api("GET", "/invoices?status=annulled", { key })).body.data.faturas.map((row: { id: string }) => row.id);
    expect(listed).toContain(ft.id);
    // The next FT follows the annulled one: no gap, no reuse.
    const next = await issue({ clientName: "Anulado Lda", lines: [{ description: "Serviço certo", unitEuros: 200 }] });
    expect(Number(next.display.split("/")[1])).toBe(Number(ft.display.split("/")[1]) + 1);
  });

  it("an FT with a credit note cannot be annulled until the note is; annulling the note gives the credit back", async () => {
    const ft = await issue({ clientName: "Reaberto Lda", lines: [{ description: "Serviço", unitEuros: 100 }] });
    const note = (await api("POST", "/credit-notes", { key, body: { reason: "Crédito total", references: [{ invoiceId: ft.id }] } })).body.data;
    expect((await api("GET", `/invoices/${ft.id}`, { key })).body.data.status).toBe("credited");
    const refused = await api("POST", `/invoices/${ft.id}/annul`, { key, body: { reason: "Engano" } });
    expect(refused.status).toBe(409);
    // The client review's M3: this 409 was Portuguese; the API and MCP speak English, with no `pt` sent.
    expect(refused.body.error.message).toBe(`${ft.display} has ${note.display} in force: annul those notes first.`);
    const viaMcp = await mcp.callTool({ name: "annul_invoice", arguments: { id: ft.id, reason: "Engano" } });
    expect(viaMcp.structuredContent).toMatchObject({ code: "conflict", message: refused.body.error.message });
    expect(JSON.stringify([refused.body, viaMcp])).not.toMatch(/anule primeiro|"pt"/);
    expect((await api("POST", `/invoices/${note.id}/annul`, { key, body: { reason: "Nota emitida por engano" } })).status).toBe(200);
    expect((await api("GET", `/invoices/${ft.id}`, { key })).body.data).toMatchObject({ status: "unpaid", creditedCents: 0, openCents: 12_300 });
  });

  it("a debit note adds to revenue, VAT and receivables and can be paid", async () => {
    const ft = await issue({ clientName: "Débito Lda", lines: [{ description: "Obra", unitEuros: 500 }] });
    const before = await report();
    const response = await api("POST", "/debit-notes", { key, body: { invoiceId: ft.id, reason: "Deslocação não faturada", lines: [{ description: "Deslocação", unitEuros: 50 }] } });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.data).toMatchObject({ display: `ND ${year}/1`, type: "ND", status: "unpaid", totalCents: 6_150, references: [ft.display], openCents: 6_150 });
    expect(parseAtQrPayload(response.body.data.qrPayload).get("D")).toBe("ND");
    const after = await report();
    expect(after.receitasLiquidasCents - before.receitasLiquidasCents).toBe(5_000);
    expect(after.porCobrarCents - before.porCobrarCents).toBe(6_150);
    expect((await api("POST", `/invoices/${response.body.data.id}/payments`, { key, body: {} })).body.data.invoice.status).toBe("paid");
  });

  it("MCP: credit, pay and annul through tools, with the same results as REST", async () => {
    const ft = await issue({ clientName: "Agente Lda", lines: [{ description: "Serviço", unitEuros: 100 }, { description: "Extra", unitEuros: 20 }] });
    const paid = await mcp.callTool({ name: "register_payment", arguments: { id: ft.id, amountEuros: 50, paymentDate: lisbonToday(new Date()), method: "NU" } });
    expect(paid.isError ?? false).toBe(false);
    expect(paid.structuredContent).toMatchObject({ amountCents: 5_000, method: "NU", invoice: { paidCents: 5_000 } });
    const credited = await mcp.callTool({ name: "create_credit_note", arguments: { reason: "Extra não prestado", references: [{ invoiceId: ft.id, lines: [{ line: 2 }] }] } });
    expect(credited.isError ?? false).toBe(false);
    expect(credited.structuredContent).toMatchObject({ type: "NC", totalCents: 2_460 });
    const rest = (await api("GET", `/invoices/${ft.id}`, { key })).body.data;
    expect(rest).toMatchObject({ creditedCents: 2_460, paidCents: 5_000, openCents: 14_760 - 2_460 - 5_000 });
    const refused = await mcp.callTool({ name: "annul_invoice", arguments: { id: ft.id, reason: "Engano" } });
    expect(refused.isError).toBe(true);
    const other = await issue({ clientName: "Agente Lda", lines: [{ description: "Duplicado", unitEuros: 10 }] });
    const annulled = await mcp.callTool({ name: "annul_invoice", arguments: { id: other.id, reason: "Duplicado" } });
    expect(annulled.structuredContent).toMatchObject({ status: "annulled" });
    const debit = await mcp.callTool({ name: "create_debit_note", arguments: { invoiceId: ft.id, reason: "Portes", lines: [{ description: "Portes", unitEuros: 5 }] } });
    expect(debit.structuredContent).toMatchObject({ type: "ND", totalCents: 615 });
  });

  it("issues concurrent credit notes on one invoice without over-crediting or gaps", async () => {
    const ft = await issue({ clientName: "Concorrente Lda", lines: [{ description: "Serviço", unitEuros: 100 }] });
    const attempts = await Promise.all(
      Array.from({ length: 6 }, () => api("POST", "/credit-notes", { key, body: { reason: "Desconto", references: [{ invoiceId: ft.id, lines: [{ line: 1, amountEuros: 30 }] }] } })),
    );
    expect(attempts.filter((response) => response.status === 201)).toHaveLength(3);
    expect(attempts.filter((response) => response.status === 409)).toHaveLength(3);
    const notes = await testDatabase().invoice.findMany({ where: { companyId: company.companyId, type: "NC" }, orderBy: { number: "asc" }, select: { number: true } });
    expect(notes.map((row) => row.number)).toEqual(notes.map((_, index) => index + 1));
  });

  it("an EU business client: M40 reverse charge, foreign VAT number and country in the QR, legal texts on the document", async () => {
    const refused = await api("POST", "/invoices", { key, body: { clientName: "Sin País SL", lines: [{ description: "Consultoria", unitEuros: 100, vatRate: 0, vatExemptionCode: "M40" }] } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details[0].path).toBe("lines[0].vatExemptionCode");
    const noReason = await api("POST", "/invoices", { key, body: { clientName: "Sem Motivo", lines: [{ description: "Formação", unitEuros: 100, vatRate: 0 }] } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.details[0].path).toBe("lines[0].vatExemptionCode");

    const issued = await api("POST", "/invoices", {
      key,
      body: { clientName: "Soluciones Ibéricas SL", clientCountry: "ES", clientForeignTaxId: "ESB12345674", clientAddress: "Calle Mayor 1, 28013 Madrid", lines: [{ description: "Desenvolvimento de software", unitEuros: 2_000, vatRate: 0, vatExemptionCode: "M40" }] },
    });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    // QR field B as the SAF-T's CustomerTaxID, without the country prefix (Portaria 302/2016 2.2.3; the country is field C).
    expect(Object.fromEntries(parseAtQrPayload(issued.body.data.qrPayload))).toMatchObject({ B: "B12345674", C: "ES", I2: "2000.00", N: "0.00", O: "2000.00" });
    const detail = (await api("GET", `/invoices/${issued.body.data.id}`, { key })).body.data;
    expect(detail.client).toMatchObject({ country: "ES", foreignTaxId: "ESB12345674", nif: null });
    expect(detail.lines[0].vatExemptionReason).toContain("IVA - autoliquidação");
    expect(detail.vatSummary[0].vatExemptionReason).toContain("art. 6.º n.º 6 alínea a)");
    expect(detail.notes[0]).toContain("declaração recapitulativa");
    const clients = (await api("GET", "/clients", { key })).body.data.clientes;
    expect(clients.find((row: { nome: string }) => row.nome === "Soluciones Ibéricas SL")).toBeDefined();
    const upserted = await api("POST", "/clients", { key, body: { name: "Soluciones Ibéricas SL", country: "ES", foreignTaxId: "ESB12345674", email: "facturas@ibericas.example" } });
    expect(upserted.body.data).toMatchObject({ acao: "atualizado", country: "ES", foreignTaxId: "ESB12345674" });
  });

  it("a fatura simplificada within CIVA art. 40.º limits is paid at issue; over them it is refused without a number", async () => {
    const fs = await api("POST", "/invoices", { key, body: { clientName: "Cliente ao Balcão", type: "FS", lines: [{ description: "Cabo de rede", unitEuros: 20 }] } });
    expect(fs.status, JSON.stringify(fs.body)).toBe(201);
    expect(fs.body.data).toMatchObject({ display: `FS ${year}/1`, type: "FS", status: "paid", openCents: 0 });
    expect(parseAtQrPayload(fs.body.data.qrPayload).get("D")).toBe("FS");
    const business = await api("POST", "/invoices", { key, body: { clientName: "Empresa Grande", clientNif: "501964843", clientAddress: "Rua do Cliente 1, 1000-001 Lisboa", type: "FS", lines: [{ description: "Serviço", unitEuros: 100 }] } });
    expect(business.status).toBe(400);
    expect(business.body.error.message).toContain("art. 40.º n.º 1 b)");
    // CIVA art. 40.º n.º 1 a): up to 1 000 € only for goods to a consumer (984 € of goods passes).
    const next = await api("POST", "/invoices", { key, body: { clientName: "Cliente ao Balcão", type: "FS", lines: [{ description: "Rato sem fios", kind: "goods", unitEuros: 800 }] } });
    expect(next.body.data.display).toBe(`FS ${year}/2`);
    // A known client is issued to without a transaction of its own: a refusal still comes before the number.
    const overForKnownClient = await api("POST", "/invoices", { key, body: { clientName: "Cliente ao Balcão", type: "FS", lines: [{ description: "Portátil", unitEuros: 2_000 }] } });
    expect(overForKnownClient.status).toBe(400);
    expect(overForKnownClient.body.error.details).toEqual([{ path: "type", message: "FS over its legal limit" }]);
    const afterRefusal = await api("POST", "/invoices", { key, body: { clientName: "Cliente ao Balcão", type: "FS", lines: [{ description: "Teclado", unitEuros: 30 }] } });
    expect(afterRefusal.body.data.display).toBe(`FS ${year}/3`);
  });

  it("a withholding invoice: QR field P, amount to receive = total − withholding, receivables and a full payment settle it", async () => {
    const before = await report();
    // IRS category B withholding is a sole trader's (CIRS art. 101.º): the company is one for this test.
    await testDatabase().company.update({ where: { id: company.companyId }, data: { legalForm: "Trabalhador independente" } });
    const issued = await api("POST", "/invoices", { key, body: { clientName: "Retém Lda", clientNif: "501964843", clientAddress: "Rua do Cliente 1, 1000-001 Lisboa", withholdingRule: "irs_b_151", lines: [{ description: "Consultoria fiscal", unitEuros: 1_000 }] } });
    await testDatabase().company.update({ where: { id: company.companyId }, data: { legalForm: "Sociedade por quotas (Lda)" } });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body.data).toMatchObject({ totalCents: 123_000, withholdingCents: 23_000, openCents: 100_000 });
    expect(parseAtQrPayload(issued.body.data.qrPayload).get("P")).toBe("230.00");
    const detail = (await api("GET", `/invoices/${issued.body.data.id}`, { key })).body.data;
    expect(detail).toMatchObject({ payableCents: 100_000, withholdingRule: { code: "irs_b_151", rateBasisPoints: 2_300 } });
    const after = await report();
    expect(after.receitasLiquidasCents - before.receitasLiquidasCents).toBe(100_000);
    expect(after.porCobrarCents - before.porCobrarCents).toBe(100_000);
    const paid = await api("POST", `/invoices/${issued.body.data.id}/payments`, { key, body: {} });
    expect(paid.body.data).toMatchObject({ amountCents: 100_000, invoice: { status: "paid" } });
    const consumer = await api("POST", "/invoices", { key, body: { clientName: "Particular", withholdingRule: "irs_b_151", lines: [{ description: "x", unitEuros: 10 }] } });
    expect(consumer.status).toBe(400);
    expect(consumer.body.error.details[0].path).toBe("withholdingRule");
  });

  it("a credit note on a withholding invoice carries the withholding of the net it credits (CIRC art. 94.º): receivables fall by what the client no longer pays", async () => {
    const issued = await api("POST", "/invoices", { key, body: { clientName: "Retém Parcial Lda", clientNif: "501964843", clientAddress: "Rua do Cliente 1, 1000-001 Lisboa", withholdingRule: "irc_94", lines: [{ description: "Licença de software (direitos de autor)", unitEuros: 1_000 }] } });
    const ft = issued.body.data;
    expect(ft).toMatchObject({ totalCents: 123_000, withholdingCents: 25_000, openCents: 98_000 });
    const before = await report();
    const half = await api("POST", "/credit-notes", { key, body: { reason: "Metade da licença não utilizada", references: [{ invoiceId: ft.id, lines: [{ line: 1, amountEuros: 500 }] }] } });
    expect(half.status, JSON.stringify(half.body)).toBe(201);
    // 500 € net: 615 € with VAT, of which the client would have withheld 25 % of 500 € = 125 €.
    expect(half.body.data).toMatchObject({ totalCents: 61_500, withholdingCents: 12_500 });
    expect(parseAtQrPayload(half.body.data.qrPayload).get("P")).toBe("125.00");
    const afterHalf = (await api("GET", `/invoices/${ft.id}`, { key })).body.data;
    expect(afterHalf).toMatchObject({ openCents: 49_000, status: "unpaid" });
    expect((await report()).porCobrarCents - before.porCobrarCents).toBe(-49_000);
    // The rest: the note takes exactly the withholding left, and the invoice is settled by credit.
    const rest = await api("POST", "/credit-notes", { key, body: { reason: "Licença cancelada", references: [{ invoiceId: ft.id }] } });
    expect(rest.body.data).toMatchObject({ totalCents: 61_500, withholdingCents: 12_500 });
    expect((await api("GET", `/invoices/${ft.id}`, { key })).body.data).toMatchObject({ openCents: 0, status: "credited" });
    expect((await report()).porCobrarCents - before.porCobrarCents).toBe(-98_000);
    // Annulling the second note gives its credit and its withholding back: 490 € open again.
    expect((await api("POST", `/invoices/${rest.body.data.id}/annul`, { key, body: { reason: "Emitida por engano" } })).status).toBe(200);
    expect((await api("GET", `/invoices/${ft.id}`, { key })).body.data).toMatchObject({ openCents: 49_000, status: "unpaid" });
    // A payment of what is left settles it.
    const paid = await api("POST", `/invoices/${ft.id}/payments`, { key, body: {} });
    expect(paid.body.data).toMatchObject({ amountCents: 49_000, invoice: { status: "paid" } });
  });

  it("two half credit notes of a 1,23 € invoice add up to 1,23 €: the completing one gives back the VAT left, not its own rounding (CIVA art. 78.º)", async () => {
    const ft = await issue({ clientName: "Arredondamentos Lda", clientNif: "501442600", clientAddress: "Rua do Cliente 1, 1000-001 Lisboa", lines: [{ description: "Serviço", unitEuros: 1 }] });
    const first = await api("POST", "/credit-notes", { key, body: { reason: "Metade", references: [{ invoiceId: ft.id, lines: [{ line: 1, amountEuros: 0.5 }] }] } });
    expect(first.body.data).toMatchObject({ netCents: 50, vatCents: 12, totalCents: 62 });
    const rest = await api("POST", "/credit-notes", { key, body: { reason: "A outra metade", references: [{ invoiceId: ft.id }] } });
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(rest.body.data).toMatchObject({ netCents: 50, vatCents: 11, totalCents: 61 });
    expect(parseAtQrPayload(rest.body.data.qrPayload).get("I8")).toBe("0.11");
    expect((await api("GET", `/invoices/${ft.id}`, { key })).body.data).toMatchObject({ status: "credited", creditedCents: 123, openCents: 0 });
    // Annulling it gives back exactly its 0,61 €.
    expect((await api("POST", `/invoices/${rest.body.data.id}/annul`, { key, body: { reason: "Emitida por engano" } })).status).toBe(200);
    expect((await api("GET", `/invoices/${ft.id}`, { key })).body.data).toMatchObject({ creditedCents: 62, openCents: 61 });
  });

  it("a receipt issued in error is annulled with a reason: the invoice is open again, the RC keeps its number and is in the SAF-T with status A outside the totals", async () => {
    const ft = await issue({ clientName: "Recibo Errado Lda", clientNif: "501442600", clientAddress: "Rua do Cliente 1, 1000-001 Lisboa", lines: [{ description: "Serviço", unitEuros: 100 }] });
    const first = (await api("POST", `/invoices/${ft.id}/payments`, { key, body: { amountEuros: 23 } })).body.data;
    const twice = (await api("POST", `/invoices/${ft.id}/payments`, { key, body: {} })).body.data;
    expect(twice.invoice.status).toBe("paid");
    const before = await report();
    const annulled = await api("POST", `/receipts/${twice.id}/annul`, { key, body: { reason: "Pagamento registado em duplicado" } });
    expect(annulled.status, JSON.stringify(annulled.body)).toBe(200);
    expect(annulled.body.data).toMatchObject({ display: twice.display, annulmentReason: "Pagamento registado em duplicado", openCents: 10_000, invoice: { status: "partially_paid", openCents: 10_000 } });
    expect(annulled.body.data.annulledAt).toEqual(expect.any(String));
    expect((await report()).porCobrarCents - before.porCobrarCents).toBe(10_000);
    const detail = (await api("GET", `/invoices/${ft.id}`, { key })).body.data;
    expect(detail.receipts.map((receipt: { display: string; annulledAt: string | null }) => [receipt.display, receipt.annulledAt !== null])).toEqual(expect.arrayContaining([[first.display, false], [twice.display, true]]));
    // Once is enough; a reason is mandatory.
    expect((await api("POST", `/receipts/${twice.id}/annul`, { key, body: { reason: "Outra vez" } })).status).toBe(409);
    expect((await api("POST", `/receipts/${first.id}/annul`, { key, body: { reason: "" } })).status).toBe(400);
    // The SAF-T of the month: both receipts listed, the annulled one with status A, its amount outside TotalCredit.
    const month = Number(lisbonToday(new Date()).slice(5, 7));
    const file = await api<Uint8Array>("GET", `/saft?year=${year}&month=${month}`, { key });
    expect((await validateSaft(file.body)).errors).toEqual([]);
    const text = decodeSaft(file.body);
    const listed = payments(text);
    const annulledBlock = listed.find((payment) => payment.paymentRefNo === twice.display)!.block;
    expect(annulledBlock).toContain("<PaymentStatus>A</PaymentStatus>");
    expect(annulledBlock).toContain("<Reason>Pagamento registado em duplicado</Reason>");
    const totals = paymentControlTotals(text);
    expect(totals.entries).toBe(listed.length);
    expect(totals.creditCents).toBe(listed.filter((payment) => !payment.block.includes("<PaymentStatus>A</PaymentStatus>")).reduce((sum, payment) => sum + payment.creditCents, 0));
    // A receipt a matched bank movement carries is refused until the reconciliation is undone.
    const banked = await issue({ clientName: "Pago pelo Banco Lda", clientNif: "501964843", clientAddress: "Rua do Cliente 1, 1000-001 Lisboa", lines: [{ description: "Serviço", unitEuros: 10 }] });
    const db = testDatabase();
    const account = await db.bankAccount.create({ data: { companyId: company.companyId, bankName: "Banco", iban: "PT50000201231234567890154" } });
    const movement = await db.bankMovement.create({ data: { companyId: company.companyId, accountId: account.id, date: new Date(`${lisbonToday(new Date())}T00:00:00Z`), description: "TRF PAGO PELO BANCO", amountCents: banked.totalCents, fingerprint: "recibo-banco" } });
    const settled = await api("POST", `/bank/movements/${movement.id}/settle`, { key, body: { allocations: [{ invoiceId: banked.id, amountEuros: banked.totalCents / 100 }] } });
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    const refused = await api("POST", `/receipts/${settled.body.data.receipts[0].id}/annul`, { key, body: { reason: "Engano" } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/^RC \S+ came from a matched bank movement: undo that match first\.$/);
  });
});
