"use client";

import { useActionState, useEffect, useRef } from "react";
import { acceptInvitationAction } from "@/app/(auth)/company-actions";
import { FormSummary } from "./form-feedback";

/**
 * Accepts the invitation. `automatic` when the person arrives from signing up or signing in to accept
 * it: that was the choice, so the form sends itself (a POST, like the click) instead of asking for a
 * second «Aceitar o convite» (ux review 2026-11-26, LOW). The button stays for a refusal or no JavaScript.
 */
export function AcceptInvitationForm({ token, automatic = false }: { token: string; automatic?: boolean }) {
  const [state, submit, pending] = useActionState(acceptInvitationAction, null);
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (!automatic || sent.current) return;
    sent.current = true;
    form.current?.requestSubmit();
  }, [automatic]);
  return (
    <form className="form" action={submit} ref={form}>
      <FormSummary state={state} />
      <input type="hidden" name="token" value={token} />
      <button type="submit" className="button" disabled={pending}>{pending ? "A aceitar…" : "Aceitar o convite"}</button>
    </form>
  );
}
