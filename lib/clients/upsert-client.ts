import { z } from "zod";
import type { Transaction } from "@/lib/idempotency";
import { idempotentTransaction } from "@/lib/idempotency";
import { defineOperation, HINTS, type OperationContext } from "@/lib/operations/operation";
import { emailField, nameField, nifField } from "@/lib/schemas";
import { matchName } from "./match-name";

export interface ClientFields {
  name: string;
  nif?: string;
  email?: string;
  address?: string;
}

/**
 * Finds the company's client by NIF, else by name (ignoring case and accents) among clients without
 * a NIF or with the same one; updates the fields given, or creates the client. Two people with the
 * same name and different NIFs stay two clients.
 */
export async function findOrCreateClient(tx: Transaction, companyId: string, fields: ClientFields, options: { update: boolean }) {
  // Concurrent requests for the same new client would both miss the lookup: serialise matching per
  // company until this transaction ends (the lock is released at commit or rollback).
  await tx.$queryRaw`SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(hashtext(${`clients:${companyId}`}))) AS lock`;
  const byNif = fields.nif ? await tx.client.findUnique({ where: { companyId_nif: { companyId, nif: fields.nif } } }) : null;
  const existing =
    byNif ??
    (await tx.client.findFirst({
      where: { companyId, matchName: matchName(fields.name), ...(fields.nif ? { nif: null } : {}) },
      orderBy: { createdAt: "asc" },
    }));
  if (existing) {
    const changes = options.update
      ? { name: fields.name, matchName: matchName(fields.name), nif: fields.nif ?? existing.nif, email: fields.email ?? existing.email, address: fields.address ?? existing.address }
      : { nif: existing.nif ?? fields.nif ?? null };
    const client = await tx.client.update({ where: { id: existing.id }, data: changes });
    return { client, created: false };
  }
  const client = await tx.client.create({
    data: { companyId, name: fields.name, matchName: matchName(fields.name), nif: fields.nif ?? null, email: fields.email ?? null, address: fields.address ?? null },
  });
  return { client, created: true };
}

const upsertClientInput = z.object({
  name: nameField.describe("Client name (person or company).").meta({ examples: ["Padaria Lusitana, Lda."] }),
  nif: nifField.optional(),
  email: emailField.optional().describe("Where invoices are sent.").meta({ examples: ["faturas@padaria-lusitana.pt"] }),
  address: z.string().trim().max(500).optional().describe("Postal address.").meta({ examples: ["Rua do Comércio 12, 4000-123 Porto"] }),
});

const upsertClientOutput = z.object({
  acao: z.enum(["criado", "atualizado"]).describe("`criado` when a client was created (201), `atualizado` when an existing one was updated (200)."),
  nome: z.string(),
  id: z.string(),
  nif: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
});

export const upsertClient = defineOperation({
  name: "upsert_client",
  title: "Create or update a client",
  description:
    "Creates a client, or updates the existing one: matched by NIF when one is given, otherwise by name (case and accents ignored). Only the fields sent are changed. Returns `acao` (`criado` or `atualizado`) and the client. Send an `Idempotency-Key` header to make retries safe. Next: issue an invoice to the client with create_invoice.",
  scope: "invoices:write",
  http: { method: "POST", path: "/clients", status: (output) => (output.acao === "criado" ? 201 : 200), documentedStatuses: [200, 201], idempotent: true, errors: ["idempotency_conflict"] },
  input: upsertClientInput,
  output: upsertClientOutput,
  hints: HINTS.idempotentWrite,
  async run(context: OperationContext, input) {
    return idempotentTransaction(context, "upsert_client", input, async (tx) => {
      const { client, created } = await findOrCreateClient(tx, context.companyId, input, { update: true });
      return { acao: created ? ("criado" as const) : ("atualizado" as const), nome: client.name, id: client.id, nif: client.nif, email: client.email, address: client.address };
    });
  },
});
