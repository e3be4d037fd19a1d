import type { z } from "zod";
import { database } from "@/lib/core/db";
import { log } from "@/lib/core/log";
import type { newCompanySchema } from "./company-profile";

// A new company with its creator as owner. It starts empty: no clients, invoices or documents; its
// invoice series are created on the first invoice of each type and year (lib/domains/invoices/series.ts).

export type CreateCompanyOutcome = { ok: true; companyId: string } | { ok: false; reason: "nif_taken" | "email_unverified" };

export async function createCompany(ownerId: string, profile: z.output<typeof newCompanySchema>): Promise<CreateCompanyOutcome> {
  const { activityStartDate, iban, ...rest } = profile;
  // Only a proven address may own a company (see lib/transports/web/workspace.ts: pre-account hijacking).
  const owner = await database().user.findUnique({ where: { id: ownerId }, select: { emailVerifiedAt: true } });
  if (!owner?.emailVerifiedAt) return { ok: false, reason: "email_unverified" };
  try {
    const company = await database().company.create({
      data: {
        ...rest,
        activityStartDate: activityStartDate ? new Date(`${activityStartDate}T00:00:00Z`) : null,
        iban: iban ?? null,
        memberships: { create: { userId: ownerId, role: "owner" } },
      },
    });
    log("info", "company_created", { companyId: company.id, ownerId });
    return { ok: true, companyId: company.id };
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") return { ok: false, reason: "nif_taken" };
    throw error;
  }
}
