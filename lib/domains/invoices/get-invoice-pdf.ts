import { z } from "zod";
import { ApiError } from "@/lib/core/api-error";
import { lisbonToday } from "@/lib/core/dates";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { storedSealedPdf } from "@/lib/domains/seal/company-seal";
import { idParameter, sealedParameter } from "@/lib/core/schemas";
import { loadInvoiceDetail } from "./invoice-detail";
import { renderInvoicePdf } from "./invoice-pdf";
import { loadPaymentDetails } from "./payment-details";

export const getInvoicePdf = defineOperation({
  name: "get_invoice_pdf",
  title: "Invoice PDF",
  description:
    "Returns the invoice as a printable A4 PDF (issuer, client, lines, VAT summary, totals, ATCUD above the QR code, on FT/ND the payment details (IBAN, reference text, amount after withholding, due date) when the company has an IBAN, and the notice that it has no fiscal value). Answers with application/pdf, not JSON. The PDF reproduces the document as issued: credit notes and payments that came later are not printed on it (get_invoice shows them). It is marked «Original»; `copy=second` marks it «2.ª via», for a copy given in place of a lost original. With `sealed=true`, answers the sealed copy made by seal_invoice_pdf or seal_pdfs (409 conflict when there is none yet).",
  scope: "read",
  http: { method: "GET", path: "/invoices/{id}/pdf", produces: ["application/pdf"], errors: ["conflict"] },
  input: z.object({
    id: idParameter,
    sealed: sealedParameter,
    copy: z.enum(["original", "second"]).optional().describe("original (default): the document as issued, marked «Original»; second: the same document marked «2.ª via», a copy given in place of the original. Not with sealed=true (the sealed copy is the original)."),
  }),
  output: z.object({ fileName: z.string(), contentType: z.string(), body: z.custom<Uint8Array>((value) => value instanceof Uint8Array) }),
  hints: HINTS.readOnly,
  async run(context, input) {
    if (input.sealed === "true") {
      if (input.copy === "second") throw new ApiError("validation_error", "The sealed PDF is the original: ask for copy=second without sealed=true.", { details: [{ path: "copy", message: "not with sealed=true" }] });
      const { display } = await loadInvoiceDetail(context.companyId, input.id, lisbonToday(context.now()));
      return { fileName: `${display.replace(/[ /]/g, "-")}-selado.pdf`, contentType: "application/pdf", body: await storedSealedPdf(context.companyId, { invoiceId: input.id }, "seal_invoice_pdf") };
    }
    const detail = await loadInvoiceDetail(context.companyId, input.id, lisbonToday(context.now()));
    return { fileName: `${detail.display.replace(/[ /]/g, "-")}${input.copy === "second" ? "-2via" : ""}.pdf`, contentType: "application/pdf", body: await renderInvoicePdf(detail, await loadPaymentDetails(context.companyId), input.copy ?? "original") };
  },
});
