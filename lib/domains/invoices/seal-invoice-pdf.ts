import { z } from "zod";
import { sealAndStore } from "@/lib/domains/seal/company-seal";
import { database } from "@/lib/core/db";
import { lisbonToday } from "@/lib/core/dates";
import { ApiError, notFound } from "@/lib/core/api-error";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { sealStatus, sealStatusSchema } from "@/lib/core/pdf/seal/seal-status";
import { idParameter } from "@/lib/core/schemas";
import { loadInvoiceDetail } from "./invoice-detail";
import { renderInvoicePdf } from "./invoice-pdf";

/** Renders and seals one invoice (FT, FR, FS, NC, ND), keeping the sealed copy. */
export async function sealInvoice(companyId: string, invoiceId: string, now: Date) {
  const detail = await loadInvoiceDetail(companyId, invoiceId, lisbonToday(now));
  // A seal vouches for a document to be sent; an annulled one is no longer sent (a copy sealed before
  // the annulment stays as it was).
  if (detail.status === "annulled") throw new ApiError("conflict", `${detail.display} is annulled: an annulled document is not sealed.`, { pt: `${detail.display} está anulada: um documento anulado não se sela.` });
  const row = await sealAndStore(companyId, { invoiceId }, await renderInvoicePdf(detail), now);
  return sealStatus(row, detail.pdfPath, null);
}

export const sealInvoicePdf = defineOperation({
  name: "seal_invoice_pdf",
  title: "Seal an invoice's PDF",
  description:
    "Seals the invoice's PDF (FT, FR, FS, NC or ND) with the company's electronic seal (PAdES: ETSI.CAdES.detached with signing-certificate-v2; B-T when a timestamp authority is configured) and keeps the sealed copy; download it at `pdfPath` (`/invoices/{id}/pdf?sealed=true`). Sealing again replaces the copy; an annulled invoice is refused (409 `conflict`), and a copy sealed before its annulment is kept as it was. The demo's seal is a self-signed TEST seal and the PDF says it is not qualified (see get_company_seal).",
  scope: "invoices:write",
  http: { method: "POST", path: "/invoices/{id}/seal", errors: ["not_found", "conflict"] },
  input: z.object({ id: idParameter }),
  output: sealStatusSchema,
  hints: HINTS.idempotentWrite,
  dryRun: { unsupported: "a seal is a signature made now; a preview would have nothing to keep" },
  async run(context, input) {
    const exists = await database().invoice.findFirst({ where: { id: input.id, companyId: context.companyId }, select: { id: true } });
    if (!exists) throw notFound("Invoice");
    return sealInvoice(context.companyId, input.id, context.now());
  },
});
