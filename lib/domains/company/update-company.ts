import { z } from "zod";
import { database } from "@/lib/core/db";
import { ApiError } from "@/lib/core/api-error";
import { log } from "@/lib/core/log";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { isoDate, nifSchema, profileFields } from "./company-profile";
import { companySchema, loadCompany } from "./get-company";

// Changes the company profile. Fields left out stay as they are. The NIF can change only while the
// company has issued no invoice and stored no expense document (they carry it). A change of VAT
// regime takes effect on `vatRegimeSince` (today when not given).

const input = z
  .object(profileFields)
  .partial()
  .extend({ nif: nifSchema.optional(), vatRegimeSince: isoDate.optional() });

export async function companyHasDocuments(companyId: string): Promise<boolean> {
  const [invoices, documents] = await Promise.all([database().invoice.count({ where: { companyId }, take: 1 }), database().expenseDocument.count({ where: { companyId }, take: 1 })]);
  return invoices + documents > 0;
}

// Worded so it neither confirms nor names another customer (security review 2026-11-26 L9).
const nifTaken = () =>
  new ApiError("conflict", "This NIF cannot be used for this company. If that business already uses Contabilista, ask its owners for an invitation.", {
    details: [{ path: "nif", message: "cannot be used for this company", pt: "Não é possível usar este NIF nesta empresa. Se essa empresa já usa o Contabilista, peça um convite aos responsáveis." }],
  });

export const updateCompany = defineOperation({
  name: "update_company",
  title: "Update the company profile",
  description:
    "Changes the company's profile: name, address, email, legal form, CAE, VAT regime (with the date it takes effect, `vatRegimeSince`), activity start, IBAN (validated), accounting regime and the yes/no questions the tax calendar reads (employees, inventory, EU operations, company cars with the months of their registration anniversaries for IUC, payments to non-residents) and whether the owners are emailed when an agent proposes a write (`emailOwnersOnAgentProposal`). Send only the fields to change. The NIF can change only before the first invoice or expense document (409 conflict after). Returns the updated company, as get_company.",
  scope: "company:write",
  http: { method: "PATCH", path: "/company", errors: ["conflict"] },
  input,
  output: companySchema,
  hints: HINTS.idempotentWrite,
  dryRun: "rollback",
  async run(context, change) {
    const current = await loadCompany(context.companyId);
    const { activityStartDate, vatRegimeSince, nif, ...rest } = change;
    if (nif !== undefined && nif !== current.nif) {
      if (await companyHasDocuments(context.companyId)) throw new ApiError("conflict", "The NIF cannot change once the company has invoices or expense documents.", { details: [{ path: "nif", message: "cannot change once there are invoices or documents", pt: "O NIF não pode mudar depois de haver faturas ou documentos." }] });
      const taken = await database().company.findUnique({ where: { nif_livemode: { nif, livemode: true } }, select: { id: true } });
      if (taken) throw nifTaken();
    }
    const regimeChanges = rest.vatRegime !== undefined && rest.vatRegime !== current.vatRegime;
    const since = vatRegimeSince ?? (regimeChanges ? context.now().toISOString().slice(0, 10) : undefined);
    const data = {
      ...rest,
      ...(nif !== undefined ? { nif } : {}),
      ...(activityStartDate !== undefined ? { activityStartDate: activityStartDate ? new Date(`${activityStartDate}T00:00:00Z`) : null } : {}),
      ...(since ? { vatRegimeSince: new Date(`${since}T00:00:00Z`) } : {}),
    };
    await database().company.update({ where: { id: context.companyId }, data }).catch((error: unknown) => {
      // Another company took the NIF between the check above and this write.
      throw (error as { code?: string }).code === "P2002" ? nifTaken() : error;
    });
    if (regimeChanges) log("info", "vat_regime_changed", { companyId: context.companyId, from: current.vatRegime, to: rest.vatRegime, since });
    return loadCompany(context.companyId);
  },
});
