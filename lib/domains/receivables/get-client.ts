import { z } from "zod";
import { lisbonToday } from "@/lib/core/dates";
import { database } from "@/lib/core/db";
import { notFound } from "@/lib/core/api-error";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { idParameter } from "@/lib/core/schemas";
import { clientSchema, clientViews } from "./list-clients";

export const getClient = defineOperation({
  name: "get_client",
  title: "Get a client",
  description: "One client by id, with the figures list_clients shows: NIF, email, address, country, number of invoices (`invoiceCount`), total invoiced, and what it owes (`open`), is owed back (`refundOwed`) and its balance (`balance`). Client ids come from list_clients, upsert_client or an invoice's `clientId`.",
  scope: "read",
  http: { method: "GET", path: "/clients/{id}" },
  input: z.object({ id: idParameter }),
  output: clientSchema,
  hints: HINTS.readOnly,
  async run(context, input) {
    const client = await database().client.findFirst({ where: { id: input.id, companyId: context.companyId } });
    if (!client) throw notFound("Client");
    const [view] = await clientViews(context.companyId, [client], lisbonToday(context.now()));
    return view!;
  },
});
