import { getInvoicePdf } from "@/lib/domains/invoices/get-invoice-pdf";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { fixedRefusal, webFileRoute } from "@/lib/transports/web/web-file-route";

/** The invoice PDF for the signed-in user: ?selado=1 the sealed copy; ?via=2 the «2.ª via», a copy given in place of a lost original. */
export const GET = webFileRoute<{ id: string }>(
  (context, request, { id }) => {
    const query = new URL(request.url).searchParams;
    return invokeOperation(getInvoicePdf, context, { id, ...(query.get("selado") === "1" ? { sealed: "true" } : {}), ...(query.get("via") === "2" ? { copy: "second" } : {}) });
  },
  {
    disposition: "attachment",
    refusals: {
      not_found: fixedRefusal(404, "Fatura não encontrada."),
      conflict: fixedRefusal(409, "Esta fatura ainda não foi selada: use «Selar PDF» na página da fatura."),
    },
  },
);
