import { nifCheckDigit } from "@/lib/core/nif";

// Purchase documents as the text a PDF's text layer (or a receipt's OCR) gives: supplier block with
// its address, the buyer, numbered lines, the VAT table and totals. Used by the labelled purchase set.

export const BUYER_NIF = "516234579";

export interface LabelledPurchase {
  id: string;
  text: string;
  /** VAT printed on the document, in cents (0 on a reverse-charge invoice). */
  vatCents: number;
  netCents: number;
  /** The category a Portuguese accountant gives it. */
  category: string;
  /** Deductible VAT per CIVA arts. 20.º–21.º (for reverse charge: the self-assessed VAT's deductible part). */
  deductibleCents: number;
  reverseCharge: boolean;
}

export const nif = (body8: string) => body8 + nifCheckDigit(body8);

const euros = (cents: number) => `${Math.floor(cents / 100).toLocaleString("pt-PT").replace(/\s/g, ".")},${String(cents % 100).padStart(2, "0")}`;

export interface PurchaseSpec {
  id: string;
  supplier: string;
  address: string[];
  /** A Portuguese NIF (9 digits) or a foreign VAT number ("IE 6388047V"). */
  taxId: string;
  number?: string;
  /** [description, net cents, VAT rate %] */
  lines: [string, number, number][];
  category: string;
  /** Share of the VAT deductible per law (0…1); the expected euros are VAT × share. */
  share: number;
  reverseCharge?: boolean;
  /** Extra lines printed under the items (legal mentions, plate numbers …). */
  notes?: string[];
  /** Receipt layout: no address block, short lines. */
  receipt?: boolean;
}

export function purchase(spec: PurchaseSpec): LabelledPurchase {
  const foreign = !/^\d{9}$/.test(spec.taxId);
  const byRate = new Map<number, { base: number; vat: number }>();
  for (const [, base, rate] of spec.lines) {
    const entry = byRate.get(rate) ?? { base: 0, vat: 0 };
    entry.base += base;
    byRate.set(rate, entry);
  }
  for (const [rate, entry] of byRate) entry.vat = Math.floor((entry.base * rate) / 100 + 0.5);
  const netCents = [...byRate.values()].reduce((sum, entry) => sum + entry.base, 0);
  const vatCents = [...byRate.values()].reduce((sum, entry) => sum + entry.vat, 0);
  const number = spec.number ?? `FT ${spec.id.toUpperCase()}/2026/${100 + spec.id.length * 7}`;
  const text = [
    spec.supplier,
    ...(spec.receipt ? [] : spec.address),
    foreign ? `VAT ${spec.taxId}` : `NIF ${spec.taxId}`,
    `${spec.receipt ? "Fatura simplificada" : foreign ? "Invoice" : "Fatura"} ${number}`,
    "Data: 20/11/2026",
    `Cliente: Minho Equipamentos Informáticos, Lda — NIF ${foreign ? "PT" : ""}${BUYER_NIF}`,
    spec.receipt ? "Descrição Valor" : "Descrição Qtd. Preço Taxa Valor",
    ...spec.lines.map(([description, base, rate]) => (spec.receipt ? `${description} ${euros(base)} ${rate}%` : `${description} 1 ${euros(base)} ${rate}% ${euros(base)}`)),
    ...(spec.notes ?? []),
    "Taxa Incidência IVA",
    ...[...byRate].map(([rate, entry]) => `${rate}% ${euros(entry.base)} ${euros(entry.vat)}`),
    `Total ${euros(netCents + vatCents)} €`,
  ].join("\n");
  const selfAssessed = spec.reverseCharge ? Math.floor(netCents * 0.23 + 0.5) : vatCents;
  return {
    id: spec.id,
    text,
    vatCents,
    netCents,
    category: spec.category,
    deductibleCents: Math.floor(selfAssessed * spec.share + 0.5),
    reverseCharge: spec.reverseCharge ?? false,
  };
}
