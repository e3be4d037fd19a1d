import { switchCompany } from "@/app/(app)/actions";
import { ROLE_LABELS_PT, type Role } from "@/lib/domains/auth/roles";
import { CurrentPathInput } from "./current-path-input";

/** The companies the user belongs to (with their role in each), and creating another one. */
export function CompanySwitcher({ companies, currentId }: { companies: { id: string; name: string; role: Role }[]; currentId: string }) {
  return (
    <div className="company-switcher">
      {companies.length < 2 ? (
        <p className="company-name" data-testid="company-name">{companies[0]?.name}</p>
      ) : (
        <form action={switchCompany}>
          {/* The whole name, wrapped: a select cuts it on the phone («Oficina Auto Minho, Unipessoal Lda (I»). */}
          <p className="company-name" data-testid="company-name">{companies.find((company) => company.id === currentId)?.name}</p>
          <CurrentPathInput name="pagina" />
          <label className="visually-hidden" htmlFor="company-switcher">Mudar de empresa</label>
          {/* Choosing changes nothing until «Mudar» (WCAG 3.2.2: a choice in a list does not move the person to another company's books by itself). */}
          <div className="company-switch-row">
            <select id="company-switcher" name="companyId" defaultValue={currentId}>
              {companies.map((company) => <option key={company.id} value={company.id}>{company.name} ({ROLE_LABELS_PT[company.role]})</option>)}
            </select>
            <button type="submit" className="switch-button">Mudar</button>
          </div>
        </form>
      )}
      <a className="small" href="/nova-empresa">+ Nova empresa</a>
    </div>
  );
}
