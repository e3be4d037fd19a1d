import { AuthCard } from "@/components/accounts/auth-card";
import { NewPasswordForm } from "@/components/accounts/new-password-form";
import { PASSWORD_RULES_PT } from "@/lib/domains/auth/password-rules";
import { TOKEN_PROBLEM_PT, userTokenProblem } from "@/lib/domains/auth/user-tokens";

export const metadata = { title: "Nova palavra-passe · Contabilista", referrer: "no-referrer" };
export const dynamic = "force-dynamic";

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const problem = await userTokenProblem(token, "reset_password");
  return (
    <AuthCard title="Nova palavra-passe">
      {problem ? (
        <>
          <p role="alert" className="alert" data-testid="link-problem">{TOKEN_PROBLEM_PT[problem]}</p>
          <p><a href="/recuperar">Pedir uma nova ligação</a></p>
        </>
      ) : (
        <NewPasswordForm token={token} rules={PASSWORD_RULES_PT} />
      )}
    </AuthCard>
  );
}
