"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { COMPANY_COOKIE, workspace } from "@/lib/web/workspace";

/** Switches the signed-in user to another company they belong to. */
export async function switchCompany(formData: FormData): Promise<void> {
  const { companies } = await workspace();
  const companyId = String(formData.get("companyId") ?? "");
  if (!companies.some((company) => company.id === companyId)) return;
  (await cookies()).set(COMPANY_COOKIE, companyId, { httpOnly: true, sameSite: "lax", secure: process.env.NEXTAUTH_URL?.startsWith("https://") ?? false, path: "/" });
  redirect("/painel");
}
