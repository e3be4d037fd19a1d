import type { ReactNode } from "react";

/** The card every signed-out page shows (sign-in, sign-up, reset, links from emails). */
export function AuthCard({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <main className="auth-page">
      <div className={wide ? "auth-card auth-card-wide" : "auth-card"}>
        <p className="brand">Contabilista</p>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}
