"use client";

import { resendVerificationAction } from "@/app/(auth)/actions";
import { useFormAction } from "@/components/accounts/use-form-action";
import { FormSummary } from "./form-feedback";

export function ResendVerificationForm() {
  const { state, formProps, pending } = useFormAction(resendVerificationAction);
  return (
    <form className="form" {...formProps}>
      <FormSummary state={state} />
      <button type="submit" className="button button-secondary" disabled={pending}>Enviar nova ligação</button>
    </form>
  );
}
