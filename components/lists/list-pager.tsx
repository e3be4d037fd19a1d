import Link from "next/link";
import { pagerHrefs, type ListQuery } from "@/lib/transports/web/list-query";

/**
 * Paging through a whole list with the API's cursor: «Página seguinte» carries the `nextCursor` of the
 * page shown, «Página anterior» goes back one page along the cursors walked so far, «Voltar ao início»
 * drops them. Filters and page size are kept.
 */
export function ListPager({ path, query, nextCursor, shown, keep = {} }: { path: string; query: ListQuery; nextCursor: string | null; shown: number; keep?: Record<string, string | undefined> }) {
  if (!query.cursor && !nextCursor) return null;
  const { first, previous, next } = pagerHrefs(path, query, nextCursor, keep);
  return (
    <nav className="pager" aria-label="Páginas">
      <span className="muted">{shown === 1 ? "1 nesta página" : `${shown} nesta página`}</span>
      {first ? <Link href={first}>Voltar ao início</Link> : null}
      {previous ? <Link href={previous} rel="prev">Página anterior</Link> : null}
      {next ? <Link href={next} rel="next">Página seguinte</Link> : null}
    </nav>
  );
}
