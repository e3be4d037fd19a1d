import { z } from "zod";
import { database } from "@/lib/core/db";
import { sql, sqlOf } from "@/lib/core/db/sql";
import type { AccountingRegime, VatRegime } from "@/lib/generated/prisma/client.ts";
import { notFound } from "@/lib/core/api-error";
import { defineOperation, HINTS } from "@/lib/kernel/operation";

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
    paymentReference: z.string().nullable().describe("Payment instructions printed under the IBAN on FT/ND PDFs, or null."),
    accountingRegime: z.enum(["organized", "simplified"]).describe("Organised accounting or the simplified regime."),
    hasEmployees: z.boolean(),
    holdsInventory: z.boolean(),
    euOperations: z.boolean().describe("Intra-EU trade (recapitulative statement obligations)."),
    hasCompanyCars: z.boolean(),
    carRegistrationMonths: z.array(z.number().int().min(1).max(12)).describe("Months (1–12) of the company vehicles' registration anniversaries: the tax calendar shows IUC due in each (CIUC art. 17.º)."),
    paysNonResidents: z.boolean(),
    emailOwnersOnAgentProposal: z.boolean().describe("Whether the owners are emailed when an agent proposes a write that needs their confirmation."),
  })
  .meta({ id: "Company" });

/**
 * The company record as the API shows it (get_company, the briefing). One raw statement: agents
 * call get_company first and often, and Prisma 6 compiles each findUnique to a plan on the event
 * loop (~0.45 ms of CPU per call when no other findUnique shares its tick, against ~0.2 ms for the
 * whole raw read; tests/bench, "api").
 */
export async function loadCompany(companyId: string): Promise<z.output<typeof companySchema>> {
  const company = await sqlOf(database())
    .selectFrom("Company")
    .select((eb) => [
      "id",
      "name",
      "nif",
      eb.cast<VatRegime>("vatRegime", "text").as("vatRegime"),
      "legalForm",
      "cae",
      "address",
      "email",
      eb.fn<string | null>("to_char", ["vatRegimeSince", sql.lit("YYYY-MM-DD")]).as("vatRegimeSince"),
      eb.fn<string | null>("to_char", ["activityStartDate", sql.lit("YYYY-MM-DD")]).as("activityStartDate"),
      "iban",
      "paymentReference",
      eb.cast<AccountingRegime>("accountingRegime", "text").as("accountingRegime"),
      "hasEmployees",
      "holdsInventory",
      "euOperations",
      "hasCompanyCars",
      "carRegistrationMonths",
      "paysNonResidents",
      "emailOwnersOnAgentProposal",
    ])
    .where("id", "=", companyId)
    .executeTakeFirst();
  if (!company) throw notFound("Company");
  return company;
}

export const getCompany = defineOperation({
  name: "get_company",
  title: "Company record",
  description:
    "Returns the company this API key belongs to: name, tax number (NIF), VAT regime, legal form, CAE code, address, email and the profile the tax calendar reads (activity start, IBAN, accounting regime, employees, inventory, EU operations, company cars and the months their IUC is due, payments to non-residents) and whether owners are emailed about agents' proposals. Use it to confirm which company you are acting for; every other operation acts on this same company.",
  scope: "read",
  http: { method: "GET", path: "/company" },
  input: z.object({}),
  output: companySchema,
  hints: HINTS.readOnly,
  async run(context) {
    return loadCompany(context.companyId);
  },
});
