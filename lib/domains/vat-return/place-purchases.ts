import { EU_COUNTRIES } from "@/lib/domains/documents/extraction/reverse-charge";
import { vatOnBase } from "@/lib/domains/invoices/invoice-totals";
import { type FieldLine, inPeriod, type Period, type PurchaseDocument, type UnplacedLine } from "./book-documents";
import { RATE_FIELDS } from "./place-sales";

// Where purchases go on Quadro 06. The deductible VAT (CIVA arts. 19.º–21.º, computed per document by
// lib/domains/documents/vat-deduction.ts) is split as the form splits it: campo 20 fixed assets, 21/23/22
// inventory at the reduced/intermediate/normal rate, 24 other goods and services. A purchase the
// supplier did not charge VAT on and the company self-assessed (reverse charge) also adds the VAT
// due: goods from another member state in campos 12/13 (RITI art. 2.º, n.º 1, al. a)), services from
// another member state in 16/17 (CIVA art. 2.º, n.º 1, al. i) and art. 6.º, n.º 6, al. a)), and the
// other acquirer-liable operations (services from outside the EU, construction, art. 2.º, n.º 1,
// als. i) and j)) in the base and VAT fields of their rate — the form's note "valores incluídos nos
// campos 1, 5, 3 ou 9" (their detail in Quadro 06-A is not produced).
//
// The books have no fixed-asset register: the category "equipamento" (equipment bought for the
// business) is read as imobilizado, "mercadorias para revenda" as existências; see docs/vat-return.md.

const FIXED_ASSETS = new Set(["equipamento"]);
const INVENTORY = new Set(["mercadorias para revenda"]);
const GOODS = new Set(["mercadorias para revenda", "equipamento", "material de escritório"]);
/** Inventory VAT field by rate: 21 reduced, 23 intermediate, 22 normal. */
const INVENTORY_FIELDS: Readonly<Record<number, number>> = { 6: 21, 13: 23, 23: 22 };

function documentName(document: PurchaseDocument): string {
  return [document.supplierName ?? "Fornecedor sem nome", document.documentNumber].filter(Boolean).join(" — ");
}

/** The rate a self-assessed VAT was computed at (it is 23 % unless corrected in review). */
function selfAssessedRate(netCents: number, vatCents: number): number {
  return [6, 13, 23].find((rate) => vatOnBase(netCents, rate) === vatCents) ?? 23;
}

/** The purchase's VAT per rate, from its breakdown, else one rate read from its base and VAT. */
function vatByRate(document: PurchaseDocument, totalVat: number): { rate: number; vatCents: number }[] {
  const breakdown = (document.vatBreakdown ?? []).filter((entry) => entry.vatCents !== 0);
  if (breakdown.length > 0 && breakdown.reduce((sum, entry) => sum + entry.vatCents, 0) === totalVat) return breakdown.map(({ rate, vatCents }) => ({ rate, vatCents }));
  return [{ rate: document.netCents ? selfAssessedRate(document.netCents, totalVat) : 23, vatCents: totalVat }];
}

/** Splits `amount` across parts in proportion to their weights, the rounding cents to the last. */
function splitProportionally(amount: number, weights: number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return weights.map((_, index) => (index === weights.length - 1 ? amount : 0));
  const parts = weights.map((weight) => Math.round((amount * weight) / total));
  parts[parts.length - 1]! += amount - parts.reduce((sum, part) => sum + part, 0);
  return parts;
}

export function placePurchases(documents: PurchaseDocument[], period: Period): { lines: FieldLine[]; unplaced: UnplacedLine[] } {
  const lines: FieldLine[] = [];
  const unplaced: UnplacedLine[] = [];
  for (const document of documents) {
    if (!document.archived || !inPeriod(document.documentDate, period)) continue;
    const date = document.documentDate;
    const name = documentName(document);
    const line = (campo: number, part: string, detail: string, amountCents: number) => {
      if (amountCents !== 0) lines.push({ id: `${document.id}:${part}:${campo}`, campo, documentKind: "expense", documentId: document.id, document: name, date, detail, amountCents });
    };
    const selfAssessed = document.selfAssessedVatCents ?? 0;
    if (selfAssessed > 0) {
      const net = document.netCents ?? 0;
      const country = document.supplierVatId?.slice(0, 2).toUpperCase() ?? null;
      const fromEu = !document.supplierNif && country !== null && EU_COUNTRIES.has(country);
      const [base, vat, kind] = fromEu
        ? GOODS.has(document.category ?? "")
          ? [12, 13, "aquisição intracomunitária de bens (RITI art. 2.º, n.º 1, al. a))"]
          : [16, 17, "serviços de outro Estado membro (CIVA art. 2.º, n.º 1, al. i))"]
        : [RATE_FIELDS[selfAssessedRate(net, selfAssessed)]!.base, RATE_FIELDS[selfAssessedRate(net, selfAssessed)]!.vat, document.supplierNif ? "IVA devido pelo adquirente (CIVA art. 2.º, n.º 1, al. j))" : "serviços de fora da UE (CIVA art. 2.º, n.º 1, al. i))"];
      line(base, "rc", `base, ${kind}`, net);
      line(vat, "rc", `IVA autoliquidado, ${kind}`, selfAssessed);
    }
    const totalVat = (document.vatCents ?? 0) + selfAssessed;
    const deductible = document.vatDeductibleCents ?? document.vatCents;
    if (deductible === null) {
      unplaced.push({ documentKind: "expense", documentId: document.id, document: name, reason: "O IVA do documento não é conhecido: reveja o documento." });
      continue;
    }
    const share = totalVat === 0 ? "" : ` (${Math.round((deductible / totalVat) * 100)} % de ${(totalVat / 100).toFixed(2).replace(".", ",")} €)`;
    if (deductible < 0) {
      // A supplier's credit note reduces VAT already deducted: a regularisation in favour of the State (art. 78.º).
      line(41, "reg", `IVA dedutível anulado por nota de crédito${share}`, -deductible);
    } else if (FIXED_ASSETS.has(document.category ?? "")) {
      line(20, "ded", `IVA dedutível, imobilizado${share}`, deductible);
    } else if (INVENTORY.has(document.category ?? "")) {
      const rates = vatByRate(document, totalVat);
      const parts = splitProportionally(deductible, rates.map((entry) => entry.vatCents));
      for (const [index, entry] of rates.entries()) line(INVENTORY_FIELDS[entry.rate] ?? 22, `ded${entry.rate}`, `IVA dedutível, existências a ${entry.rate} %${share}`, parts[index]!);
    } else {
      line(24, "ded", `IVA dedutível${share}`, deductible);
    }
  }
  return { lines, unplaced };
}
