import { electronicFormatIBAN, isValidIBAN } from "ibantools";
import { z } from "zod";
import { isValidNif, nifProblem, normalizeNif } from "@/lib/core/nif";

// The company profile as onboarding, the settings page and update_company ask for it: what the
// invoices print (name, NIF, address) and what the tax calendar reads (VAT regime, accounting regime,
// employees, inventory, EU operations, company cars, payments to non-residents). Messages are in
// Portuguese (the forms show them as they are, prefixed with the field's label).

export const NIF_PROBLEM_PT = { format: "tem de ter 9 algarismos.", prefix: "não começa por um prefixo de NIF válido.", check_digit: "o dígito de controlo não confere." } as const;

const text = (max: number, required: string) => z.string().trim().min(1, required).max(max, `pode ter no máximo ${max} caracteres.`);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "indique uma data (AAAA-MM-DD).").refine((value) => !Number.isNaN(Date.parse(value)), "não é uma data válida.");

export const ibanSchema = z
  .string()
  .transform((value) => electronicFormatIBAN(value) ?? "")
  .refine((value) => isValidIBAN(value), "não é um IBAN válido (verifique os algarismos de controlo).");

export const nifSchema = z
  .string()
  .transform(normalizeNif)
  .superRefine((value, context) => {
    const problem = nifProblem(value);
    if (problem) context.addIssue({ code: "custom", message: NIF_PROBLEM_PT[problem] });
  });

/** Fields that may change at any time (the NIF has its own rule: immutable once documents exist). */
export const profileFields = {
  name: text(200, "indique o nome da empresa."),
  legalForm: text(100, "indique a forma jurídica."),
  // The 5-digit code, optionally followed by its description ("62020 — Consultoria informática").
  cae: z.string().trim().max(200, "pode ter no máximo 200 caracteres.").regex(/^\d{5}(?!\d)/, "comece pelo código de 5 algarismos (ex.: 62020)."),
  address: text(300, "indique a morada."),
  email: z.string().trim().toLowerCase().email("indique um email válido.").max(254),
  vatRegime: z.enum(["trimestral", "mensal", "isento"], "escolha trimestral, mensal ou isento (art. 53.º)."),
  activityStartDate: isoDate.nullable().optional(),
  iban: ibanSchema.nullable().optional(),
  // Printed under the IBAN on FT/ND PDFs, e.g. "Indique o número da fatura no descritivo da transferência".
  paymentReference: z.string().trim().max(140, "pode ter no máximo 140 caracteres.").nullable().optional(),
  accountingRegime: z.enum(["organizada", "simplificado"], "escolha organizada ou simplificado."),
  hasEmployees: z.boolean(),
  holdsInventory: z.boolean(),
  euOperations: z.boolean(),
  hasCompanyCars: z.boolean(),
  paysNonResidents: z.boolean(),
  // IUC is due in the month of each vehicle's registration anniversary (CIUC art. 4.º, n.º 2, and 17.º):
  // the calendar needs those months, not the plates. Left out: none (no IUC in the calendar).
  carRegistrationMonths: z
    .array(z.number("indique meses de 1 a 12.").int("indique meses de 1 a 12.").min(1, "indique meses de 1 a 12.").max(12, "indique meses de 1 a 12."))
    .max(12, "indique no máximo 12 meses.")
    .transform((months) => [...new Set(months)].sort((a, b) => a - b))
    .optional(),
  // Integrações: tell the owners by email when an agent's write waits for their approval (ux 14).
  emailOwnersOnAgentProposal: z.boolean().optional(),
};

export const newCompanySchema = z.object({ ...profileFields, nif: nifSchema });

export const PROFILE_LABELS: Record<string, string> = {
  name: "Nome da empresa",
  nif: "NIF",
  legalForm: "Forma jurídica",
  cae: "CAE",
  address: "Morada",
  email: "Email da empresa",
  vatRegime: "Regime de IVA",
  vatRegimeSince: "Data de efeito do regime de IVA",
  activityStartDate: "Início de atividade",
  iban: "IBAN",
  paymentReference: "Referência de pagamento",
  accountingRegime: "Regime de contabilidade",
  hasEmployees: "Tem trabalhadores",
  holdsInventory: "Tem inventário",
  euOperations: "Operações intracomunitárias",
  hasCompanyCars: "Viaturas da empresa",
  paysNonResidents: "Pagamentos a não residentes",
  carRegistrationMonths: "Meses da matrícula das viaturas",
  emailOwnersOnAgentProposal: "Avisar os proprietários por email de propostas de agentes",
};

/** Reads the profile from a submitted form (checkboxes are present only when ticked; blanks are null). */
export function profileFromForm(formData: FormData): Record<string, unknown> {
  const value = (name: string) => String(formData.get(name) ?? "");
  const optional = (name: string) => (value(name).trim() === "" ? null : value(name));
  return {
    name: value("name"), nif: value("nif"), legalForm: value("legalForm"), cae: value("cae"), address: value("address"), email: value("email"),
    vatRegime: value("vatRegime"), vatRegimeSince: optional("vatRegimeSince"), activityStartDate: optional("activityStartDate"), iban: optional("iban"), paymentReference: optional("paymentReference"),
    accountingRegime: value("accountingRegime") || "organizada",
    hasEmployees: formData.has("hasEmployees"), holdsInventory: formData.has("holdsInventory"), euOperations: formData.has("euOperations"),
    hasCompanyCars: formData.has("hasCompanyCars"), paysNonResidents: formData.has("paysNonResidents"),
    carRegistrationMonths: monthsFromText(value("carRegistrationMonths")),
  };
}

/** "3, 11" → [3, 11]; a word that is not a whole number stays NaN, so the schema names the field. */
export function monthsFromText(text: string): number[] {
  return text.split(/[\s,;]+/).filter(Boolean).map((word) => (/^\d{1,2}$/.test(word) ? Number(word) : Number.NaN));
}

export { isValidNif };
