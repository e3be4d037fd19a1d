// Switching company keeps the person on the same page of the other company's books. What names a row
// of the previous company (an id, a query) would not exist there, so the path is cut before it:
// /faturas/cm3x…/ → /faturas, /faturas/recorrentes/cm9…?x=1 → /faturas/recorrentes.

/** A page's own segments are short lowercase words (faturas, recorrentes, nova); ids are 25-character cuids. */
const PAGE_SEGMENT = /^[a-z][a-z-]{0,19}$/;

/** The page to open in the other company for the page at `path`; the Painel when nothing of it is left. */
export function pathInOtherCompany(path: string): string {
  if (!path.startsWith("/") || path.startsWith("//")) return "/painel";
  const kept: string[] = [];
  for (const segment of path.split(/[?#]/)[0]!.split("/").slice(1)) {
    if (!PAGE_SEGMENT.test(segment)) break;
    kept.push(segment);
  }
  return kept.length ? `/${kept.join("/")}` : "/painel";
}
