import { afterEach, describe, expect, it, vi } from "vitest";
import { monthPeriod } from "@/lib/domains/reports/report-period";
import { FINAL_CONSUMER, type SaftLine, type SaftPayment, type SaftSalesDocument } from "@/lib/domains/saft/saft-document";
import { productCodeOf } from "@/lib/domains/invoices/saft-format";
import type { SaftSource } from "@/lib/domains/saft/saft-source";
import { readAll, windows1252Stream } from "@/lib/domains/saft/saft-stream";
import { saftXmlChunks } from "@/lib/domains/saft/saft-xml";
import { isValidNif } from "@/lib/core/nif";
import { saftProducerTaxId } from "@/lib/domains/saft/software-identity";
import { decodeSaft, elementValues, encodeSaft, salesControlTotals, salesDocuments } from "../support/saft-file";
import { SCHEMA_ASSERT_COUNT, schemaWithoutAsserts, validateSaft } from "../support/saft-schema";

// The SAF-T (PT) 1.04_01 writer (Portaria 302/2016 and its amendments) over hand-built documents of
// every kind the books will hold — FT, FR, FS, NC, ND, an annulled one, a 0% line, a foreign client,
// withholding and a partial payment — validated against AT's schema with a real validator.

function line(overrides: Partial<SaftLine> = {}): SaftLine {
  return {
    lineNumber: 1, productCode: productCodeOf("Consultoria", "services"), productDescription: "Consultoria", description: "Consultoria",
    quantityThousandths: 1500, unitCents: 6000, netCents: 9000, vatRate: 23, exemptionCode: null, exemptionReason: null, reference: null, ...overrides,
  };
}

function document(overrides: Partial<SaftSalesDocument>): SaftSalesDocument {
  return {
    invoiceNo: "FT 2026/1", atcud: "CSDF7T5H-1", type: "FT", status: "N", statusDateTime: "2026-10-02T10:15:00", statusReason: null,
    hash: "c2ltdWxhZGEK", invoiceDate: "2026-10-02", systemEntryDateTime: "2026-10-02T10:15:00", customerId: "client-pt",
    lines: [line()], netCents: 9000, vatCents: 2070, grossCents: 11070, withholding: null, paidOnIssue: null, ...overrides,
  };
}

const DOCUMENTS: SaftSalesDocument[] = [
  document({}),
  document({ invoiceNo: "FT 2026/2", atcud: "CSDF7T5H-2", status: "A", statusReason: "Emitida por engano", statusDateTime: "2026-10-03T09:00:00" }),
  document({
    invoiceNo: "FT 2026/3", atcud: "CSDF7T5H-3", customerId: "client-es", withholding: { taxType: "IRS", description: "IRS 23% (CIRS art. 101.º n.º 1 b))", amountCents: 2250 },
    lines: [line({ vatRate: 0, exemptionCode: "M40", exemptionReason: "IVA - autoliquidação (artigo 6.º, n.º 6, alínea a) CIVA)", netCents: 9000 })], vatCents: 0, grossCents: 9000,
  }),
  document({ invoiceNo: "FR 2026/1", atcud: "K7PQ2M9X-1", type: "FR", paidOnIssue: { date: "2026-10-02", amountCents: 11070 } }),
  document({ invoiceNo: "FS 2026/1", atcud: "Z8YH4C2R-1", type: "FS", customerId: FINAL_CONSUMER.customerId, lines: [line({ description: "Café & pastel de nata — 2 × ő", productDescription: "Café & pastel de nata" })] }),
  document({ invoiceNo: "NC 2026/1", atcud: "N3CR7D1T-1", type: "NC", lines: [line({ netCents: 3000, reference: { document: "FT 2026/1", reason: "Desconto acordado após emissão" } })], netCents: 3000, vatCents: 690, grossCents: 3690 }),
  document({ invoiceNo: "ND 2026/1", atcud: "D9EB6A4S-1", type: "ND", lines: [line({ netCents: 1000, reference: { document: "FT 2026/1", reason: "Portes em falta" } })], netCents: 1000, vatCents: 230, grossCents: 1230 }),
];

