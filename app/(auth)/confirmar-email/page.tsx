import { redirect } from "next/navigation";
import { AuthCard } from "@/components/accounts/auth-card";
import { ResendVerificationForm } from "@/components/accounts/resend-verification-form";
import { SignOutButton } from "@/components/app-shell/sign-out-button";
import { outboxPath } from "@/lib/core/mail/send-mail";
import { signedInUser } from "@/lib/transports/web/workspace";

export const metadata = { title: "Confirme o seu email · Contabilista" };
export const dynamic = "force-dynamic";

// Where a signed-in account waits until its email is confirmed: no company is created or shown
// before that (lib/transports/web/workspace.ts).
export default async function ConfirmEmailPage() {
  const user = await signedInUser();
  if (user.emailVerifiedAt) redirect("/painel");
  // On the local demo without SMTP the mail is a line in a file: say which, so a newcomer can go on.
  const localOutbox = !process.env.SMTP_URL && process.env.CONTABILISTA_SHOW_DEMO_LOGIN === "1" ? outboxPath() : null;
  return (
    <AuthCard title="Confirme o seu email">
      <p>Enviámos uma ligação para <strong>{user.email}</strong>. Abra-a para continuar: só depois pode registar a sua empresa ou entrar nas empresas para que foi convidado.</p>
      <p className="muted small">Não recebeu? Veja a pasta de spam ou peça uma nova ligação (a anterior deixa de valer).</p>
      {localOutbox ? <p className="muted small" data-testid="local-outbox">Modo local, sem servidor de email: as mensagens estão no ficheiro {localOutbox}.</p> : null}
      <ResendVerificationForm />
      <p className="muted small">Não é {user.email}? <SignOutButton /></p>
    </AuthCard>
  );
}
