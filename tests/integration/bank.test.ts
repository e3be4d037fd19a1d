import { beforeAll, describe, expect, inject, it } from "vitest";
import { WRITE_BATCH_ROWS } from "@/lib/domains/bank/store-movements";
import { addDays, lisbonToday, toUtcDate } from "@/lib/core/dates";
import { api } from "../support/api-client";
import { base64, expenseQrPayload, invoicePhoto, supplierNif } from "../support/document-fixtures";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";

const today = lisbonToday(new Date());
const day = (offset: number) => addDays(today, offset);
const csv = (rows: [string, string, string][]) => rows.map((row) => row.join(";")).join("\n");

describe("bank reconciliation, e-Fatura and compliance gaps", () => {
  let company: TestCompany;
  let key: string;
  let invoiceWithReference: { id: string; display: string; totalCents: number };
  let invoiceByAmountOnly: { id: string; display: string; totalCents: number };
  let electricityDocumentId: string;
  const supplier = supplierNif("50359713");

  const importCsv = (text: string) => api("POST", "/bank/import", { key, body: { csv: text, fileName: "extrato.csv" } });
  const overview = async (status?: string) => (await api("GET", `/bank/overview${status ? `?status=${status}` : ""}`, { key })).body.data;
  const movementBy = async (description: string) => (await overview()).movimentos.find((movement: { description: string }) => movement.description === description);

  beforeAll(async () => {
    company = await createTestCompany("Banco Teste, Lda");
    key = (await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 })).key;
    const issue = async (clientName: string, unitEuros: number) => (await api("POST", "/invoices", { key, body: { clientName, lines: [{ description: "Serviço", unitEuros }] } })).body.data;
    invoiceWithReference = await issue("Joana Lda", 1200); // 1 476,00 €
    invoiceByAmountOnly = await issue("Hotel Maré Alta, S.A.", 2000); // 2 460,00 €
    const document = await testDatabase().expenseDocument.create({
      data: { companyId: company.companyId, fileName: "edp.pdf", status: "archived", supplierName: "EDP Comercial, S.A.", supplierNif: supplier, documentDate: toUtcDate(day(-3)), netCents: 9_141, vatCents: 2_102, totalCents: 11_243, category: "eletricidade e água" },
    });
    electricityDocumentId = document.id;
  });

  it("imports a statement and matches it: reference → matched, amount only → suggested, supplier payment → matched, fee → unmatched", async () => {
    const response = await importCsv(csv([
      [day(0), `TRF SEPA DE JOANA LDA ${invoiceWithReference.display}`, "1476,00"],
      [day(0), "TRF SEPA RECEBIDA", "2.460,00"],
      [day(-1), "DD EDP COMERCIAL", "-112,43"],
      [day(-1), "COMISSAO MANUTENCAO CONTA", "-5,20"],
      [day(-1), "COMISSAO MANUTENCAO CONTA", "-5,20"],
    ]));
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ imported: 5, matched: 2, suggested: 1, unmatched: 2, duplicates: 0 });
    const paid = await api("GET", `/invoices/${invoiceWithReference.id}`, { key });
    expect(paid.body.data.status).toBe("paid");
    const joana = await movementBy(`TRF SEPA DE JOANA LDA ${invoiceWithReference.display}`);
    expect(joana).toMatchObject({ status: "matched", match: { type: "invoice", id: invoiceWithReference.id }, score: 1 });
    const edp = await movementBy("DD EDP COMERCIAL");
    expect(edp).toMatchObject({ status: "matched", match: { type: "document", id: electricityDocumentId } });
    expect(edp.score).toBeGreaterThanOrEqual(0.9);
    const suggestion = await movementBy("TRF SEPA RECEBIDA");
    expect(suggestion).toMatchObject({ status: "suggested", match: { id: invoiceByAmountOnly.id } });
    expect(suggestion.score).toBeGreaterThanOrEqual(0.6);
    expect(suggestion.score).toBeLessThan(0.9);
    expect(suggestion.reasons.length).toBeGreaterThan(0);
  });

  it("adds nothing twice: the same statement again, or one that overlaps", async () => {
    const again = await importCsv(csv([[day(-1), "COMISSAO MANUTENCAO CONTA", "-5,20"], [day(-1), "COMISSAO MANUTENCAO CONTA", "-5,20"]]));
    expect(again.body.data).toMatchObject({ imported: 0, duplicates: 2 });
    const overlapping = await importCsv(csv([[day(-1), "COMISSAO MANUTENCAO CONTA", "-5,20"], [day(-1), "COMISSAO MANUTENCAO CONTA", "-5,20"], [day(-1), "COMISSAO MANUTENCAO CONTA", "-5,20"]]));
    expect(overlapping.body.data).toMatchObject({ imported: 1, duplicates: 2 });
  });

  it("imports nothing when any line is invalid, listing the bad lines by number", async () => {
    const before = await testDatabase().bankMovement.count({ where: { companyId: company.companyId } });
    const response = await importCsv(csv([[day(0), "OK", "10,00"], ["31/02/2026", "DATA IMPOSSIVEL", "1,00"], [day(0), "SEM VALOR", "abc"]]));
    expect(response.status).toBe(400);
    expect(response.body.error.details.map((detail: { path: string }) => detail.path)).toEqual(["line 2", "line 3"]);
    expect(await testDatabase().bankMovement.count({ where: { companyId: company.companyId } })).toBe(before);
    expect((await importCsv("\n\n")).status).toBe(400);
    // A lone UTF-16 surrogate can only come through JSON; it is a bad line (400), never a 500 from the database.
    const surrogate = await importCsv(csv([[day(0), "TRF \ud800 SEM PAR", "1,00"]]));
    expect(surrogate.status).toBe(400);
    expect(await testDatabase().bankMovement.count({ where: { companyId: company.companyId } })).toBe(before);
  });

  it("refuses a binary file, a statement over 5 MB, and accepts multipart", async () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 1, 2, 3, 0])], { type: "image/png" }), "extrato.png");
    const binary = await fetch(`${inject("baseUrl")}/api/v1/bank/import`, { method: "POST", headers: { Authorization: `Bearer ${key}` }, body: form });
    expect(binary.status).toBe(400);
    const huge = await fetch(`${inject("baseUrl")}/api/v1/bank/import`, { method: "POST", headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" }, body: JSON.stringify({ csv: `${day(0)};X;1,00\n`.repeat(400_000) }) });
    expect(huge.status).toBe(413);
    const sample = new FormData();
    sample.append("file", new Blob([new TextEncoder().encode(`Data;Descrição;Débito;Crédito\n${day(0).split("-").reverse().join("-")};TRANSFERENCIA MULTIPART;;10,00\n`)], { type: "text/csv" }), "extrato.csv");
    const multipart = await fetch(`${inject("baseUrl")}/api/v1/bank/import`, { method: "POST", headers: { Authorization: `Bearer ${key}` }, body: sample });
    expect(multipart.status).toBe(200);
    expect((await multipart.json()).data.imported).toBe(1);
  });

  it("suggests rather than matches when two invoices are equally likely", async () => {
    const alfa = (await api("POST", "/invoices", { key, body: { clientName: "Cliente Alfa", lines: [{ description: "x", unitEuros: 777 }] } })).body.data;
    const beta = (await api("POST", "/invoices", { key, body: { clientName: "Cliente Beta", lines: [{ description: "x", unitEuros: 777 }] } })).body.data;
    const response = await importCsv(csv([[day(0), "TRANSFERENCIA RECEBIDA 777", "955,71"]]));
    expect(response.body.data).toMatchObject({ suggested: 1, matched: 0 });
    const movement = await movementBy("TRANSFERENCIA RECEBIDA 777");
    expect(movement.reasons.join(" ")).toMatch(/candidatos próximos/);
    expect([alfa.id, beta.id]).toContain(movement.match.id);
    // Neither invoice was paid by a suggestion.
    expect((await api("GET", `/invoices/${alfa.id}`, { key })).body.data.status).toBe("unpaid");
    expect((await api("GET", `/invoices/${beta.id}`, { key })).body.data.status).toBe("unpaid");
  });

  it("moves one movement through every transition and refuses impossible ones with 409", async () => {
    const suggestion = await movementBy("TRF SEPA RECEBIDA");
    const rejected = await api("POST", `/bank/movements/${suggestion.id}/reject`, { key });
    expect(rejected.body.data).toMatchObject({ status: "unmatched", match: null });
    expect((await api("POST", `/bank/movements/${suggestion.id}/accept`, { key })).status).toBe(409);
    // A new invoice triggers matching again, but the rejected pair is never suggested again.
    await api("POST", "/invoices", { key, body: { clientName: "Outro", lines: [{ description: "x", unitEuros: 5 }] } });
    expect((await movementBy("TRF SEPA RECEBIDA")).status).toBe("unmatched");
    expect((await api("POST", `/bank/movements/${suggestion.id}/ignore`, { key })).body.data.status).toBe("ignored");
    expect((await api("POST", `/bank/movements/${suggestion.id}/ignore`, { key })).status).toBe(409);
    expect((await api("POST", `/bank/movements/${suggestion.id}/restore`, { key })).body.data.status).toBe("unmatched");
    const manual = await api("POST", `/bank/movements/${suggestion.id}/match`, { key, body: { invoiceId: invoiceByAmountOnly.id } });
    // Money in matched to an invoice pays it with a receipt (the settle path): the reasons name the RC.
    expect(manual.body.data).toMatchObject({ status: "matched", match: null });
    expect(manual.body.data.reasons.join(" ")).toMatch(new RegExp(`^reconciliado manualmente RC \\S+: .* de ${invoiceByAmountOnly.display}$`));
    expect((await api("GET", `/invoices/${invoiceByAmountOnly.id}`, { key })).body.data.status).toBe("paid");
    const undone = await api("POST", `/bank/movements/${suggestion.id}/unmatch`, { key });
    expect(undone.body.data.status).toBe("unmatched");
    expect((await api("GET", `/invoices/${invoiceByAmountOnly.id}`, { key })).body.data.status).toBe("unpaid");
    expect((await api("POST", `/bank/movements/${suggestion.id}/unmatch`, { key })).status).toBe(409);
    expect((await api("POST", `/bank/movements/${suggestion.id}/restore`, { key })).status).toBe(409);
    expect((await api("POST", `/bank/movements/${suggestion.id}/match`, { key, body: { documentId: electricityDocumentId } })).status).toBe(409);
    expect((await api("POST", `/bank/movements/${suggestion.id}/match`, { key, body: {} })).status).toBe(400);
  });

  it("never matches one invoice to two movements", async () => {
    const fee = (await overview("unmatched")).movimentos.find((movement: { amountCents: number }) => movement.amountCents > 0)!;
    const joanaMovement = await movementBy(`TRF SEPA DE JOANA LDA ${invoiceWithReference.display}`);
    expect(joanaMovement.status).toBe("matched");
    const second = await api("POST", `/bank/movements/${fee.id}/match`, { key, body: { invoiceId: invoiceWithReference.id } });
    expect(second.status).toBe(409);
  });

  it("accepts all pending suggestions once; again returns 0", async () => {
    await importCsv(csv([[day(0), "PAGAMENTO CLIENTE ZETA", "123,00"]]));
    await api("POST", "/invoices", { key, body: { clientName: "Cliente Zeta", lines: [{ description: "x", unitEuros: 100 }] } });
    // The invoice arrived after the payment: matching ran again and found it by name and amount.
    const movement = await movementBy("PAGAMENTO CLIENTE ZETA");
    expect(["suggested", "matched"]).toContain(movement.status);
    const pending = (await overview()).counts.suggested;
    const accepted = await api("POST", "/bank/suggestions/accept", { key });
    expect(accepted.body.data.conciliadas).toBeGreaterThan(0);
    expect(accepted.body.data.conciliadas).toBeLessThanOrEqual(pending);
    expect((await api("POST", "/bank/suggestions/accept", { key })).body.data).toEqual({ conciliadas: 0, returned: 0 });
    expect((await overview()).counts.suggested).toBe(0);
  });

  it("shows the balance, counts per status, and filters by status", async () => {
    const all = await overview();
    const sum = await testDatabase().bankMovement.aggregate({ where: { companyId: company.companyId }, _sum: { amountCents: true } });
    expect(all.saldoCents).toBe(sum._sum.amountCents);
    expect(all.counts.matched + all.counts.unmatched + all.counts.suggested + all.counts.ignored).toBe(await testDatabase().bankMovement.count({ where: { companyId: company.companyId } }));
    const matched = await overview("matched");
    expect(matched.movimentos.every((movement: { status: string }) => movement.status === "matched")).toBe(true);
    expect((await api("GET", "/bank/overview?status=pending", { key })).status).toBe(400);
  });

  it("flags e-Fatura purchases registered in the service, and flips the flag when the document arrives", async () => {
    const db = testDatabase();
    await db.efaturaEntry.create({ data: { companyId: company.companyId, supplierName: "EDP Comercial, S.A.", supplierNif: supplier, documentDate: toUtcDate(day(-3)), documentNumber: "FT EDP/1", totalCents: 11_243, vatCents: 2_102 } });
    const fuelNif = supplierNif("50434750");
    await db.efaturaEntry.create({ data: { companyId: company.companyId, supplierName: "Galp Energia, S.A.", supplierNif: fuelNif, documentDate: toUtcDate(day(-5)), documentNumber: "FT G/9", atcud: "GALP1234-9", totalCents: 6_150, vatCents: 1_150 } });
    const before = (await api("GET", "/efatura", { key })).body.data.movimentos;
    expect(before.find((item: { documentNumber: string }) => item.documentNumber === "FT EDP/1")).toMatchObject({ registadoNoServico: true, documentId: electricityDocumentId });
    expect(before.find((item: { documentNumber: string }) => item.documentNumber === "FT G/9").registadoNoServico).toBe(false);
    const gapsBefore = (await api("GET", "/compliance/gaps", { key })).body.data;
    expect(gapsBefore.efaturaSemRegisto.map((gap: { documentNumber: string }) => gap.documentNumber)).toEqual(["FT G/9"]);

    // The company classified this supplier before (a photo's QR code has no lines to read a category from).
    await db.supplierCategory.create({ data: { companyId: company.companyId, supplierNif: fuelNif, category: "combustíveis" } });
    const photo = await invoicePhoto(expenseQrPayload({ supplierNif: fuelNif, buyerNif: company.nif, date: day(-5), documentId: "FT G/9", atcud: "GALP1234-9", normalBaseCents: 5_000, normalVatCents: 1_150 }));
    expect((await api("POST", "/documents", { key, body: { fileName: "galp.jpg", mimeType: "image/jpeg", dataBase64: base64(photo) } })).body.data.status).toBe("archived");
    const after = (await api("GET", "/efatura", { key })).body.data.movimentos;
    expect(after.find((item: { documentNumber: string }) => item.documentNumber === "FT G/9").registadoNoServico).toBe(true);
    expect((await api("GET", "/compliance/gaps", { key })).body.data.counts.efaturaSemRegisto).toBe(0);
  });

  it("lists each compliance gap with the ids to act on", async () => {
    const db = testDatabase();
    const old = await db.expenseDocument.create({ data: { companyId: company.companyId, fileName: "antigo.pdf", status: "archived", supplierName: "Papelaria Velha, Lda", supplierNif: supplierNif("50962511"), documentDate: toUtcDate(day(-40)), netCents: 1000, vatCents: 230, totalCents: 1230 } });
    const overdueInvoice = (await api("POST", "/invoices", { key, body: { clientName: "Devedor Lda", lines: [{ description: "x", unitEuros: 10 }] } })).body.data;
    await db.invoice.update({ where: { id: overdueInvoice.id }, data: { dueDate: toUtcDate(day(-10)) } });
    const gaps = (await api("GET", "/compliance/gaps", { key })).body.data;
    expect(gaps.despesasSemMovimentoBancario.find((gap: { documentId: string }) => gap.documentId === old.id)).toMatchObject({ daysSinceDocument: 40, totalCents: 1230 });
    expect(gaps.despesasSemMovimentoBancario.some((gap: { documentId: string }) => gap.documentId === electricityDocumentId)).toBe(false);
    expect(gaps.faturasVencidasPorReceber.find((gap: { invoiceId: string }) => gap.invoiceId === overdueInvoice.id)).toMatchObject({ daysOverdue: 10, display: overdueInvoice.display });
    expect(gaps.movimentosBancariosPorClassificar.length).toBe(gaps.counts.movimentosBancariosPorClassificar);
    expect(gaps.movimentosBancariosPorClassificar.every((gap: { status: string }) => ["unmatched", "suggested"].includes(gap.status))).toBe(true);
    for (const list of ["efaturaSemRegisto", "despesasSemMovimentoBancario", "faturasVencidasPorReceber", "movimentosBancariosPorClassificar"]) {
      for (const item of gaps[list]) expect(item.explanation.length).toBeGreaterThan(20);
    }
    const briefing = (await api("GET", "/briefing", { key })).body.data;
    expect(briefing.gaps).toEqual({ efaturaWithoutRecord: gaps.counts.efaturaSemRegisto, expensesWithoutBankMovement: gaps.counts.despesasSemMovimentoBancario, overdueInvoicesToCollect: gaps.counts.faturasVencidasPorReceber, bankMovementsToClassify: gaps.counts.movimentosBancariosPorClassificar });
  });

  it("refuses another company's movements and targets", async () => {
    const other = await createTestCompany();
    const otherKey = (await createTestKey(other.companyId)).key;
    const mine = (await overview()).movimentos[0];
    expect((await api("POST", `/bank/movements/${mine.id}/ignore`, { key: otherKey })).status).toBe(404);
    await api("POST", "/bank/import", { key: otherKey, body: { csv: csv([[day(0), "OUTRA EMPRESA", "50,00"]]) } });
    const theirs = (await api("GET", "/bank/overview", { key: otherKey })).body.data.movimentos[0];
    expect((await api("POST", `/bank/movements/${theirs.id}/match`, { key: otherKey, body: { invoiceId: invoiceWithReference.id } })).status).toBe(404);
    expect((await api("GET", "/bank/overview", { key: otherKey })).body.data.movimentos).toHaveLength(1);
    expect((await api("GET", "/efatura", { key: otherKey })).body.data.movimentos).toEqual([]);
  });
});

