import { z } from "zod";
import { database } from "@/lib/core/db";
import { formatEuros } from "@/lib/core/money";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { MAX_PAGE_LIMIT, pageInMemory, pageInput, pageOutput, type KeysetColumn } from "@/lib/kernel/pagination";
import { calendarDateField } from "@/lib/core/schemas";
import { simulatedEfaturaFeed, type EfaturaMovement } from "./efatura-feed";

const efaturaItem = z
  .object({
    id: z.string(),
    fornecedor: z.string(),
    supplierNif: z.string(),
    date: z.string(),
    documentNumber: z.string(),
    atcud: z.string().nullable(),
    total: z.string(),
    totalCents: z.number().int(),
    vat: z.string(),
    vatCents: z.number().int(),
    registadoNoServico: z.boolean().describe("True when an expense document in the service corresponds to it (same supplier NIF and ATCUD, or same NIF, date and total)."),
    documentId: z.string().nullable().describe("The corresponding expense document, when registered."),
  })
  .meta({ id: "EfaturaMovement" });

export type EfaturaItem = z.output<typeof efaturaItem>;

/** The feed's purchases, each flagged with whether the company's books hold the document. */
export async function efaturaWithRegistration(companyId: string): Promise<EfaturaItem[]> {
  const [purchases, documents] = await Promise.all([
    simulatedEfaturaFeed.purchases(companyId),
    database().expenseDocument.findMany({ where: { companyId, status: { not: "error" }, supplierNif: { not: null } }, select: { id: true, supplierNif: true, atcud: true, documentDate: true, totalCents: true } }),
  ]);
  const byAtcud = new Map(documents.filter((document) => document.atcud).map((document) => [`${document.supplierNif}|${document.atcud}`, document.id]));
  const byDateTotal = new Map(documents.map((document) => [`${document.supplierNif}|${document.documentDate?.toISOString().slice(0, 10)}|${document.totalCents}`, document.id]));
  const registered = (purchase: EfaturaMovement) =>
    (purchase.atcud ? byAtcud.get(`${purchase.supplierNif}|${purchase.atcud}`) : undefined) ?? byDateTotal.get(`${purchase.supplierNif}|${purchase.documentDate}|${purchase.totalCents}`) ?? null;
  return purchases.map((purchase) => {
    const documentId = registered(purchase);
    return {
      id: purchase.id, fornecedor: purchase.supplierName, supplierNif: purchase.supplierNif, date: purchase.documentDate, documentNumber: purchase.documentNumber, atcud: purchase.atcud,
      total: formatEuros(purchase.totalCents), totalCents: purchase.totalCents, vat: formatEuros(purchase.vatCents), vatCents: purchase.vatCents,
      registadoNoServico: documentId !== null, documentId,
    };
  });
}

const ORDER: KeysetColumn[] = [
  { field: "date", kind: "string", direction: "desc" },
  { field: "id", kind: "string", direction: "desc" },
];

export const getEfaturaMovements = defineOperation({
  name: "get_efatura_movements",
  title: "e-Fatura purchases",
  description:
    "Lists the company's purchases as the tax authority's e-Fatura sees them (simulated feed), latest first, " + MAX_PAGE_LIMIT + " per page by default (pass `nextCursor` back as `cursor` for the next page; filters: `status` registered/missing, `supplierName` text, a date range `startDate`/`endDate`), each flagged `registadoNoServico` when the matching expense document is in the service. An unregistered one is an expense the books are missing: ask the user for the document and send it with upload_document; the flag flips by itself.",
  scope: "read",
  http: { method: "GET", path: "/efatura" },
  input: z.object({
    status: z.enum(["registered", "missing"]).optional().describe("registered = its expense document is in the service; missing = the books miss it."),
    supplierName: z.string().trim().min(1).max(200).optional().describe("Only purchases whose supplier name, NIF or document number contains this text (case ignored).").meta({ examples: ["galp"] }),
    startDate: calendarDateField.optional().describe("Only purchases dated on or after this date (YYYY-MM-DD)."),
    endDate: calendarDateField.optional().describe("Only purchases dated on or before this date (YYYY-MM-DD)."),
    ...pageInput(MAX_PAGE_LIMIT, "purchases"),
  }),
  output: z.object({ movimentos: z.array(efaturaItem), ...pageOutput }),
  hints: HINTS.readOnly,
  async run(context, input) {
    const text = input.supplierName?.toLocaleLowerCase("pt-PT");
    const wanted = (await efaturaWithRegistration(context.companyId)).filter(
      (purchase) =>
        (!input.status || purchase.registadoNoServico === (input.status === "registered")) &&
        (!text || [purchase.fornecedor, purchase.supplierNif, purchase.documentNumber].some((field) => field.toLocaleLowerCase("pt-PT").includes(text))) &&
        (!input.startDate || purchase.date >= input.startDate) &&
        (!input.endDate || purchase.date <= input.endDate),
    );
    const page = pageInMemory("efatura", wanted, input, ORDER);
    return { movimentos: page.rows, nextCursor: page.nextCursor, hasMore: page.hasMore };
  },
});
