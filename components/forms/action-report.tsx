"use client";

import { createContext, useContext, useState, useTransition, type ReactNode } from "react";
import type { FormResult } from "@/lib/transports/web/form-result";

// Row actions (Aceitar, Ignorar…) change the row they sit in, so their outcome is reported once for
// the whole list, above it, where it stays after the row has changed or gone.

type Report = (result: FormResult) => void;
const ReportContext = createContext<Report>(() => {});

export function ActionReport({ children }: { children: ReactNode }) {
  const [result, setResult] = useState<FormResult | null>(null);
  return (
    <ReportContext.Provider value={setResult}>
      <div data-testid="action-report" aria-live="polite">
        {result ? <p role={result.ok ? "status" : "alert"} className={result.ok ? "notice" : "alert"}>{result.message}</p> : null}
      </div>
      {children}
    </ReportContext.Provider>
  );
}

/**
 * A button posting fixed values (and the form's own fields) to a server action that answers with a
 * FormResult; the answer shows in the enclosing ActionReport. With `confirm`, asks first (bulk actions).
 */
export function ReportingActionForm({ action, values, label, accessibleLabel, confirm, className = "button-secondary", children }: {
  action: (previous: FormResult | null, formData: FormData) => Promise<FormResult>;
  values: Record<string, string>;
  label: ReactNode;
  accessibleLabel?: string;
  confirm?: string;
  className?: string;
  children?: ReactNode;
}) {
  const report = useContext(ReportContext);
  const [pending, startTransition] = useTransition();
  return (
    <form
      className="reporting-action"
      onSubmit={(event) => {
        event.preventDefault();
        if (confirm && !window.confirm(confirm)) return;
        const formData = new FormData(event.currentTarget);
        startTransition(async () => {
          try {
            report(await action(null, formData));
          } catch {
            report({ ok: false, message: "Sem ligação ao servidor; tente de novo.", fields: {} });
          }
        });
      }}
    >
      {Object.entries(values).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      {children}
      <button type="submit" className={className} aria-label={accessibleLabel} disabled={pending}>{label}</button>
    </form>
  );
}
