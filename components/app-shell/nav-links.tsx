"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

const LINKS = [
  { href: "/painel", label: "Painel" },
  { href: "/calendario", label: "Calendário fiscal" },
  { href: "/faturas", label: "Faturas" },
  { href: "/clientes", label: "Clientes" },
  { href: "/documentos", label: "Despesas" },
  { href: "/banco", label: "Banco" },
  { href: "/efatura", label: "e-Fatura" },
  { href: "/lacunas", label: "Falhas" },
  { href: "/integracoes", label: "Integrações" },
  { href: "/auditoria", label: "Registo" },
  { href: "/empresa", label: "Empresa" },
  { href: "/membros", label: "Membros" },
];

export function NavLinks() {
  const pathname = usePathname();
  return (
    <ul className="nav-links">
      {LINKS.map((link) => {
        const active = pathname === link.href || pathname.startsWith(`${link.href}/`);
        return (
          <li key={link.href}>
            <Link href={link.href} aria-current={active ? "page" : undefined} className={active ? "active" : undefined}>{link.label}</Link>
          </li>
        );
      })}
    </ul>
  );
}
