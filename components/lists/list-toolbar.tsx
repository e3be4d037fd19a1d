import Link from "next/link";
import { listHref, PAGE_SIZE_PARAM, type ListFilter, type ListQuery } from "@/lib/transports/web/list-query";

/**
 * A list page's search form (a plain GET form: it works without JavaScript and the URL can be shared),
 * with "Limpar" and the CSV/XLSX export of every row the filters select, not only the page shown.
 * `keep` are parameters the form carries unchanged (e.g. the status chosen in the chips above it).
 */
export function ListToolbar({ path, label, filters, query, exportPath, keep = {} }: { path: string; label: string; filters: readonly ListFilter[]; query: ListQuery; exportPath?: string; keep?: Record<string, string | undefined> }) {
  const filtered = Object.keys(query.values).length > 0;
  const exportValues = { ...keep, ...query.values };
  return (
    <form className="filters list-filters" method="get" action={path} role="search" aria-label={label}>
      {Object.entries(keep).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      {query.limit ? <input type="hidden" name={PAGE_SIZE_PARAM} value={query.limit} /> : null}
      {filters.map((filter) => (
        <label key={filter.name}>
          {filter.label}
          {filter.kind === "select" ? (
            <select name={filter.name} defaultValue={query.values[filter.name] ?? ""}>
              <option value="">Todos</option>
              {filter.options.map(([value, text]) => <option key={value} value={value}>{text}</option>)}
            </select>
          ) : (
            <input name={filter.name} type={filter.kind} defaultValue={query.values[filter.name] ?? ""} placeholder={filter.kind === "search" ? filter.placeholder : undefined} maxLength={filter.kind === "search" ? 200 : undefined} />
          )}
        </label>
      ))}
      <button type="submit" className="button-secondary">Filtrar</button>
      {filtered ? <Link href={listHref(path, keep)}>Limpar</Link> : null}
      {exportPath ? (
        <>
          <a href={listHref(exportPath, { ...exportValues, formato: "csv" })} download>Exportar CSV</a>
          <a href={listHref(exportPath, { ...exportValues, formato: "xlsx" })} download>Exportar XLSX</a>
        </>
      ) : null}
    </form>
  );
}
