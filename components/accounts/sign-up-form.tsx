"use client";

import { useFormAction } from "@/components/accounts/use-form-action";
import { signUpAction } from "@/app/(auth)/actions";
import { FieldError, FormSummary, invalidProps } from "./form-feedback";

/**
 * Creates the account and asks the person to confirm the address, then sign in and go on to `next`
 * (onboarding, or an invitation). It does not sign in by itself: for an email that already has an
 * account that sign-in would fail, and the difference would tell who is a customer (review L9).
 */
export function SignUpForm({ rules, email, next }: { rules: string; email?: string; next: string }) {
  const { state, formProps, pending } = useFormAction(signUpAction);
  if (state?.ok) {
    return (
      <div className="form" data-testid="sign-up-sent">
        <FormSummary state={state} />
        <a className="button" href={`/entrar?seguinte=${encodeURIComponent(next)}`}>Entrar</a>
      </div>
    );
  }
  return (
    <form className="form" {...formProps} noValidate>
      <FormSummary state={state} />
      <label>
        Nome
        <input name="name" autoComplete="name" required maxLength={120} {...invalidProps(state, "name")} />
        <FieldError state={state} name="name" />
      </label>
      <label>
        Email
        <input type="email" name="email" autoComplete="email" required defaultValue={email} readOnly={Boolean(email)} {...invalidProps(state, "email")} />
        <FieldError state={state} name="email" />
      </label>
      <label>
        Palavra-passe
        <input type="password" name="password" autoComplete="new-password" required minLength={10} maxLength={200} aria-describedby="password-rules" {...invalidProps(state, "password")} />
        <span id="password-rules" className="muted small">{rules}</span>
        <FieldError state={state} name="password" />
      </label>
      <button type="submit" className="button" disabled={pending}>{pending ? "A criar conta…" : "Criar conta"}</button>
    </form>
  );
}