const PAYMENT: SaftPayment = {
  paymentRefNo: "RC 2026/1", atcud: "R5CB8E2W-1", status: "N", statusDateTime: "2026-10-20T16:00:00", statusReason: null, transactionDate: "2026-10-20", paymentDate: "2026-10-19",
  systemEntryDateTime: "2026-10-20T16:00:00", customerId: "client-pt", mechanism: "TB", settled: [{ invoiceNo: "FT 2026/1", invoiceDate: "2026-10-02", amountCents: 5000 }], amountCents: 5000,
};

function source(documents: SaftSalesDocument[], payments: SaftPayment[] = [PAYMENT]): SaftSource {
  const counted = documents.filter((d) => d.status !== "A");
  return {
    company: { nif: "508123453", name: "Atelier Lusitano, Lda", email: "geral@atelier.example", address: { detail: "Rua da Prata 123", city: "Lisboa", postalCode: "1100-420" }, livemode: true },
    period: monthPeriod(2026, 10),
    createdOn: "2026-11-02",
    customers: [
      { customerId: "client-pt", taxId: "501964843", name: "Padaria Estrela, Lda", country: "PT", addressDetail: "Rua Morais Soares 88", city: "Lisboa", postalCode: "1900-343" },
      { customerId: "client-es", taxId: "ESB12345678", name: "Ibérica Diseño SL", country: "ES", addressDetail: "Calle Mayor 1", city: "Madrid", postalCode: "28013" },
      { customerId: FINAL_CONSUMER.customerId, taxId: FINAL_CONSUMER.taxId, name: FINAL_CONSUMER.name, country: "Desconhecido", addressDetail: "Desconhecido", city: "Desconhecido", postalCode: "Desconhecido" },
    ],
    products: [{ code: productCodeOf("Consultoria", "services"), description: "Consultoria", type: "S" }],
    salesTotals: {
      numberOfEntries: documents.length,
      totalDebitCents: counted.filter((d) => d.type === "NC").reduce((sum, d) => sum + d.netCents, 0),
      totalCreditCents: counted.filter((d) => d.type !== "NC").reduce((sum, d) => sum + d.netCents, 0),
    },
    async *salesDocuments() {
      yield documents.slice(0, 3);
      yield documents.slice(3);
    },
    paymentTotals: { numberOfEntries: payments.length, totalDebitCents: 0, totalCreditCents: payments.reduce((sum, p) => sum + p.amountCents, 0) },
    async *payments() {
      if (payments.length) yield payments;
    },
  };
}

async function fileOf(input: SaftSource): Promise<Uint8Array> {
  return readAll(windows1252Stream(saftXmlChunks(input)));
}

