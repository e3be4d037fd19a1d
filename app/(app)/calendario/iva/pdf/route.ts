import { currentSession } from "@/lib/domains/auth/session";
import { ApiError } from "@/lib/core/api-error";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { getVatReturnPdf } from "@/lib/domains/vat-return/get-vat-return-pdf";
import { answeringOutages } from "@/lib/transports/web/database-outage";
import { workspace } from "@/lib/transports/web/workspace";
import { refusalText } from "@/lib/core/refusal-text";
import { periodRequest } from "../return-links";

/** The draft return laid out like Quadro 06, for the signed-in user (the web app never calls the API with a key). */
export async function GET(request: Request): Promise<Response> {
  return answeringOutages(async () => {
    if (!(await currentSession())) return new Response("Sessão necessária.", { status: 401 });
    const { context } = await workspace();
    try {
      const file = await invokeOperation(getVatReturnPdf, context, periodRequest(Object.fromEntries(new URL(request.url).searchParams)));
      return new Response(Buffer.from(file.body), {
        headers: { "Content-Type": file.contentType, "Content-Disposition": `attachment; filename="${file.fileName}"`, "Cache-Control": "private, no-store" },
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === "validation_error") return new Response(refusalText(error, "O período pedido não é válido."), { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
      throw error;
    }
  });
}
