import { electronicFormatIBAN, isValidIBAN } from "ibantools";
import { z } from "zod";
import { isValidNif, nifProblem, normalizeNif } from "@/lib/core/nif";

// The company profile as onboarding, the settings page and update_company ask for it: what the
// invoices print (name, NIF, address) and what the tax calendar reads (VAT regime, accounting regime,
// employees, inventory, EU operations, company cars, payments to non-residents). Its messages are
// English, as the API states them; the forms show each in Portuguese (profileMessagePt), after the
// field's label.

const MESSAGES = {
  name: ["give the company's name.", "indique o nome da empresa."],
  legalForm: ["give the legal form.", "indique a forma jurídica."],
  cae: ["start with the 5-digit code (e.g. 62020).", "comece pelo código de 5 algarismos (ex.: 62020)."],
  address: ["give the address.", "indique a morada."],
  email: ["give a valid email.", "indique um email válido."],
  vatRegime: ["choose trimestral, mensal or isento (art. 53.º).", "escolha trimestral, mensal ou isento (art. 53.º)."],
  accountingRegime: ["choose organized or simplified.", "escolha organized (contabilidade organizada) ou simplified (regime simplificado)."],
  dateFormat: ["give a date (YYYY-MM-DD).", "indique uma data (AAAA-MM-DD)."],
  date: ["not a valid date.", "não é uma data válida."],
  iban: ["not a valid IBAN (check its check digits).", "não é um IBAN válido (verifique os algarismos de controlo)."],
  month: ["give months from 1 to 12.", "indique meses de 1 a 12."],
  months: ["at most 12 months.", "indique no máximo 12 meses."],
  nifFormat: ["must have 9 digits.", "tem de ter 9 algarismos."],
  nifPrefix: ["does not start with a valid NIF prefix.", "não começa por um prefixo de NIF válido."],
  nifCheckDigit: ["the check digit does not match.", "o dígito de controlo não confere."],
} as const satisfies Record<string, readonly [english: string, portuguese: string]>;

const NIF_PROBLEMS = { format: MESSAGES.nifFormat[0], prefix: MESSAGES.nifPrefix[0], check_digit: MESSAGES.nifCheckDigit[0] } as const;

/** One of the profile's English messages as the forms show it, in Portuguese (unknown text as it is). */
export function profileMessagePt(message: string): string {
  const longest = /^at most (\d+) characters\.$/.exec(message);
  if (longest) return `pode ter no máximo ${longest[1]} caracteres.`;
  return Object.values(MESSAGES).find(([english]) => english === message)?.[1] ?? message;
}

const text = (max: number, required: string) => z.string().trim().min(1, required).max(max, `at most ${max} characters.`);
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.dateFormat[0]).refine((value) => !Number.isNaN(Date.parse(value)), MESSAGES.date[0]);

export const ibanSchema = z
  .string()
  .transform((value) => electronicFormatIBAN(value) ?? "")
  .refine((value) => isValidIBAN(value), MESSAGES.iban[0]);

export const nifSchema = z
  .string()
  .transform(normalizeNif)
  .superRefine((value, context) => {
    const problem = nifProblem(value);
    if (problem) context.addIssue({ code: "custom", message: NIF_PROBLEMS[problem] });
  });

/** Fields that may change at any time (the NIF has its own rule: immutable once documents exist). */
export const profileFields = {
  name: text(200, MESSAGES.name[0]),
  legalForm: text(100, MESSAGES.legalForm[0]),
  // The 5-digit code, optionally followed by its description ("62020 — Consultoria informática").
  cae: z.string().trim().max(200, "at most 200 characters.").regex(/^\d{5}(?!\d)/, MESSAGES.cae[0]),
  address: text(300, MESSAGES.address[0]),
  email: z.string().trim().toLowerCase().email(MESSAGES.email[0]).max(254),
  vatRegime: z.enum(["trimestral", "mensal", "isento"], MESSAGES.vatRegime[0]),
  activityStartDate: isoDate.nullable().optional(),
  iban: ibanSchema.nullable().optional(),
  // Printed under the IBAN on FT/ND PDFs, e.g. "Indique o número da fatura no descritivo da transferência".
  paymentReference: z.string().trim().max(140, "at most 140 characters.").nullable().optional(),
  accountingRegime: z.enum(["organized", "simplified"], MESSAGES.accountingRegime[0]),
  hasEmployees: z.boolean(),
  holdsInventory: z.boolean(),
  euOperations: z.boolean(),
  hasCompanyCars: z.boolean(),
  paysNonResidents: z.boolean(),
  // IUC is due in the month of each vehicle's registration anniversary (CIUC art. 4.º, n.º 2, and 17.º):
  // the calendar needs those months, not the plates. Left out: none (no IUC in the calendar).
  carRegistrationMonths: z
    .array(z.number(MESSAGES.month[0]).int(MESSAGES.month[0]).min(1, MESSAGES.month[0]).max(12, MESSAGES.month[0]))
    .max(12, MESSAGES.months[0])
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
    accountingRegime: value("accountingRegime") || "organized",
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
