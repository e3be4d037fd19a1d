import { z } from "zod";
import { database } from "@/lib/db";
import { formatEuros } from "@/lib/money";
import { defineOperation, HINTS } from "@/lib/operations/operation";
import { money } from "@/lib/schemas";

const clientItem = z.object({
  id: z.string(),
  nome: z.string(),
  nif: z.string().nullable(),
  email: z.string().nullable(),
  faturas: z.number().int().describe("Number of invoices issued to the client."),
  ...money("totalFaturado", "Total invoiced, VAT included"),
  ...money("porReceber", "Outstanding: unpaid FT invoices"),
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
    const [clients, totals, outstanding] = await Promise.all([
      db.client.findMany({ where: { companyId: context.companyId }, orderBy: { matchName: "asc" } }),
      db.invoice.groupBy({ by: ["clientId"], where: { companyId: context.companyId }, _count: { _all: true }, _sum: { totalCents: true } }),
      db.invoice.groupBy({ by: ["clientId"], where: { companyId: context.companyId, type: "FT", paidAt: null }, _sum: { totalCents: true } }),
    ]);
    const totalsByClient = new Map(totals.map((row) => [row.clientId, row]));
    const outstandingByClient = new Map(outstanding.map((row) => [row.clientId, row._sum.totalCents ?? 0]));
    return {
      clientes: clients.map((client) => {
        const invoiced = totalsByClient.get(client.id)?._sum.totalCents ?? 0;
        const owed = outstandingByClient.get(client.id) ?? 0;
        return {
          id: client.id,
          nome: client.name,
          nif: client.nif,
          email: client.email,
          faturas: totalsByClient.get(client.id)?._count._all ?? 0,
          totalFaturadoCents: invoiced,
          totalFaturado: formatEuros(invoiced),
          porReceberCents: owed,
          porReceber: formatEuros(owed),
        };
      }),
    };
  },
});
