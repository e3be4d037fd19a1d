import { getReceiptPdf } from "@/lib/domains/payments/get-receipt-pdf";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { fixedRefusal, webFileRoute } from "@/lib/transports/web/web-file-route";

/** The receipt PDF for the signed-in user. */
export const GET = webFileRoute<{ id: string }>((context, _request, { id }) => invokeOperation(getReceiptPdf, context, { id }), {
  disposition: "attachment",
  refusals: { not_found: fixedRefusal(404, "Recibo não encontrado.") },
});
