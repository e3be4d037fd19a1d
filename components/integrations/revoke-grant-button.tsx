"use client";

import { revokeGrantAction } from "@/app/(app)/integracoes/actions";

export function RevokeGrantButton({ grantId, name }: { grantId: string; name: string }) {
  return (
    <form
      action={revokeGrantAction}
      onSubmit={(event) => {
        if (!window.confirm(`Desligar “${name}”? A aplicação deixa de ter acesso na chamada seguinte. Para voltar a usá-la terá de a autorizar de novo.`)) event.preventDefault();
      }}
    >
      <input type="hidden" name="grantId" value={grantId} />
      <button type="submit" className="button-danger" aria-label={`Revogar o acesso de ${name}`}>Revogar</button>
    </form>
  );
}
