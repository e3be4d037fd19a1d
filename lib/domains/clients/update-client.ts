import { z } from "zod";
import { database } from "@/lib/core/db";
import { ApiError, notFound } from "@/lib/core/api-error";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { emailField, externalIdField, idParameter, metadataOutput, metadataUpdateField, nameField, nifField, storedMetadata } from "@/lib/core/schemas";
import { externalIdRace, externalIdTaken, mergedClientMetadata } from "./client-references";
import { countryField, foreignTaxIdField } from "./client-country";
import { matchName } from "./match-name";
import { checkClientCountry } from "./upsert-client";

// Editing one known client by id (upsert_client finds clients by NIF or name, so it cannot rename one
// or correct its NIF). Issued invoices keep the name and NIF they were issued with.

const clientOutput = z.object({
  id: z.string(),
  name: z.string(),
  nif: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  country: z.string().describe("ISO 3166-1 alpha-2."),
  foreignTaxId: z.string().nullable(),
  externalId: z.string().nullable(),
  metadata: metadataOutput,
});

export const updateClient = defineOperation({
  name: "update_client",
  title: "Edit a client",
  description:
    "Changes the fields sent of one client, by id (name, NIF, email, address, country, foreign tax id, your own externalId and metadata); send null to clear an optional field, and a metadata key as null or \"\" to remove it (keys not sent are kept). Invoices already issued keep the client data printed on them. Refused with 409 when another client of the company has that NIF.",
  scope: "invoices:write",
  http: { method: "PATCH", path: "/clients/{id}", errors: ["conflict"] },
  input: z
    .object({
      id: idParameter.describe("Client id."),
      name: nameField.optional(),
      nif: nifField.nullable().optional(),
      email: emailField.nullable().optional(),
      address: z.string().trim().max(500).nullable().optional().describe("Postal address."),
      country: countryField.optional(),
      foreignTaxId: foreignTaxIdField.nullable().optional(),
      externalId: externalIdField.nullable().optional().describe("Your own id for the client (at most 100 characters), unique in the company: another client's is refused (409); null clears it."),
      metadata: metadataUpdateField.optional(),
    })
    .superRefine((fields, context) => checkClientCountry({ nif: fields.nif ?? undefined, country: fields.country, foreignTaxId: fields.foreignTaxId ?? undefined }, context, { nif: "nif", country: "country", foreignTaxId: "foreignTaxId" })),
  output: clientOutput,
  hints: HINTS.idempotentWrite,
  dryRun: "rollback",
  async run(context, input) {
    const db = database();
    const existing = await db.client.findFirst({ where: { id: input.id, companyId: context.companyId } });
    if (!existing) throw notFound("Client");
    if (input.nif && input.nif !== existing.nif && (await db.client.findUnique({ where: { companyId_nif: { companyId: context.companyId, nif: input.nif } } }))) {
      throw new ApiError("conflict", `Another client of the company already has NIF ${input.nif}.`);
    }
    if (input.externalId && input.externalId !== existing.externalId && (await db.client.findFirst({ where: { companyId: context.companyId, externalId: input.externalId }, select: { id: true } }))) {
      throw externalIdTaken(input.externalId);
    }
    const metadata = input.metadata ? mergedClientMetadata(existing.metadata, input.metadata) : undefined;
    const { id, name, metadata: _change, ...fields } = input;
    const client = await db.client
      .update({
        where: { id },
        data: { ...(name ? { name, matchName: matchName(name) } : {}), ...(metadata ? { metadata } : {}), ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) },
      })
      // Two edits at once with one externalId: the unique index refuses the second, with the same 409.
      .catch(externalIdRace(input.externalId));
    return { id: client.id, name: client.name, nif: client.nif, email: client.email, address: client.address, country: client.country, foreignTaxId: client.foreignTaxId, externalId: client.externalId, metadata: storedMetadata(client.metadata) };
  },
});
