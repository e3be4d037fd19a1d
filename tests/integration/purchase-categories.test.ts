import { beforeAll, describe, expect, it } from "vitest";
import { addDays, lisbonToday } from "@/lib/core/dates";
import { api } from "../support/api-client";
import { base64, invoicePdf, invoicePhoto, supplierNif } from "../support/document-fixtures";
import { buildAtQrPayload } from "@/lib/domains/invoices/at-qr-code";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";
import { seedDemoExpenses } from "@/seeds/demo-expenses";
import { hashPassword } from "@/lib/domains/auth/password";
import { page, signInCookie } from "../support/session";
import { uploadAndSettle } from "./documents-polling";

// Issue 31 §1 through the product: the audit's documents (W1) uploaded as text PDFs get the category
// of their lines and the deductible VAT of CIVA arts. 20.º–21.º with the reason; a QR-only meal photo
// (ux 3) goes to review with a question; the user's correction becomes the supplier's rule; a software
// subscription from Ireland is a reverse charge (CIVA art. 2.º, n.º 1, al. i)), due and deductible.

const today = lisbonToday(new Date());
const date = addDays(today, -1);
const printedDate = date.split("-").reverse().join("/");

describe("purchases: category from the lines, reason, review questions, user rules, reverse charge", () => {
  let company: TestCompany;
  let key: string;
  let number = 0;
  const upload = async (fileName: string, bytes: Uint8Array, mimeType = "application/pdf") => (await uploadAndSettle(key, { fileName, mimeType, dataBase64: base64(bytes) })).body.data;
  const auditPdf = (supplier: string, address: string[], nif: string, line: string, rate: number, baseCents: number) => {
    const vat = Math.round((baseCents * rate) / 100);
    const euros = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");
    return invoicePdf([supplier, ...address, `NIF ${nif}`, `Fatura FT A/${++number}`, `Data: ${printedDate}`, `Cliente: NIF ${company.nif}`, line, "Taxa Incidência IVA", `${rate}% ${euros(baseCents)} ${euros(vat)}`, `Total ${euros(baseCents + vat)} €`]);
  };
  const obligations = async () => (await api("GET", "/fiscal-calendar", { key })).body.data.obligations as any[];

  beforeAll(async () => {
    company = await createTestCompany("Minho Equipamentos Teste, Lda");
    key = (await createTestKey(company.companyId, { scopes: ["read", "documents:write", "invoices:write"], rateLimitPerMinute: 10_000 })).key;
  });

  it("books the audit's W1 documents by their lines, with the article in the reason (CIVA arts. 20.º–21.º)", async () => {
    const cases = [
      { file: "hotel.pdf", pdf: () => auditPdf("Hotel Avenida Palace, S.A.", ["Rua 1.º de Dezembro, 123", "1200-359 Lisboa"], supplierNif("50012345"), "Alojamento - 2 noites", 6, 20_000), category: "alojamento", vat: 1_200, deductible: 0, article: "art. 21.º, n.º 1, al. d)" },
      { file: "oficina.pdf", pdf: () => auditPdf("Auto Reparadora Silva, Lda", ["Estrada de Benfica, 410", "1500-100 Lisboa"], supplierNif("50823411"), "Revisao e pneus - viatura ligeira de passageiros", 23, 40_000), category: "viaturas ligeiras de passageiros", vat: 9_200, deductible: 0, article: "art. 21.º, n.º 1, al. a)" },
      { file: "renting.pdf", pdf: () => auditPdf("Ayvens Portugal, S.A.", ["Av. Jose Malhoa, 16", "1070-159 Lisboa"], supplierNif("50212763"), "Renda mensal de aluguer operacional (renting) - viatura ligeira de passageiros", 23, 50_000), category: "viaturas ligeiras de passageiros", vat: 11_500, deductible: 0, article: "art. 21.º, n.º 1, al. a)" },
      { file: "consultoria.pdf", pdf: () => auditPdf("Lisboa Tech Advisors, Lda", ["Alameda dos Oceanos, Lote 1.02", "Parque das Nacoes", "1990-203 Lisboa"], supplierNif("51433870"), "Consultoria em ciberseguranca", 23, 100_000), category: "serviços profissionais", vat: 23_000, deductible: 23_000, article: "art. 20.º" },
      { file: "cabo.pdf", pdf: () => auditPdf("Distribuidora Eletro Norte, Lda", ["Zona Industrial da Maia, Lote 7", "4470-122 Maia"], supplierNif("50765432"), "Cabo UTP Cat6 - bobine de 305 metros", 23, 15_000), category: "mercadorias para revenda", vat: 3_450, deductible: 3_450, article: "art. 20.º" },
      { file: "galp-power.pdf", pdf: () => auditPdf("Galp Power, S.A.", ["Rua Tomas da Fonseca, Torre C", "1600-209 Lisboa"], supplierNif("50453421"), "Eletricidade - loja", 23, 30_000), category: "eletricidade e água", vat: 6_900, deductible: 6_900, article: "art. 20.º" },
    ];
    for (const example of cases) {
      const document = await upload(example.file, await example.pdf());
      expect(document, example.file).toMatchObject({ status: "archived", category: example.category, vatCents: example.vat, vatDeductibleCents: example.deductible, reverseCharge: false, selfAssessedVatCents: null });
      expect(document.categoryReason, example.file).toContain(example.article);
      expect(document.sources.category).toBe("rules");
    }
    const listed = (await api("GET", "/documents?supplierName=hotel", { key })).body.data.documentos[0];
    expect(listed.categoryReason).toContain("Alojamento");
  });

  it("sends a QR-only meal photo to review with the question in Portuguese, then remembers the user's answer for the supplier (ux 3)", async () => {
    const restaurant = supplierNif("51234512");
    const payload = (n: number) =>
      buildAtQrPayload({
        issuerNif: restaurant, buyerNif: company.nif, buyerCountry: "PT", documentType: "FS", documentStatus: "N", documentDate: date, documentId: `FS R1/${n}`, atcud: `RRTT5566-${n}`,
        fiscalSpace: "PT", intermediateBaseCents: 2_250, intermediateVatCents: 293, normalBaseCents: 400, normalVatCents: 92, totalVatCents: 385, grossTotalCents: 3_035, hashCharacters: "xY7z", certificateNumber: "4321",
      });
    const first = await upload("restaurante.jpg", await invoicePhoto(payload(882)), "image/jpeg");
    expect(first).toMatchObject({ status: "needs_review", vatCents: 385 });
    expect(first.reviewReasons.join(" ")).toContain("Que tipo de despesa é esta?");
    expect(first.confidence).toBeLessThan(0.6);

    const corrected = await api("PATCH", `/documents/${first.id}`, { key, body: { category: "refeições" } });
    expect(corrected.status).toBe(200);
    expect(corrected.body.data).toMatchObject({ status: "archived", category: "refeições", vatDeductibleCents: 0 });
    expect(corrected.body.data.categoryReason).toContain("Regra do utilizador para este fornecedor");
    expect(await testDatabase().supplierCategory.findUnique({ where: { companyId_supplierNif: { companyId: company.companyId, supplierNif: restaurant } } })).toMatchObject({ category: "refeições", deductibleShare: null });

    const next = await upload("restaurante-2.jpg", await invoicePhoto(payload(883)), "image/jpeg");
    expect(next).toMatchObject({ status: "archived", category: "refeições", vatDeductibleCents: 0, reviewReasons: [] });
    expect(next.sources.category).toBe("user_rule");
    expect(next.categoryReason).toMatch(/^Regra do utilizador para este fornecedor: refeições\. IVA dedutível: 0 % \(CIVA art\. 21\.º, n\.º 1, al\. d\)/);
  });

  it("corrects an archived document and keeps a share the user set as the supplier's rule (art. 21.º, n.º 2)", async () => {
    const truckFuel = supplierNif("50312001");
    const fuel = await upload("gasoleo.pdf", await auditPdf("Posto Repsol Avenida", [], truckFuel, "Gasoleo rodoviario 60 l", 23, 6_000));
    expect(fuel).toMatchObject({ status: "archived", category: "combustíveis", vatDeductibleCents: 690 });
    const full = await api("PATCH", `/documents/${fuel.id}`, { key, body: { category: "combustíveis", vatDeductibleCents: 1_380 } });
    expect(full.body.data).toMatchObject({ status: "archived", vatDeductibleCents: 1_380 });
    const again = await upload("gasoleo-2.pdf", await auditPdf("Posto Repsol Avenida", [], truckFuel, "Gasoleo rodoviario 30 l", 23, 3_000));
    expect(again).toMatchObject({ status: "archived", category: "combustíveis", vatCents: 690, vatDeductibleCents: 690 });
    expect(again.categoryReason).toContain("Regra do utilizador para este fornecedor");
  });

  it("self-assesses the VAT of a software subscription from Ireland: due and deductible in the same period (CIVA art. 2.º, n.º 1, al. i))", async () => {
    await api("POST", "/invoices", { key, body: { clientName: "Cliente Autoliquidação", clientNif: "501442600", clientAddress: "Rua do Cliente 1, 1000-001 Lisboa", lines: [{ description: "Serviço", unitEuros: 1000 }] } });
    const vat = (await obligations()).find((obligation) => obligation.key.startsWith("iva-pagamento"));
    const [year, quarter] = (vat.period as string).split("-T").map(Number);
    const inPeriod = `02/${String((quarter! - 1) * 3 + 1).padStart(2, "0")}/${year}`;
    const report = async () => (await api("GET", `/reports/financial?year=${year}&quarter=${quarter}`, { key })).body.data.period;
    const [calendarBefore, reportBefore] = [vat, await report()];
    const pdf = await invoicePdf(["Microsoft Ireland Operations Ltd", "One Microsoft Place, South County Business Park", "Leopardstown, Dublin 18, Ireland", "VAT IE 8256796U", "Invoice E0600ABCDE", `Data: ${inPeriod}`, `Cliente: NIF PT${company.nif}`, "Microsoft 365 Business Standard - 5 licenses, monthly subscription", "Reverse charge - VAT to be accounted for by the recipient (Article 196, Directive 2006/112/EC)", "Total 60,00 EUR"]);
    const document = await upload("microsoft.pdf", pdf);
    expect(document).toMatchObject({ status: "archived", supplierNif: null, supplierVatId: "IE8256796U", category: "software e serviços cloud", vatCents: 0, netCents: 6_000, totalCents: 6_000, reverseCharge: true, selfAssessedVatCents: 1_380, vatDeductibleCents: 1_380 });
    expect(document.categoryReason).toContain("Autoliquidação: 13,80 €");

    const calendarAfter = (await obligations()).find((obligation) => obligation.key === vat.key);
    expect(calendarAfter.vatFigures.chargedCents - calendarBefore.vatFigures.chargedCents).toBe(1_380);
    expect(calendarAfter.vatFigures.deductibleCents - calendarBefore.vatFigures.deductibleCents).toBe(1_380);
    expect(calendarAfter.estimatedAmountCents).toBe(calendarBefore.estimatedAmountCents);
    const reportAfter = await report();
    expect(reportAfter.vatChargedCents - reportBefore.vatChargedCents).toBe(1_380);
    expect(reportAfter.vatDeductibleCents - reportBefore.vatDeductibleCents).toBe(1_380);
    expect(reportAfter.vatBalanceCents).toBe(reportBefore.vatBalanceCents);
  });

  it("tells the demo's story: the Microsoft Ireland subscription reverse-charged, the car's service at 0 %", async () => {
    const demo = await createTestCompany("Demo Despesas Teste, Lda");
    await seedDemoExpenses(testDatabase(), demo.companyId, demo.nif, "purchase-categories-test-user", today);
    const rows = await testDatabase().expenseDocument.findMany({ where: { companyId: demo.companyId, duplicateOfId: null } });
    const microsoft = rows.filter((row) => row.supplierName?.startsWith("Microsoft Ireland"));
    expect(microsoft.length).toBeGreaterThan(0);
    for (const row of microsoft) {
      expect(row).toMatchObject({ status: "archived", supplierNif: null, supplierVatId: "IE8256796U", category: "software e serviços cloud", vatCents: 0, selfAssessedVatCents: 1_380, vatDeductibleCents: 1_380 });
    }
    const carService = rows.filter((row) => row.supplierName === "Auto Reparadora Silva, Lda");
    expect(carService.length).toBe(2);
    for (const row of carService) {
      expect(row).toMatchObject({ status: "archived", category: "viaturas ligeiras de passageiros", vatDeductibleCents: 0 });
      expect(row.vatCents).toBeGreaterThan(0);
    }
    // Every other purchase keeps the category its lines give (nothing of the demo falls to "outros").
    expect(rows.filter((row) => row.status === "archived" && row.category === "outros")).toEqual([]);
  });

  it("shows the reason on the expense pages and lets an archived document be corrected from its row (ux 3)", async () => {
    const db = testDatabase();
    const email = `despesas.${Date.now()}@compras.example`;
    const user = await db.user.create({ data: { email, name: "Dona", passwordHash: await hashPassword("palavra-passe-segura-123"), emailVerifiedAt: new Date() } });
    await db.membership.create({ data: { userId: user.id, companyId: company.companyId, role: "owner" } });
    const cookie = await signInCookie(email, "palavra-passe-segura-123");
    const hotel = await db.expenseDocument.findFirstOrThrow({ where: { companyId: company.companyId, fileName: "hotel.pdf" } });
    const list = await page("/documentos?estado=archived", cookie, company.companyId);
    expect(list.status).toBe(200);
    expect(list.html).toContain(`href="/documentos?rever=${hotel.id}&amp;estado=archived"`);
    expect(list.html).toContain("Corrigir");
    expect(list.html).toContain("(autoliquidação)");
    const review = await page(`/documentos?rever=${hotel.id}`, cookie, company.companyId);
    expect(review.html).toContain("Categoria e IVA dedutível:");
    expect(review.html).toContain("IVA dedutível: 0 % (CIVA art. 21.º, n.º 1, al. d) (alojamento))");
    expect(review.html).toContain("já está arquivado");
  });
});
