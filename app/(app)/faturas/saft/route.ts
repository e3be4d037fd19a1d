import { exportSaft } from "@/lib/domains/saft/export-saft";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import { webFileRoute } from "@/lib/transports/web/web-file-route";
import { refusalText } from "@/lib/core/refusal-text";

/** The SAF-T file of a period for the signed-in user (?year=2026&month=10, or &quarter=3, or the year: export_saft's parameters), streamed as a download. */
export const GET = webFileRoute(
  (context, request) => invokeOperation(exportSaft, context, Object.fromEntries([...new URL(request.url).searchParams].filter(([, value]) => value !== "")), "query"),
  {
    disposition: "attachment",
    refusals: { validation_error: { status: 400, text: (error) => `Período inválido: ${refusalText(error, "indique um ano (2000–2100) e, no máximo, um mês (1–12) ou um trimestre (1–4).")}` } },
  },
);
