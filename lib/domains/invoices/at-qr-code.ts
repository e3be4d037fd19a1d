// The QR code the tax authority requires on every invoice (Portaria 195/2020; AT "Especificações
// técnicas do código QR", v1.0): `CODE:value` fields joined by `*`, in the spec's order, amounts with a
// `.` and exactly two decimals, optional fields omitted when empty.

export interface AtQrFields {
  issuerNif: string;
  buyerNif: string;
  buyerCountry: string;
  documentType: string;
  documentStatus: string;
  documentDate: string; // YYYY-MM-DD
  documentId: string;
  atcud: string;
  fiscalSpace: string;
  exemptBaseCents?: number;
  reducedBaseCents?: number;
  reducedVatCents?: number;
  intermediateBaseCents?: number;
  intermediateVatCents?: number;
  normalBaseCents?: number;
  normalVatCents?: number;
  totalVatCents: number;
  grossTotalCents: number;
  /** Withholding tax kept by the buyer (field P), omitted when none. */
  withholdingCents?: number;
  hashCharacters: string;
  certificateNumber: string;
  otherInformation?: string;
}

export function formatQrAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}

export function buildAtQrPayload(fields: AtQrFields): string {
  const amount = (value: number | undefined) => (value ? formatQrAmount(value) : undefined);
  const entries: [string, string | undefined][] = [
    ["A", fields.issuerNif],
    ["B", fields.buyerNif],
    ["C", fields.buyerCountry],
    ["D", fields.documentType],
    ["E", fields.documentStatus],
    ["F", fields.documentDate.replace(/-/g, "")],
    ["G", fields.documentId],
    ["H", fields.atcud],
    ["I1", fields.fiscalSpace],
    ["I2", amount(fields.exemptBaseCents)],
    ["I3", amount(fields.reducedBaseCents)],
    ["I4", amount(fields.reducedVatCents)],
    ["I5", amount(fields.intermediateBaseCents)],
    ["I6", amount(fields.intermediateVatCents)],
    ["I7", amount(fields.normalBaseCents)],
    ["I8", amount(fields.normalVatCents)],
    ["N", formatQrAmount(fields.totalVatCents)],
    ["O", formatQrAmount(fields.grossTotalCents)],
    ["P", amount(fields.withholdingCents)],
    ["Q", fields.hashCharacters],
    ["R", fields.certificateNumber],
    ["S", fields.otherInformation],
  ];
  return entries
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== "")
    .map(([code, value]) => `${code}:${value}`)
    .join("*");
}

/** Reads a payload back into its `CODE → value` pairs (used by expense extraction and tests). */
export function parseAtQrPayload(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const part of payload.split("*")) {
    const separator = part.indexOf(":");
    if (separator > 0) fields.set(part.slice(0, separator), part.slice(separator + 1));
  }
  return fields;
}
