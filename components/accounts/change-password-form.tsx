"use client";

import { changePasswordAction } from "@/app/(app)/conta/actions";
import { useFormAction } from "@/components/accounts/use-form-action";
import { FieldError, FormSummary, invalidProps } from "./form-feedback";

export function ChangePasswordForm({ rules }: { rules: string }) {
  const { state, formProps, pending } = useFormAction(changePasswordAction, { resetOnSuccess: true });
  return (
    <form className="form" {...formProps} noValidate data-testid="change-password">
      <FormSummary state={state} />
      <label>
        Palavra-passe atual
        <input type="password" name="currentPassword" autoComplete="current-password" required maxLength={200} {...invalidProps(state, "currentPassword")} />
        <FieldError state={state} name="currentPassword" />
      </label>
      <label>
        Nova palavra-passe
        <input type="password" name="newPassword" autoComplete="new-password" required minLength={10} maxLength={200} aria-describedby="new-password-rules" {...invalidProps(state, "newPassword")} />
        <span id="new-password-rules" className="muted small">{rules}</span>
        <FieldError state={state} name="newPassword" />
      </label>
      <button type="submit" className="button" disabled={pending}>Alterar a palavra-passe</button>
    </form>
  );
}
