import { currentSession } from "@/lib/domains/auth/session";
import { getDocumentFile } from "@/lib/domains/documents/read-documents";
import { ApiError } from "@/lib/core/api-error";
import { workspace } from "@/lib/transports/web/workspace";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { answeringOutages } from "@/lib/transports/web/database-outage";
import { fileContentSecurityPolicy } from "@/lib/core/security/content-security-policy";

/** The original file for the signed-in user; served inline with its detected type, nosniff and the file policy (framed by the app's pages only). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return answeringOutages(async () => {
    if (!(await currentSession())) return new Response("Sessão necessária.", { status: 401 });
    const { context } = await workspace();
    try {
      const file = await invokeOperation(getDocumentFile, context, { id: (await params).id });
      return new Response(Buffer.from(file.body), {
        headers: { "Content-Type": file.contentType, "Content-Disposition": `inline; filename="${encodeURIComponent(file.fileName)}"`, "X-Content-Type-Options": "nosniff", "Content-Security-Policy": fileContentSecurityPolicy(file.contentType), "Cache-Control": "private, no-store" },
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === "not_found") return new Response("Documento não encontrado.", { status: 404 });
      throw error;
    }
  });
}
