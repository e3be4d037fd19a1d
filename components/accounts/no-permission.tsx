import { ROLE_LABELS_PT, type Role } from "@/lib/domains/auth/roles";

/** What a page shows instead of its content when the user's role does not allow it. */
export function NoPermission({ role, what }: { role: Role; what: string }) {
  return (
    <section className="panel" data-testid="no-permission">
      <p role="alert" className="alert">Sem permissão: como {ROLE_LABELS_PT[role]} não pode {what}. Fale com um proprietário ou administrador da empresa.</p>
    </section>
  );
}
