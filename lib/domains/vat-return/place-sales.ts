import { vatOnBase } from "@/lib/domains/invoices/invoice-totals";
import { type FieldLine, inPeriod, type Period, type SaleDocument, type SaleLine, type UnplacedLine } from "./book-documents";

// Where the documents the company issued go on Quadro 06. VAT is due when the invoice is issued
// (CIVA art. 7.º, n.º 1 and art. 8.º, n.º 1), so a document counts in the period of its issue date;
// receipts never count (the books have no cash-accounting regime, DL 71/2013). An annulled document
// counts nowhere. A credit note regularises VAT in the period it is issued (CIVA art. 78.º, n.ºs 2
// and 3): its VAT goes to campo 40, not against the bases of campos 1–6.

/** Taxable rates and their (base, VAT) fields: campos 1/2, 5/6, 3/4. */
export const RATE_FIELDS: Readonly<Record<number, { base: number; vat: number }>> = { 6: { base: 1, vat: 2 }, 13: { base: 5, vat: 6 }, 23: { base: 3, vat: 4 } };

/** The exempt or non-taxed field of each exemption code (AT's table, lib/domains/invoices/vat-exemption-reasons.ts). */
export const EXEMPTION_FIELDS: Readonly<Record<string, number>> = {
  M16: 7, // RITI art. 14.º: intra-EU supply of goods, in the recapitulative statement
  M40: 7, // CIVA art. 6.º, n.º 6, al. a): services to a taxable person in another member state, in the recapitulative statement
  M04: 8, // CIVA art. 13.º
  M05: 8, // CIVA art. 14.º: exports, with the right to deduct (art. 20.º, n.º 1, al. b), ii))
  M06: 8, // CIVA art. 15.º
  M30: 8, // CIVA art. 2.º, n.º 1, al. i)–n): VAT due by the acquirer, supplier keeps the right to deduct
  M31: 8,
  M32: 8,
  M33: 8,
  M34: 8,
  M41: 8,
  M42: 8,
  M43: 8,
  M07: 9, // CIVA art. 9.º: exempt without the right to deduct
  M09: 9, // CIVA art. 62.º, al. b)
  M21: 9, // CIVA art. 72.º, n.º 4
};

const percent = (rate: number) => `${rate} %`;
const positions = (lines: SaleLine[]) => `linha${lines.length > 1 ? "s" : ""} ${lines.map((line) => line.position).join(", ")}`;

interface RateGroup {
  rate: number;
  lines: SaleLine[];
  baseCents: number;
  vatCents: number;
}

/** The document's VAT per rate, as the invoice computed it (art. 36.º n.º 5 d)), reconciled to the VAT it states. */
function rateGroups(document: SaleDocument): RateGroup[] {
  const byRate = new Map<number, SaleLine[]>();
  for (const line of document.lines) if (line.vatRate > 0) byRate.set(line.vatRate, [...(byRate.get(line.vatRate) ?? []), line]);
  const groups = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, lines]) => {
      const baseCents = lines.reduce((sum, line) => sum + line.netCents, 0);
      return { rate, lines, baseCents, vatCents: vatOnBase(baseCents, rate) };
    });
  // A document whose stored VAT differs by a rounding cent keeps its own figure: the field adds what was invoiced.
  const difference = document.vatCents - groups.reduce((sum, group) => sum + group.vatCents, 0);
  const largest = groups.reduce<RateGroup | null>((best, group) => (!best || group.baseCents > best.baseCents ? group : best), null);
  if (largest) largest.vatCents += difference;
  return groups;
}

export function placeSales(documents: SaleDocument[], period: Period): { lines: FieldLine[]; unplaced: UnplacedLine[] } {
  const lines: FieldLine[] = [];
  const unplaced: UnplacedLine[] = [];
  for (const document of documents) {
    if (document.annulled || !inPeriod(document.issueDate, period)) continue;
    const credit = document.type === "NC";
    const line = (campo: number, part: string, detail: string, amountCents: number) =>
      lines.push({ id: `${document.id}:${part}:${campo}`, campo, documentKind: "invoice", documentId: document.id, document: document.display, date: document.issueDate, detail, amountCents });
    for (const group of rateGroups(document)) {
      const fields = RATE_FIELDS[group.rate];
      const detail = `${positions(group.lines)} (${percent(group.rate)})`;
      if (credit) {
        line(40, `r${group.rate}`, `${detail}: IVA regularizado (art. 78.º)${document.acknowledgementDate === null ? " — sem prova de conhecimento do cliente (art. 78.º, n.º 5)" : ""}`, group.vatCents);
      } else if (fields) {
        line(fields.base, `r${group.rate}`, detail, group.baseCents);
        line(fields.vat, `r${group.rate}`, detail, group.vatCents);
      } else {
        unplaced.push({ documentKind: "invoice", documentId: document.id, document: document.display, reason: `Taxa de ${percent(group.rate)} não é uma taxa do continente (art. 18.º CIVA): as taxas das regiões autónomas não são suportadas.` });
      }
    }
    const exempt = new Map<string, SaleLine[]>();
    for (const saleLine of document.lines) if (saleLine.vatRate === 0) exempt.set(saleLine.vatExemptionCode ?? "", [...(exempt.get(saleLine.vatExemptionCode ?? "") ?? []), saleLine]);
    for (const [code, codeLines] of exempt) {
      const campo = EXEMPTION_FIELDS[code];
      if (!campo) {
        unplaced.push({ documentKind: "invoice", documentId: document.id, document: document.display, reason: `${positions(codeLines)}: o código ${code || "(sem código)"} não tem campo no quadro 06 que o serviço saiba escolher (regime especial ou operação não sujeita): indique-o à mão.` });
        continue;
      }
      const baseCents = codeLines.reduce((sum, saleLine) => sum + saleLine.netCents, 0);
      // An exempt credit note reduces the exempt base of its period (there is no VAT to regularise).
      line(campo, code, `${positions(codeLines)} (${code}${credit ? ", nota de crédito" : ""})`, credit ? -baseCents : baseCents);
    }
  }
  return { lines, unplaced };
}
