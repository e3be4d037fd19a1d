// Invoice arithmetic in integer cents. Line net = quantity × unit price, rounded half up to the cent;
// VAT is computed per rate on the summed base of that rate and rounded half up (DOMAIN-PT.md), so
// net + VAT = total exactly, always.

export const VAT_RATES = [0, 6, 13, 23] as const;
export type VatRate = (typeof VAT_RATES)[number];

export interface LineAmounts {
  quantityThousandths: number;
  unitCents: number;
  vatRate: VatRate;
  vatExemptionCode?: string | null;
}

export interface VatSummary {
  rate: VatRate;
  baseCents: number;
  vatCents: number;
  exemptionCode: string | null;
}

export interface InvoiceTotals {
  lineNetCents: number[];
  vatByRate: VatSummary[];
  netCents: number;
  vatCents: number;
  totalCents: number;
}

/** numerator / denominator rounded half up, for non-negative integers (BigInt: no overflow). */
function divideRoundingHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

export function lineNetCents(quantityThousandths: number, unitCents: number): number {
  return divideRoundingHalfUp(BigInt(quantityThousandths) * BigInt(unitCents), 1000n);
}

export function vatOnBase(baseCents: number, rate: number): number {
  return divideRoundingHalfUp(BigInt(baseCents) * BigInt(rate), 100n);
}

export function computeInvoiceTotals(lines: LineAmounts[]): InvoiceTotals {
  const lineNet = lines.map((line) => lineNetCents(line.quantityThousandths, line.unitCents));
  const byRate = new Map<VatRate, VatSummary>();
  lines.forEach((line, index) => {
    const summary = byRate.get(line.vatRate) ?? { rate: line.vatRate, baseCents: 0, vatCents: 0, exemptionCode: null };
    summary.baseCents += lineNet[index]!;
    if (line.vatRate === 0) summary.exemptionCode ??= line.vatExemptionCode ?? null;
    byRate.set(line.vatRate, summary);
  });
  const vatByRate = [...byRate.values()].sort((a, b) => a.rate - b.rate);
  for (const summary of vatByRate) summary.vatCents = vatOnBase(summary.baseCents, summary.rate);
  const netCents = lineNet.reduce((sum, value) => sum + value, 0);
  const vatCents = vatByRate.reduce((sum, summary) => sum + summary.vatCents, 0);
  return { lineNetCents: lineNet, vatByRate, netCents, vatCents, totalCents: netCents + vatCents };
}

/** `1.5` → 1500 thousandths; the schema only lets through quantities with at most 3 decimals. */
export function quantityToThousandths(quantity: number): number {
  return Math.round(quantity * 1000);
}
