import { XMLBuilder } from "fast-xml-parser";
import { TEST_NOTICE } from "@/lib/core/pdf/test-watermark";
import type { z } from "zod";
import type { invoiceDetailSchema } from "./invoice-detail";
import { vatExemptionReason } from "./vat-exemption-reasons";

// CIUS-PT (the Portuguese public-sector profile of EN 16931) in OASIS UBL 2.1: FT, FR, FS and ND are
// an <Invoice> (380; ND 383), NC a <CreditNote> (381). Element order follows the UBL 2.1 XSD
// sequences; the content follows the EN 16931 business rules (BR-*) and the CIUS-PT extra rules
// (BR-CIUS-PT-*). Both are checked in tests by the official artefacts (vendor/einvoicing/). Choices
// where the standards leave room are in docs/e-invoicing.md.

export const CIUS_PT_CUSTOMIZATION_ID = "urn:cen.eu:en16931:2017#compliant#urn:feap.gov.pt:CIUS-PT:2.1.1";
// BT-23 as eSPap's CIUS-PT field table prescribes it (the Schematron only checks 1–50 characters,
// DT-CIUS-PT-021); BT-24 as DT-CIUS-PT-022 requires it. Sources in docs/e-invoicing.md.
export const CIUS_PT_PROFILE_ID = "urn:www:espap:pt:profiles:profile1:ver1.0";

const NS = {
  invoice: "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
  creditNote: "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2",
  cac: "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
  cbc: "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
};

type InvoiceDetail = z.output<typeof invoiceDetailSchema>;

export interface UblExtras {
  /** The public body's commitment number (número de compromisso), BT-13. */
  commitmentNumber: string | null;
  /** The buyer's order reference, BT-10. */
  orderReference: string | null;
  /** The seller's IBAN for credit transfer (BT-84), or null to omit payment means. */
  iban: string | null;
  /** The PDF representation, embedded as a supporting document (BG-24). */
  pdf: Uint8Array;
  /** Issue dates of the documents an NC/ND corrects, by id (BT-26). */
  referencedIssueDates?: Record<string, string>;
}

/** EN 16931 VAT category (UNCL 5305) for each AT exemption reason (M-code). */
export function vatCategoryOf(rate: number, mCode: string | null): { category: string } {
  if (rate > 0 || !mCode) return { category: "S" };
  if (mCode === "M16") return { category: "K" };
  if (mCode === "M05") return { category: "G" };
  if (["M30", "M31", "M32", "M33", "M34", "M40", "M41", "M42", "M43"].includes(mCode)) return { category: "AE" };
  // Other exemptions (M07, M10 small business, M99 not subject, …) are E with the AT code and legal
  // text as the reason. M99 is not "O": BR-O-02 forbids the seller's VAT number, which the CIUS-PT
  // makes mandatory (BR-CIUS-PT-01).
  return { category: "E" };
}

const PT_POSTCODE = /^(.*?)[,\s]*\b(\d{4}-\d{3})\s+(.+)$/;
/** Elsewhere: "street, 80331 München" (a numeric post code after the last comma). */
const OTHER_POSTCODE = /^(.*),\s*(\d{4,6})\s+(\D.*)$/;

/** "Rua X 12, 1000-001 Lisboa" → street, post code, city; other shapes stay one street line. */
export function splitAddress(address: string | null): { street: string | null; postCode: string | null; city: string | null } {
  const text = address?.trim();
  if (!text) return { street: null, postCode: null, city: null };
  const [, street = "", postCode = "", city = ""] = PT_POSTCODE.exec(text) ?? OTHER_POSTCODE.exec(text) ?? [];
  if (!postCode) return { street: text, postCode: null, city: null };
  return { street: street.trim() || null, postCode, city: city.trim() };
}

const amount = (cents: number) => ({ "@_currencyID": "EUR", "#text": (cents / 100).toFixed(2) });
/** CIUS-PT DT-CIUS-PT-117.1: quantities with exactly three decimals. */
const quantity = (value: number) => value.toFixed(3);

function postalAddress(address: string | null, country: string) {
  const parts = splitAddress(address);
  return {
    ...(parts.street ? { "cbc:StreetName": parts.street } : {}),
    ...(parts.city ? { "cbc:CityName": parts.city } : {}),
    ...(parts.postCode ? { "cbc:PostalZone": parts.postCode } : {}),
    "cac:Country": { "cbc:IdentificationCode": country },
  };
}

