import { ChangePasswordForm } from "@/components/accounts/change-password-form";
import { formatLisbonDateTime } from "@/components/format";
import { PASSWORD_RULES_PT } from "@/lib/domains/auth/password-rules";
import { currentSession } from "@/lib/domains/auth/session";
import { deviceLabel } from "@/lib/domains/auth/device-label";
import { listLiveSessions, SESSION_ABSOLUTE_MS } from "@/lib/domains/auth/user-sessions";
import { workspace } from "@/lib/transports/web/workspace";
import { endOtherSessionsAction, signOutEverywhereAction } from "./actions";

export const metadata = { title: "A minha conta · Contabilista" };

export default async function AccountPage({ searchParams }: { searchParams: Promise<{ terminadas?: string }> }) {
  const { user } = await workspace();
  const current = await currentSession();
  const sessions = await listLiveSessions(user.id);
  const ended = (await searchParams).terminadas === "1";
  return (
    <>
      <header className="page-header">
        <h1>A minha conta</h1>
        <p className="muted">{user.name} · {user.email}</p>
      </header>
      <div className="two-columns">
        <section className="panel">
          <h2>Palavra-passe</h2>
          <p className="muted">Ao alterá-la, todas as outras sessões desta conta terminam.</p>
          <ChangePasswordForm rules={PASSWORD_RULES_PT} />
        </section>
        <section className="panel">
          <h2>Sessões ativas</h2>
          <p className="muted">Cada sessão termina ao fim de {SESSION_ABSOLUTE_MS / 3_600_000} horas, mesmo em uso, ou antes, após 4 horas sem atividade.</p>
          {ended ? <p role="status" className="notice">As outras sessões foram terminadas.</p> : null}
          <table className="table" data-testid="sessions">
            <thead><tr><th scope="col">Dispositivo</th><th scope="col">Início</th><th scope="col">Última atividade</th></tr></thead>
            <tbody>
              {sessions.map((session) => (
                <tr key={session.id} data-current={session.id === current?.sessionId ? "true" : undefined}>
                  <td>{deviceLabel(session.userAgent)}{session.id === current?.sessionId ? <strong> (esta sessão)</strong> : null}</td>
                  <td>{formatLisbonDateTime(session.createdAt)}</td>
                  <td>{formatLisbonDateTime(session.lastSeenAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="actions">
            <form action={endOtherSessionsAction}><button type="submit" className="button-secondary">Terminar as outras sessões</button></form>
            <form action={signOutEverywhereAction}><button type="submit" className="button-danger">Terminar sessão em todos os dispositivos</button></form>
          </div>
        </section>
      </div>
    </>
  );
}
