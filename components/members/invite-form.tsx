"use client";

import { useFormAction } from "@/components/accounts/use-form-action";
import { inviteAction } from "@/app/(app)/membros/actions";
import { FieldError, FormSummary, invalidProps } from "@/components/accounts/form-feedback";
import { ROLE_LABELS_PT, type Role } from "@/lib/domains/auth/roles";

export function InviteForm({ roles }: { roles: Role[] }) {
  const { state, formProps, pending } = useFormAction(inviteAction, { resetOnSuccess: true });
  return (
    <form className="form" {...formProps} noValidate>
      <FormSummary state={state} />
      <div className="form-row">
        <label>
          Email
          <input type="email" name="email" required {...invalidProps(state, "email")} />
          <FieldError state={state} name="email" />
        </label>
        <label>
          Papel
          <select name="role" defaultValue="member" {...invalidProps(state, "role")}>
            {roles.map((role) => <option key={role} value={role}>{ROLE_LABELS_PT[role]}</option>)}
          </select>
          <FieldError state={state} name="role" />
        </label>
      </div>
      <button type="submit" className="button" disabled={pending}>Enviar convite</button>
    </form>
  );
}
