import type { ReactNode } from "react";
import { CompanySwitcher } from "@/components/app-shell/company-switcher";
import { NavLinks } from "@/components/app-shell/nav-links";
import { SidebarDrawer } from "@/components/app-shell/sidebar-drawer";
import { SignOutButton } from "@/components/app-shell/sign-out-button";
import { TableLabels } from "@/components/app-shell/table-labels";
import { OutageNotice } from "@/components/app-shell/outage-notice";
import { ChatWidget } from "@/components/chat/chat-widget";
import { countPendingProposals } from "@/lib/domains/agents/pending-proposals";
import { mayManageApiKeys } from "@/lib/domains/auth/key-managers";
import { ROLE_LABELS_PT } from "@/lib/domains/auth/roles";
import { unlessDatabaseDown } from "@/lib/transports/web/page-outage";
import { workspace } from "@/lib/transports/web/workspace";

export const dynamic = "force-dynamic";

export default async function SignedInLayout({ children }: { children: ReactNode }) {
  // The first database read of every signed-in page: an outage here is answered 503 with a notice.
  const loaded = await unlessDatabaseDown(workspace);
  if (!loaded) return <OutageNotice />;
  const { user, company, companies, role } = loaded;
  // Counted only for those who may decide proposals (owners and admins who manage keys).
  const pendingProposals = (await mayManageApiKeys(company.id, role)) ? await countPendingProposals(company.id) : 0;
  return (
    <div className="shell">
      <a className="skip-link" href="#conteudo">Saltar para o conteúdo</a>
      <SidebarDrawer>
        <a className="brand sidebar-brand" href="/painel">Contabilista</a>
        <CompanySwitcher companies={companies} currentId={company.id} />
        <p className="muted small">NIF {company.nif} · {ROLE_LABELS_PT[role]}</p>
        <NavLinks pendingProposals={pendingProposals} />
        <div className="sidebar-footer">
          <p className="small">{user.name}<br /><span className="muted">{user.email}</span><br /><a href="/conta" className="link-button">A minha conta</a></p>
          <SignOutButton />
          <p className="muted small">Demonstração: dados fictícios, sem valor fiscal.</p>
        </div>
      </SidebarDrawer>
      <main id="conteudo" className="content">
        {children}
      </main>
      <TableLabels />
      <ChatWidget key={company.id} companyId={company.id} />
    </div>
  );
}
