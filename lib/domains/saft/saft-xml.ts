import { SAFT_HEADER_CONSTANTS, saftProducerTaxId } from "./software-identity";
import type { SaftCustomer, SaftLine, SaftPayment, SaftProduct, SaftSalesDocument, SaftWithholding } from "./saft-document";
import { saftAmount, saftQuantity } from "@/lib/domains/invoices/saft-format";
import type { SaftSource } from "./saft-source";
import { element as e } from "./xml-text";

// The SAF-T (PT) 1.04_01 invoicing file (TaxAccountingBasis F), written as a sequence of text chunks
// in the schema's element order: Header, MasterFiles (Customer, Product, TaxTable), SourceDocuments
// (SalesInvoices, Payments). One chunk per batch of documents keeps memory flat for any period.

/** Leads a sandbox's HeaderComment, so the file says it is a test wherever it is opened. */
const TEST_HEADER_COMMENT = "TESTE: ficheiro do modo de teste (sandbox), não são os livros da empresa.";
const NAMESPACE = "urn:OECD:StandardAuditFile-Tax:PT_1.04_01";

/** Mainland VAT rates (CIVA art. 18.º) as TaxTable codes; 0% lines are ISE with their exemption code. */
const TAX_CODES: Record<number, { code: string; description: string }> = {
  23: { code: "NOR", description: "Taxa normal" },
  13: { code: "INT", description: "Taxa intermédia" },
  6: { code: "RED", description: "Taxa reduzida" },
  0: { code: "ISE", description: "Isenta" },
};

function taxCode(rate: number): string {
  const entry = TAX_CODES[rate];
  if (!entry) throw new Error(`No SAF-T tax code for a ${rate}% VAT rate`);
  return entry.code;
}

function header(source: SaftSource): string {
  const { company, period } = source;
  return [
    "<Header>",
    e("AuditFileVersion", "1.04_01"),
    e("CompanyID", company.nif),
    e("TaxRegistrationNumber", company.nif),
    e("TaxAccountingBasis", "F"),
    e("CompanyName", company.name.slice(0, 100)),
    `<CompanyAddress>${e("AddressDetail", company.address.detail)}${e("City", company.address.city)}${e("PostalCode", company.address.postalCode)}${e("Country", "PT")}</CompanyAddress>`,
    e("FiscalYear", period.year),
    e("StartDate", period.startDate),
    e("EndDate", period.endDate),
    e("CurrencyCode", "EUR"),
    e("DateCreated", source.createdOn),
    e("TaxEntity", "Global"),
    e("ProductCompanyTaxID", saftProducerTaxId()),
    e("SoftwareCertificateNumber", SAFT_HEADER_CONSTANTS.softwareCertificateNumber),
    e("ProductID", SAFT_HEADER_CONSTANTS.productId),
    e("ProductVersion", SAFT_HEADER_CONSTANTS.productVersion),
    e("HeaderComment", company.livemode ? SAFT_HEADER_CONSTANTS.headerComment : `${TEST_HEADER_COMMENT} ${SAFT_HEADER_CONSTANTS.headerComment}`),
    ...(company.email ? [e("Email", company.email.slice(0, 254))] : []),
    "</Header>",
  ].join("");
}

function customer(c: SaftCustomer): string {
  return [
    "<Customer>",
    e("CustomerID", c.customerId),
    e("AccountID", "Desconhecido"),
    e("CustomerTaxID", c.taxId),
    e("CompanyName", c.name),
    `<BillingAddress>${e("AddressDetail", c.addressDetail)}${e("City", c.city)}${e("PostalCode", c.postalCode)}${e("Country", c.country)}</BillingAddress>`,
    e("SelfBillingIndicator", 0),
    "</Customer>",
  ].join("");
}

function product(p: SaftProduct): string {
  return `<Product>${e("ProductType", p.type)}${e("ProductCode", p.code)}${e("ProductDescription", p.description)}${e("ProductNumberCode", p.code)}</Product>`;
}

function taxTable(): string {
  const entries = Object.entries(TAX_CODES)
    .sort(([a], [b]) => Number(b) - Number(a))
    .map(([rate, { code, description }]) => `<TaxTableEntry>${e("TaxType", "IVA")}${e("TaxCountryRegion", "PT")}${e("TaxCode", code)}${e("Description", description)}${e("TaxPercentage", rate)}</TaxTableEntry>`);
  return `<TaxTable>${entries.join("")}</TaxTable>`;
}

function line(document: SaftSalesDocument, l: SaftLine): string {
  const amountElement = document.type === "NC" ? "DebitAmount" : "CreditAmount";
  return [
    "<Line>",
    e("LineNumber", l.lineNumber),
    e("ProductCode", l.productCode),
    e("ProductDescription", l.productDescription),
    e("Quantity", saftQuantity(l.quantityThousandths)),
    e("UnitOfMeasure", "UN"),
    e("UnitPrice", saftAmount(l.unitCents)),
    e("TaxPointDate", document.invoiceDate),
    ...(l.reference ? [`<References>${e("Reference", l.reference.document)}${e("Reason", l.reference.reason.slice(0, 50))}</References>`] : []),
    e("Description", l.description),
    e(amountElement, saftAmount(l.netCents)),
    `<Tax>${e("TaxType", "IVA")}${e("TaxCountryRegion", "PT")}${e("TaxCode", taxCode(l.vatRate))}${e("TaxPercentage", l.vatRate)}</Tax>`,
    ...(l.exemptionCode ? [e("TaxExemptionReason", l.exemptionReason!), e("TaxExemptionCode", l.exemptionCode)] : []),
    "</Line>",
  ].join("");
}

