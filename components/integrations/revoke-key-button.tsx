"use client";

import { revokeKeyAction } from "@/app/(app)/integracoes/actions";

export function RevokeKeyButton({ keyId, name }: { keyId: string; name: string }) {
  return (
    <form
      action={revokeKeyAction}
      onSubmit={(event) => {
        if (!window.confirm(`Revogar a chave “${name}”? Os sistemas que a usam deixam de ter acesso de imediato. Não é possível desfazer.`)) event.preventDefault();
      }}
    >
      <input type="hidden" name="keyId" value={keyId} />
      <button type="submit" className="button-danger" aria-label={`Revogar a chave ${name}`}>Revogar</button>
    </form>
  );
}
