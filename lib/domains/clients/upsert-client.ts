import { z } from "zod";
import type { Client } from "@/lib/generated/prisma/client.ts";
import { sql, sqlOf } from "@/lib/core/db/sql";
import type { Transaction } from "@/lib/kernel/idempotency";
import { idempotentTransaction } from "@/lib/kernel/idempotency";
import { defineOperation, HINTS, type OperationContext } from "@/lib/kernel/operation";
import { emailField, externalIdField, metadataOutput, metadataUpdateField, nameField, nifField, storedMetadata } from "@/lib/core/schemas";
import { externalIdRace, externalIdTaken, mergedClientMetadata } from "./client-references";
import { countryField, foreignTaxIdField } from "./client-country";
import { matchName } from "./match-name";

export interface ClientFields {
  name: string;
  nif?: string;
  email?: string;
  address?: string;
  country?: string;
  foreignTaxId?: string;
}

/**
 * The client a document names when nothing about it has to be written: found by NIF or name, and not
 * a client without a NIF that this document would give one. Null when findOrCreateClient must write.
 */
export async function knownClient(db: Transaction, companyId: string, fields: ClientFields): Promise<Client | null> {
  const known = await findExisting(db, companyId, fields);
  return known && (known.nif !== null || !fields.nif) ? known : null;
}

/**
 * Finds the company's client by NIF, else by name (ignoring case and accents) among clients without
 * a NIF or with the same one; updates the fields given, or creates the client. Two people with the
 * same name and different NIFs stay two clients.
 */
export async function findOrCreateClient(tx: Transaction, companyId: string, fields: ClientFields, options: { update: boolean }) {
  // The usual case — a known client, nothing to change — needs no lock and no write: the lock below
  // would otherwise serialise every document of the company until commit, and the no-op update would
  // lock the client row as well.
  if (!options.update) {
    const known = await knownClient(tx, companyId, fields);
    if (known) return { client: known, created: false };
  }
  // Concurrent requests for the same new client would both miss the lookup: serialise matching per
  // company until this transaction ends (the lock is released at commit or rollback).
  // An advisory lock is a function call, no table: written as SQL (selected through a subquery, as its void result has no column type to read).
  await sql`SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(hashtext(${`clients:${companyId}`}))) AS lock`.execute(sqlOf(tx));
  const existing = await findExisting(tx, companyId, fields);
  if (existing) {
    const changes = options.update
      ? {
          name: fields.name,
          matchName: matchName(fields.name),
          nif: fields.nif ?? existing.nif,
          email: fields.email ?? existing.email,
          address: fields.address ?? existing.address,
          country: fields.country ?? existing.country,
          foreignTaxId: fields.foreignTaxId ?? existing.foreignTaxId,
        }
      : { nif: existing.nif ?? fields.nif ?? null };
    const client = await tx.client.update({ where: { id: existing.id }, data: changes });
    return { client, created: false };
  }
  const client = await tx.client.create({
    data: {
      companyId,
      name: fields.name,
      matchName: matchName(fields.name),
      nif: fields.nif ?? null,
      email: fields.email ?? null,
      address: fields.address ?? null,
      country: fields.country ?? "PT",
      foreignTaxId: fields.foreignTaxId ?? null,
    },
  });
  return { client, created: true };
}

/** A Portuguese NIF belongs to a client in Portugal; a foreign tax id to one outside it. */
export function checkClientCountry(fields: { nif?: string; country?: string; foreignTaxId?: string }, context: z.RefinementCtx, paths: { nif: string; country: string; foreignTaxId: string }) {
  const country = fields.country ?? "PT";
  if (fields.foreignTaxId && country === "PT") context.addIssue({ code: "custom", path: [paths.foreignTaxId], message: `only for a client outside Portugal: send ${paths.country} too, or a Portuguese NIF` });
  if (fields.nif && country !== "PT" && !fields.nif.startsWith("98") && !fields.nif.startsWith("71") && !fields.nif.startsWith("45")) {
    context.addIssue({ code: "custom", path: [paths.nif], message: `a client in ${country} has a foreign tax id (${paths.foreignTaxId}), not a Portuguese NIF of a resident` });
  }
}

