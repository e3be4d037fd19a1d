"use client";

import { useFormAction } from "@/components/accounts/use-form-action";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { signUpAction } from "@/app/(auth)/actions";
import type { FormResult } from "@/lib/web/form-result";
import { FieldError, FormSummary, invalidProps } from "./form-feedback";

/** Creates the account, signs in with it, and goes on to `next` (onboarding, or an invitation). */
export function SignUpForm({ rules, email, next }: { rules: string; email?: string; next: string }) {
  const router = useRouter();
  const { state, formProps, pending } = useFormAction(async (previous: FormResult | null, formData: FormData) => {
    const result = await signUpAction(previous, formData);
    if (!result.ok) return result;
    const signedIn = await signIn("credentials", { email: String(formData.get("email")), password: String(formData.get("password")), redirect: false });
    if (!signedIn?.ok || signedIn.error) return { ok: false, message: "Conta criada, mas não foi possível entrar. Entre com o seu email e palavra-passe.", fields: {} } satisfies FormResult;
    router.push(next);
    router.refresh();
    return result;
  });
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
