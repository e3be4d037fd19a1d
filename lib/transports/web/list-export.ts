import { currentSession } from "@/lib/domains/auth/session";
import { ApiError } from "@/lib/core/api-error";
import type { OperationContext } from "@/lib/kernel/operation";
import { exportResponse, type ExportTable } from "./table-export";
import { workspace } from "./workspace";
import { answeringOutages } from "./database-outage";

// The export behind a list page's "Exportar CSV/XLSX": every row its filters select, read page by page
// with the operation's cursor (200 at a time), up to MAX_EXPORT_ROWS so one click cannot make the
// server build an unbounded file. A cut export says so in its last row.

export const MAX_EXPORT_ROWS = 10_000;
const EXPORT_PAGE = 200;

type Page<Row> = { rows: Row[]; nextCursor: string | null };

/** Reads every page (cursor after cursor) up to MAX_EXPORT_ROWS rows. */
export async function readAllPages<Row>(readPage: (page: { limit: number; cursor?: string }) => Promise<Page<Row>>): Promise<{ rows: Row[]; truncated: boolean }> {
  const rows: Row[] = [];
  let cursor: string | undefined;
  do {
    const page = await readPage({ limit: EXPORT_PAGE, ...(cursor ? { cursor } : {}) });
    rows.push(...page.rows);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && rows.length < MAX_EXPORT_ROWS);
  return { rows: rows.slice(0, MAX_EXPORT_ROWS), truncated: Boolean(cursor) || rows.length > MAX_EXPORT_ROWS };
}

/** A GET route handler that answers `buildTable`'s rows as CSV or XLSX (`?formato=xlsx`), for a signed-in person. */
export function listExportRoute(baseName: string, buildTable: (context: OperationContext, params: URLSearchParams) => Promise<ExportTable & { truncated?: boolean }>) {
  return async function GET(request: Request): Promise<Response> {
    return answeringOutages(async () => {
      if (!(await currentSession())) return new Response("Sessão necessária.", { status: 401, headers: { "Content-Type": "text/plain; charset=utf-8" } });
      const { context } = await workspace();
      const params = new URL(request.url).searchParams;
      try {
        const { truncated, ...table } = await buildTable(context, params);
        const rows = truncated ? [...table.rows, table.columns.map((_, index) => (index === 0 ? `Exportação limitada às primeiras ${MAX_EXPORT_ROWS} linhas: use filtros de data.` : null))] : table.rows;
        return await exportResponse({ ...table, rows }, params.get("formato"), baseName);
      } catch (error) {
        if (error instanceof ApiError && error.code === "validation_error") return new Response("Filtro inválido.", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
        throw error;
      }
    });
  };
}

/** The search parameters as the record readListQuery takes. */
export function searchRecord(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries(params.entries());
}
