import { AuthCard } from "@/components/accounts/auth-card";
import { EmailForm } from "@/components/accounts/email-form";
import { requestResetAction } from "../actions";

export const metadata = { title: "Recuperar palavra-passe · Contabilista" };

export default function RequestResetPage() {
  return (
    <AuthCard title="Recuperar palavra-passe">
      <p className="muted">Indique o email da sua conta: enviamos uma ligação para escolher uma nova palavra-passe, válida durante 1 hora.</p>
      <EmailForm action={requestResetAction} submitLabel="Enviar ligação" />
      <p className="muted small"><a href="/entrar">Voltar a entrar</a></p>
    </AuthCard>
  );
}
