"use server";

import { redirect } from "next/navigation";
import { chooseCompany, workspace } from "@/lib/transports/web/workspace";

/** Switches the signed-in user to another company they belong to. */
export async function switchCompany(formData: FormData): Promise<void> {
  const { companies } = await workspace();
  const companyId = String(formData.get("companyId") ?? "");
  if (!companies.some((company) => company.id === companyId)) return;
  await chooseCompany(companyId);
  redirect("/painel");
}
