import { parseAtQrPayload } from "@/lib/domains/invoices/at-qr-code";

// The fields an expense invoice's AT QR code carries (mainland fiscal space, fields I1–I8).

export interface VatLine {
  rate: number;
  baseCents: number;
  vatCents: number;
}

export interface QrFields {
  supplierNif: string;
  buyerNif: string;
  documentType: string;
  documentDate: string;
  documentNumber: string;
  atcud: string;
  vatBreakdown: VatLine[];
  vatCents: number;
  totalCents: number;
  netCents: number;
}

function cents(value: string | undefined): number {
  if (!value || !/^-?\d+(\.\d{1,2})?$/.test(value)) return 0;
  const [whole, fraction = ""] = value.replace("-", "").split(".");
  const amount = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return value.startsWith("-") ? -amount : amount;
}

/** The payload as QR fields, or null when it is not an AT invoice QR code. */
export function qrFields(payload: string): QrFields | null {
  const fields = parseAtQrPayload(payload);
  const issuer = fields.get("A");
  const date = fields.get("F");
  if (!issuer || !/^\d{9}$/.test(issuer) || !date || !/^\d{8}$/.test(date) || !fields.has("O")) return null;
  const vatBreakdown: VatLine[] = [];
  if (fields.has("I2")) vatBreakdown.push({ rate: 0, baseCents: cents(fields.get("I2")), vatCents: 0 });
  for (const [baseCode, vatCode, rate] of [["I3", "I4", 6], ["I5", "I6", 13], ["I7", "I8", 23]] as const) {
    if (fields.has(baseCode)) vatBreakdown.push({ rate, baseCents: cents(fields.get(baseCode)), vatCents: cents(fields.get(vatCode)) });
  }
  const totalCents = cents(fields.get("O"));
  const vatCents = cents(fields.get("N"));
  return {
    supplierNif: issuer,
    buyerNif: fields.get("B") ?? "",
    documentType: fields.get("D") ?? "",
    documentDate: `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`,
    documentNumber: fields.get("G") ?? "",
    atcud: fields.get("H") ?? "",
    vatBreakdown,
    vatCents,
    totalCents,
    netCents: totalCents - vatCents,
  };
}
