import { XMLParser } from "fast-xml-parser";
import { ublDocumentKind, validateUblSchema } from "@/lib/domains/einvoicing/ubl-schema";
import type { VatLine } from "./qr-fields";

// A structured e-invoice (UBL 2.1 Invoice or CreditNote, e.g. CIUS-PT or Peppol BIS) read exactly
// from its elements: no OCR, no guessing. It must first pass the official OASIS UBL 2.1 XSD.
// Refused before parsing: a DOCTYPE (entities are a denial-of-service and disclosure vector, and no
// UBL document needs one).

export interface UblLine {
  description: string;
  quantity: number;
  netCents: number;
  vatRate: number | null;
}

export interface UblFields {
  documentType: "Invoice" | "CreditNote";
  supplierName: string | null;
  supplierNif: string | null;
  supplierVatId: string | null;
  buyerNif: string | null;
  documentNumber: string | null;
  documentDate: string | null;
  atcud: string | null;
  netCents: number | null;
  vatCents: number | null;
  totalCents: number | null;
  vatBreakdown: VatLine[];
  lines: UblLine[];
}

type Node = Record<string, unknown>;
const ARRAYS = new Set(["TaxTotal", "TaxSubtotal", "InvoiceLine", "CreditNoteLine", "AdditionalDocumentReference", "PartyTaxScheme", "Description", "Note"]);
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@_", removeNSPrefix: true, parseTagValue: false, processEntities: true, isArray: (name) => ARRAYS.has(name) });

function at(node: unknown, ...path: string[]): unknown {
  return path.reduce<unknown>((value, key) => {
    const one = Array.isArray(value) ? value[0] : value;
    return one && typeof one === "object" ? (one as Node)[key] : undefined;
  }, node);
}
function text(node: unknown, ...path: string[]): string | null {
  let value = at(node, ...path);
  if (Array.isArray(value)) value = value[0];
  if (value === undefined || value === null) return null;
  const raw = typeof value === "object" ? (value as Node)["#text"] : value;
  const trimmed = raw === undefined || raw === null ? "" : String(raw).trim();
  return trimmed || null;
}
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
function cents(value: string | null): number | null {
  if (value === null || !/^-?\d+(\.\d+)?$/.test(value)) return null;
  return Math.round(Number(value) * 100);
}

/** A VAT identifier split into a Portuguese NIF or a foreign VAT number. */
function splitVatId(id: string | null): { nif: string | null; vatId: string | null } {
  if (!id) return { nif: null, vatId: null };
  const compact = id.replace(/\s/g, "").toUpperCase();
  if (/^(PT)?\d{9}$/.test(compact)) return { nif: compact.replace(/^PT/, ""), vatId: null };
  return { nif: null, vatId: compact };
}

/** Reads a UBL e-invoice; a reason in Portuguese when it is not one or breaks the schema. */
export async function ublFields(bytes: Uint8Array): Promise<UblFields | { unreadable: string }> {
  let xml: string;
  try {
    xml = new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return { unreadable: "O XML não está em UTF-8." };
  }
  if (/<!DOCTYPE/i.test(xml)) return { unreadable: "O XML declara um DOCTYPE, que uma fatura UBL não usa: não foi lido." };
  const kind = ublDocumentKind(xml);
  if (!kind) return { unreadable: "O XML não é uma fatura eletrónica UBL 2.1 (Invoice ou CreditNote)." };
  const schema = await validateUblSchema(xml);
  if (!schema.valid) return { unreadable: `O XML não cumpre o esquema UBL 2.1 (OASIS): ${schema.errors.slice(0, 3).join("; ") || "inválido"}` };
  const doc = (parser.parse(xml) as Node)[kind] as Node;
  const supplier = at(doc, "AccountingSupplierParty", "Party");
  const buyer = at(doc, "AccountingCustomerParty", "Party");
  const supplierId = splitVatId(text(supplier, "PartyTaxScheme", "CompanyID") ?? text(supplier, "PartyLegalEntity", "CompanyID"));
  const buyerId = splitVatId(text(buyer, "PartyTaxScheme", "CompanyID") ?? text(buyer, "PartyLegalEntity", "CompanyID"));
  const currency = text(doc, "DocumentCurrencyCode");
  // BT-110 is the TaxTotal in the document currency (a second one, BT-111, may be in the VAT currency).
  const taxTotals = list(doc.TaxTotal);
  const taxTotal = taxTotals.find((total) => (at(total, "TaxAmount") as Node | undefined)?.["@_currencyID"] === currency) ?? taxTotals[0];
  const vatBreakdown = list(at(taxTotal, "TaxSubtotal")).map((row) => ({
    rate: Number(text(row, "TaxCategory", "Percent") ?? 0),
    baseCents: cents(text(row, "TaxableAmount")) ?? 0,
    vatCents: cents(text(row, "TaxAmount")) ?? 0,
  }));
  const lines = list(doc[kind === "Invoice" ? "InvoiceLine" : "CreditNoteLine"]).map((line) => ({
    description: text(line, "Item", "Name") ?? text(line, "Item", "Description") ?? "",
    quantity: Number(text(line, kind === "Invoice" ? "InvoicedQuantity" : "CreditedQuantity") ?? 0),
    netCents: cents(text(line, "LineExtensionAmount")) ?? 0,
    vatRate: text(line, "Item", "ClassifiedTaxCategory", "Percent") === null ? null : Number(text(line, "Item", "ClassifiedTaxCategory", "Percent")),
  }));
  const atcud = list(doc.AdditionalDocumentReference).find((reference) => text(reference, "DocumentDescription")?.toUpperCase() === "ATCUD");
  return {
    documentType: kind,
    supplierName: text(supplier, "PartyLegalEntity", "RegistrationName") ?? text(supplier, "PartyName", "Name"),
    supplierNif: supplierId.nif,
    supplierVatId: supplierId.vatId,
    buyerNif: buyerId.nif,
    documentNumber: text(doc, "ID"),
    documentDate: text(doc, "IssueDate"),
    atcud: atcud ? text(atcud, "ID") : null,
    netCents: cents(text(doc, "LegalMonetaryTotal", "TaxExclusiveAmount")),
    vatCents: cents(text(taxTotal, "TaxAmount")),
    totalCents: cents(text(doc, "LegalMonetaryTotal", "TaxInclusiveAmount")),
    vatBreakdown,
    lines,
  };
}
