import type { DashboardPeriod } from "@/lib/transports/web/dashboard-period";

const CHOICES: { value: DashboardPeriod; label: string }[] = [
  { value: "mes", label: "Este mês" },
  { value: "trimestre", label: "Este trimestre" },
  { value: "ano", label: "Este ano" },
];

/** The Painel's period for the report: plain links, so the choice is in the URL and works without JavaScript. */
export function PeriodChoice({ current }: { current: DashboardPeriod }) {
  return (
    <nav className="filters" aria-label="Período do relatório">
      {CHOICES.map((choice) => (
        <a key={choice.value} href={`/painel?periodo=${choice.value}`} aria-current={choice.value === current ? "page" : undefined}>{choice.label}</a>
      ))}
    </nav>
  );
}
