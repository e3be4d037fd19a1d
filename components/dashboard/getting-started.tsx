import type { GettingStartedStep } from "@/lib/domains/company/getting-started";

/** The first-steps checklist, shown on the dashboard until every step is done. */
export function GettingStarted({ steps }: { steps: GettingStartedStep[] }) {
  if (steps.every((step) => step.done)) return null;
  const done = steps.filter((step) => step.done).length;
  return (
    <section className="panel" aria-labelledby="primeiros-passos" data-testid="getting-started">
      <h2 id="primeiros-passos">Primeiros passos ({done} de {steps.length})</h2>
      <ul className="checklist">
        {steps.map((step) => (
          <li key={step.key} data-step={step.key} data-done={step.done}>
            <span aria-hidden="true">{step.done ? "✓" : "○"}</span>{" "}
            {step.done ? <s>{step.label}</s> : <a href={step.href}>{step.label}</a>}
            <span className="visually-hidden">{step.done ? " (feito)" : " (por fazer)"}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
