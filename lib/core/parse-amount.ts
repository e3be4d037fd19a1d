// Amounts as Portuguese documents and bank exports write them, to integer cents.

/** "1.234,56", "1 234,56", "1234,56", "1234.56" → cents. */
export function parsePortugueseAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0€]/g, "");
  let normalised: string;
  if (/^-?\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(compact)) normalised = compact.replace(/\./g, "").replace(",", ".");
  else if (/^-?\d+,\d{1,2}$/.test(compact)) normalised = compact.replace(",", ".");
  else if (/^-?\d+(\.\d{1,2})?$/.test(compact)) normalised = compact;
  else if (/^-?\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(compact)) normalised = compact.replace(/,/g, "");
  else return null;
  return Math.round(Number(normalised) * 100);
}
