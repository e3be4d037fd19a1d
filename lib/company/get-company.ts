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
  })
  .meta({ id: "Company" });

/** The company record as the API shows it (get_company, the briefing). */
export async function loadCompany(companyId: string): Promise<z.output<typeof companySchema>> {
  const company = await database().company.findUnique({
    where: { id: companyId },
    select: { id: true, name: true, nif: true, vatRegime: true, legalForm: true, cae: true, address: true, email: true },
  });
  if (!company) throw notFound("Company");
  return company;
}

export const getCompany = defineOperation({
  name: "get_company",
  title: "Company record",
  description:
    "Returns the company this API key belongs to: name, tax number (NIF), VAT regime, legal form, CAE code, address and email. Use it to confirm which company you are acting for; every other operation acts on this same company.",
  scope: "read",
  http: { method: "GET", path: "/company" },
  input: z.object({}),
  output: companySchema,
  hints: HINTS.readOnly,
  async run(context) {
    return loadCompany(context.companyId);
  },
});
