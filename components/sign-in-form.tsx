"use client";

import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";

const SIGN_IN_PROBLEMS_PT: Record<string, string> = {
  rate_limited: "Demasiadas tentativas. Aguarde um minuto e tente de novo.",
  service_unavailable: "O serviço está temporariamente indisponível. Tente de novo dentro de alguns segundos.",
};

export function SignInForm({ demoEmail, next = "/painel" }: { demoEmail?: string; next?: string }) {
  const router = useRouter();
  const [email, setEmail] = useState(demoEmail ?? "");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    startTransition(async () => {
      const result = await signIn("credentials", { email, password, redirect: false });
      if (result?.ok && !result.error) {
        router.push(next);
        router.refresh();
        return;
      }
      setError(SIGN_IN_PROBLEMS_PT[result?.error ?? ""] ?? "Email ou palavra-passe incorretos.");
    });
  }

  return (
    <form className="form" onSubmit={submit}>
      {error ? <p role="alert" className="alert">{error}</p> : null}
      <label>
        Email
        <input type="email" name="email" autoComplete="username" value={email} onChange={(event) => setEmail(event.target.value)} required />
      </label>
      <label>
        Palavra-passe
        <input type="password" name="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} required />
      </label>
      <button type="submit" className="button" disabled={pending}>{pending ? "A entrar…" : "Entrar"}</button>
    </form>
  );
}
