// The query of a list page (faturas, clientes, despesas, banco, e-Fatura): the filters it declares, the
// cursor of the page shown and an optional page size. Values a page does not declare, a select value
// outside its options or a date that is not YYYY-MM-DD are dropped, not refused: a hand-edited URL
// shows the list unfiltered rather than an error page.

export type ListFilter =
  | { name: string; label: string; kind: "search"; placeholder?: string }
  | { name: string; label: string; kind: "date" }
  | { name: string; label: string; kind: "select"; options: readonly (readonly [value: string, label: string])[] };

export type ListQuery = { values: Record<string, string>; cursor?: string; limit?: number; trail?: string[] };

/** Page-size parameter: lets a person (and the browser tests) page through in smaller steps. */
export const PAGE_SIZE_PARAM = "limite";
export const CURSOR_PARAM = "cursor";
/** The cursors of the pages before the one shown (FIRST_PAGE for the first), oldest first: what «Página anterior» goes back along. */
export const TRAIL_PARAM = "anteriores";
/** The first page in the trail: it has no cursor (and a real cursor, base64url JSON, never reads "1"). */
const FIRST_PAGE = "1";
/** How many pages back «Página anterior» can go (the URL stays short); «Voltar ao início» always works. */
const MAX_TRAIL = 20;
const CURSOR_TEXT = /^[A-Za-z0-9_-]*$/;
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
  // base64url cursors hold no comma; anything else in the trail is dropped like a stray parameter.
  const trail = cursor && one(TRAIL_PARAM) ? one(TRAIL_PARAM).slice(0, MAX_TRAIL * 500).split(",").filter((entry) => entry !== "" && CURSOR_TEXT.test(entry) && entry.length <= 500).slice(-MAX_TRAIL) : [];
  return { values, ...(cursor ? { cursor } : {}), ...(limit ? { limit } : {}), ...(trail.length > 0 ? { trail } : {}) };
}

/** The pager's links: back to the first page, one page back along the trail, and the next page. */
export function pagerHrefs(path: string, query: ListQuery, nextCursor: string | null, keep: Record<string, string | undefined> = {}): { first: string | null; previous: string | null; next: string | null } {
  const base = { ...keep, ...query.values, [PAGE_SIZE_PARAM]: query.limit };
  const trail = query.trail ?? [];
  const previousCursor = trail.at(-1);
  return {
    first: query.cursor ? listHref(path, base) : null,
    previous: query.cursor && trail.length > 0 ? listHref(path, { ...base, [CURSOR_PARAM]: previousCursor === FIRST_PAGE ? undefined : previousCursor, [TRAIL_PARAM]: trail.slice(0, -1).join(",") }) : null,
    next: nextCursor ? listHref(path, { ...base, [CURSOR_PARAM]: nextCursor, [TRAIL_PARAM]: [...trail, query.cursor ?? FIRST_PAGE].slice(-MAX_TRAIL).join(",") }) : null,
  };
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
