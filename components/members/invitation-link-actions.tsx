"use client";

import { useActionState, useEffect, useState } from "react";
import { renewInvitationLinkAction } from "@/app/(app)/membros/actions";

/**
 * «Reenviar» (a new link by email) and «Copiar ligação» (a new link to pass on by hand: the person may
 * not find the email) on a pending invitation. Only the link's hash is kept, so the link is made anew
 * and the earlier one stops working; the page says so. Without JavaScript both still post.
 */
export function InvitationLinkActions({ invitationId, email }: { invitationId: string; email: string }) {
  const [state, submit, pending] = useActionState(renewInvitationLinkAction, null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const link = state?.ok ? state.value : undefined;
  useEffect(() => {
    if (link) void navigator.clipboard.writeText(link).then(() => setCopied(true), () => setCopied(false));
  }, [link]);
  return (
    <div className="invitation-link-actions">
      <div className="presets">
        <form action={submit}>
          <input type="hidden" name="invitationId" value={invitationId} />
          <input type="hidden" name="delivery" value="email" />
          <button type="submit" className="button-secondary" disabled={pending} aria-label={`Reenviar o convite de ${email}`}>Reenviar</button>
        </form>
        <form action={submit}>
          <input type="hidden" name="invitationId" value={invitationId} />
          <input type="hidden" name="delivery" value="copy" />
          <button type="submit" className="button-secondary" disabled={pending} aria-label={`Copiar ligação do convite de ${email}`}>Copiar ligação</button>
        </form>
      </div>
      {state ? <p role={state.ok ? "status" : "alert"} className={state.ok ? "notice small" : "alert small"}>{state.message}{link && copied ? " Copiada para a área de transferência." : ""}</p> : null}
      {link ? (
        <label className="small">
          Ligação do convite {copied === false ? "(copie-a daqui)" : null}
          <input readOnly value={link} data-testid="invitation-link" onFocus={(event) => event.currentTarget.select()} />
        </label>
      ) : null}
    </div>
  );
}
