import { z } from "zod";
import { type EfaturaMovement, simulatedEfaturaFeed } from "@/lib/domains/efatura/efatura-feed";
import { inPeriod, type Period, type PurchaseDocument } from "./book-documents";

// The purchases of the period as the books hold them against what suppliers communicated to AT
// (e-Fatura). AT's pre-filled return (CIVA art. 29.º-A, Portaria 242/2025/1) deducts only what
// e-Fatura holds, so each difference is a euro the two returns will disagree on. A purchase is the
// same in both when supplier NIF and ATCUD match, else supplier NIF and document number, else
// supplier NIF, date and total. A supplier without a Portuguese NIF (reverse charge) never reaches
// e-Fatura and is left out.

export const reconciliationSchema = z
  .object({
    status: z.enum(["in_both", "amounts_differ", "only_books", "only_efatura"]),
    supplierNif: z.string(),
    document: z.string(),
    date: z.string(),
    booksDocumentId: z.string().nullable(),
    efaturaId: z.string().nullable(),
    booksVatCents: z.number().int().nullable(),
    efaturaVatCents: z.number().int().nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: "VatReturnEfaturaLine" });

export type ReconciliationLine = z.output<typeof reconciliationSchema>;

const euros = (cents: number) => `${(cents / 100).toFixed(2).replace(".", ",")} €`;

export function reconcilePurchases(books: PurchaseDocument[], efatura: EfaturaMovement[], period: Period): ReconciliationLine[] {
  const own = books.filter((document) => document.archived && document.supplierNif && inPeriod(document.documentDate, period));
  const communicated = efatura.filter((movement) => inPeriod(movement.documentDate, period));
  const keysOf = (nif: string, atcud: string | null | undefined, number: string | null, date: string | null, total: number | null | undefined) =>
    [atcud ? `a|${nif}|${atcud}` : null, number ? `n|${nif}|${number}` : null, date && total != null ? `d|${nif}|${date}|${total}` : null].filter((key): key is string => key !== null);
  const byKey = new Map<string, EfaturaMovement>();
  for (const movement of communicated) for (const key of keysOf(movement.supplierNif, movement.atcud, movement.documentNumber, movement.documentDate, movement.totalCents)) if (!byKey.has(key)) byKey.set(key, movement);
  const used = new Set<string>();
  const lines: ReconciliationLine[] = [];
  for (const document of own) {
    const nif = document.supplierNif!;
    const booksVat = (document.vatCents ?? 0);
    const match = keysOf(nif, document.atcud, document.documentNumber, document.documentDate, document.totalCents).map((key) => byKey.get(key)).find((movement) => movement && !used.has(movement.id));
    const base = { supplierNif: nif, document: [document.supplierName, document.documentNumber].filter(Boolean).join(" — "), date: document.documentDate!, booksDocumentId: document.id, booksVatCents: booksVat };
    if (!match) {
      lines.push({ ...base, status: "only_books", efaturaId: null, efaturaVatCents: null, reason: "O fornecedor não o comunicou ao e-Fatura (ou com outros dados): a declaração proposta pela AT não deduz este IVA." });
      continue;
    }
    used.add(match.id);
    const differ = match.vatCents !== booksVat;
    lines.push({ ...base, status: differ ? "amounts_differ" : "in_both", efaturaId: match.id, efaturaVatCents: match.vatCents, reason: differ ? `IVA nos livros ${euros(booksVat)}, no e-Fatura ${euros(match.vatCents)}: confirme o documento.` : null });
  }
  for (const movement of communicated) {
    if (used.has(movement.id)) continue;
    lines.push({
      status: "only_efatura", supplierNif: movement.supplierNif, document: `${movement.supplierName} — ${movement.documentNumber}`, date: movement.documentDate, booksDocumentId: null, efaturaId: movement.id,
      booksVatCents: null, efaturaVatCents: movement.vatCents, reason: "Falta o documento nos livros: o seu IVA não está deduzido nesta declaração.",
    });
  }
  return lines;
}

export async function efaturaReconciliation(companyId: string, books: PurchaseDocument[], period: Period): Promise<ReconciliationLine[]> {
  return reconcilePurchases(books, await simulatedEfaturaFeed.purchases(companyId), period);
}
