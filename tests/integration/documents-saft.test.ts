import { createHash } from "node:crypto";
import { XMLParser } from "fast-xml-parser";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { parseAtQrPayload } from "@/lib/domains/invoices/at-qr-code";
import { readQrCodesFromPdfImages } from "@/lib/core/qr/read-qr-codes";
import { DEMO_CLIENTS, seedDemoBooks } from "@/seeds/demo-books";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";
import { decodeSaft } from "../support/saft-file";

// Issue #31 §5 through the real server, on the demo company seeded today (its corrections stamped on
// the seed day, as the real demo is): the chained hash recomputed from the exported SAF-T alone,
// receipts issued today whatever the payment date and carrying their QR code, goods and services per
// line, the fatura simplificada's limits and a business buyer's address. Expected values are written
// here by hand from the law's rule, never taken from the code under test.

// The real Lisbon day (the server's clock), so the seed-day steps run against the real time (W11).
const TODAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Lisbon" }).format(new Date());
const [YEAR, MONTH] = [Number(TODAY.slice(0, 4)), Number(TODAY.slice(5, 7))];
const PREVIOUS_MONTH_FIRST = MONTH === 1 ? `${YEAR - 1}-12-01` : `${YEAR}-${String(MONTH - 1).padStart(2, "0")}-01`;

type Xml = Record<string, any>;
const parser = new XMLParser({ parseTagValue: false, ignoreAttributes: true, isArray: (name) => ["Invoice", "Payment", "Line", "Product", "Customer"].includes(name) });

