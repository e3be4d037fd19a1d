"use client";

import { useState, useTransition } from "react";
import { resetSandboxAction } from "@/app/(app)/integracoes/actions";

export function ResetSandboxButton() {
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  function reset() {
    if (!window.confirm("Repor a sandbox? Tudo o que as chaves de teste criaram (faturas, recibos, movimentos, webhooks de teste) é apagado e a sandbox volta a ser uma cópia do perfil, clientes e catálogo atuais. Os livros reais não são tocados.")) return;
    startTransition(async () => {
      const result = await resetSandboxAction();
      setError(result.ok ? null : result.message);
    });
  }
  return (
    <div>
      {error ? <p role="alert" className="alert">{error}</p> : null}
      <button type="button" className="button-danger" onClick={reset} disabled={pending}>{pending ? "A repor…" : "Repor a sandbox"}</button>
    </div>
  );
}
