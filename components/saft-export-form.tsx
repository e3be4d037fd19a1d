const MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];

/**
 * Downloads the SAF-T (PT) invoicing file of a month (the one e-Fatura expects by day 5), a quarter or
 * a year. A plain GET form: the browser saves the file the route streams.
 */
export function SaftExportForm({ year, month }: { year: number; month: number }) {
  return (
    <form action="/faturas/saft" method="get" className="filters" aria-label="Exportar SAF-T">
      <label>
        Período{" "}
        <select name="month" defaultValue={String(month)}>
          {MONTHS.map((name, index) => <option key={name} value={index + 1}>{name}</option>)}
          <option value="">ano inteiro</option>
        </select>
      </label>{" "}
      <label>
        Ano <input name="year" type="number" min={2000} max={2100} defaultValue={year} required size={5} />
      </label>{" "}
      <button className="button button-secondary" type="submit">Exportar SAF-T</button>
    </form>
  );
}