function withholdingTax(w: SaftWithholding): string {
  return `<WithholdingTax>${e("WithholdingTaxType", w.taxType)}${w.description ? e("WithholdingTaxDescription", w.description) : ""}${e("WithholdingTaxAmount", saftAmount(w.amountCents))}</WithholdingTax>`;
}

function invoice(d: SaftSalesDocument): string {
  return [
    "<Invoice>",
    e("InvoiceNo", d.invoiceNo),
    e("ATCUD", d.atcud),
    `<DocumentStatus>${e("InvoiceStatus", d.status)}${e("InvoiceStatusDate", d.statusDateTime)}${d.statusReason ? e("Reason", d.statusReason.slice(0, 50)) : ""}${e("SourceID", SAFT_HEADER_CONSTANTS.sourceId)}${e("SourceBilling", "P")}</DocumentStatus>`,
    e("Hash", d.hash),
    e("HashControl", SAFT_HEADER_CONSTANTS.hashControl),
    e("Period", Number(d.invoiceDate.slice(5, 7))),
    e("InvoiceDate", d.invoiceDate),
    e("InvoiceType", d.type),
    `<SpecialRegimes>${e("SelfBillingIndicator", 0)}${e("CashVATSchemeIndicator", 0)}${e("ThirdPartiesBillingIndicator", 0)}</SpecialRegimes>`,
    e("SourceID", SAFT_HEADER_CONSTANTS.sourceId),
    e("SystemEntryDate", d.systemEntryDateTime),
    e("CustomerID", d.customerId),
    ...d.lines.map((l) => line(d, l)),
    "<DocumentTotals>",
    e("TaxPayable", saftAmount(d.vatCents)),
    e("NetTotal", saftAmount(d.netCents)),
    e("GrossTotal", saftAmount(d.grossCents)),
    ...(d.paidOnIssue ? [`<Payment>${e("PaymentAmount", saftAmount(d.paidOnIssue.amountCents))}${e("PaymentDate", d.paidOnIssue.date)}</Payment>`] : []),
    "</DocumentTotals>",
    ...(d.withholding ? [withholdingTax(d.withholding)] : []),
    "</Invoice>",
  ].join("");
}

function payment(p: SaftPayment): string {
  return [
    "<Payment>",
    e("PaymentRefNo", p.paymentRefNo),
    e("ATCUD", p.atcud),
    e("TransactionDate", p.transactionDate),
    // RG: receipts outside the cash-VAT scheme (RC is reserved for IVA de caixa, Portaria 302/2016 4.4.4.6).
    e("PaymentType", "RG"),
    `<DocumentStatus>${e("PaymentStatus", p.status)}${e("PaymentStatusDate", p.statusDateTime)}${p.statusReason ? e("Reason", p.statusReason.slice(0, 50)) : ""}${e("SourceID", SAFT_HEADER_CONSTANTS.sourceId)}${e("SourcePayment", "P")}</DocumentStatus>`,
    `<PaymentMethod>${p.mechanism ? e("PaymentMechanism", p.mechanism) : ""}${e("PaymentAmount", saftAmount(p.amountCents))}${e("PaymentDate", p.paymentDate)}</PaymentMethod>`,
    e("SourceID", SAFT_HEADER_CONSTANTS.sourceId),
    e("SystemEntryDate", p.systemEntryDateTime),
    e("CustomerID", p.customerId),
    ...p.settled.map((settled, index) => `<Line>${e("LineNumber", index + 1)}<SourceDocumentID>${e("OriginatingON", settled.invoiceNo)}${e("InvoiceDate", settled.invoiceDate)}</SourceDocumentID>${e("CreditAmount", saftAmount(settled.amountCents))}</Line>`),
    `<DocumentTotals>${e("TaxPayable", "0.00")}${e("NetTotal", saftAmount(p.amountCents))}${e("GrossTotal", saftAmount(p.amountCents))}</DocumentTotals>`,
    "</Payment>",
  ].join("");
}

function controlTotals(totals: SaftSource["salesTotals"]): string {
  return `${e("NumberOfEntries", totals.numberOfEntries)}${e("TotalDebit", saftAmount(totals.totalDebitCents))}${e("TotalCredit", saftAmount(totals.totalCreditCents))}`;
}

/** The file as text chunks (not yet encoded); join them and you have the whole document. */
export async function* saftXmlChunks(source: SaftSource): AsyncGenerator<string> {
  yield `<?xml version="1.0" encoding="Windows-1252"?>\n<AuditFile xmlns="${NAMESPACE}">`;
  yield header(source);
  yield `<MasterFiles>${source.customers.map(customer).join("")}${source.products.map(product).join("")}${taxTable()}</MasterFiles>`;
  yield `<SourceDocuments><SalesInvoices>${controlTotals(source.salesTotals)}`;
  for await (const batch of source.salesDocuments()) yield batch.map(invoice).join("");
  yield `</SalesInvoices><Payments>${controlTotals(source.paymentTotals)}`;
  for await (const batch of source.payments()) yield batch.map(payment).join("");
  yield "</Payments></SourceDocuments></AuditFile>\n";
}
