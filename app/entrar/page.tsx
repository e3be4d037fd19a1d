import { redirect } from "next/navigation";
import { SignInForm } from "@/components/sign-in-form";
import { currentSession } from "@/lib/domains/auth/session";

export const metadata = { title: "Entrar · Contabilista" };
export const dynamic = "force-dynamic";

/** Where to go after signing in: a path on this site only (never another origin). */
function nextPath(value: string | undefined): string {
  return value && /^\/[^/\\]/.test(value) ? value : "/painel";
}

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ seguinte?: string }> }) {
  const next = nextPath((await searchParams).seguinte);
  if (await currentSession()) redirect(next);
  const demo = process.env.CONTABILISTA_SHOW_DEMO_LOGIN === "1";
  return (
    <main className="auth-page">
      <div className="auth-card">
        <p className="brand">Contabilista</p>
        <h1>Entrar</h1>
        <p className="muted">O contabilista digital da sua empresa: faturação, despesas, banco e obrigações fiscais.</p>
        <SignInForm demoEmail={demo ? "demo@contabilista.example" : undefined} next={next} />
        <p className="small"><a href="/recuperar">Esqueceu a palavra-passe?</a> · <a href="/registar">Criar conta</a></p>
        {demo ? <p className="muted small">Demonstração: demo@contabilista.example / demo-contabilista</p> : null}
        <p className="muted small"><a href="/docs/api">Referência da API</a></p>
      </div>
    </main>
  );
}
