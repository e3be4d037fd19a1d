// The tax authority's table of VAT exemption reasons (AT, "Tabela de códigos de motivo de isenção",
// SAF-T (PT) TaxExemptionCode / TaxExemptionReason, Portaria 302/2016). A 0% line must carry one of
// these codes, and the document prints its legal text (CIVA art. 36.º n.º 5 e): "o motivo justificativo
// da não aplicação do imposto"). Codes AT has retired (M03, M08 since 2023, M26 when the zero-VAT food
// basket ended) are left out so they cannot be chosen.
//
// M10: since 1 July 2025 the small-business exemption is CIVA art. 53.º as rewritten by DL 35/2025 of
// 24 March (which reorganised arts. 53.º–58.º-A); the text follows the article in force.

export interface VatExemptionReason {
  code: string;
  /** SAF-T TaxExemptionReason: what is printed on the document. */
  reason: string;
  /** The legal provision. */
  law: string;
  /** Reverse charge: the client accounts for the VAT (autoliquidação). */
  reverseCharge?: true;
}

export const VAT_EXEMPTION_REASONS = [
  { code: "M01", reason: "Artigo 16.º, n.º 6 do CIVA", law: "CIVA art. 16.º n.º 6, alíneas a) a d)" },
  { code: "M02", reason: "Artigo 6.º do Decreto-Lei n.º 198/90, de 19 de junho", law: "DL 198/90 art. 6.º" },
  { code: "M04", reason: "Isento artigo 13.º do CIVA", law: "CIVA art. 13.º (importações)" },
  { code: "M05", reason: "Isento artigo 14.º do CIVA", law: "CIVA art. 14.º (exportações e operações assimiladas)" },
  { code: "M06", reason: "Isento artigo 15.º do CIVA", law: "CIVA art. 15.º (regimes suspensivos)" },
  { code: "M07", reason: "Isento artigo 9.º do CIVA", law: "CIVA art. 9.º (isenções nas operações internas: saúde, ensino, formação…)" },
  { code: "M09", reason: "IVA - não confere direito a dedução", law: "CIVA art. 62.º alínea b)" },
  { code: "M10", reason: "IVA - regime de isenção (artigo 53.º do CIVA)", law: "CIVA art. 53.º (regime especial de isenção)" },
  { code: "M11", reason: "Regime particular do tabaco", law: "DL 346/85, de 23 de agosto" },
  { code: "M12", reason: "Regime da margem de lucro - Agências de viagens", law: "DL 221/85, de 3 de julho" },
  { code: "M13", reason: "Regime da margem de lucro - Bens em segunda mão", law: "DL 199/96, de 18 de outubro" },
  { code: "M14", reason: "Regime da margem de lucro - Objetos de arte", law: "DL 199/96, de 18 de outubro" },
  { code: "M15", reason: "Regime da margem de lucro-Objetos de coleção e antiguidades", law: "DL 199/96, de 18 de outubro" },
  { code: "M16", reason: "Isento artigo 14.º do RITI", law: "RITI art. 14.º (transmissões intracomunitárias de bens)" },
  { code: "M19", reason: "Outras isenções", law: "Isenções temporárias determinadas em diploma próprio" },
  { code: "M20", reason: "IVA - regime forfetário", law: "CIVA art. 59.º-D n.º 2" },
  { code: "M21", reason: "IVA - não confere direito à dedução", law: "CIVA art. 72.º n.º 4" },
  { code: "M25", reason: "Mercadorias à consignação", law: "CIVA art. 38.º n.º 1 alínea a)" },
  { code: "M30", reason: "IVA - autoliquidação", law: "CIVA art. 2.º n.º 1 alínea i)", reverseCharge: true },
  { code: "M31", reason: "IVA - autoliquidação", law: "CIVA art. 2.º n.º 1 alínea j) (serviços de construção civil)", reverseCharge: true },
  { code: "M32", reason: "IVA - autoliquidação", law: "CIVA art. 2.º n.º 1 alínea l)", reverseCharge: true },
  { code: "M33", reason: "IVA - autoliquidação", law: "CIVA art. 2.º n.º 1 alínea m)", reverseCharge: true },
  { code: "M34", reason: "IVA - autoliquidação", law: "CIVA art. 2.º n.º 1 alínea n)", reverseCharge: true },
  { code: "M40", reason: "IVA - autoliquidação", law: "CIVA art. 6.º n.º 6 alínea a), a contrario (serviços a sujeitos passivos de outro Estado-Membro)", reverseCharge: true },
  { code: "M41", reason: "IVA - autoliquidação", law: "RITI art. 8.º n.º 3", reverseCharge: true },
  { code: "M42", reason: "IVA - autoliquidação", law: "DL 21/2007, de 29 de janeiro (operações sobre imóveis com renúncia à isenção)", reverseCharge: true },
  { code: "M43", reason: "IVA - autoliquidação", law: "DL 362/99, de 16 de setembro (ouro para investimento)", reverseCharge: true },
  { code: "M99", reason: "Não sujeito ou não tributado", law: "Outras situações de não liquidação (ex.: CIVA arts. 2.º n.º 2, 3.º n.ºs 4, 6 e 7, 4.º n.º 5)" },
] as const satisfies readonly VatExemptionReason[];

export type VatExemptionCode = (typeof VAT_EXEMPTION_REASONS)[number]["code"];
export const VAT_EXEMPTION_CODES = VAT_EXEMPTION_REASONS.map((entry) => entry.code) as [VatExemptionCode, ...VatExemptionCode[]];

const BY_CODE = new Map<string, VatExemptionReason>(VAT_EXEMPTION_REASONS.map((entry) => [entry.code, entry]));

export function vatExemptionReason(code: string | null | undefined): VatExemptionReason | null {
  return code ? (BY_CODE.get(code) ?? null) : null;
}

/** What the document prints for a 0% line or rate: the code, the legal text and the provision. */
export function exemptionText(code: string | null | undefined): string | null {
  const entry = vatExemptionReason(code);
  return entry ? `${entry.code} — ${entry.reason} (${entry.law})` : null;
}
