import Link from "next/link";

export const metadata = { title: "Página não encontrada · Contabilista" };

/** Our 404 for any unknown URL: in Portuguese, with ways back (the root layout gives it the CSP nonce). */
export default function NotFound() {
  return (
    <main className="auth-page">
      <div className="auth-card" data-testid="not-found">
        <p className="brand">Contabilista</p>
        <h1>Página não encontrada</h1>
        <p>O endereço que abriu não existe ou foi mudado. Verifique se está bem escrito.</p>
        <p className="not-found-actions">
          <Link className="button" href="/painel">Ir para o painel</Link>
          <Link className="button-secondary" href="/entrar">Entrar</Link>
        </p>
      </div>
    </main>
  );
}
