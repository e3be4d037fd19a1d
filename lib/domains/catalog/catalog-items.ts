import { z } from "zod";
import { matchName } from "@/lib/domains/clients/match-name";
import { database } from "@/lib/core/db";
import type { CatalogItem } from "@/lib/generated/prisma/client.ts";
import { ApiError, notFound } from "@/lib/core/api-error";
import { VAT_RATES } from "@/lib/domains/invoices/invoice-totals";
import { LINE_KINDS, lineKindField } from "@/lib/domains/invoices/line-kind";
import { VAT_EXEMPTION_CODES } from "@/lib/domains/invoices/vat-exemption-reasons";
import { eurosToCents, formatEuros } from "@/lib/core/money";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { decodeCursor, keysetAfter, keysetOrderBy, MAX_PAGE_LIMIT, pageInput, pageOf, pageOutput, type KeysetColumn } from "@/lib/kernel/pagination";
import { idParameter, money } from "@/lib/core/schemas";

// The company's catalogue of products and services (issue #35): an invoice line may name an item by
// `itemId` and take its description, unit price, VAT rate (or exemption reason) and kind. The fields
// and rules are the invoice line's own (lib/domains/invoices/issue-invoice.ts), so an item is always a valid
// line. Items are archived, never deleted: an archived item cannot be put on a new invoice.

const hasAtMostCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

export const itemFields = {
  name: z.string().trim().min(1, "must not be empty").max(500).describe("What is sold, printed as the line's description.").meta({ examples: ["Avença de contabilidade"] }),
  unitEuros: z.number().min(0).max(1_000_000).refine(hasAtMostCents, "must have at most 2 decimals").describe("Unit price in euros, VAT excluded.").meta({ examples: [150] }),
  vatRate: z.literal(VAT_RATES).describe("VAT rate in percent: 0, 6, 13 or 23 (mainland rates).").meta({ examples: [23] }),
  vatExemptionCode: z.enum(VAT_EXEMPTION_CODES).describe("Required on 0% items, never on others: the AT exemption reason code (e.g. M07 art. 9.º CIVA, M10 art. 53.º)."),
  kind: z.enum(LINE_KINDS).describe(lineKindField.description ?? "goods or services"),
};

/** The invoice line's rule (CIVA art. 36.º n.º 5 e)): a 0 % item says why, and only a 0 % item has a reason. */
export function checkItemVat(item: { vatRate?: number; vatExemptionCode?: string | null }, context: z.RefinementCtx) {
  if (item.vatExemptionCode && item.vatRate !== undefined && item.vatRate !== 0) context.addIssue({ code: "custom", path: ["vatExemptionCode"], message: "only applies to 0% lines" });
  if (!item.vatExemptionCode && item.vatRate === 0) context.addIssue({ code: "custom", path: ["vatExemptionCode"], message: "a 0% line needs its exemption reason code (M01…M99), e.g. M07 or M10" });
}

export const catalogItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  ...money("unit", "Unit price, VAT excluded"),
  unitEuros: z.number().describe("Unit price in euros, VAT excluded, as an invoice line's `unitEuros`."),
  vatRate: z.number().int(),
  vatExemptionCode: z.string().nullable(),
  kind: z.enum(LINE_KINDS),
  archived: z.boolean(),
  archivedAt: z.string().nullable(),
  updatedAt: z.string(),
});

