"use server";

import { redirect } from "next/navigation";
import { pathInOtherCompany } from "@/lib/transports/web/company-switch-path";
import { chooseCompany, workspace } from "@/lib/transports/web/workspace";

/** Switches the signed-in user to another company they belong to, on the same page (without the previous company's ids). */
export async function switchCompany(formData: FormData): Promise<void> {
  const { companies } = await workspace();
  const companyId = String(formData.get("companyId") ?? "");
  if (!companies.some((company) => company.id === companyId)) return;
  await chooseCompany(companyId);
  redirect(pathInOtherCompany(String(formData.get("pagina") ?? "")));
}
