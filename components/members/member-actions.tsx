"use client";

import { useActionState } from "react";
import { changeRoleAction, removeMemberAction } from "@/app/(app)/membros/actions";
import { FormSummary } from "@/components/accounts/form-feedback";
import { ROLE_LABELS_PT, type Role } from "@/lib/domains/auth/roles";

/** A member row's controls: change the role, remove (or leave, on one's own row) — never the company's last owner. */
export function MemberActions({ userId, name, role, roles, self, lastOwner, canManage }: { userId: string; name: string; role: Role; roles: Role[]; self: boolean; lastOwner: boolean; canManage: boolean }) {
  const [changed, changeRole, changing] = useActionState(changeRoleAction, null);
  const [removed, remove, removing] = useActionState(removeMemberAction, null);
  return (
    <div className="actions">
      {canManage && roles.length > 0 ? (
        <form action={changeRole} className="actions">
          <input type="hidden" name="userId" value={userId} />
          <label className="visually-hidden" htmlFor={`role-${userId}`}>Papel de {name}</label>
          <select id={`role-${userId}`} name="role" defaultValue={role}>
            {roles.map((option) => <option key={option} value={option}>{ROLE_LABELS_PT[option]}</option>)}
          </select>
          <button type="submit" className="button-secondary" disabled={changing}>Mudar papel</button>
        </form>
      ) : null}
      {lastOwner && self ? <p className="muted small" data-testid="last-owner">Único proprietário: para sair ou mudar de papel, nomeie antes outro proprietário.</p> : null}
      {(canManage || self) && !lastOwner ? (
        <form action={remove} onSubmit={(event) => { if (!confirm(self ? "Sair desta empresa?" : `Remover ${name} da empresa?`)) event.preventDefault(); }}>
          <input type="hidden" name="userId" value={userId} />
          <button type="submit" className="button-danger" disabled={removing}>{self ? "Sair da empresa" : "Remover"}</button>
        </form>
      ) : null}
      <FormSummary state={changed} />
      <FormSummary state={removed} />
    </div>
  );
}
