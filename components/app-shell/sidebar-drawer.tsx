"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * The sidebar: a column on wide screens, a drawer behind a "Menu" button on narrow ones (CSS decides
 * which). Opening moves focus into the drawer; Esc, the backdrop or following a link closes it and
 * focus goes back to the button.
 */
export function SidebarDrawer({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the drawer whenever the page changes
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    // While the drawer covers the page, the page behind it takes no focus or clicks.
    const main = document.getElementById("conteudo");
    if (main) main.inert = open;
    if (!open) return;
    drawerRef.current?.querySelector<HTMLElement>("a, button, select")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <>
      <div className="topbar">
        <button ref={buttonRef} type="button" className="menu-button" aria-expanded={open} aria-controls="sidebar" onClick={() => setOpen(!open)}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
          Menu
        </button>
        <a className="brand" href="/painel">Contabilista</a>
      </div>
      <nav id="sidebar" ref={drawerRef} className={open ? "sidebar open" : "sidebar"} aria-label="Navegação principal">
        <button type="button" className="drawer-close" aria-label="Fechar o menu" onClick={() => { setOpen(false); buttonRef.current?.focus(); }}>✕</button>
        {children}
      </nav>
      {open ? <div className="drawer-backdrop" aria-hidden="true" onClick={() => setOpen(false)} /> : null}
    </>
  );
}