/** The VAT identifier with its country prefix (BR-CO-09); a PT consumer without NIF is 999999990. */
export function buyerVatId(client: InvoiceDetail["client"]): string {
  if (client.country !== "PT" && client.foreignTaxId) {
    const id = client.foreignTaxId.replace(/\s/g, "").toUpperCase();
    return /^[A-Z]{2}/.test(id) ? id : `${client.country === "GR" ? "EL" : client.country}${id}`;
  }
  return `PT${client.nif ?? "999999990"}`;
}

function party(name: string, vatId: string, legalId: string | null, address: string | null, country: string) {
  return {
    "cac:Party": {
      "cac:PartyName": { "cbc:Name": name },
      "cac:PostalAddress": postalAddress(address, country),
      "cac:PartyTaxScheme": { "cbc:CompanyID": vatId, "cac:TaxScheme": { "cbc:ID": "VAT" } },
      "cac:PartyLegalEntity": { "cbc:RegistrationName": name, ...(legalId ? { "cbc:CompanyID": legalId } : {}) },
    },
  };
}

/** BT-120: the AT code and the SAF-T TaxExemptionReason text, e.g. "M07 - Isento artigo 9.º do CIVA". */
function reasonText(mCode: string, printed: string | null): string {
  return `${mCode} - ${vatExemptionReason(mCode)?.reason ?? printed ?? ""}`.trim();
}

function taxCategory(rate: number, mCode: string | null, reason: string | null, withReason: boolean) {
  const { category } = vatCategoryOf(rate, mCode);
  return {
    "cbc:ID": category,
    "cbc:Percent": rate.toFixed(2),
    // BT-121 is left out: EN 16931 1.3.16 wants a VATEX code there (BR-CL-22), CIUS-PT 2.1.1 a code of
    // at most 5 characters (DT-CIUS-PT-108, the AT M-code). The M-code and its text go in BT-120,
    // which both accept (BR-E-10/BR-AE-10/BR-IC-10/BR-G-10 ask for a code or a text).
    ...(withReason && category !== "S" && mCode ? { "cbc:TaxExemptionReason": reasonText(mCode, reason) } : {}),
    "cac:TaxScheme": { "cbc:ID": "VAT" },
  };
}

