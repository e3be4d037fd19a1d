import { currentSession } from "@/lib/domains/auth/session";
import { ApiError } from "@/lib/core/api-error";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { exportSaft } from "@/lib/domains/saft/export-saft";
import { workspace } from "@/lib/transports/web/workspace";
import { answeringOutages } from "@/lib/transports/web/database-outage";
import { refusalText } from "@/lib/core/refusal-text";

/** The SAF-T file of a period for the signed-in user (?year=2026&month=10, or &quarter=3, or the year: export_saft's parameters), streamed as a download. */
export async function GET(request: Request): Promise<Response> {
  return answeringOutages(async () => {
    if (!(await currentSession())) return new Response("Sessão necessária.", { status: 401 });
    const { context } = await workspace();
    const query = Object.fromEntries([...new URL(request.url).searchParams].filter(([, value]) => value !== ""));
    try {
      const file = await invokeOperation(exportSaft, context, query, "query");
      return new Response(file.body, {
        headers: { "Content-Type": file.contentType, "Content-Disposition": `attachment; filename="${file.fileName}"`, "X-Content-Type-Options": "nosniff", "Cache-Control": "private, no-store" },
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === "validation_error") return new Response(`Período inválido: ${refusalText(error, "indique um ano (2000–2100) e, no máximo, um mês (1–12) ou um trimestre (1–4).")}`, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
      throw error;
    }
  });
}
