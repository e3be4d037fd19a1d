import { database } from "@/lib/core/db";
import { exemptionText, vatExemptionReason } from "@/lib/domains/invoices/vat-exemption-reasons";

// A 0% invoice line must carry the AT exemption reason code (create_invoice refuses it otherwise).
// The assistant never guesses it: a company in the art. 53.º regime has exactly one (M10); any other
// company has to say which exemption applies, so the assistant asks, naming the usual ones.

const COMMON_CODES = ["M07", "M40", "M16", "M05", "M99"] as const;

/** The question asked when a 0% line has no reason: the common codes with what each one covers. */
export function exemptionQuestion(): string {
  const options = COMMON_CODES.map((code) => `${code} — ${vatExemptionReason(code)!.law}`).join("; ");
  return `Uma fatura sem IVA tem de indicar o motivo da isenção (código da AT). Qual se aplica? Os mais comuns: ${options}. Repita o pedido com o código, por exemplo «… isento M07».`;
}

/** The code for a 0% line: the one named in the message, M10 for a company in the art. 53.º regime, or null (ask). */
export async function exemptionCodeFor(companyId: string, stated: string | null): Promise<string | null> {
  if (stated) return stated;
  const company = await database().company.findUnique({ where: { id: companyId }, select: { vatRegime: true } });
  return company?.vatRegime === "isento" ? "M10" : null;
}

/** How a draft names the exemption: "isento de IVA — M10 — IVA - regime de isenção (artigo 53.º do CIVA) (…)". */
export function exemptionLabel(code: string): string {
  return `isento de IVA: ${exemptionText(code) ?? code}`;
}
