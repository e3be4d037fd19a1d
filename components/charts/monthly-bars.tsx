const MONTHS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];
const MONTH_NAMES = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];

interface Month {
  month: number;
  revenueCents: number;
  revenue: string;
  expensesCents: number;
  expenses: string;
}

// The plot's vertical geometry in CSS pixels; horizontal positions are percentages, so the SVG fills
// any width while its text keeps the page's font size (a scaled viewBox shrank labels to ~5 px on a phone).
const PLOT_TOP = 12;
const PLOT_BOTTOM = 212;
const HEIGHT = 236;

/**
 * The smallest 1/2/2,5/5 × 10ⁿ euros at or above the largest month, so the axis reads in round numbers;
 * at least 10 €, so an empty (or nearly empty) chart's half-way tick is 5 €, not a second «1 €».
 */
export function axisMaxEuros(maxCents: number): number {
  const euros = Math.max(10, maxCents / 100);
  const power = 10 ** Math.floor(Math.log10(euros));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= euros) ?? 10;
  return step * power;
}

/** `12500` euros → `12,5 mil €`; below a thousand, whole euros. */
export function compactEuros(euros: number): string {
  if (euros < 1000) return `${Math.round(euros)} €`;
  const thousands = euros / 1000;
  return `${(Number.isInteger(thousands) ? thousands.toString() : thousands.toFixed(1)).replace(".", ",")} mil €`;
}

/** Revenue and expenses per month: an SVG bar chart with a euro axis, a tooltip per bar and the figures as a table. */
export function MonthlyBars({ months }: { months: Month[] }) {
  const maxEuros = axisMaxEuros(Math.max(0, ...months.flatMap((month) => [month.revenueCents, month.expensesCents])));
  const plotHeight = PLOT_BOTTOM - PLOT_TOP;
  const barHeight = (cents: number) => (plotHeight * Math.max(0, cents)) / 100 / maxEuros;
  const slot = 100 / months.length;
  const bar = slot * 0.36;
  const ticks = [maxEuros, maxEuros / 2, 0];
  return (
    <figure className="chart">
      <div className="chart-area">
        <div className="chart-y" aria-hidden="true">
          {ticks.map((tick, index) => <span key={tick} className={`chart-tick chart-tick-${index}`}>{compactEuros(tick)}</span>)}
        </div>
        <svg width="100%" height={HEIGHT} role="img" aria-labelledby="chart-title">
          <title id="chart-title">Receitas e despesas por mês (valores na tabela abaixo)</title>
          {ticks.map((tick, index) => {
            const y = PLOT_TOP + (plotHeight * index) / 2;
            return <line key={tick} x1="0" x2="100%" y1={y} y2={y} className={tick === 0 ? "chart-axis" : "chart-grid"} />;
          })}
          {months.map((month, index) => {
            const center = index * slot + slot / 2;
            const revenue = barHeight(month.revenueCents);
            const expenses = barHeight(month.expensesCents);
            return (
              <g key={month.month}>
                <rect x={`${center - bar - 0.4}%`} y={PLOT_BOTTOM - revenue} width={`${bar}%`} height={revenue} className="bar-revenue"><title>{`Receitas em ${MONTH_NAMES[month.month - 1]}: ${month.revenue}`}</title></rect>
                <rect x={`${center + 0.4}%`} y={PLOT_BOTTOM - expenses} width={`${bar}%`} height={expenses} className="bar-expenses"><title>{`Despesas em ${MONTH_NAMES[month.month - 1]}: ${month.expenses}`}</title></rect>
                <text x={`${center}%`} y={HEIGHT - 6} textAnchor="middle" className="chart-label">
                  <tspan className="chart-label-long">{MONTHS[month.month - 1]}</tspan><tspan className="chart-label-short">{MONTHS[month.month - 1]![0]!.toUpperCase()}</tspan>
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption><span className="legend legend-revenue" /> Receitas <span className="legend legend-expenses" /> Despesas <span className="muted">(sem IVA)</span></figcaption>
      <details className="chart-table">
        <summary>Ver os valores de cada mês</summary>
        <table className="table">
          <thead><tr><th scope="col">Mês</th><th scope="col" className="numeric">Receitas</th><th scope="col" className="numeric">Despesas</th></tr></thead>
          <tbody>
            {months.map((month) => <tr key={month.month}><th scope="row">{MONTH_NAMES[month.month - 1]}</th><td className="numeric">{month.revenue}</td><td className="numeric">{month.expenses}</td></tr>)}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
