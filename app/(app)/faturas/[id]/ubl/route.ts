import { ApiError } from "@/lib/core/api-error";
import { getInvoiceUbl } from "@/lib/domains/invoices/get-invoice-ubl";
import { currentSession } from "@/lib/domains/auth/session";
import { workspace } from "@/lib/transports/web/workspace";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { answeringOutages } from "@/lib/transports/web/database-outage";

/** The CIUS-PT e-invoice (UBL XML) for the signed-in user (the web app never calls the API with a key). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return answeringOutages(async () => {
    if (!(await currentSession())) return new Response("Sessão necessária.", { status: 401 });
    const { context } = await workspace();
    try {
      const file = await invokeOperation(getInvoiceUbl, context, { id: (await params).id });
      return new Response(Buffer.from(file.body), {
        headers: { "Content-Type": file.contentType, "Content-Disposition": `attachment; filename="${file.fileName}"`, "Cache-Control": "private, no-store" },
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === "not_found") return new Response("Fatura não encontrada.", { status: 404 });
      throw error;
    }
  });
}
