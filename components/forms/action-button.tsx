import type { ReactNode } from "react";

/** One button that posts fixed values to a server action (a row's "Aceitar", "Marcar feita"…); works without JavaScript. */
export function ActionButton({ action, values, label, accessibleLabel, className = "button-secondary" }: {
  action: (formData: FormData) => Promise<void>;
  values: Record<string, string>;
  label: ReactNode;
  accessibleLabel: string;
  className?: string;
}) {
  return (
    <form action={action}>
      {Object.entries(values).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      <button type="submit" className={className} aria-label={accessibleLabel}>{label}</button>
    </form>
  );
}
