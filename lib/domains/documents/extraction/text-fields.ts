import { isValidNif } from "@/lib/core/nif";
import { parsePortugueseAmount } from "@/lib/core/parse-amount";

export { parsePortugueseAmount };

// Fields read from a document's text: Portuguese invoices write "NIF 500 100 144", dates as
// 05/03/2026, amounts as 1.234,56 € — this reads those forms (and the ISO ones) without guessing.

export interface TextFields {
  supplierName?: string;
  supplierNif?: string;
  buyerNif?: string;
  documentDate?: string;
  documentNumber?: string;
  atcud?: string;
  totalCents?: number;
  vatCents?: number;
}

function isoFromParts(day: string, month: string, year: string): string | undefined {
  const iso = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso ? undefined : iso;
}

export function parseDocumentDate(text: string): string | undefined {
  const labelled = /(?:data(?: de emiss[aã]o)?|emitid[ao] em)\s*:?\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})/i.exec(text);
  if (labelled) return isoFromParts(labelled[1]!, labelled[2]!, labelled[3]!);
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  if (iso) return isoFromParts(iso[3]!, iso[2]!, iso[1]!);
  const european = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/.exec(text);
  return european ? isoFromParts(european[1]!, european[2]!, european[3]!) : undefined;
}

const AMOUNT = String.raw`(-?\d{1,3}(?:[.\s\u00a0]\d{3})*(?:,\d{1,2})|-?\d+(?:[.,]\d{1,2})?)\s*€?`;

function lastAmountAfter(label: RegExp, text: string): number | undefined {
  let found: number | undefined;
  for (const line of text.split(/\n/)) {
    if (!label.test(line)) continue;
    const amounts = [...line.matchAll(new RegExp(AMOUNT, "g"))].map((match) => parsePortugueseAmount(match[1]!)).filter((value): value is number => value !== null);
    if (amounts.length) found = amounts.at(-1);
  }
  return found;
}

/**
 * Fuel and retail receipts without a QR code often give VAT as a table — a header naming the rate,
 * the base and the VAT ("Taxa  Incidência  IVA"), then one row per rate ("23%  40,00  9,20"): the VAT
 * is the sum of each row's last amount.
 */
export function vatFromRateTable(text: string): number | undefined {
  const lines = text.split(/\n/);
  const header = lines.findIndex((line) => /\b(taxa|%)/i.test(line) && /\b(incid[eê]ncia|base)/i.test(line) && /\biva\b/i.test(line));
  if (header < 0) return undefined;
  let vat: number | undefined;
  for (const line of lines.slice(header + 1)) {
    if (!/^\s*\d{1,2}([.,]\d+)?\s*%/.test(line)) break;
    const amounts = [...line.replace(/^\s*\d{1,2}([.,]\d+)?\s*%/, "").matchAll(new RegExp(AMOUNT, "g"))].map((match) => parsePortugueseAmount(match[1]!)).filter((value): value is number => value !== null);
    if (amounts.length < 2) break;
    vat = (vat ?? 0) + amounts.at(-1)!;
  }
  return vat;
}

function nifsIn(text: string): { nif: string; labelledBuyer: boolean }[] {
  const results: { nif: string; labelledBuyer: boolean }[] = [];
  for (const match of text.matchAll(/(cliente|adquirente|comprador)?[^\n]{0,30}?(?:NIF|NIPC|N\.?\s?I\.?\s?F\.?|contribuinte)\s*(?:n\.?\s*[ºo°]?)?\s*:?\s*(?:PT)?\s*(\d{3}\s?\d{3}\s?\d{3})/gi)) {
    const nif = match[2]!.replace(/\s/g, "");
    if (isValidNif(nif)) results.push({ nif, labelledBuyer: Boolean(match[1]) });
  }
  return results;
}

/**
 * The supplier's name: a line naming a company (Lda, S.A., Unipessoal), else — only in a text that
 * reads like a purchase document — the first line that reads like a name (not a label or an address).
 */
export function supplierNameFrom(text: string, readsLikePurchase = true): string | undefined {
  const lines = text.split(/\n/).map((line) => line.trim()).filter(Boolean);
  const company = lines.find((line) => /\b(lda|s\.?\s?a\.?|unipessoal|sa)\b\.?/i.test(line) && line.length <= 80 && !/cliente|nif/i.test(line));
  if (company) return company.replace(/\s+/g, " ");
  if (!readsLikePurchase) return undefined;
  return lines.find((line) => /\p{Letter}{3,}/u.test(line) && !/^(fatura|factura|recibo|nif|data|cliente|original|duplicado)/i.test(line) && line.length <= 80);
}

/**
 * Whether the text reads like a purchase document at all: a supplier's NIF, or the words every
 * Portuguese invoice or receipt carries. Minutes of a meeting or a contract have neither, and their
 * first line is not a supplier (ux review: «Ata da reunião de sócios – 12 de novembro de 2026»).
 */
function readsLikePurchaseDocument(text: string, supplierNif: string | undefined): boolean {
  return Boolean(supplierNif) || /\b(fatura|factura|recibo|atcud|iva|nota de (cr[ée]dito|d[ée]bito)|invoice|receipt)\b/i.test(text);
}

export function textFields(text: string, companyNif: string): TextFields {
  const nifs = nifsIn(text);
  const supplier = nifs.find((entry) => !entry.labelledBuyer && entry.nif !== companyNif);
  const buyer = nifs.find((entry) => entry.labelledBuyer) ?? nifs.find((entry) => entry.nif === companyNif);
  return {
    supplierName: supplierNameFrom(text, readsLikePurchaseDocument(text, supplier?.nif)),
    supplierNif: supplier?.nif,
    buyerNif: buyer?.nif,
    documentDate: parseDocumentDate(text),
    documentNumber: /\b((?:FT|FR|FS|NC|ND)\s+[\w.-]+\/\d+)\b/.exec(text)?.[1],
    atcud: /ATCUD\s*:?\s*([A-Z0-9]{8,}-\d+)/i.exec(text)?.[1],
    totalCents: lastAmountAfter(/total\s*(a\s*pagar|geral|\(?eur|€)?/i, text.replace(/total\s+(sem|s\/)\s+iva[^\n]*/gi, "")),
    vatCents: lastAmountAfter(/^\s*((total|valor)\s+(d[eo]\s+)?)?iva\b(?!\s*\d{1,2}\s*%\s*sobre)/i, text) ?? vatFromRateTable(text),
  };
}
