// The query of a list page (faturas, clientes, despesas, banco, e-Fatura): the filters it declares, the
// cursor of the page shown and an optional page size. Values a page does not declare, a select value
// outside its options or a date that is not YYYY-MM-DD are dropped, not refused: a hand-edited URL
// shows the list unfiltered rather than an error page.

export type ListFilter =
  | { name: string; label: string; kind: "search"; placeholder?: string }
  | { name: string; label: string; kind: "date" }
  | { name: string; label: string; kind: "select"; options: readonly (readonly [value: string, label: string])[] };

export type ListQuery = { values: Record<string, string>; cursor?: string; limit?: number };

/** Page-size parameter: lets a person (and the browser tests) page through in smaller steps. */
export const PAGE_SIZE_PARAM = "limite";
export const CURSOR_PARAM = "cursor";
export const MAX_WEB_PAGE_SIZE = 200;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function readListQuery(search: Record<string, string | string[] | undefined>, filters: readonly ListFilter[]): ListQuery {
  const one = (name: string) => {
    const value = search[name];
    return (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
  };
  const values: Record<string, string> = {};
  for (const filter of filters) {
    const value = one(filter.name).slice(0, 200);
    if (!value) continue;
    if (filter.kind === "date" && (!DATE.test(value) || Number.isNaN(Date.parse(value)))) continue;
    if (filter.kind === "select" && !filter.options.some(([option]) => option === value)) continue;
    values[filter.name] = value;
  }
  const cursor = one(CURSOR_PARAM).slice(0, 500) || undefined;
  const size = Number(one(PAGE_SIZE_PARAM));
  const limit = Number.isInteger(size) && size >= 1 ? Math.min(size, MAX_WEB_PAGE_SIZE) : undefined;
  return { values, ...(cursor ? { cursor } : {}), ...(limit ? { limit } : {}) };
}

/** `path?filters…&extra…`, blanks left out. */
export function listHref(path: string, values: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams(Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== "").map(([name, value]) => [name, String(value)])).toString();
  return query ? `${path}?${query}` : path;
}

/** The page's paging as operation input. */
export function pagingInput(query: ListQuery): { cursor?: string; limit?: number } {
  return { ...(query.cursor ? { cursor: query.cursor } : {}), ...(query.limit ? { limit: query.limit } : {}) };
}

/**
 * Reads one page of a list; a cursor the operation refuses (edited by hand, or from before a filter
 * changed) shows the first page instead of an error page.
 */
export async function readListPage<Page>(query: ListQuery, read: (paging: { cursor?: string; limit?: number }) => Promise<Page>): Promise<Page> {
  try {
    return await read(pagingInput(query));
  } catch (error) {
    if (!query.cursor || (error as { code?: string }).code !== "validation_error") throw error;
    return read(pagingInput({ ...query, cursor: undefined }));
  }
}
