import { AuthCard } from "@/components/accounts/auth-card";
import { verifyEmail } from "@/lib/domains/auth/email-verification";
import { TOKEN_PROBLEM_PT } from "@/lib/domains/auth/user-tokens";

export const metadata = { title: "Confirmar email · Contabilista", referrer: "no-referrer" };
export const dynamic = "force-dynamic";

// Opening the link confirms the email (a GET that changes state: the link is single-use and only
// ever marks the address verified, so a mail scanner opening it first does no harm).
export default async function VerifyEmailPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const outcome = await verifyEmail(token);
  return (
    <AuthCard title="Confirmar email">
      {outcome.ok ? <p role="status" className="notice">Email confirmado. Obrigado!</p> : <p role="alert" className="alert" data-testid="link-problem">{TOKEN_PROBLEM_PT[outcome.problem]}</p>}
      <p><a href="/painel">Continuar</a></p>
    </AuthCard>
  );
}
