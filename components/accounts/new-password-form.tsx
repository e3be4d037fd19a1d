"use client";

import { useFormAction } from "@/components/accounts/use-form-action";
import { resetPasswordAction } from "@/app/(auth)/actions";
import { FieldError, FormSummary, invalidProps } from "./form-feedback";

export function NewPasswordForm({ token, rules }: { token: string; rules: string }) {
  const { state, formProps, pending } = useFormAction(resetPasswordAction);
  if (state?.ok) {
    return (
      <>
        <FormSummary state={state} />
        <p><a className="button" href="/entrar">Entrar</a></p>
      </>
    );
  }
  return (
    <form className="form" {...formProps} noValidate>
      <FormSummary state={state} />
      <input type="hidden" name="token" value={token} />
      <label>
        Nova palavra-passe
        <input type="password" name="password" autoComplete="new-password" required minLength={10} maxLength={200} aria-describedby="password-rules" {...invalidProps(state, "password")} />
        <span id="password-rules" className="muted small">{rules}</span>
        <FieldError state={state} name="password" />
      </label>
      <button type="submit" className="button" disabled={pending}>Guardar a nova palavra-passe</button>
    </form>
  );
}