describe("a statement written in several batches", () => {
  it("matches and marks paid the invoices named in the first, a middle and the last batch; importing it again adds nothing", async () => {
    const company = await createTestCompany("Lotes Extrato, Lda");
    const key = (await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 })).key;
    const invoices = [];
    for (const unitEuros of [101, 202, 303]) invoices.push((await api("POST", "/invoices", { key, body: { clientName: "Cliente Lotes", lines: [{ description: "Serviço", unitEuros }] } })).body.data);
    // One date, so the file's order is the order of writing: the payments open the first batch, sit
    // in the second and close the third.
    const gap = WRITE_BATCH_ROWS + 100;
    const payment = (invoice: { display: string; totalCents: number }) => [day(0), `TRF ${invoice.display}`, (invoice.totalCents / 100).toFixed(2).replace(".", ",")] as [string, string, string];
    const fillers = (from: number) => Array.from({ length: gap }, (_, n) => [day(0), `COMISSAO ${from + n}`, "-1,07"] as [string, string, string]);
    const text = csv([payment(invoices[0]), ...fillers(0), payment(invoices[1]), ...fillers(gap), payment(invoices[2])]);
    const lines = 2 * gap + 3;

    const imported = await api("POST", "/bank/import", { key, body: { csv: text } });
    expect(imported.status).toBe(200);
    expect(imported.body.data).toMatchObject({ imported: lines, matched: 3, suggested: 0, unmatched: 2 * gap, duplicates: 0 });
    for (const invoice of invoices) {
      const stored = await testDatabase().invoice.findUniqueOrThrow({ where: { id: invoice.id }, select: { paidAt: true } });
      expect(stored.paidAt?.toISOString().slice(0, 10)).toBe(day(0));
      expect(await testDatabase().bankMovement.count({ where: { companyId: company.companyId, status: "matched", invoiceId: invoice.id } })).toBe(1);
    }
    const again = await api("POST", "/bank/import", { key, body: { csv: text } });
    expect(again.body.data).toMatchObject({ imported: 0, matched: 0, duplicates: lines });
    expect(await testDatabase().bankMovement.count({ where: { companyId: company.companyId } })).toBe(lines);
  });
});

