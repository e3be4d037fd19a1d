import { z } from "zod";
import { ApiError, notFound } from "@/lib/core/api-error";
import { database } from "@/lib/core/db";
import { sqlOf } from "@/lib/core/db/sql";
import { lisbonToday } from "@/lib/core/dates";
import { externalIdField, idParameter, METADATA_LIMITS, mergeMetadata, metadataUpdateField } from "@/lib/core/schemas";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { externalIdConflictOr, refuseTakenExternalId } from "./external-id";
import { invoiceDetailSchema, loadInvoiceDetail } from "./invoice-detail";

// An issued document is fiscal and never edited: only the integrator's own fields (externalId,
// metadata) change, and any other field is refused as unknown (400 naming it), nothing written.

export const updateInvoice = defineOperation({
  name: "update_invoice",
  title: "Set an invoice's externalId or metadata",
  description:
    "Changes your own fields of an issued document (FT, FR, FS, NC, ND), by id: `externalId` (null clears it; 409 when another document in force has it) and `metadata` (keys sent are set, a key sent as \"\" or null is removed, the others stay; at most 20 keys). The fiscal content — lines, client, amounts, dates — is never edited: correct it with a credit or debit note, or annul_invoice. Answers the document as get_invoice does.",
  scope: "invoices:write",
  http: { method: "PATCH", path: "/invoices/{id}", errors: ["conflict", "not_found"] },
  input: z.object({
    id: idParameter.describe("The document's id."),
    externalId: externalIdField.nullable().optional(),
    metadata: metadataUpdateField.optional(),
  }),
  output: invoiceDetailSchema,
  hints: HINTS.idempotentWrite,
  dryRun: "rollback",
  async run(context, input) {
    await database().$transaction(async (tx) => {
      const invoice = await sqlOf(tx)
        .selectFrom("Invoice")
        .select(["id", "metadata", "annulledAt"])
        .where("id", "=", input.id)
        .where("companyId", "=", context.companyId)
        .forUpdate()
        .executeTakeFirst();
      if (!invoice) throw notFound("Invoice");
      const metadata = input.metadata ? mergeMetadata(invoice.metadata, input.metadata) : undefined;
      if (metadata && Object.keys(metadata).length > METADATA_LIMITS.keys) {
        throw new ApiError("validation_error", `metadata would have ${Object.keys(metadata).length} keys: at most ${METADATA_LIMITS.keys}. Remove some (send them as null).`, {
          details: [{ path: "metadata", message: `at most ${METADATA_LIMITS.keys} keys` }],
        });
      }
      if (input.externalId && !invoice.annulledAt) await refuseTakenExternalId(tx, context.companyId, input.externalId, invoice.id);
      await tx.invoice.update({
        where: { id: invoice.id },
        data: { ...(input.externalId !== undefined ? { externalId: input.externalId } : {}), ...(metadata ? { metadata } : {}) },
      }).catch((error: unknown) => {
        throw externalIdConflictOr(error, input.externalId);
      });
    });
    return loadInvoiceDetail(context.companyId, input.id, lisbonToday(context.now()));
  },
});
