import { z } from "zod";
import { announce } from "@/lib/kernel/after-commit";
import { invoiceIssued } from "./invoice-facts";
import { countryField, foreignTaxIdField } from "@/lib/domains/clients/client-country";
import { checkClientCountry, findOrCreateClient, knownClient } from "@/lib/domains/clients/upsert-client";
import { database } from "@/lib/core/db";
import type { Client } from "@/lib/generated/prisma/client.ts";
import { addDays, lisbonToday } from "@/lib/core/dates";
import { ApiError } from "@/lib/core/api-error";
import { idempotentTransaction, type Transaction } from "@/lib/kernel/idempotency";
import { formatEuros } from "@/lib/core/money";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { externalIdField, metadataField, money, nameField, nifField } from "@/lib/core/schemas";
import { computeInvoiceTotals, VAT_RATES } from "./invoice-totals";
import { invoiceSummarySchema } from "./invoice-view";
import { VAT_EXEMPTION_CODES } from "./vat-exemption-reasons";
import { euBusinessVatWarnings, refuseAgainstVatRegime, refuseReverseChargeWithout } from "./reverse-charge";
import { refuseBusinessBuyerWithoutAddress } from "./buyer-address";
import { DEFAULT_LINE_KIND, LINE_KINDS, lineKindField } from "./line-kind";
import { refuseSimplifiedOverLimit } from "./simplified-invoice";
import { refuseWithholdingOfOtherTaxpayer, refuseWithholdingToNonBusiness, WITHHOLDING_CODES, WITHHOLDING_RULES, withholdingCents, withholdingDue } from "./withholding";
import { taxpayerOf } from "@/lib/core/legal-form";
import { SERIES_CODE_PATTERN } from "./series";
import { refuseUnidentifiedBuyerOverLimit, WALK_IN_CONSUMER_NAME } from "@/lib/domains/clients/walk-in-consumer";
import { writeSalesDocument } from "./write-document";
import { externalIdConflictOr, refuseTakenExternalId } from "./external-id";
import { issuedDocument, storedLines } from "./issued-document";

/** Largest invoice total accepted: 10 000 000,00 € (a small business; amounts are stored as int4 cents). */
export const MAX_INVOICE_TOTAL_CENTS = 1_000_000_000;

const hasAtMostDecimals = (decimals: number) => (value: number) => Math.abs(Math.round(value * 10 ** decimals) - value * 10 ** decimals) < 1e-6;

const lineFields = {
  description: z.string().trim().min(1, "must not be empty").max(500).describe("What was sold.").meta({ examples: ["Consultoria fiscal — outubro de 2026"] }),
  quantity: z.number().positive().max(100_000).refine(hasAtMostDecimals(3), "must have at most 3 decimals").default(1).describe("Quantity, default 1, at most 3 decimals.").meta({ examples: [2] }),
  unitEuros: z.number().min(0).max(1_000_000).describe("Unit price in euros, VAT excluded (rounded half up to the cent).").meta({ examples: [150] }),
  kind: lineKindField,
  vatRate: z.literal(VAT_RATES).default(23).describe("VAT rate in percent: 0, 6, 13 or 23 (default 23, mainland rates).").meta({ examples: [23] }),
  vatExemptionCode: z
    .enum(VAT_EXEMPTION_CODES)
    .optional()
    .describe(
      "Required on 0% lines, never on others: the AT exemption reason code (e.g. M07 art. 9.º CIVA; M10 art. 53.º regime, only and always for a company in the `isento` VAT regime; M40 reverse charge on services and M16 intra-EU goods, both only to a business in another EU state with a valid VAT number). The document prints its legal text.",
    ),
};

function checkLine(line: { vatRate: number; vatExemptionCode?: string }, context: z.RefinementCtx) {
  if (line.vatExemptionCode && line.vatRate !== 0) context.addIssue({ code: "custom", path: ["vatExemptionCode"], message: "only applies to 0% lines" });
  // CIVA art. 36.º n.º 5 e): a line without VAT must say why; there is no default reason.
  if (!line.vatExemptionCode && line.vatRate === 0) context.addIssue({ code: "custom", path: ["vatExemptionCode"], message: "a 0% line needs its exemption reason code (M01…M99), e.g. M07 or M10" });
}

