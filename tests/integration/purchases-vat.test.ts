import { beforeAll, describe, expect, it } from "vitest";
import { lisbonToday } from "@/lib/core/dates";
import { api } from "../support/api-client";
import { base64, expenseQrPayload, invoicePdf, supplierNif } from "../support/document-fixtures";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";
import { finalDocument, uploadAndSettle } from "./documents-polling";

// #12 §2 and §3: deductible VAT per CIVA art. 21.º in the calendar and the report, one purchase
// counted once (supplier NIF + number), VAT from a text-only PDF, and the calendar following the
// company profile (DL 198/2012 art. 3.º-A, CIVA art. 29.º, CIRS art. 119.º).

const GALP = supplierNif("50434750");
const RESTAURANT = supplierNif("51488213");

describe("purchases: deductible VAT, duplicates and the profile's calendar", () => {
  let company: TestCompany;
  let key: string;
  let period: { key: string; code: string; start: string };
  const obligations = async () => (await api("GET", "/fiscal-calendar", { key })).body.data.obligations as any[];
  const pdfWithQr = async (name: string, nif: string, line: string, number: string, date: string, base: number, vat: number) =>
    invoicePdf(
      [name, `NIF ${nif}`, `Fatura ${number}`, `Data: ${date.split("-").reverse().join("/")}`, line, `IVA 23% ${(vat / 100).toFixed(2).replace(".", ",")} €`, `Total ${((base + vat) / 100).toFixed(2).replace(".", ",")} €`],
      expenseQrPayload({ supplierNif: nif, buyerNif: company.nif, date, documentId: number, atcud: `ABCD2345-${number.split("/")[1]}`, normalBaseCents: base, normalVatCents: vat }),
    );
  const upload = (fileName: string, bytes: Uint8Array) => uploadAndSettle(key, { fileName, mimeType: "application/pdf", dataBase64: base64(bytes) });

  beforeAll(async () => {
    company = await createTestCompany("Compras Teste, Lda");
    key = (await createTestKey(company.companyId, { scopes: ["read", "documents:write", "invoices:write", "company:write"], rateLimitPerMinute: 10_000 })).key;
    await api("POST", "/invoices", { key, body: { clientName: "Cliente Compras", clientNif: "501442600", clientAddress: "Rua do Cliente 1, 1000-001 Lisboa", lines: [{ description: "Serviço", unitEuros: 1000 }] } });
    const vat = (await obligations()).find((obligation) => obligation.key.startsWith("iva-pagamento"));
    const [year, quarter] = (vat.period as string).split("-T").map(Number);
    period = { key: vat.key, code: vat.period, start: `${year}-${String((quarter! - 1) * 3 + 1).padStart(2, "0")}-02` };
  });

  it("counts half the VAT of diesel and none of a meal (CIVA art. 21.º, n.º 1, al. b) and d)) in the calendar and the report", async () => {
    const before = (await obligations()).find((obligation) => obligation.key === period.key);
    const fuel = await upload("galp.pdf", await pdfWithQr("Galp Energia, S.A.", GALP, "Gasóleo rodoviário", "FT G/101", period.start, 5_000, 1_150));
    expect(fuel.body.data).toMatchObject({ status: "archived", category: "combustíveis", vatCents: 1_150, vatDeductibleCents: 575 });
    const meal = await upload("almoco.pdf", await pdfWithQr("Restaurante O Pátio, Lda", RESTAURANT, "Refeição — almoço com cliente", "FT R/7", period.start, 4_000, 920));
    expect(meal.body.data).toMatchObject({ status: "archived", category: "refeições", vatCents: 920, vatDeductibleCents: 0 });

    const after = (await obligations()).find((obligation) => obligation.key === period.key);
    expect(after.vatFigures.purchaseVatCents - before.vatFigures.purchaseVatCents).toBe(2_070);
    expect(after.vatFigures.deductibleCents - before.vatFigures.deductibleCents).toBe(575);
    expect(after.estimatedAmountCents).toBe(before.estimatedAmountCents - 575);
    expect(after.estimatedAmountCents).toBe(after.vatFigures.chargedCents - after.vatFigures.deductibleCents);

    const [year, quarter] = period.code.split("-T");
    const report = (await api("GET", `/reports/financial?year=${year}&quarter=${quarter}`, { key })).body.data;
    const rows = await testDatabase().expenseDocument.findMany({ where: { companyId: company.companyId, status: "archived" }, select: { vatCents: true, vatDeductibleCents: true, documentDate: true } });
    const inYear = rows.filter((row) => row.documentDate!.getUTCFullYear() === Number(year));
    expect(report.vatPaidCents).toBe(inYear.reduce((sum, row) => sum + row.vatCents!, 0));
    expect(report.vatDeductibleCents).toBe(inYear.reduce((sum, row) => sum + row.vatDeductibleCents!, 0));
    expect(report.period.vatDeductibleCents).toBe(after.vatFigures.deductibleCents);
    expect(report.period.vatBalanceCents).toBe(after.estimatedAmountCents);

    // A goods vehicle's diesel is deductible in full (art. 21.º, n.º 2): set by hand in the review.
    const reviewed = await api("PATCH", `/documents/${fuel.body.data.id}`, { key, body: { vatDeductibleCents: 1_150 } });
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.data.vatDeductibleCents).toBe(1_150);
    const tooMuch = await api("PATCH", `/documents/${fuel.body.data.id}`, { key, body: { vatDeductibleCents: 1_151 } });
    expect(tooMuch.status).toBe(400);
  });

  it("recognises another file of the same purchase by supplier NIF + number and counts it once", async () => {
    const first = await upload("galp-2.pdf", await pdfWithQr("Galp Energia, S.A.", GALP, "Gasóleo rodoviário", "FT G/202", period.start, 4_000, 920));
    expect(first.body.data.status).toBe("archived");
    const before = (await obligations()).find((obligation) => obligation.key === period.key);
    // The "phone photo": a text-only PDF, other bytes, same supplier and number, VAT in a rate table.
    const copy = await invoicePdf(["Galp Energia, S.A.", `NIF ${GALP}`, "Fatura FT G/202", `Data: ${period.start.split("-").reverse().join("/")}`, "Taxa Incidência IVA", "23% 40,00 9,20", "Total 49,20 €"]);
    const response = await api("POST", "/documents", { key, body: { fileName: "foto-galp.pdf", mimeType: "application/pdf", dataBase64: base64(copy) } });
    if (response.status === 200) {
      expect(response.body.data).toMatchObject({ id: first.body.data.id, duplicate: true });
    } else {
      expect(response.status).toBe(201); // answered before extraction ended: the copy then points to the original
      expect(await finalDocument(key, response.body.data.id)).toMatchObject({ status: "needs_review", duplicateOf: first.body.data.id });
    }
    const copyRow = await testDatabase().expenseDocument.findFirstOrThrow({ where: { companyId: company.companyId, fileName: "foto-galp.pdf" } });
    expect(copyRow).toMatchObject({ duplicateOfId: first.body.data.id, status: "needs_review", vatCents: 920 });
    const after = (await obligations()).find((obligation) => obligation.key === period.key);
    expect(after.vatFigures).toEqual(before.vatFigures);
    const confirm = await api("PATCH", `/documents/${copyRow.id}`, { key, body: { confirm: true } });
    expect(confirm.status).toBe(409);
  });

  it("reads the VAT of a text-only PDF (no QR code)", async () => {
    const text = await invoicePdf(["Galp Energia, S.A.", `NIF ${GALP}`, "Fatura FT G/303", `Data: ${period.start.split("-").reverse().join("/")}`, "Gasóleo rodoviário", "Taxa Incidência IVA", "23% 60,00 13,80", "Total 73,80 €"]);
    const response = await upload("galp-sem-qr.pdf", text);
    expect(response.body.data).toMatchObject({ status: "archived", vatCents: 1_380, netCents: 6_000, totalCents: 7_380, vatDeductibleCents: 690 });
    expect(response.body.data.sources.vatCents).toBe("text");
  });

  it("shows the obligations the profile implies and not the others", async () => {
    const kinds = async () => new Set((await obligations()).map((obligation) => obligation.key.replace(/-\d{4}(-(T\d|\d{2}))?(-\d)?$/, "")));
    const none = await kinds();
    for (const rule of ["dmr", "ss-declaracao", "ss-pagamento", "declaracao-recapitulativa", "modelo30"]) expect(none.has(rule)).toBe(false);
    expect(none.has("efatura-comunicacao")).toBe(true);
    const patched = await api("PATCH", "/company", { key, body: { hasEmployees: true, euOperations: true, paysNonResidents: true } });
    expect(patched.status).toBe(200);
    const all = await kinds();
    // The recapitulative statement also needs an intra-EU supply in the period's books (RITI art. 30.º):
    // tests/integration/books-figures.test.ts.
    for (const rule of ["dmr", "ss-declaracao", "ss-pagamento", "modelo30"]) expect(all.has(rule)).toBe(true);
    await api("PATCH", "/company", { key, body: { hasEmployees: false, euOperations: false, paysNonResidents: false } });
  });

  it("puts the inventory communication (31 January, DL 198/2012 art. 3.º-A) in the calendar only with inventory", async () => {
    // Due 31 January: inside the 120-day horizon from October on, so checked through the rule's key.
    const today = lisbonToday(new Date());
    const inHorizon = today.slice(5) >= "10-03";
    await testDatabase().company.update({ where: { id: company.companyId }, data: { holdsInventory: true } });
    const withStock = (await obligations()).some((obligation) => obligation.key.startsWith("inventario-comunicacao"));
    await testDatabase().company.update({ where: { id: company.companyId }, data: { holdsInventory: false } });
    const without = (await obligations()).some((obligation) => obligation.key.startsWith("inventario-comunicacao"));
    expect(withStock).toBe(inHorizon);
    expect(without).toBe(false);
  });
});
