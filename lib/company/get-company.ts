import { z } from "zod";
import { database } from "@/lib/db";
import { notFound } from "@/lib/http/api-error";
import { defineOperation, HINTS } from "@/lib/operations/operation";

export const companySchema = z
  .object({
    id: z.string().describe("Company identifier."),
    name: z.string().describe("Registered name."),
    nif: z.string().describe("Tax number (NIPC), 9 digits."),
    vatRegime: z.enum(["trimestral", "mensal", "isento"]).describe("VAT regime: quarterly, monthly, or exempt (art. 53.º CIVA)."),
    legalForm: z.string().describe("Legal form, e.g. 'Sociedade por quotas (Lda)'."),
    cae: z.string().describe("Main economic activity code (CAE)."),
    address: z.string(),
    email: z.string(),
    vatRegimeSince: z.string().nullable().describe("Since when the current VAT regime applies (YYYY-MM-DD), when a change was recorded."),
    activityStartDate: z.string().nullable().describe("Start of activity (YYYY-MM-DD)."),
    iban: z.string().nullable().describe("The company's IBAN, electronic format."),
    accountingRegime: z.enum(["organizada", "simplificado"]).describe("Organised accounting or the simplified regime."),
    hasEmployees: z.boolean(),
    holdsInventory: z.boolean(),
    euOperations: z.boolean().describe("Intra-EU trade (recapitulative statement obligations)."),
    hasCompanyCars: z.boolean(),
    carRegistrationMonths: z.array(z.number().int().min(1).max(12)).describe("Months (1–12) of the company vehicles' registration anniversaries: the tax calendar shows IUC due in each (CIUC art. 17.º)."),
    paysNonResidents: z.boolean(),
  })
  .meta({ id: "Company" });

/** The company record as the API shows it (get_company, the briefing). */
export async function loadCompany(companyId: string): Promise<z.output<typeof companySchema>> {
  const company = await database().company.findUnique({
    where: { id: companyId },
    select: {
      id: true, name: true, nif: true, vatRegime: true, legalForm: true, cae: true, address: true, email: true, vatRegimeSince: true, activityStartDate: true,
      iban: true, accountingRegime: true, hasEmployees: true, holdsInventory: true, euOperations: true, hasCompanyCars: true, paysNonResidents: true, carRegistrationMonths: true,
    },
  });
  if (!company) throw notFound("Company");
  const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);
  return { ...company, vatRegimeSince: day(company.vatRegimeSince), activityStartDate: day(company.activityStartDate) };
}

export const getCompany = defineOperation({
  name: "get_company",
  title: "Company record",
  description:
    "Returns the company this API key belongs to: name, tax number (NIF), VAT regime, legal form, CAE code, address, email and the profile the tax calendar reads (activity start, IBAN, accounting regime, employees, inventory, EU operations, company cars and the months their IUC is due, payments to non-residents). Use it to confirm which company you are acting for; every other operation acts on this same company.",
  scope: "read",
  http: { method: "GET", path: "/company" },
  input: z.object({}),
  output: companySchema,
  hints: HINTS.readOnly,
  async run(context) {
    return loadCompany(context.companyId);
  },
});