export const lineInput = z.object(lineFields).superRefine(checkLine);

// An invoice line may name a catalogue item (lib/domains/catalog/): the item gives description, unit price,
// VAT rate (and exemption reason) and kind, and any of those sent on the line overrides it. So on
// this schema they carry no defaults; a line without `itemId` gets the usual ones in `resolveLines`.
const invoiceLineInput = z
  .object({
    itemId: z.string().min(1).max(64).optional().describe("A catalogue item's id (list_items): the line takes its name as description, unit price, VAT rate or exemption reason and kind; fields sent on the line override the item's. An unknown or archived item is refused."),
    description: lineFields.description.optional().describe("What was sold. Required unless `itemId` gives it."),
    quantity: lineFields.quantity,
    unitEuros: lineFields.unitEuros.optional().describe("Unit price in euros, VAT excluded (rounded half up to the cent). Required unless `itemId` gives it."),
    kind: z.enum(LINE_KINDS).optional().describe(`${lineKindField.description} With \`itemId\`: the item's.`),
    vatRate: z.literal(VAT_RATES).optional().describe("VAT rate in percent: 0, 6, 13 or 23 (default 23, mainland rates; with `itemId`, the item's).").meta({ examples: [23] }),
    vatExemptionCode: lineFields.vatExemptionCode,
    subjectToWithholding: z
      .boolean()
      .optional()
      .describe("With `withholdingRule`: whether this line is income the client withholds on (default true). Set false for what is not, e.g. a laptop sold with a software licence: only the licence is withheld (CIRC art. 94.º)."),
  })
  .superRefine((line, context) => {
    if (line.itemId) {
      // The item's VAT is only known in `run`; what the line itself sends must still agree.
      if (line.vatRate !== undefined && line.vatRate !== 0 && line.vatExemptionCode) context.addIssue({ code: "custom", path: ["vatExemptionCode"], message: "only applies to 0% lines" });
      return;
    }
    if (line.description === undefined) context.addIssue({ code: "custom", path: ["description"], message: "is required" });
    if (line.unitEuros === undefined) context.addIssue({ code: "custom", path: ["unitEuros"], message: "is required" });
    checkLine({ vatRate: line.vatRate ?? DEFAULT_VAT_RATE, vatExemptionCode: line.vatExemptionCode }, context);
  });

const DEFAULT_VAT_RATE = 23;

type InvoiceLineInput = z.output<typeof invoiceLineInput>;

/**
 * The lines with their catalogue items filled in: the line's own fields first, then the item's, then
 * the defaults. Refuses (400, naming `lines[i].itemId`) an item that is not the company's or is archived.
 */
export async function resolveLines(companyId: string, lines: InvoiceLineInput[]) {
  const ids = [...new Set(lines.flatMap((line) => (line.itemId ? [line.itemId] : [])))];
  const items = ids.length === 0 ? [] : await database().catalogItem.findMany({ where: { companyId, id: { in: ids } } });
  const byId = new Map(items.map((item) => [item.id, item]));
  const details: { path: string; message: string }[] = [];
  const resolved = lines.map((line, index) => {
    const item = line.itemId ? byId.get(line.itemId) : undefined;
    if (line.itemId && !item) details.push({ path: `lines[${index}].itemId`, message: "no such catalogue item in this company (list_items)" });
    else if (item?.archivedAt) details.push({ path: `lines[${index}].itemId`, message: "this catalogue item is archived; restore it or choose another" });
    const vatRate = (line.vatRate ?? item?.vatRate ?? DEFAULT_VAT_RATE) as (typeof VAT_RATES)[number];
    const vatExemptionCode = line.vatExemptionCode ?? (vatRate === 0 && item?.vatRate === 0 ? (item.vatExemptionCode ?? undefined) : undefined);
    if (item && !item.archivedAt) {
      if (vatRate === 0 && !vatExemptionCode) details.push({ path: `lines[${index}].vatExemptionCode`, message: "a 0% line needs its exemption reason code (M01…M99), e.g. M07 or M10" });
    }
    return {
      description: line.description ?? item?.name ?? "",
      quantity: line.quantity,
      unitEuros: line.unitEuros ?? (item ? item.unitCents / 100 : 0),
      kind: line.kind ?? (item?.kind === "goods" ? "goods" : item ? "services" : DEFAULT_LINE_KIND),
      vatRate,
      vatExemptionCode: vatExemptionCode as (typeof VAT_EXEMPTION_CODES)[number] | undefined,
      subjectToWithholding: line.subjectToWithholding,
    };
  });
  if (details.length > 0) throw new ApiError("validation_error", `${details[0]!.path}: ${details[0]!.message}`, { details });
  return resolved;
}