export function catalogItemView(row: CatalogItem): z.infer<typeof catalogItemSchema> {
  return {
    id: row.id,
    name: row.name,
    unitCents: row.unitCents,
    unit: formatEuros(row.unitCents),
    unitEuros: row.unitCents / 100,
    vatRate: row.vatRate,
    vatExemptionCode: row.vatExemptionCode,
    kind: row.kind === "goods" ? "goods" : "services",
    archived: row.archivedAt !== null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ORDER: KeysetColumn[] = [
  { field: "matchName", kind: "string", direction: "asc" },
  { field: "id", kind: "string", direction: "asc" },
];

export const listItems = defineOperation({
  name: "list_items",
  title: "List catalogue items",
  description:
    "Lists the company's catalogue of products and services in alphabetical order (name, unit price, VAT rate or exemption reason, goods or services), " + MAX_PAGE_LIMIT + " per page by default (pass `nextCursor` back as `cursor`). Archived items are left out unless `status` asks for them. Use an item's `id` as `itemId` on a create_invoice line.",
  scope: "read",
  http: { method: "GET", path: "/items" },
  input: z.object({
    q: z.string().trim().min(1).max(200).optional().describe("Only items whose name (accents and case ignored) contains this text.").meta({ examples: ["avença"] }),
    status: z.enum(["active", "archived", "all"]).default("active").describe("Which items: `active` (default, what can go on an invoice), `archived` or `all`."),
    ...pageInput(MAX_PAGE_LIMIT, "items"),
  }),
  output: z.object({ items: z.array(catalogItemSchema), ...pageOutput }),
  hints: HINTS.readOnly,
  async run(context, input) {
    const rows = await database().catalogItem.findMany({
      where: {
        companyId: context.companyId,
        ...(input.status === "all" ? {} : { archivedAt: input.status === "active" ? null : { not: null } }),
        ...(input.q ? { matchName: { contains: matchName(input.q) } } : {}),
        ...(input.cursor ? keysetAfter(ORDER, decodeCursor("items", input.cursor, ORDER)) : {}),
      },
      orderBy: keysetOrderBy(ORDER),
      take: input.limit + 1,
    });
    const page = pageOf("items", rows, input.limit, ORDER);
    return { items: page.rows.map(catalogItemView), nextCursor: page.nextCursor, hasMore: page.hasMore };
  },
});

export const createItem = defineOperation({
  name: "create_item",
  title: "Add a catalogue item",
  description:
    "Adds a product or service to the company's catalogue: name, unit price (VAT excluded), VAT rate (0% needs its exemption reason code) and kind (goods or services, default services). Invoice lines can then name it by `itemId`.",
  scope: "invoices:write",
  http: { method: "POST", path: "/items", status: 201 },
  input: z
    .object({ ...itemFields, vatRate: itemFields.vatRate.default(23), vatExemptionCode: itemFields.vatExemptionCode.optional(), kind: itemFields.kind.default("services") })
    .superRefine(checkItemVat),
  output: catalogItemSchema,
  hints: HINTS.write,
  dryRun: "rollback",
  async run(context, input) {
    const row = await database().catalogItem.create({
      data: {
        companyId: context.companyId,
        name: input.name,
        matchName: matchName(input.name),
        unitCents: eurosToCents(input.unitEuros),
        vatRate: input.vatRate,
        vatExemptionCode: input.vatRate === 0 ? (input.vatExemptionCode ?? null) : null,
        kind: input.kind,
      },
    });
    return catalogItemView(row);
  },
});

export const updateItem = defineOperation({
  name: "update_item",
  title: "Edit a catalogue item",
  description:
    "Changes the fields sent of one catalogue item, by id. Invoices already issued keep their lines as issued. Changing the VAT rate to or from 0% must keep the rule: a 0% item has an exemption reason code, any other none (send `vatExemptionCode: null` to clear it).",
  scope: "invoices:write",
  http: { method: "PATCH", path: "/items/{id}", errors: ["not_found"] },
  input: z.object({
    id: idParameter.describe("Item id."),
    name: itemFields.name.optional(),
    unitEuros: itemFields.unitEuros.optional(),
    vatRate: itemFields.vatRate.optional(),
    vatExemptionCode: itemFields.vatExemptionCode.nullable().optional(),
    kind: itemFields.kind.optional(),
  }),
  output: catalogItemSchema,
  hints: HINTS.idempotentWrite,
  dryRun: "rollback",
  async run(context, input) {
    const db = database();
    const existing = await db.catalogItem.findFirst({ where: { id: input.id, companyId: context.companyId } });
    if (!existing) throw notFound("Item");
    const vatRate = input.vatRate ?? existing.vatRate;
    const vatExemptionCode = input.vatExemptionCode === undefined ? (input.vatRate !== undefined && input.vatRate !== 0 ? null : existing.vatExemptionCode) : input.vatExemptionCode;
    const merged = z.object({ vatRate: z.number(), vatExemptionCode: z.string().nullable() }).superRefine(checkItemVat).safeParse({ vatRate, vatExemptionCode });
    if (!merged.success) throw validationErrorOf(merged.error);
    const row = await db.catalogItem.update({
      where: { id: existing.id },
      data: {
        ...(input.name ? { name: input.name, matchName: matchName(input.name) } : {}),
        ...(input.unitEuros !== undefined ? { unitCents: eurosToCents(input.unitEuros) } : {}),
        ...(input.kind ? { kind: input.kind } : {}),
        vatRate,
        vatExemptionCode,
      },
    });
    return catalogItemView(row);
  },
});

export const archiveItem = defineOperation({
  name: "archive_item",
  title: "Archive a catalogue item",
  description:
    "Archives one catalogue item, by id: it leaves the catalogue and can no longer be put on a new invoice (`itemId` on it is refused); invoices already issued are unchanged. Send `archived: false` to bring it back.",
  scope: "invoices:write",
  http: { method: "POST", path: "/items/{id}/archive", errors: ["not_found"] },
  input: z.object({ id: idParameter.describe("Item id."), archived: z.boolean().default(true).describe("false brings an archived item back.") }),
  output: catalogItemSchema,
  hints: HINTS.idempotentWrite,
  dryRun: "rollback",
  async run(context, input) {
    const db = database();
    const existing = await db.catalogItem.findFirst({ where: { id: input.id, companyId: context.companyId } });
    if (!existing) throw notFound("Item");
    const archivedAt = input.archived ? (existing.archivedAt ?? context.now()) : null;
    const row = await db.catalogItem.update({ where: { id: existing.id }, data: { archivedAt } });
    return catalogItemView(row);
  },
});

function validationErrorOf(error: z.ZodError) {
  const issue = error.issues[0]!;
  return new ApiError("validation_error", `${issue.path.join(".")}: ${issue.message}`, { details: error.issues.map((each) => ({ path: each.path.join("."), message: each.message })) });
}