describe("documents and the SAF-T (issue #31 §5)", () => {
  let company: TestCompany;
  let key: string;
  const saft = async (query: string): Promise<Xml> => {
    const response = await api<Uint8Array>("GET", `/saft?${query}`, { key });
    expect(response.status).toBe(200);
    return parser.parse(decodeSaft(response.body)).AuditFile;
  };
  const invoicesOf = (file: Xml): Xml[] => file.SourceDocuments.SalesInvoices.Invoice ?? [];
  const paymentsOf = (file: Xml): Xml[] => file.SourceDocuments.Payments.Payment ?? [];

  beforeAll(async () => {
    company = await createTestCompany("Cadeia Verificável, Lda");
    await seedDemoBooks(testDatabase(), company.companyId, "documents-saft-user", TODAY);
    key = (await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 })).key;
  }, 180_000);

  it("Portaria 363/2010 art. 6.º (W7): every chain of the demo year recomputes from the SAF-T's own InvoiceDate;SystemEntryDate;InvoiceNo;GrossTotal;Hash", async () => {
    const years = [...new Set([YEAR - 1, YEAR])];
    let verified = 0;
    let summer = 0;
    for (const year of years) {
      const bySeries = new Map<string, Xml[]>();
      for (const invoice of invoicesOf(await saft(`year=${year}`))) {
        const series = invoice.InvoiceNo.slice(0, invoice.InvoiceNo.lastIndexOf("/"));
        bySeries.set(series, [...(bySeries.get(series) ?? []), invoice]);
      }
      for (const [series, documents] of bySeries) {
        documents.sort((a, b) => Number(a.InvoiceNo.split("/")[1]) - Number(b.InvoiceNo.split("/")[1]));
        expect(documents[0]!.InvoiceNo, `${series} starts the year's chain`).toBe(`${series}/1`);
        let previous = "";
        for (const document of documents) {
          const text = `${document.InvoiceDate};${document.SystemEntryDate};${document.InvoiceNo};${document.DocumentTotals.GrossTotal};${previous}`;
          expect(document.Hash, document.InvoiceNo).toBe(createHash("sha256").update(text, "utf8").digest("base64"));
          previous = document.Hash;
          verified += 1;
          // The demo year's FT and FR are stamped at 10:MM UTC (seeds/demo-books.ts); June to August
          // Lisbon is on summer time (WEST, UTC+1), so the file and the hash both say 11:MM.
          const month = Number(document.InvoiceDate.slice(5, 7));
          if (/^F[TR] /.test(document.InvoiceNo) && month >= 6 && month <= 8) {
            expect(document.SystemEntryDate.slice(11, 13), document.InvoiceNo).toBe("11");
            summer += 1;
          }
        }
      }
    }
    expect(verified).toBeGreaterThanOrEqual(150);
    expect(summer, "documents entered in summer time (WEST) verified with their Lisbon hour").toBeGreaterThan(0);
  }, 120_000);

  it("W11: the demo's annulled invoice is annulled in the past, so this month's SAF-T lists it with status A, and no SystemEntryDate is in the future", async () => {
    const file = await saft(`year=${YEAR}&month=${MONTH}`);
    const annulled = invoicesOf(file).filter((invoice) => invoice.DocumentStatus.InvoiceStatus === "A");
    expect(annulled.map((invoice) => invoice.DocumentStatus.Reason)).toEqual(["Emitida ao cliente errado"]);
    const now = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Lisbon", dateStyle: "short", timeStyle: "medium" }).format(new Date()).replace(" ", "T");
    for (const invoice of invoicesOf(file)) {
      expect(invoice.SystemEntryDate <= now, invoice.InvoiceNo).toBe(true);
      expect(invoice.DocumentStatus.InvoiceStatusDate >= invoice.SystemEntryDate, invoice.InvoiceNo).toBe(true);
      expect(invoice.SystemEntryDate.slice(0, 10), `${invoice.InvoiceNo} entered on its own date`).toBe(invoice.InvoiceDate);
    }
    // The file's revenue (credit lines less debit lines, annulled documents out) is the report's.
    const totals = file.SourceDocuments.SalesInvoices;
    const fileNetCents = Math.round(Number(totals.TotalCredit) * 100) - Math.round(Number(totals.TotalDebit) * 100);
    const report = await api("GET", `/reports/financial?year=${YEAR}&month=${MONTH}`, { key });
    expect(report.status).toBe(200);
    expect(report.body.data.period.revenueCents).toBe(fileNetCents);
  });

  it("Portaria 302/2016 4.4.4.3 (W8): a payment dated last month issues today's receipt, in today's SAF-T month, with its own PaymentDate; the series stays in date order", async () => {
    const db = testDatabase();
    const open = await db.invoice.findFirst({
      where: { companyId: company.companyId, type: "FT", paidAt: null, annulledAt: null, paidCents: 0, creditedCents: 0, totalCents: { gte: 20_000 }, issueDate: { lte: new Date(`${PREVIOUS_MONTH_FIRST}T00:00:00Z`) } },
      orderBy: { issueDate: "desc" },
    });
    expect(open).not.toBeNull();
    const paid = await api("POST", `/invoices/${open!.id}/payments`, { key, body: { amountEuros: 100, paymentDate: PREVIOUS_MONTH_FIRST, method: "TB" } });
    expect(paid.status).toBe(201);
    const receipt = paid.body.data;
    expect([receipt.issueDate, receipt.paymentDate]).toEqual([TODAY, PREVIOUS_MONTH_FIRST]);

    const lastMonth = await saft(`year=${Number(PREVIOUS_MONTH_FIRST.slice(0, 4))}&month=${Number(PREVIOUS_MONTH_FIRST.slice(5, 7))}`);
    expect(paymentsOf(lastMonth).map((payment) => payment.PaymentRefNo)).not.toContain(receipt.display);
    const thisMonth = paymentsOf(await saft(`year=${YEAR}&month=${MONTH}`));
    const written = thisMonth.find((payment) => payment.PaymentRefNo === receipt.display)!;
    expect([written.TransactionDate, written.PaymentMethod.PaymentDate, written.SystemEntryDate.slice(0, 10)]).toEqual([TODAY, PREVIOUS_MONTH_FIRST, TODAY]);
    const series = paymentsOf(await saft(`year=${YEAR}`)).sort((a, b) => Number(a.PaymentRefNo.split("/")[1]) - Number(b.PaymentRefNo.split("/")[1]));
    for (let index = 1; index < series.length; index++) expect(series[index]!.TransactionDate >= series[index - 1]!.TransactionDate, series[index]!.PaymentRefNo).toBe(true);

    // W9 (Portaria 195/2020 art. 4.º): the receipt's PDF carries its AT QR code, and says when it was issued and when the money came in.
    const pdf = await api<Uint8Array>("GET", `/receipts/${receipt.id}/pdf`, { key });
    expect(pdf.status).toBe(200);
    const [qr, ...more] = await readQrCodesFromPdfImages(pdf.body);
    expect(more).toEqual([]);
    const fields = parseAtQrPayload(qr!);
    expect(Object.fromEntries(["A", "B", "C", "D", "E", "F", "G", "H", "I1", "N", "O", "R"].map((code) => [code, fields.get(code)]))).toEqual({
      A: company.nif,
      B: open!.clientNif,
      C: "PT",
      D: "RG",
      E: "N",
      F: TODAY.replaceAll("-", ""),
      G: receipt.display,
      H: receipt.atcud,
      I1: "0",
      N: "0.00",
      O: "100.00",
      R: "0",
    });
    expect(fields.get("Q")).toMatch(/^[A-Za-z0-9+/=]{4}$/);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.body)), { mergePages: true });
    const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
    expect(text).toContain(`Emitido em ${day(TODAY)}`);
    expect(text).toMatch(new RegExp(`Data do pagamento\\s*${day(PREVIOUS_MONTH_FIRST)}`));
  }, 120_000);

  it("Portaria 302/2016 2.4.1 (W16): each line's goods/services kind is stored and exported as ProductType P or S", async () => {
    const issued = await api("POST", "/invoices", {
      key,
      body: {
        clientName: DEMO_CLIENTS[0].name,
        clientNif: DEMO_CLIENTS[0].nif,
        lines: [
          { description: "Monitor 27 polegadas", kind: "goods", unitEuros: 240 },
          { description: "Instalação do monitor", unitEuros: 40 },
        ],
      },
    });
    expect(issued.status).toBe(201);
    const detail = await api("GET", `/invoices/${issued.body.data.id}`, { key });
    expect(detail.body.data.lines.map((line: { kind: string }) => line.kind)).toEqual(["goods", "services"]);
    const file = await saft(`year=${YEAR}&month=${MONTH}`);
    const lines: Xml[] = invoicesOf(file).find((invoice) => invoice.InvoiceNo === issued.body.data.display)!.Line;
    const typeOf = new Map(file.MasterFiles.Product.map((product: Xml) => [product.ProductCode, product.ProductType]));
    expect(lines.map((line) => typeOf.get(line.ProductCode))).toEqual(["P", "S"]);
  });

  it("CIVA art. 40.º n.º 1 (W17): a fatura simplificada of 738 € of labour to a consumer is refused (b) 100 €), 984 € of goods accepted (a) 1 000 €)", async () => {
    const labour = await api("POST", "/invoices?dryRun=true", { key, body: { type: "FS", clientName: "Consumidor final", lines: [{ description: "Reparação de portátil (mão de obra, 6 horas)", unitEuros: 600 }] } });
    expect(labour.status).toBe(400);
    expect(labour.body.error.code).toBe("validation_error");
    expect(labour.body.error.message).toContain("art. 40.º n.º 1 b)");
    const goods = await api("POST", "/invoices?dryRun=true", { key, body: { type: "FS", clientName: "Consumidor final", lines: [{ description: "Portátil 14 polegadas", kind: "goods", unitEuros: 800 }] } });
    expect(goods.status).toBeLessThan(300);
    expect(goods.body.data.totalCents).toBe(98_400);
  });

  it("CIVA art. 36.º n.º 5 a) (W15): an invoice to a company without an address is refused naming clientAddress; with it, or to a person, it is issued", async () => {
    const body = { clientName: "Construções Sem Morada, Lda", clientNif: "511111223", lines: [{ description: "Consultoria", unitEuros: 100 }] };
    const refused = await api("POST", "/invoices?dryRun=true", { key, body });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("validation_error");
    expect(refused.body.error.details.map((detail: { path: string }) => detail.path)).toContain("clientAddress");
    expect((await api("POST", "/invoices?dryRun=true", { key, body: { ...body, type: "FR" } })).status).toBe(400);
    expect((await api("POST", "/invoices?dryRun=true", { key, body: { ...body, clientAddress: "Rua Nova 5, 4000-001 Porto" } })).status).toBeLessThan(300);
    expect((await api("POST", "/invoices?dryRun=true", { key, body: { ...body, clientName: "Maria Sem Morada", clientNif: "234567899" } })).status).toBeLessThan(300);
  });
});