/** The document as CIUS-PT UBL 2.1 XML (UTF-8 text). */
export function buildInvoiceUbl(detail: InvoiceDetail, extras: UblExtras): string {
  const credit = detail.type === "NC";
  const root = credit ? "CreditNote" : "Invoice";
  const lineTag = credit ? "cac:CreditNoteLine" : "cac:InvoiceLine";
  const quantityTag = credit ? "cbc:CreditedQuantity" : "cbc:InvoicedQuantity";
  const typeCode = credit ? "381" : detail.type === "ND" ? "383" : "380";
  const fileName = `${detail.display.replace(/[ /]/g, "-")}.pdf`;
  const withheldCents = detail.totalCents - detail.payableCents;
  // A sandbox's e-invoice says so first, where every viewer shows the notes.
  const notes = [...(detail.livemode ? [] : [TEST_NOTICE]), ...detail.notes, ...(detail.reason ? [`Motivo: ${detail.reason}`] : [])];
  if (detail.withholdingRule) notes.push(`Retenção na fonte (${detail.withholdingRule.label}): ${(withheldCents / 100).toFixed(2)} EUR; valor a pagar ${(detail.payableCents / 100).toFixed(2)} EUR.`);
  // BR-CIUS-PT-64/66 ask a delivery with a deliver-to address on every document (and BR-IC-11/12 on
  // intra-EU supplies): the buyer's address when it has a city, else the seller's.
  const deliverTo = splitAddress(detail.client.address).city ? detail.client.address : detail.issuer.address;
  const deliverCountry = deliverTo === detail.client.address ? detail.client.country : "PT";

  const body: Record<string, unknown> = {
    "cbc:CustomizationID": CIUS_PT_CUSTOMIZATION_ID,
    "cbc:ProfileID": CIUS_PT_PROFILE_ID,
    "cbc:ID": detail.display,
    "cbc:IssueDate": detail.issueDate,
    ...(credit ? { "cbc:CreditNoteTypeCode": typeCode } : { "cbc:DueDate": detail.dueDate, "cbc:InvoiceTypeCode": typeCode }),
    ...(notes.length ? { "cbc:Note": notes } : {}),
    "cbc:DocumentCurrencyCode": "EUR",
    ...(extras.orderReference ? { "cbc:BuyerReference": extras.orderReference } : {}),
    ...(extras.commitmentNumber ? { "cac:OrderReference": { "cbc:ID": extras.commitmentNumber } } : {}),
    ...(detail.references.length
      ? {
          "cac:BillingReference": detail.references.map((reference) => ({
            "cac:InvoiceDocumentReference": {
              "cbc:ID": reference.display,
              ...(extras.referencedIssueDates?.[reference.id] ? { "cbc:IssueDate": extras.referencedIssueDates[reference.id] } : {}),
            },
          })),
        }
      : {}),
    "cac:AdditionalDocumentReference": [
      { "cbc:ID": detail.atcud, "cbc:DocumentDescription": "ATCUD" },
      { "cbc:ID": "QR", "cbc:DocumentDescription": detail.qrPayload },
      {
        "cbc:ID": fileName,
        "cbc:DocumentDescription": "Representação PDF do documento",
        "cac:Attachment": {
          "cbc:EmbeddedDocumentBinaryObject": { "@_mimeCode": "application/pdf", "@_filename": fileName, "#text": Buffer.from(extras.pdf).toString("base64") },
        },
      },
    ],
    "cac:AccountingSupplierParty": party(detail.issuer.name, `PT${detail.issuer.nif}`, detail.issuer.nif, detail.issuer.address, "PT"),
    "cac:AccountingCustomerParty": party(detail.client.name, buyerVatId(detail.client), detail.client.country === "PT" ? detail.client.nif : null, detail.client.address, detail.client.country),
    "cac:Delivery": { "cbc:ActualDeliveryDate": detail.issueDate, "cac:DeliveryLocation": { "cac:Address": postalAddress(deliverTo, deliverCountry) } },
    ...(extras.iban
      ? {
          "cac:PaymentMeans": {
            "cbc:PaymentMeansCode": "58",
            ...(credit ? { "cbc:PaymentDueDate": detail.dueDate } : {}),
            "cac:PayeeFinancialAccount": { "cbc:ID": extras.iban.replace(/\s/g, "") },
          },
        }
      : {}),
    ...(detail.withholdingRule ? { "cac:PaymentTerms": { "cbc:Note": `Retenção na fonte ${detail.withholdingRule.code} à taxa de ${(detail.withholdingRule.rateBasisPoints / 100).toFixed(2)} %` } } : {}),
    "cac:TaxTotal": {
      "cbc:TaxAmount": amount(detail.vatCents),
      "cac:TaxSubtotal": detail.vatSummary.map((row) => ({
        "cbc:TaxableAmount": amount(row.baseCents),
        "cbc:TaxAmount": amount(row.vatCents),
        "cac:TaxCategory": taxCategory(row.rate, row.vatExemptionCode, row.vatExemptionReason, true),
      })),
    },
    "cac:LegalMonetaryTotal": {
      "cbc:LineExtensionAmount": amount(detail.netCents),
      "cbc:TaxExclusiveAmount": amount(detail.netCents),
      "cbc:TaxInclusiveAmount": amount(detail.totalCents),
      // The withholding is paid by the buyer to the State on the seller's behalf: EN 16931 has no
      // withholding term, so it is the paid amount (BT-113) and the payable amount is what is transferred.
      ...(withheldCents ? { "cbc:PrepaidAmount": amount(withheldCents) } : {}),
      "cbc:PayableAmount": amount(detail.totalCents - withheldCents),
    },
    [lineTag]: detail.lines.map((line, index) => ({
      "cbc:ID": String(index + 1),
      ...(line.reference ? { "cbc:Note": `Referência: ${line.reference}` } : {}),
      [quantityTag]: { "@_unitCode": "C62", "#text": quantity(line.quantity) },
      "cbc:LineExtensionAmount": amount(line.netCents),
      "cac:Item": {
        "cbc:Name": line.description.slice(0, 200),
        "cac:ClassifiedTaxCategory": taxCategory(line.vatRate, line.vatExemptionCode, line.vatExemptionReason, false),
      },
      "cac:Price": { "cbc:PriceAmount": amount(line.unitCents) },
    })),
  };

  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@_", format: true, suppressEmptyNode: true });
  return builder.build({
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
    [root]: { "@_xmlns": credit ? NS.creditNote : NS.invoice, "@_xmlns:cac": NS.cac, "@_xmlns:cbc": NS.cbc, ...body },
  });
}
