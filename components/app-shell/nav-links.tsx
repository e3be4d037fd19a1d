"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

const LINKS = [
  { href: "/painel", label: "Painel" },
  { href: "/calendario", label: "Calendário fiscal" },
  { href: "/faturas", label: "Faturas" },
  { href: "/faturas/recorrentes", label: "Avenças" },
  { href: "/clientes", label: "Clientes" },
  { href: "/catalogo", label: "Catálogo" },
  { href: "/documentos", label: "Despesas" },
  { href: "/banco", label: "Banco" },
  { href: "/efatura", label: "e-Fatura" },
  { href: "/lacunas", label: "Falhas" },
  { href: "/integracoes", label: "Integrações" },
  { href: "/auditoria", label: "Registo" },
  { href: "/empresa", label: "Empresa" },
  { href: "/membros", label: "Membros" },
];

/** `pendingProposals`: agents' writes waiting for approval, counted beside Integrações (ux 14). */
export function NavLinks({ pendingProposals = 0 }: { pendingProposals?: number }) {
  const pathname = usePathname();
  return (
    <ul className="nav-links">
      {LINKS.map((link) => {
        // The longest link that matches: /faturas/recorrentes is Avenças, not also Faturas.
        const matches = (href: string) => pathname === href || pathname.startsWith(`${href}/`);
        const active = matches(link.href) && !LINKS.some((other) => other.href.length > link.href.length && other.href.startsWith(link.href) && matches(other.href));
        return (
          <li key={link.href}>
            <Link href={link.href} aria-current={active ? "page" : undefined} className={active ? "active" : undefined}>
              {link.label}
              {link.href === "/integracoes" && pendingProposals > 0 ? (
                <span className="nav-count" data-testid="nav-pending-proposals">
                  {pendingProposals}<span className="visually-hidden"> {pendingProposals === 1 ? "proposta pendente" : "propostas pendentes"}</span>
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
