import { getVatReturnPdf } from "@/lib/domains/vat-return/get-vat-return-pdf";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { operationRefusal, webFileRoute } from "@/lib/transports/web/web-file-route";
import { periodRequest } from "../return-links";

/** The draft return laid out like Quadro 06, for the signed-in user. */
export const GET = webFileRoute((context, request) => invokeOperation(getVatReturnPdf, context, periodRequest(Object.fromEntries(new URL(request.url).searchParams))), {
  disposition: "attachment",
  refusals: { validation_error: operationRefusal(400, "O período pedido não é válido.") },
});
