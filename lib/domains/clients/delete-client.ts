import { z } from "zod";
import { database } from "@/lib/core/db";
import { ApiError, notFound } from "@/lib/core/api-error";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { idParameter } from "@/lib/core/schemas";

// A client entered by mistake (a typo, a duplicate) can go while nothing was issued to it. One with
// issued documents stays: the documents, the SAF-T's customer table and the e-Fatura communication
// name it, and they are never rewritten.

export const deleteClient = defineOperation({
  name: "delete_client",
  title: "Delete a client",
  description:
    "Deletes one client of the company, by id, when no document (invoice, credit or debit note, receipt) was ever issued to it — e.g. a duplicate or a client entered by mistake. A client with issued documents cannot be deleted (409 conflict naming how many): fiscal documents keep their customer; edit it with update_client instead.",
  scope: "invoices:write",
  http: { method: "DELETE", path: "/clients/{id}", errors: ["not_found", "conflict"] },
  input: z.object({ id: idParameter.describe("Client id.") }),
  output: z.object({ id: z.string(), deleted: z.literal(true) }),
  hints: HINTS.destructiveWrite,
  dryRun: "rollback",
  async run(context, input) {
    const db = database();
    const client = await db.client.findFirst({ where: { id: input.id, companyId: context.companyId }, select: { id: true, _count: { select: { invoices: true } } } });
    if (!client) throw notFound("Client");
    if (client._count.invoices > 0) {
      throw new ApiError("conflict", `The client has ${client._count.invoices} issued document(s) and cannot be deleted: fiscal documents keep their customer. Edit it with update_client instead.`);
    }
    await db.client.delete({ where: { id: client.id } });
    return { id: client.id, deleted: true as const };
  },
});