/** A reference the buyer gives (CIUS-PT BT-10/BT-13): printable text, at most 100 characters. */
const procurementReference = z.string().trim().min(1, "must not be empty").max(100);

const issueInvoiceInput = z.object({
  clientName: nameField
    .optional()
    .describe(
      "Client name; the client is created if it does not exist (matched by NIF, then by name). Omit it, with no `clientNif`, for a walk-in consumer: the document goes to «Consumidor final» (NIF 999999990 on the document, its PDF and the SAF-T), who is not listed among the clients. An FT or FR to no one is refused from 1 000 € (CIVA art. 36.º n.º 15); an FS keeps its own limits.",
    )
    .meta({ examples: ["Padaria Lusitana, Lda."] }),
  clientNif: nifField.optional().describe("Client NIF; omit for a final consumer (the invoice then carries 999999990).").meta({ examples: ["508123453"] }),
  clientAddress: z.string().trim().min(1).max(500).optional().describe("Client's postal address; stored on the client when it has none yet. Required on FT and FR to a business (a company NIF, not a person's 1/2/3/45, or a foreign VAT number) whose client record has no address: CIVA art. 36.º n.º 5 a).").meta({ examples: ["Rua do Comércio 12, 4000-123 Porto"] }),
  clientCountry: countryField.optional().describe("Client's country, ISO 3166-1 alpha-2, when outside Portugal (QR field C). Default: the client's stored country, else PT."),
  clientForeignTaxId: foreignTaxIdField.optional().describe("Tax number of a client outside Portugal (an EU business: its VAT number). Required with M40 (reverse charge)."),
  withholdingRule: z
    .enum(WITHHOLDING_CODES)
    .optional()
    .describe(
      `Withholding tax the client (a Portuguese entity or person with organised accounting) keeps, on the net of the lines subject to it (see lines[].subjectToWithholding): ${WITHHOLDING_CODES.map((code) => `${code} = ${WITHHOLDING_RULES[code].label}`).join("; ")}. The irs_b_* codes only for a sole trader (legal form Trabalhador independente / Empresário em nome individual), irc_94 only for a company. Below 25 € nothing is withheld (DL 49/2025): the invoice is then issued without it and says so in \`warnings\`. The amount to receive is the total minus it.`,
    ),
  type: z
    .enum(["FT", "FR", "FS"])
    .default("FT")
    .describe("FT fatura (default), FR fatura-recibo (paid at issue) or FS fatura simplificada (paid at issue; CIVA art. 40.º n.º 1: up to 1 000 € when every line is `goods` sold to a non-business buyer, up to 100 € otherwise, services included)."),
  series: z
    .string()
    .trim()
    .toUpperCase()
    .regex(SERIES_CODE_PATTERN, "a series code: 1 to 10 letters or digits, starting with a letter")
    .optional()
    .describe("Code of a series added with create_invoice_series (e.g. A → `FT A-2026/1`); default: the type's default series (`FT 2026/1`)."),
  dueDays: z.number().int().min(0).max(365).optional().describe("Days until due: default 30 for FT, 0 for FR."),
  commitmentNumber: procurementReference
    .optional()
    .describe("A public body's commitment number (número de compromisso), which an invoice to a public body must carry; printed in the CIUS-PT e-invoice (get_invoice_ubl) as the purchase order reference.")
    .meta({ examples: ["CO-2026/000123"] }),
  orderReference: procurementReference.optional().describe("The client's own order or accounting reference, printed in the CIUS-PT e-invoice as the buyer reference.").meta({ examples: ["ENC-2026-77"] }),
  lines: z.array(invoiceLineInput).min(1, "needs at least one line").max(200, "at most 200 lines"),
  externalId: externalIdField.optional().describe("Your own id for the document (at most 100 characters), unique among the company's documents in force: a second one is refused (409). Not printed, not fiscal: update_invoice may change it."),
  metadata: metadataField.optional(),
}).superRefine((input, context) => {
  if (!input.withholdingRule) {
    input.lines.forEach((line, index) => {
      if (line.subjectToWithholding) context.addIssue({ code: "custom", path: ["lines", index, "subjectToWithholding"], message: "without a `withholdingRule` on the document no line is withheld", params: { pt: "sem `withholdingRule` no documento, nenhuma linha é retida" } });
    });
  } else if (input.lines.every((line) => line.subjectToWithholding === false)) {
    context.addIssue({ code: "custom", path: ["withholdingRule"], message: "no line is subject to withholding (subjectToWithholding): remove `withholdingRule` or mark the withheld lines", params: { pt: "nenhuma linha está sujeita a retenção (subjectToWithholding): retire `withholdingRule` ou marque as linhas retidas" } });
  }
}).superRefine((input, context) => {
  if (!input.clientName && (input.clientNif || input.clientForeignTaxId)) context.addIssue({ code: "custom", path: ["clientName"], message: "is required with a NIF or a foreign tax id" });
}).superRefine((input, context) => checkClientCountry({ nif: input.clientNif, country: input.clientCountry, foreignTaxId: input.clientForeignTaxId }, context, { nif: "clientNif", country: "clientCountry", foreignTaxId: "clientForeignTaxId" }));

