import { z } from "zod";
import { database } from "@/lib/core/db";
import { formatEuros } from "@/lib/core/money";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { decodeCursor, keysetAfter, keysetOrderBy, MAX_PAGE_LIMIT, pageInput, pageOf, pageOutput, type KeysetColumn } from "@/lib/kernel/pagination";
import { lisbonToday } from "@/lib/core/dates";
import { signedCents } from "@/lib/domains/invoices/document-sums";
import { lit, sqlOf } from "@/lib/core/db/sql";
import { receivablesOf } from "@/lib/domains/receivables/receivables";
import { externalIdField, metadataOutput, money, storedMetadata } from "@/lib/core/schemas";
import { matchName } from "@/lib/domains/clients/match-name";
import { NOT_WALK_IN_CONSUMER } from "@/lib/domains/clients/walk-in-consumer";

/** A client, as get_client and clientViews answer it. */
export const clientSchema = z.object({
  id: z.string(),
  name: z.string(),
  nif: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable().describe("Postal address."),
  country: z.string().describe("ISO 3166-1 alpha-2."),
  foreignTaxId: z.string().nullable().describe("Tax number of a client outside Portugal."),
  externalId: z.string().nullable().describe("Your own id for the client (set with update_client), unique in the company."),
  metadata: metadataOutput,
  invoiceCount: z.number().int().describe("Number of invoices (FT, FR, FS) issued to the client, annulled ones excluded."),
  ...money("totalInvoiced", "Total invoiced, VAT included: invoices and debit notes minus credit notes, annulled documents excluded"),
  ...money("open", "Outstanding, all years: the sum of what is still open on the client's FT and ND (total − withholding − credited − received); the same figure as the invoices' `open` and the briefing's `receivables`"),
  ...money("refundOwed", "Owed back to the client: received beyond what is left to receive after credit notes (CIVA art. 78.º allows crediting a paid invoice)"),
  ...money("balance", "The client's net balance: open − refundOwed (negative = the company owes the client)"),
});

/** A client in list_clients: the owner's description names its `nome` and `faturas` (invoice count) there. */
export const clientItem = clientSchema.omit({ name: true, invoiceCount: true }).extend({
  nome: z.string(),
  faturas: z.number().int().describe("Number of invoices (FT, FR, FS) issued to the client, annulled ones excluded."),
});

/** A client as list_clients shows it. */
export function listedClient({ name, invoiceCount, ...rest }: z.output<typeof clientSchema>): z.output<typeof clientItem> {
  return { ...rest, nome: name, faturas: invoiceCount };
}

// Alphabetical (accents and case folded); id makes the order unique for the cursor.
const ORDER: KeysetColumn[] = [
  { field: "matchName", kind: "string", direction: "asc" },
  { field: "id", kind: "string", direction: "asc" },
];

/** The words of a name search, compared as names are (case, accents and punctuation ignored). */
function searchWords(text: string): string[] {
  return matchName(text).split(" ").filter(Boolean);
}

export const listClients = defineOperation({
  name: "list_clients",
  title: "List clients",
  description:
    "Lists the company's clients in alphabetical order, " + MAX_PAGE_LIMIT + " per page by default (pass `nextCursor` back as `cursor` for the next page; `updatedSince` for those created or changed since a time, `q` to search a name or NIF, `externalId` for your own id), each with its NIF, email, number of invoices, total invoiced and amount still to receive. Use it to find a client's exact name or NIF before issuing an invoice, or to see who owes money.",
  scope: "read",
  http: { method: "GET", path: "/clients" },
  input: z.object({
    updatedSince: z.iso.datetime({ offset: true }).optional().describe("Only clients created or changed at or after this instant (ISO 8601)."),
    externalId: externalIdField.optional().describe("Only the client with this externalId (your own id)."),
    q: z.string().trim().min(1).max(200).optional().describe("Only clients whose name contains every word of this text, in any order (accents and case ignored), or whose NIF contains it.").meta({ examples: ["lusitana"] }),
    ...pageInput(MAX_PAGE_LIMIT, "clients"),
  }),
  output: z.object({ clientes: z.array(clientItem), ...pageOutput }),
  hints: HINTS.readOnly,
  async run(context, input) {
    const db = database();
    const rows = await db.client.findMany({
      where: {
        companyId: context.companyId,
        // Walk-in sales are not a client's (walk-in-consumer.ts).
        ...NOT_WALK_IN_CONSUMER,
        ...(input.updatedSince ? { updatedAt: { gte: new Date(input.updatedSince) } } : {}),
        ...(input.externalId ? { externalId: input.externalId } : {}),
        // Both are `OR`s: side by side in one object the cursor's replaced the search (page 2 of a search listed every client).
        AND: [
          // Every word, in any order: «clinica sorriso» finds «Clínica Dentária Sorriso Atlântico» (ux LOW).
          ...(input.q ? [{ OR: [{ AND: searchWords(input.q).map((word) => ({ matchName: { contains: word } })) }, { nif: { contains: input.q.replace(/[\s.-]/g, "") } }] }] : []),
          ...(input.cursor ? [keysetAfter(ORDER, decodeCursor("clients", input.cursor, ORDER))] : []),
        ],
      },
      orderBy: keysetOrderBy(ORDER),
      take: input.limit + 1,
    });
    const page = pageOf("clients", rows, input.limit, ORDER);
    return { nextCursor: page.nextCursor, hasMore: page.hasMore, clientes: (await clientViews(context.companyId, page.rows, lisbonToday(context.now()))).map(listedClient) };
  },
});

type ClientRow = { id: string; name: string; nif: string | null; email: string | null; address: string | null; country: string; foreignTaxId: string | null; externalId: string | null; metadata: unknown };

/** Clients with their invoice count, total invoiced and balances: two statements for the whole set, whatever its size. */
export async function clientViews(companyId: string, clients: ClientRow[], today: string): Promise<z.output<typeof clientSchema>[]> {
  if (clients.length === 0) return [];
  const clientIds = clients.map((client) => client.id);
  const totals = await sqlOf(database())
    .selectFrom("Invoice")
    .select((eb) => [
      "clientId",
      eb.cast<bigint>(eb.fn.countAll().filterWhere("type", "in", [lit("FT"), lit("FR"), lit("FS")]), "bigint").as("invoices"),
      eb.cast<bigint>(eb.fn.sum(signedCents(eb, "totalCents")), "bigint").as("invoiced"),
    ])
    .where("companyId", "=", companyId)
    .where("annulledAt", "is", null)
    .where("clientId", "in", clientIds)
    .groupBy("clientId")
    .execute();
  const { byClient } = await receivablesOf(companyId, today, { clientIds });
  const totalsByClient = new Map(totals.map((row) => [row.clientId, row]));
  return clients.map((client) => {
    const row = totalsByClient.get(client.id);
    const invoiced = Number(row?.invoiced ?? 0n);
    const owed = byClient.get(client.id)?.openCents ?? 0;
    const refund = byClient.get(client.id)?.refundOwedCents ?? 0;
    return {
      id: client.id,
      name: client.name,
      nif: client.nif,
      email: client.email,
      address: client.address,
      country: client.country,
      foreignTaxId: client.foreignTaxId,
      externalId: client.externalId,
      metadata: storedMetadata(client.metadata),
      invoiceCount: Number(row?.invoices ?? 0n),
      totalInvoicedCents: invoiced,
      totalInvoiced: formatEuros(invoiced),
      openCents: owed,
      open: formatEuros(owed),
      refundOwedCents: refund,
      refundOwed: formatEuros(refund),
      balanceCents: owed - refund,
      balance: formatEuros(owed - refund),
    };
  });
}
