import { vatOnBase } from "@/lib/domains/invoices/invoice-totals";
import type { ExpenseCategory } from "./categories";

// Reverse charge on purchases: the supplier charges no Portuguese VAT and the company, as acquirer,
// self-assesses it — due and deductible in the same period (CIVA art. 19.º, n.º 1, al. c)). Services
// from a supplier established abroad (CIVA art. 2.º, n.º 1, al. i), place of supply art. 6.º, n.º 6,
// al. a)), goods bought from another EU country (RITI arts. 1.º, al. a) and 2.º, n.º 1, al. a)), and
// construction services from a Portuguese contractor (CIVA art. 2.º, n.º 1, al. j)).

export const EU_COUNTRIES = new Set(["AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "EL", "GR", "ES", "FI", "FR", "HR", "HU", "IE", "IT", "LT", "LU", "LV", "MT", "NL", "PL", "RO", "SE", "SI", "SK"]);

/** The normal mainland rate the company self-assesses (CIVA art. 18.º, n.º 1, al. c)); a reduced-rate purchase is corrected in review. */
export const SELF_ASSESSED_RATE = 23;

export type ReverseChargeKind = "servicos_ue" | "servicos_fora_ue" | "bens_ue" | "construcao";

export interface ReverseCharge {
  kind: ReverseChargeKind;
  selfAssessedVatCents: number;
  source: string;
}

const MENTION = /reverse[- ]charge|autoliquida[cç][aã]o|iva devido pelo adquirente|devido pelo adquirente|article 196|artigo 196|art\.? ?196|art(?:igo|\.)? ?2\.?º?,? n\.?º? ?1,? al(?:[ií]nea|\.)? ?[ij]\)|vat (?:to be )?(?:paid|accounted for|reverse[- ]charged)|steuerschuldnerschaft|autoliquidaci[oó]n|autoliquidation/iu;
const FOREIGN_VAT_ID = /(?:^|\n)\s*(?:vat(?: number| no\.?| id| reg\.? no\.?)?|tva|ust-idnr\.?|nif-iva|cif|n[uú]mero de iva)\s*:?\s*([A-Z]{2})\s?([0-9A-Z+*]{2,13})\b/i;
const NON_EU_ADDRESS = /\b(?:united states|usa|u\.s\.a\.|united kingdom|uk|switzerland|suisse|norway|canada|singapore|israel|australia)\b/i;

/** The foreign VAT number a supplier prints ("VAT IE 6388047V"), or null (a Portuguese NIF is not one). */
export function foreignVatId(text: string): { country: string; id: string } | null {
  const match = FOREIGN_VAT_ID.exec(text);
  if (!match) return null;
  const country = match[1]!.toUpperCase();
  if (country === "PT") return null;
  return { country, id: `${country}${match[2]!.toUpperCase()}` };
}

const GOODS: ReadonlySet<ExpenseCategory> = new Set(["mercadorias para revenda", "equipamento", "material de escritório"]);

/**
 * The reverse charge of a purchase, or null when the supplier charged VAT itself. A document with
 * Portuguese VAT on it is never reverse-charged, whatever it says.
 */
export function reverseChargeFrom(text: string, fields: { vatCents: number | null; netCents: number | null; supplierNif: string | null; category: ExpenseCategory }): ReverseCharge | null {
  if (fields.vatCents !== null && fields.vatCents > 0) return null;
  if (fields.netCents === null || fields.netCents <= 0) return null;
  const mention = MENTION.test(text);
  const foreign = fields.supplierNif ? null : foreignVatId(text);
  const nonEu = !fields.supplierNif && !foreign && NON_EU_ADDRESS.test(text);
  if (!mention && !foreign && !nonEu) return null;
  const selfAssessedVatCents = vatOnBase(fields.netCents, SELF_ASSESSED_RATE);
  if (fields.supplierNif) {
    if (!mention) return null;
    return { kind: "construcao", selfAssessedVatCents, source: "CIVA art. 2.º, n.º 1, al. j) (serviços de construção civil: IVA autoliquidado pelo adquirente)" };
  }
  if (foreign && EU_COUNTRIES.has(foreign.country)) {
    if (GOODS.has(fields.category)) return { kind: "bens_ue", selfAssessedVatCents, source: "RITI arts. 1.º, al. a) e 2.º, n.º 1, al. a) (aquisição intracomunitária de bens: IVA autoliquidado)" };
    return { kind: "servicos_ue", selfAssessedVatCents, source: "CIVA art. 2.º, n.º 1, al. i) e art. 6.º, n.º 6, al. a) (serviços de fornecedor da UE: IVA autoliquidado)" };
  }
  if (!mention && !nonEu && !foreign) return null;
  return { kind: "servicos_fora_ue", selfAssessedVatCents, source: "CIVA art. 2.º, n.º 1, al. i) e art. 6.º, n.º 6, al. a) (serviços de fornecedor de fora da UE: IVA autoliquidado)" };
}