const issueInvoiceOutput = invoiceSummarySchema.extend({
  ...money("net", "Total before VAT"),
  ...money("vat", "VAT"),
  qrPayload: z.string().describe("The AT QR code content (simulated, no fiscal value)."),
  warnings: z.array(z.string()).describe("Warnings in Portuguese about what was issued (e.g. withholding waived below 25 €, Portuguese VAT charged to an EU business). Empty when none."),
});

export const issueInvoice = defineOperation({
  name: "create_invoice",
  title: "Issue an invoice",
  description:
    "Issues an invoice (FT; FR fatura-recibo or FS fatura simplificada, both paid at issue) to a client, creating the client if needed. Numbers are sequential per series (type and year, optionally a `series` code added with create_invoice_series) with no gaps; the invoice gets a simulated ATCUD and AT QR code. VAT is computed per rate on the summed base and rounded half up. Returns the number (`display`), totals, dates and QR payload. This writes to the books: confirm amounts with the user first, and make retries safe with an idempotency key (REST: `Idempotency-Key` header; MCP: `idempotencyKey` argument) so a retry never issues twice. Next: get_invoice for the lines, or its PDF at /invoices/{id}/pdf.",
  scope: "invoices:write",
  http: { method: "POST", path: "/invoices", status: 201, idempotent: true, errors: ["idempotency_conflict"] },
  input: issueInvoiceInput,
  output: issueInvoiceOutput,
  hints: HINTS.write,
  dryRun: "rollback",
  issuesDocument: (output) => output.totalCents,
  async run(context, input) {
    const inputLines = await resolveLines(context.companyId, input.lines);
    const lines = storedLines(inputLines).map((line, index) => ({ ...line, withheld: Boolean(input.withholdingRule) && inputLines[index]!.subjectToWithholding !== false }));
    const totals = computeInvoiceTotals(lines);
    if (totals.totalCents > MAX_INVOICE_TOTAL_CENTS) {
      throw new ApiError("validation_error", `The invoice total ${formatEuros(totals.totalCents)} exceeds the ${formatEuros(MAX_INVOICE_TOTAL_CENTS)} allowed.`, {
        details: [{ path: "lines", message: "total too large" }],
      });
    }
    const issueDate = lisbonToday(context.now());
    const paidAtIssue = input.type === "FR" || input.type === "FS";
    const dueDate = addDays(issueDate, input.dueDays ?? (paidAtIssue ? 0 : 30));
    if (!input.clientName) refuseUnidentifiedBuyerOverLimit(input.type, totals.totalCents);
    const clientFields = { name: input.clientName ?? WALK_IN_CONSUMER_NAME, nif: input.clientNif, address: input.clientAddress, country: input.clientCountry, foreignTaxId: input.clientForeignTaxId };
    // The usual call (no Idempotency-Key, a known client with nothing to change) needs no transaction
    // of its own: the document, its lines and its events are one statement, atomic by itself, and the
    // series lock is released as that statement commits rather than a round trip to Node later.
    const db = database();
    const [issuer, known] = await Promise.all([
      db.company.findUniqueOrThrow({ where: { id: context.companyId }, select: { legalForm: true, vatRegime: true } }),
      context.idempotency ? null : knownClient(db, context.companyId, clientFields),
    ]);
    refuseAgainstVatRegime(lines, issuer.vatRegime);
    if (input.withholdingRule) refuseWithholdingOfOtherTaxpayer(input.withholdingRule, taxpayerOf(issuer.legalForm));
    // Withholding per line: only the lines that are income of the rule's kind, and none under 25 €.
    const rule = input.withholdingRule ? WITHHOLDING_RULES[input.withholdingRule] : null;
    const withheldNetCents = lines.reduce((sum, line, index) => sum + (line.withheld ? totals.lineNetCents[index]! : 0), 0);
    const due = rule ? withholdingDue(withheldNetCents, rule.rateBasisPoints, issueDate) : null;
    const withholds = Boolean(rule && due && due.cents > 0);
    const linesToWrite = withholds ? lines : lines.map((line) => ({ ...line, withheld: false }));
    const warnings: string[] = [];
    if (rule && due?.waived) warnings.push(`Sem retenção na fonte: os ${formatEuros(withholdingCents(withheldNetCents, rule.rateBasisPoints))} a reter ficam abaixo de 25 € (${due.waived}).`);

    const issueTo = async (db: Transaction, client: Client) => {
      const country = input.clientCountry ?? client.country;
      const foreignTaxId = input.clientForeignTaxId ?? client.foreignTaxId;
      refuseReverseChargeWithout(lines, country, foreignTaxId);
      if (input.type !== "FS") refuseBusinessBuyerWithoutAddress({ name: client.name, nif: input.clientNif ?? client.nif, country, foreignTaxId }, input.clientAddress ?? client.address, "clientAddress");
      if (input.type === "FS") refuseSimplifiedOverLimit({ totalCents: totals.totalCents, buyerNif: input.clientNif ?? client.nif, buyerForeignTaxId: country === "PT" ? null : foreignTaxId, kinds: lines.map((line) => line.kind) });
      if (input.withholdingRule) refuseWithholdingToNonBusiness(input.clientNif ?? client.nif, country);
      if (input.externalId) await refuseTakenExternalId(db, context.companyId, input.externalId);
      const invoice = await writeSalesDocument(db, context, {
        type: input.type,
        client: { id: client.id, name: client.name, nif: input.clientNif ?? client.nif ?? null, country, foreignTaxId },
        issueDate,
        dueDate,
        lines: linesToWrite,
        totals,
        paidAt: paidAtIssue ? context.now() : null,
        seriesCode: input.series,
        withholding: withholds ? { code: input.withholdingRule!, rateBasisPoints: rule!.rateBasisPoints, cents: due!.cents } : undefined,
        commitmentNumber: input.commitmentNumber ?? null,
        orderReference: input.orderReference ?? null,
        externalId: input.externalId ?? null,
        metadata: input.metadata ?? {},
      }).catch((error: unknown) => {
        throw externalIdConflictOr(error, input.externalId);
      });
      return { ...issuedDocument(invoice, issueDate, totals), warnings: [...warnings, ...euBusinessVatWarnings(lines, country, foreignTaxId)] };
    };
    const issued =
      known && !(input.clientAddress && !known.address)
        ? await issueTo(db, known)
        : await idempotentTransaction(context, "create_invoice", input, async (tx) => {
            const { client } = await findOrCreateClient(tx, context.companyId, clientFields, { update: false });
            const withAddress = input.clientAddress && !client.address ? await tx.client.update({ where: { id: client.id }, data: { address: input.clientAddress } }) : client;
            return issueTo(tx, withAddress);
          });
    if (issued.type === "FT" && !context.idempotency?.replayed) await announce(invoiceIssued, { context, totalCents: issued.totalCents });
    return issued;
  },
});