const upsertClientInput = z.object({
  name: nameField.describe("Client name (person or company).").meta({ examples: ["Padaria Lusitana, Lda."] }),
  nif: nifField.optional(),
  email: emailField.optional().describe("Where invoices are sent.").meta({ examples: ["faturas@padaria-lusitana.pt"] }),
  address: z.string().trim().max(500).optional().describe("Postal address.").meta({ examples: ["Rua do Comércio 12, 4000-123 Porto"] }),
  country: countryField.optional(),
  foreignTaxId: foreignTaxIdField.optional(),
  externalId: externalIdField.optional().describe("Your own id for the client (at most 100 characters), unique in the company: another client's is refused (409) and nothing is written."),
  metadata: metadataUpdateField.optional().describe('Keys to set (a string) or remove ("" or null) on the client; keys not sent are kept (a new client starts with none). At most 20 keys in all after the change.'),
}).superRefine((fields, context) => checkClientCountry(fields, context, { nif: "nif", country: "country", foreignTaxId: "foreignTaxId" }));

const upsertClientOutput = z.object({
  acao: z.enum(["criado", "atualizado"]).describe("`criado` when a client was created (201), `atualizado` when an existing one was updated (200)."),
  nome: z.string(),
  id: z.string(),
  nif: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  country: z.string().describe("ISO 3166-1 alpha-2."),
  foreignTaxId: z.string().nullable(),
  externalId: z.string().nullable(),
  metadata: metadataOutput,
});

export const upsertClient = defineOperation({
  name: "upsert_client",
  title: "Create or update a client",
  description:
    "Creates a client, or updates the existing one: matched by NIF when one is given, otherwise by name (case and accents ignored). Only the fields sent are changed; `externalId` and `metadata` follow update_client's rules (another client's externalId is a 409, metadata keys are merged). Returns `acao` (`criado` or `atualizado`) and the client. Make retries safe with an idempotency key (REST: `Idempotency-Key` header; MCP: `idempotencyKey` argument). Next: issue an invoice to the client with create_invoice.",
  scope: "invoices:write",
  http: { method: "POST", path: "/clients", status: (output) => (output.acao === "criado" ? 201 : 200), documentedStatuses: [200, 201], idempotent: true, errors: ["idempotency_conflict", "conflict"] },
  input: upsertClientInput,
  output: upsertClientOutput,
  hints: HINTS.idempotentWrite,
  dryRun: "rollback",
  async run(context: OperationContext, input) {
    return idempotentTransaction(context, "upsert_client", input, async (tx) => {
      const { externalId, metadata, ...fields } = input;
      const found = await findOrCreateClient(tx, context.companyId, fields, { update: true });
      if (externalId && externalId !== found.client.externalId && (await tx.client.findFirst({ where: { companyId: context.companyId, externalId, id: { not: found.client.id } }, select: { id: true } }))) {
        throw externalIdTaken(externalId);
      }
      const client =
        externalId || metadata
          ? await tx.client
              .update({ where: { id: found.client.id }, data: { ...(externalId ? { externalId } : {}), ...(metadata ? { metadata: mergedClientMetadata(found.client.metadata, metadata) } : {}) } })
              // Two requests at once with one externalId: the unique index refuses the second, with the same 409.
              .catch(externalIdRace(externalId))
          : found.client;
      return {
        acao: found.created ? ("criado" as const) : ("atualizado" as const), nome: client.name, id: client.id, nif: client.nif, email: client.email, address: client.address, country: client.country,
        foreignTaxId: client.foreignTaxId, externalId: client.externalId, metadata: storedMetadata(client.metadata),
      };
    });
  },
});

/**
 * The client matched by NIF, else by name among those without a NIF (the oldest). One statement built
 * with sqlOf: every invoice asks this, and Prisma 6 compiles each of its queries on the event loop.
 */
async function findExisting(tx: Transaction, companyId: string, fields: ClientFields): Promise<Client | null> {
  const client = await sqlOf(tx)
    .selectFrom("Client")
    .select(["id", "companyId", "name", "matchName", "nif", "email", "address", "country", "foreignTaxId", "externalId", "metadata", "createdAt", "updatedAt"])
    .where("companyId", "=", companyId)
    .where((eb) => {
      const name = matchName(fields.name);
      const byNif = fields.nif ? eb("nif", "=", fields.nif) : eb.lit(false);
      const byName = fields.nif ? eb.and([eb("matchName", "=", name), eb("nif", "is", null)]) : eb("matchName", "=", name);
      return eb.or([byNif, byName]);
    })
    .orderBy((eb) => eb.case().when(fields.nif ? eb("nif", "=", fields.nif) : eb.lit(false)).then(sql.lit(0)).else(sql.lit(1)).end())
    .orderBy("createdAt", "asc")
    .limit(1)
    .executeTakeFirst();
  return client ?? null;
}
