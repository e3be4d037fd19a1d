import { z } from "zod";
import { database } from "@/lib/db";
import { formatEuros } from "@/lib/money";
import { defineOperation, HINTS } from "@/lib/operations/operation";
import { openAmount, signedTotal } from "@/lib/invoices/document-sums";
import { money } from "@/lib/schemas";

const clientItem = z.object({
  id: z.string(),
  nome: z.string(),
  nif: z.string().nullable(),
  email: z.string().nullable(),
  faturas: z.number().int().describe("Number of invoices (FT, FR, FS) issued to the client, annulled ones excluded."),
  ...money("totalFaturado", "Total invoiced, VAT included: invoices and debit notes minus credit notes, annulled documents excluded"),
  ...money("porReceber", "Outstanding: what is still open on FT and ND (total − credited − received)"),
});

export const listClients = defineOperation({
  name: "list_clients",
  title: "List clients",
  description:
    "Lists the company's clients in alphabetical order, each with its NIF, email, number of invoices, total invoiced and amount still to receive. Use it to find a client's exact name or NIF before issuing an invoice, or to see who owes money.",
  scope: "read",
  http: { method: "GET", path: "/clients" },
  input: z.object({}),
  output: z.object({ clientes: z.array(clientItem) }),
  hints: HINTS.readOnly,
  async run(context) {
    const db = database();
    const [clients, totals] = await Promise.all([
      db.client.findMany({ where: { companyId: context.companyId }, orderBy: { matchName: "asc" } }),
      db.$queryRaw<{ clientId: string; invoices: bigint; invoiced: bigint; open: bigint }[]>`
        SELECT "clientId", COUNT(*) FILTER (WHERE "type" IN ('FT', 'FR', 'FS'))::bigint AS invoices,
               SUM(${signedTotal})::bigint AS invoiced, SUM(${openAmount})::bigint AS open
        FROM "Invoice" WHERE "companyId" = ${context.companyId} AND "annulledAt" IS NULL GROUP BY 1`,
    ]);
    const totalsByClient = new Map(totals.map((row) => [row.clientId, row]));
    return {
      clientes: clients.map((client) => {
        const row = totalsByClient.get(client.id);
        const invoiced = Number(row?.invoiced ?? 0n);
        const owed = Number(row?.open ?? 0n);
        return {
          id: client.id,
          nome: client.name,
          nif: client.nif,
          email: client.email,
          faturas: Number(row?.invoices ?? 0n),
          totalFaturadoCents: invoiced,
          totalFaturado: formatEuros(invoiced),
          porReceberCents: owed,
          porReceber: formatEuros(owed),
        };
      }),
    };
  },
});
