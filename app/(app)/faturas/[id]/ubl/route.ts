import { getInvoiceUbl } from "@/lib/domains/invoices/get-invoice-ubl";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { fixedRefusal, webFileRoute } from "@/lib/transports/web/web-file-route";

/** The CIUS-PT e-invoice (UBL XML) for the signed-in user. */
export const GET = webFileRoute<{ id: string }>((context, _request, { id }) => invokeOperation(getInvoiceUbl, context, { id }), {
  disposition: "attachment",
  refusals: { not_found: fixedRefusal(404, "Fatura não encontrada.") },
});
