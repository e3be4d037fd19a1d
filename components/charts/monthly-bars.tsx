const MONTHS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];

interface Month {
  mes: number;
  receitasCents: number;
  receitas: string;
  despesasCents: number;
  despesas: string;
}

/** Revenue and expenses per month as an accessible SVG bar chart (no chart library, no client JS). */
export function MonthlyBars({ months }: { months: Month[] }) {
  const width = 720;
  const height = 220;
  const top = 10;
  const bottom = 26;
  const max = Math.max(1, ...months.flatMap((month) => [month.receitasCents, month.despesasCents]));
  const slot = width / months.length;
  const bar = slot * 0.32;
  const scale = (cents: number) => ((height - top - bottom) * cents) / max;
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="chart-title chart-desc">
        <title id="chart-title">Receitas e despesas por mês</title>
        <desc id="chart-desc">{months.map((month) => `${MONTHS[month.mes - 1]}: receitas ${month.receitas}, despesas ${month.despesas}`).join("; ")}</desc>
        <line x1="0" x2={width} y1={height - bottom} y2={height - bottom} className="chart-axis" />
        {months.map((month, index) => {
          const x = index * slot + slot / 2;
          const revenue = scale(month.receitasCents);
          const expenses = scale(month.despesasCents);
          return (
            <g key={month.mes}>
              <rect x={x - bar - 1} y={height - bottom - revenue} width={bar} height={revenue} className="bar-revenue"><title>{`Receitas ${MONTHS[month.mes - 1]}: ${month.receitas}`}</title></rect>
              <rect x={x + 1} y={height - bottom - expenses} width={bar} height={expenses} className="bar-expenses"><title>{`Despesas ${MONTHS[month.mes - 1]}: ${month.despesas}`}</title></rect>
              <text x={x} y={height - 8} textAnchor="middle" className="chart-label">{MONTHS[month.mes - 1]}</text>
            </g>
          );
        })}
      </svg>
      <figcaption><span className="legend legend-revenue" /> Receitas <span className="legend legend-expenses" /> Despesas</figcaption>
    </figure>
  );
}
