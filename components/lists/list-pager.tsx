import Link from "next/link";
import { CURSOR_PARAM, listHref, PAGE_SIZE_PARAM, type ListQuery } from "@/lib/transports/web/list-query";

/**
 * Paging through a whole list with the API's cursor: "Página seguinte" carries the `nextCursor` of the
 * page shown; "Voltar ao início" drops it. Filters and page size are kept.
 */
export function ListPager({ path, query, nextCursor, shown, keep = {} }: { path: string; query: ListQuery; nextCursor: string | null; shown: number; keep?: Record<string, string | undefined> }) {
  const base = { ...keep, ...query.values, [PAGE_SIZE_PARAM]: query.limit };
  if (!query.cursor && !nextCursor) return null;
  return (
    <nav className="pager" aria-label="Páginas">
      <span className="muted">{shown === 1 ? "1 nesta página" : `${shown} nesta página`}</span>
      {query.cursor ? <Link href={listHref(path, base)}>Voltar ao início</Link> : null}
      {nextCursor ? <Link href={listHref(path, { ...base, [CURSOR_PARAM]: nextCursor })} rel="next">Página seguinte</Link> : null}
    </nav>
  );
}
