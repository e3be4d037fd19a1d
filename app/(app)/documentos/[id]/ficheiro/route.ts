import { fileContentSecurityPolicy } from "@/lib/core/security/content-security-policy";
import { getDocumentFile } from "@/lib/domains/documents/read-documents";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { fixedRefusal, webFileRoute } from "@/lib/transports/web/web-file-route";

/** The original file for the signed-in user, shown inline with its detected type and the file policy (framed by the app's pages only). */
export const GET = webFileRoute<{ id: string }>((context, _request, { id }) => invokeOperation(getDocumentFile, context, { id }), {
  disposition: "inline",
  headers: (file) => ({ "Content-Security-Policy": fileContentSecurityPolicy(file.contentType) }),
  refusals: { not_found: fixedRefusal(404, "Documento não encontrado.") },
});
