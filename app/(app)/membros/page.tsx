import { formatDate } from "@/components/format";
import { ActionButton } from "@/components/forms/action-button";
import { InviteForm } from "@/components/members/invite-form";
import { InvitationLinkActions } from "@/components/members/invitation-link-actions";
import { MemberActions } from "@/components/members/member-actions";
import { assignableRoles, PERMISSION_LABELS_PT, PERMISSIONS, ROLE_LABELS_PT, ROLES, type Permission } from "@/lib/domains/auth/roles";
import { pendingInvitations } from "@/lib/domains/company/invitations";
import { listMembers } from "@/lib/domains/company/members";
import { workspace } from "@/lib/transports/web/workspace";
import { revokeInvitationAction } from "./actions";

export const metadata = { title: "Membros · Contabilista" };

export default async function MembersPage() {
  const { user, company, role, can } = await workspace();
  const manage = can("manage_members");
  const [members, invitations] = await Promise.all([listMembers(company.id), manage ? pendingInvitations(company.id) : Promise.resolve([])]);
  // The last owner can neither leave nor give up the role (removeMember and changeMemberRole refuse both): the row
  // says so instead of offering controls that fail.
  const soleOwner = members.filter((member) => member.role === "owner").length <= 1;
  return (
    <>
      <header className="page-header">
        <h1>Membros</h1>
        <p className="muted">Quem trabalha em {company.name}, e o que cada papel pode fazer. O seu papel: <strong>{ROLE_LABELS_PT[role]}</strong>.</p>
      </header>
      <section className="panel">
        <h2>Pessoas</h2>
        <table className="table" data-testid="members">
          <thead><tr><th scope="col">Nome</th><th scope="col">Email</th><th scope="col">Papel</th><th scope="col">Desde</th><th scope="col"><span className="visually-hidden">Ações</span></th></tr></thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.userId} data-member-email={member.email}>
                <td>{member.name}</td>
                <td>{member.email}</td>
                <td>{ROLE_LABELS_PT[member.role]}</td>
                <td>{formatDate(member.since.toISOString().slice(0, 10))}</td>
                <td>
                  <MemberActions userId={member.userId} name={member.name} role={member.role} roles={(member.role === "owner" && role !== "owner") || (soleOwner && member.role === "owner") ? [] : assignableRoles(role)} self={member.userId === user.id} lastOwner={soleOwner && member.role === "owner"} canManage={manage && (member.role !== "owner" || role === "owner")} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {manage ? (
        <div className="two-columns">
          <section className="panel">
            <h2>Convidar</h2>
            <p className="muted">Enviamos um email com uma ligação válida 7 dias, que só serve uma vez. Quem não tem conta cria-a ao aceitar. Num convite pendente, «Reenviar» manda uma ligação nova e «Copiar ligação» dá-lha para enviar por outro meio; cada ligação nova substitui a anterior.</p>
            <InviteForm roles={assignableRoles(role)} />
          </section>
          <section className="panel">
            <h2>Convites pendentes</h2>
            {invitations.length === 0 ? <p className="empty">Nenhum convite pendente.</p> : (
              <ul className="obligations invitation-list" data-testid="invitations">
                {invitations.map((invitation) => (
                  <li key={invitation.id} data-invitation-email={invitation.email}>
                    <div>
                      <strong>{invitation.email}</strong><p className="muted small">{ROLE_LABELS_PT[invitation.role]} · expira {formatDate(invitation.expiresAt.toISOString().slice(0, 10))}</p>
                      <InvitationLinkActions invitationId={invitation.id} email={invitation.email} />
                    </div>
                    <ActionButton action={revokeInvitationAction} values={{ invitationId: invitation.id }} label="Anular" accessibleLabel={`Anular o convite de ${invitation.email}`} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      ) : null}
      <section className="panel">
        <h2>O que cada papel pode fazer</h2>
        <table className="table" data-testid="permission-table">
          <thead><tr><th scope="col">Ação</th>{ROLES.map((option) => <th key={option} scope="col">{ROLE_LABELS_PT[option]}</th>)}</tr></thead>
          <tbody>
            {(Object.keys(PERMISSIONS) as Permission[]).map((permission) => (
              <tr key={permission}>
                <td>{PERMISSION_LABELS_PT[permission]}</td>
                {ROLES.map((option) => <td key={option}>{(PERMISSIONS[permission] as readonly string[]).includes(option) ? "✓" : "—"}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
