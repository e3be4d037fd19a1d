"use client";

import { useFormAction } from "@/components/accounts/use-form-action";
import type { FormResult } from "@/lib/transports/web/form-result";
import { FieldError, FormSummary, invalidProps } from "./form-feedback";

/** One email field posted to a server action (password reset request). */
export function EmailForm({ action, submitLabel }: { action: (previous: FormResult | null, formData: FormData) => Promise<FormResult>; submitLabel: string }) {
  const { state, formProps, pending } = useFormAction(action);
  return (
    <form className="form" {...formProps} noValidate>
      <FormSummary state={state} />
      <label>
        Email
        <input type="email" name="email" autoComplete="email" required {...invalidProps(state, "email")} />
        <FieldError state={state} name="email" />
      </label>
      <button type="submit" className="button" disabled={pending}>{submitLabel}</button>
    </form>
  );
}
