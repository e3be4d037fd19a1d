"use client";

import { switchCompany } from "@/app/(app)/actions";

export function CompanySwitcher({ companies, currentId }: { companies: { id: string; name: string }[]; currentId: string }) {
  if (companies.length < 2) return <p className="company-name">{companies[0]?.name}</p>;
  return (
    <form action={switchCompany}>
      <label className="visually-hidden" htmlFor="company-switcher">Empresa</label>
      <select id="company-switcher" name="companyId" defaultValue={currentId} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
        {companies.map((company) => <option key={company.id} value={company.id}>{company.name}</option>)}
      </select>
      <noscript><button type="submit">Mudar</button></noscript>
    </form>
  );
}
