// The legal text of each VAT exemption / non-taxation code of AT's list ("Tabela de códigos de
// motivo de isenção", SAF-T (PT) TaxExemptionCode, Portaria 302/2016 as amended). SAF-T carries the
// text in TaxExemptionReason, which the schema limits to 6–60 characters.

const REASONS: Record<string, string> = {
  M01: "Artigo 16.º, n.º 6 do CIVA",
  M02: "Artigo 6.º do Decreto-Lei n.º 198/90, de 19 de junho",
  M04: "Isento artigo 13.º do CIVA",
  M05: "Isento artigo 14.º do CIVA",
  M06: "Isento artigo 15.º do CIVA",
  M07: "Isento artigo 9.º do CIVA",
  M09: "IVA - não confere direito a dedução",
  M10: "IVA - regime de isenção (artigo 53.º do CIVA)",
  M11: "Regime particular do tabaco",
  M12: "Regime da margem de lucro - Agências de viagens",
  M13: "Regime da margem de lucro - Bens em segunda mão",
  M14: "Regime da margem de lucro - Objetos de arte",
  M15: "Regime da margem de lucro - Objetos de coleção e antiguidades",
  M16: "Isento artigo 14.º do RITI",
  M19: "Outras isenções",
  M20: "IVA - regime forfetário",
  M21: "IVA - não confere direito à dedução",
  M25: "Mercadorias à consignação",
  M26: "Isenção de IVA com direito à dedução no cabaz alimentar",
  M30: "IVA - autoliquidação (artigo 2.º, n.º 1, alínea i) CIVA)",
  M31: "IVA - autoliquidação (artigo 2.º, n.º 1, alínea j) CIVA)",
  M32: "IVA - autoliquidação (artigo 2.º, n.º 1, alínea l) CIVA)",
  M33: "IVA - autoliquidação (artigo 2.º, n.º 1, alínea m) CIVA)",
  M34: "IVA - autoliquidação (artigo 2.º, n.º 1, alínea n) CIVA)",
  M40: "IVA - autoliquidação (artigo 6.º, n.º 6, alínea a) CIVA)",
  M41: "IVA - autoliquidação (artigo 8.º, n.º 3 do RITI)",
  M42: "IVA - autoliquidação (Decreto-Lei n.º 21/2007)",
  M43: "IVA - autoliquidação (Decreto-Lei n.º 362/99)",
  M99: "Não sujeito ou não tributado",
};

/** The text for a code; an unknown M code still gets a schema-valid text naming it. */
export function exemptionReasonText(code: string): string {
  return REASONS[code] ?? `Isenção ${code} (ver tabela de motivos da AT)`;
}
