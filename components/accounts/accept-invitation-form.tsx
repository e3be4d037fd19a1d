"use client";

import { useActionState } from "react";
import { acceptInvitationAction } from "@/app/(auth)/company-actions";
import { FormSummary } from "./form-feedback";

export function AcceptInvitationForm({ token }: { token: string }) {
  const [state, submit, pending] = useActionState(acceptInvitationAction, null);
  return (
    <form className="form" action={submit}>
      <FormSummary state={state} />
      <input type="hidden" name="token" value={token} />
      <button type="submit" className="button" disabled={pending}>Aceitar o convite</button>
    </form>
  );
}
