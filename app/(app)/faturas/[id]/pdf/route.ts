import { ApiError } from "@/lib/core/api-error";
import { getInvoicePdf } from "@/lib/domains/invoices/get-invoice-pdf";
import { currentSession } from "@/lib/domains/auth/session";
import { workspace } from "@/lib/transports/web/workspace";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { answeringOutages } from "@/lib/transports/web/database-outage";

/** The invoice PDF for the signed-in user (the web app never calls the API with a key). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return answeringOutages(async () => {
    if (!(await currentSession())) return new Response("Sessão necessária.", { status: 401 });
    const { context } = await workspace();
    try {
      const query = new URL(request.url).searchParams;
      // ?selado=1: the sealed copy; ?via=2: the «2.ª via», a copy given in place of a lost original.
      const file = await invokeOperation(getInvoicePdf, context, { id: (await params).id, ...(query.get("selado") === "1" ? { sealed: "true" } : {}), ...(query.get("via") === "2" ? { copy: "second" } : {}) });
      return new Response(Buffer.from(file.body), {
        headers: { "Content-Type": file.contentType, "Content-Disposition": `attachment; filename="${file.fileName}"`, "Cache-Control": "private, no-store" },
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === "not_found") return new Response("Fatura não encontrada.", { status: 404 });
      if (error instanceof ApiError && error.code === "conflict") return new Response("Esta fatura ainda não foi selada: use «Selar PDF» na página da fatura.", { status: 409, headers: { "Content-Type": "text/plain; charset=utf-8" } });
      throw error;
    }
  });
}