describe("bank import cap", () => {
  // `count` movement lines after a header, amounts that match nothing in a fresh company.
  const statement = (count: number) => ["date;description;amount", ...Array.from({ length: count }, (_, n) => `${day(-(n % 300))};LIMITE TESTE ${n};${(n % 500) + 1},07`)].join("\n");

  it("refuses a statement over 20 000 movement lines whole with 413 and the count, and takes 20 000 while the server keeps answering", async () => {
    const company = await createTestCompany("Limite Extrato, Lda");
    const key = (await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 })).key;
    const stored = () => testDatabase().bankMovement.count({ where: { companyId: company.companyId } });

    const over = await api("POST", "/bank/import", { key, body: { csv: statement(20_001) } });
    expect(over.status).toBe(413);
    expect(over.body.error).toMatchObject({ code: "payload_too_large", message: expect.stringMatching(/20001 movement lines; at most 20000/), details: [{ path: "csv", message: "20001 movement lines; at most 20000" }] });
    const file = new FormData();
    file.append("file", new Blob([statement(25_000)], { type: "text/csv" }), "extrato.csv");
    const overFile = await fetch(`${inject("baseUrl")}/api/v1/bank/import`, { method: "POST", headers: { Authorization: `Bearer ${key}` }, body: file });
    expect(overFile.status).toBe(413);
    expect(await stored()).toBe(0);

    // At the cap: accepted, while a health probe every 20 ms measures how long the server stops answering.
    const latencies: number[] = [];
    let importing = true;
    const probe = (async () => {
      while (importing) {
        const started = performance.now();
        expect((await fetch(`${inject("baseUrl")}/api/health`)).status).toBe(200);
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const full = await api("POST", "/bank/import", { key, body: { csv: statement(20_000) } }).finally(() => (importing = false));
    await probe;
    expect(full.status).toBe(200);
    expect(full.body.data).toMatchObject({ imported: 20_000, duplicates: 0 });
    expect(await stored()).toBe(20_000);
    console.info(`health during a 20 000-line import: ${latencies.length} probes, slowest ${Math.round(Math.max(...latencies))} ms`);
    expect(Math.max(...latencies)).toBeLessThan(1_500); // generous: the bench reports the real figure
  });
});
