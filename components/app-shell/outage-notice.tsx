import { AuthCard } from "@/components/accounts/auth-card";

/** What a signed-in page shows while the database cannot be reached (answered 503, see lib/transports/web/page-outage.ts). */
export function OutageNotice() {
  return (
    <AuthCard title="Serviço temporariamente indisponível">
      <p role="alert">O serviço está temporariamente indisponível: neste momento não conseguimos ler os dados da sua empresa. Nada do que já registou se perdeu.</p>
      <p>Tente de novo dentro de alguns segundos. Se o problema continuar, volte daqui a alguns minutos.</p>
      {/* A GET form with no action reloads this page (without JavaScript too). */}
      <form method="get"><button type="submit" className="button">Tentar de novo</button></form>
    </AuthCard>
  );
}
