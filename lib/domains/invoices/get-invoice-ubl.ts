import { z } from "zod";
import { database } from "@/lib/core/db";
import { lisbonToday } from "@/lib/core/dates";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { idParameter } from "@/lib/core/schemas";
import { loadInvoiceDetail } from "./invoice-detail";
import { renderInvoicePdf } from "./invoice-pdf";
import { buildInvoiceUbl, CIUS_PT_CUSTOMIZATION_ID } from "./invoice-ubl";

/** An agent gets the XML inline up to this size (the embedded PDF makes most files larger). */
const INLINE_UBL_BYTES = 256 * 1024;

async function loadInvoiceUbl(companyId: string, id: string, today: string) {
  const detail = await loadInvoiceDetail(companyId, id, today);
  const db = database();
  const [references, company, pdf] = await Promise.all([
    db.invoice.findMany({ where: { companyId, id: { in: detail.references.map((reference) => reference.id) } }, select: { id: true, issueDate: true } }),
    db.company.findUniqueOrThrow({ where: { id: companyId }, select: { iban: true } }),
    renderInvoicePdf(detail),
  ]);
  const xml = buildInvoiceUbl(detail, {
    commitmentNumber: detail.commitmentNumber,
    orderReference: detail.orderReference,
    iban: company.iban,
    pdf,
    referencedIssueDates: Object.fromEntries(references.map((row) => [row.id, row.issueDate.toISOString().slice(0, 10)])),
  });
  return { detail, fileName: `${detail.display.replace(/[ /]/g, "-")}.xml`, xml };
}

export const getInvoiceUbl = defineOperation({
  name: "get_invoice_ubl",
  title: "Invoice as a CIUS-PT e-invoice (UBL 2.1)",
  description:
    "Returns the document (FT, FR, FS, ND as a UBL Invoice; NC as a UBL CreditNote, type 381) as a structured e-invoice in the Portuguese CIUS-PT profile of EN 16931 (OASIS UBL 2.1): seller and buyer with VAT numbers and addresses, the public body's commitment number and order reference when given at issue, IBAN when the company has one, VAT breakdown per category with exemption reasons, ATCUD, QR content, the PDF embedded, totals and, for NC/ND, the documents corrected. Answers with application/xml, not JSON. Simulated ATCUD/QR, not sent to the public-sector platform (FE-AP), not signed.",
  scope: "read",
  http: { method: "GET", path: "/invoices/{id}/ubl", produces: ["application/xml"] },
  input: z.object({ id: idParameter }),
  output: z.object({ fileName: z.string(), contentType: z.string(), body: z.custom<Uint8Array>((value) => value instanceof Uint8Array) }),
  hints: HINTS.readOnly,
  async run(context, input) {
    const { fileName, xml } = await loadInvoiceUbl(context.companyId, input.id, lisbonToday(context.now()));
    return { fileName, contentType: "application/xml; charset=utf-8", body: new TextEncoder().encode(xml) };
  },
});

/** The agent version (MCP and the assistant): a tool answers JSON, so a summary, the path and small files inline. */
export const getInvoiceUblForAgents = defineOperation({
  name: "get_invoice_ubl",
  title: "Invoice as a CIUS-PT e-invoice (UBL 2.1)",
  description: `Prepares the document as a structured e-invoice in the Portuguese CIUS-PT profile of EN 16931 (OASIS UBL 2.1; NC as a CreditNote, type 381) with the PDF embedded, and answers the file name, \`downloadPath\` (GET it with the same API key: application/xml), its size and, up to ${INLINE_UBL_BYTES / 1024} KB, the XML itself. Use it when the client is a public body (invoices to the State must be CIUS-PT e-invoices) or asks for a UBL file.`,
  scope: "read",
  http: { method: "GET", path: "/invoices/{id}/ubl" },
  input: z.object({ id: idParameter }),
  output: z.object({
    display: z.string().describe("The document's number, e.g. FT 2026/17."),
    documentType: z.enum(["Invoice", "CreditNote"]).describe("The UBL document: CreditNote for an NC, Invoice otherwise."),
    customizationId: z.string().describe("The CIUS-PT customization identifier (BT-24)."),
    fileName: z.string(),
    downloadPath: z.string().describe("GET this path (with the same API key) for the file, as application/xml in UTF-8."),
    sizeBytes: z.number().int(),
    xml: z.string().nullable().describe(`The XML when at most ${INLINE_UBL_BYTES / 1024} KB; null otherwise (download it).`),
  }),
  hints: HINTS.readOnly,
  async run(context, input) {
    const { detail, fileName, xml } = await loadInvoiceUbl(context.companyId, input.id, lisbonToday(context.now()));
    const sizeBytes = Buffer.byteLength(xml, "utf8");
    return {
      display: detail.display,
      documentType: detail.type === "NC" ? ("CreditNote" as const) : ("Invoice" as const),
      customizationId: CIUS_PT_CUSTOMIZATION_ID,
      fileName,
      downloadPath: `/invoices/${detail.id}/ubl`,
      sizeBytes,
      xml: sizeBytes <= INLINE_UBL_BYTES ? xml : null,
    };
  },
});
