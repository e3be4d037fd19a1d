"use client";

import { switchCompany } from "@/app/(app)/actions";
import { ROLE_LABELS_PT, type Role } from "@/lib/domains/auth/roles";

/** The companies the user belongs to (with their role in each), and creating another one. */
export function CompanySwitcher({ companies, currentId }: { companies: { id: string; name: string; role: Role }[]; currentId: string }) {
  return (
    <div className="company-switcher">
      {companies.length < 2 ? (
        <p className="company-name" data-testid="company-name">{companies[0]?.name}</p>
      ) : (
        <form action={switchCompany}>
          <label className="visually-hidden" htmlFor="company-switcher">Empresa</label>
          <select id="company-switcher" name="companyId" defaultValue={currentId} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
            {companies.map((company) => <option key={company.id} value={company.id}>{company.name} ({ROLE_LABELS_PT[company.role]})</option>)}
          </select>
          <noscript><button type="submit">Mudar</button></noscript>
        </form>
      )}
      <a className="small" href="/nova-empresa">+ Nova empresa</a>
    </div>
  );
}
