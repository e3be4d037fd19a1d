import { redirect } from "next/navigation";
import { AuthCard } from "@/components/accounts/auth-card";
import { SignUpForm } from "@/components/accounts/sign-up-form";
import { PASSWORD_RULES_PT } from "@/lib/domains/auth/password-rules";
import { currentSession } from "@/lib/domains/auth/session";
import { TOKEN_SECRET_PATTERN } from "@/lib/domains/auth/one-time-token";
import { findInvitation } from "@/lib/domains/company/invitations";

export const metadata = { title: "Criar conta · Contabilista" };
export const dynamic = "force-dynamic";

export default async function SignUpPage({ searchParams }: { searchParams: Promise<{ convite?: string }> }) {
  const { convite } = await searchParams;
  const invitation = convite && TOKEN_SECRET_PATTERN.test(convite) ? await findInvitation(convite) : null;
  const invited = invitation && "invitation" in invitation ? invitation.invitation : null;
  if (await currentSession()) redirect(invited ? `/convite/${convite}` : "/painel");
  return (
    <AuthCard title="Criar conta">
      <p className="muted">{invited ? `Crie a sua conta para entrar em ${invited.company.name}.` : "Depois de criar a conta, registe a sua empresa: leva dois minutos."}</p>
      <SignUpForm rules={PASSWORD_RULES_PT} email={invited?.email} next={invited ? `/convite/${convite}?aceitar=1` : "/nova-empresa"} />
      <p className="muted small">Já tem conta? <a href="/entrar">Entrar</a></p>
    </AuthCard>
  );
}
