import type { FormResult } from "@/lib/transports/web/form-result";

/** The form's summary line: the first error, or the success message. */
export function FormSummary({ state }: { state: FormResult | null }) {
  if (!state) return null;
  if (!state.ok) return <p role="alert" className="alert">{state.message}</p>;
  return state.message ? <p role="status" className="notice">{state.message}</p> : null;
}

/** The error of one field, next to its input (the input points at it with aria-describedby). */
export function FieldError({ state, name }: { state: FormResult | null; name: string }) {
  const message = state && !state.ok ? state.fields[name] : undefined;
  return message ? <span id={`${name}-error`} className="field-error">{message}</span> : null;
}

export function invalidProps(state: FormResult | null, name: string) {
  return state && !state.ok && state.fields[name] ? { "aria-invalid": true, "aria-describedby": `${name}-error` } : {};
}
