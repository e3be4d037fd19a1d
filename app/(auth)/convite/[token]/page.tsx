import { AuthCard } from "@/components/accounts/auth-card";
import { AcceptInvitationForm } from "@/components/accounts/accept-invitation-form";
import { ROLE_LABELS_PT, type Role } from "@/lib/domains/auth/roles";
import { currentSession } from "@/lib/domains/auth/session";
import { TOKEN_PROBLEM_PT } from "@/lib/domains/auth/user-tokens";
import { database } from "@/lib/core/db";
import { findInvitation } from "@/lib/domains/company/invitations";

export const metadata = { title: "Convite · Contabilista", referrer: "no-referrer" };
export const dynamic = "force-dynamic";

export default async function InvitationPage({ params, searchParams }: { params: Promise<{ token: string }>; searchParams: Promise<{ aceitar?: string }> }) {
  const { token } = await params;
  // Set by «Criar conta para aceitar» and «Entrar para aceitar»: the person already chose to accept.
  const requested = (await searchParams).aceitar === "1";
  const found = await findInvitation(token);
  if (!("invitation" in found) || !found.invitation) {
    return (
      <AuthCard title="Convite">
        <p role="alert" className="alert" data-testid="link-problem">{TOKEN_PROBLEM_PT[found.problem!]}</p>
        <p className="muted">Peça a quem o convidou que envie um novo convite.</p>
      </AuthCard>
    );
  }
  const { invitation } = found;
  const session = await currentSession();
  const user = session ? await database().user.findUnique({ where: { id: session.userId }, select: { email: true } }) : null;
  const hasAccount = !user && (await database().user.count({ where: { email: invitation.email } })) > 0;
  // Accepted without a click only for an account with no company yet (just signed up): anyone can send a
  // link ending in ?aceitar=1, and it must not move someone who has books of their own into another
  // company's unasked.
  const chosen = requested && session !== null && (await database().membership.count({ where: { userId: session.userId } })) === 0;
  return (
    <AuthCard title={`Convite para ${invitation.company.name}`}>
      <p>
        {invitation.invitedBy ? <><strong>{invitation.invitedBy.name || invitation.invitedBy.email}</strong>{` (${invitation.invitedBy.email}) convidou-o `}</> : "Foi convidado "}
        como <strong>{ROLE_LABELS_PT[invitation.role as Role]}</strong> ({invitation.email}).
      </p>
      {user ? (
        user.email === invitation.email ? <AcceptInvitationForm token={token} automatic={chosen} /> : <p role="alert" className="alert">Este convite é para {invitation.email}; entrou como {user.email}. Saia e entre com o email convidado.</p>
      ) : hasAccount ? (
        <p><a className="button" href={`/entrar?seguinte=${encodeURIComponent(`/convite/${token}?aceitar=1`)}`}>Entrar para aceitar</a></p>
      ) : (
        <p><a className="button" href={`/registar?convite=${encodeURIComponent(token)}`}>Criar conta para aceitar</a></p>
      )}
    </AuthCard>
  );
}
