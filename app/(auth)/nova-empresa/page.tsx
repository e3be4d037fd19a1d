import { redirect } from "next/navigation";
import { AuthCard } from "@/components/accounts/auth-card";
import { CompanyProfileForm } from "@/components/accounts/company-profile-form";
import { signedInUser } from "@/lib/transports/web/workspace";
import { createCompanyAction } from "../company-actions";

export const metadata = { title: "Nova empresa · Contabilista" };
export const dynamic = "force-dynamic";

export default async function OnboardingPage() {
  const user = await signedInUser();
  if (!user.emailVerifiedAt) redirect("/confirmar-email");
  const first = user.memberships.length === 0;
  return (
    <AuthCard title={first ? `Bem-vindo, ${user.name.split(" ")[0]}` : "Nova empresa"} wide>
      <p className="muted">Registe a empresa: estes dados vão nas faturas e decidem que obrigações fiscais aparecem no calendário. Pode alterá-los depois nas definições.</p>
      <CompanyProfileForm action={createCompanyAction} submitLabel="Criar empresa" values={{ name: "", nif: "", legalForm: "", cae: "", address: "", email: user.email, vatRegime: "trimestral", vatRegimeSince: null, activityStartDate: null, iban: null, accountingRegime: "simplified", hasEmployees: false, holdsInventory: false, euOperations: false, hasCompanyCars: false, paysNonResidents: false }} />
      {first ? null : <p className="muted small"><a href="/painel">Cancelar</a></p>}
    </AuthCard>
  );
}