describe("SAF-T (PT) 1.04_01 writer", () => {
  it("removes exactly the schema's 19 xs:assert rules and nothing else (XSD 1.0 validator)", () => {
    const { text, removedAsserts } = schemaWithoutAsserts();
    expect(removedAsserts).toBe(SCHEMA_ASSERT_COUNT);
    expect(text).not.toContain("xs:assert");
    expect(text).toContain('<xs:element name="SalesInvoices"');
  });

  it("writes a file of every document kind that AT's schema accepts", async () => {
    const result = await validateSaft(await fileOf(source(DOCUMENTS)));
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("keeps an annulled receipt with PaymentStatus A, its date and reason, in a file AT's schema accepts (Portaria 302/2016, 4.4)", async () => {
    const annulled: SaftPayment = { ...PAYMENT, paymentRefNo: "RC 2026/2", atcud: "R5CB8E2W-2", status: "A", statusDateTime: "2026-10-21T09:30:00", statusReason: "Pagamento registado em duplicado" };
    const file = await fileOf(source(DOCUMENTS, [PAYMENT, annulled]));
    expect((await validateSaft(file)).errors).toEqual([]);
    const text = decodeSaft(file);
    expect(text).toContain("<PaymentRefNo>RC 2026/2</PaymentRefNo>");
    expect(text).toContain("<DocumentStatus><PaymentStatus>A</PaymentStatus><PaymentStatusDate>2026-10-21T09:30:00</PaymentStatusDate><Reason>Pagamento registado em duplicado</Reason>");
  });

  describe("Header/ProductCompanyTaxID, the software producer's NIF (Portaria 302/2016, 1. Header; audit W20)", () => {
    afterEach(() => vi.unstubAllEnvs());

    it("without SAFT_PRODUCER_NIF: 000000000, which no NIF can be (none starts with 0), never a check-digit-valid 500000000 of a possible third party", async () => {
      vi.stubEnv("SAFT_PRODUCER_NIF", "");
      const file = await fileOf(source(DOCUMENTS));
      expect(elementValues(decodeSaft(file), "ProductCompanyTaxID")).toEqual(["000000000"]);
      expect(isValidNif("000000000")).toBe(false);
      expect((await validateSaft(file)).errors).toEqual([]);
    });

    it("with SAFT_PRODUCER_NIF set: the header carries that NIF (written as people type it, normalised) and the file still validates against AT's schema", async () => {
      vi.stubEnv("SAFT_PRODUCER_NIF", " PT 501 964 843 ");
      const file = await fileOf(source(DOCUMENTS));
      expect(elementValues(decodeSaft(file), "ProductCompanyTaxID")).toEqual(["501964843"]);
      expect((await validateSaft(file)).errors).toEqual([]);
    });

    it("refuses a SAFT_PRODUCER_NIF that is not a valid NIF instead of writing it", () => {
      expect(() => saftProducerTaxId("501964844")).toThrow(/SAFT_PRODUCER_NIF is not a valid Portuguese NIF \(check_digit\)/);
    });
  });

  it("is refused by the validator when a mandatory element is missing (the check can fail)", async () => {
    const text = decodeSaft(await fileOf(source(DOCUMENTS))).replace(/<HashControl>1<\/HashControl>/, "");
    const result = await validateSaft(encodeSaft(text));
    expect(result.valid).toBe(false);
    expect(result.errors.join("\n")).toContain("HashControl");
  });

  it("is Windows-1252 as declared: one byte for ç and €, character references for what the code page lacks", async () => {
    const file = Buffer.from(await fileOf(source(DOCUMENTS)));
    expect(file.subarray(0, 45).toString("latin1")).toBe('<?xml version="1.0" encoding="Windows-1252"?>');
    const text = file.toString("latin1");
    expect(text).toContain("Caf\xe9 &amp; pastel de nata");
    expect(text).toContain("&#x151;"); // ő is not in Windows-1252
    expect(file.includes(Buffer.from("é", "utf8"))).toBe(false);
  });

  it("keeps the annulled document in the file with status A and its reason, outside the control totals", async () => {
    const text = decodeSaft(await fileOf(source(DOCUMENTS)));
    const read = salesDocuments(text);
    expect(read.find((d) => d.invoiceNo === "FT 2026/2")).toMatchObject({ status: "A" });
    expect(read.find((d) => d.invoiceNo === "FT 2026/2")!.block).toContain("<Reason>Emitida por engano</Reason>");
    const totals = salesControlTotals(text);
    expect(totals.entries).toBe(read.length);
    // Recomputed from the lines written, not from the source: NC lines are debits, the rest credits.
    expect(totals.creditCents).toBe(read.filter((d) => d.status !== "A").reduce((sum, d) => sum + d.creditCents, 0));
    expect(totals.debitCents).toBe(read.filter((d) => d.status !== "A").reduce((sum, d) => sum + d.debitCents, 0));
    expect(totals.debitCents).toBe(3000);
  });

  it("applies the schema's assert rules on lines: a 0% line, and only it, has TaxExemptionReason and TaxExemptionCode (CIVA art. 6.º/9.º)", async () => {
    const text = decodeSaft(await fileOf(source(DOCUMENTS)));
    for (const [, lineXml] of text.matchAll(/<Line>([\s\S]*?)<\/Line>/g)) {
      const rate = /<TaxPercentage>([^<]+)</.exec(lineXml!)?.[1];
      const hasReason = lineXml!.includes("<TaxExemptionReason>");
      const hasCode = lineXml!.includes("<TaxExemptionCode>");
      expect(hasReason).toBe(hasCode);
      if (rate !== undefined) expect(hasReason).toBe(Number(rate) === 0);
      expect(lineXml!.includes("<TaxBase>")).toBe(false);
    }
    expect(text).toContain("<TaxExemptionCode>M40</TaxExemptionCode>");
    // Payments of type RC need Tax on each line (assert); receipts outside IVA de caixa are RG.
    expect(elementValues(text, "PaymentType")).toEqual(["RG"]);
  });

  it("writes the final consumer as AT asks: NIF 999999990, 'Consumidor final', unknown address", async () => {
    const text = decodeSaft(await fileOf(source(DOCUMENTS)));
    const customer = /<Customer><CustomerID>CONSUMIDOR-FINAL<\/CustomerID>[\s\S]*?<\/Customer>/.exec(text)![0];
    expect(customer).toContain("<CustomerTaxID>999999990</CustomerTaxID>");
    expect(customer).toContain("<CompanyName>Consumidor final</CompanyName>");
    expect(customer).toContain("<Country>Desconhecido</Country>");
  });

  it("writes dates, times, amounts and the header as the schema's types say", async () => {
    const text = decodeSaft(await fileOf(source(DOCUMENTS)));
    for (const value of [...elementValues(text, "SystemEntryDate"), ...elementValues(text, "InvoiceStatusDate")]) expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    for (const value of elementValues(text, "InvoiceDate")) expect(value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const value of [...elementValues(text, "CreditAmount"), ...elementValues(text, "GrossTotal")]) expect(value).toMatch(/^\d+\.\d{2}$/);
    expect(elementValues(text, "Quantity")).toContain("1.5");
    expect(elementValues(text, "CompanyID")).toEqual(["508123453"]);
    expect(elementValues(text, "TaxRegistrationNumber")).toEqual(["508123453"]);
    expect(elementValues(text, "TaxAccountingBasis")).toEqual(["F"]);
    expect(elementValues(text, "SoftwareCertificateNumber")).toEqual(["0"]);
    expect(elementValues(text, "StartDate")).toEqual(["2026-10-01"]);
    expect(elementValues(text, "EndDate")).toEqual(["2026-10-31"]);
    expect(elementValues(text, "WithholdingTaxAmount")).toEqual(["22.50"]);
    expect(elementValues(text, "WithholdingTaxType")).toEqual(["IRS"]);
    // The writer keeps the receipt's date (TransactionDate) apart from the money's day (PaymentMethod/PaymentDate).
    expect(elementValues(text, "TransactionDate")).toEqual(["2026-10-20"]);
    expect(elementValues(text, "PaymentDate")).toContain("2026-10-19");
  });

  it("writes an empty period as a valid file with zero entries and an empty Payments section", async () => {
    const empty = source([], []);
    empty.customers = [];
    empty.products = [];
    const file = await fileOf(empty);
    expect((await validateSaft(file)).errors).toEqual([]);
    const text = decodeSaft(file);
    expect(salesControlTotals(text)).toEqual({ entries: 0, debitCents: 0, creditCents: 0 });
    expect(text).toContain("<Payments><NumberOfEntries>0</NumberOfEntries>");
  });
});
