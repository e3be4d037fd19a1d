import { z } from "zod";
import { database } from "@/lib/core/db";
import { log } from "@/lib/core/log";
import { sqlOf } from "@/lib/core/db/sql";
import { ApiError, notFound } from "@/lib/core/api-error";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { idParameter } from "@/lib/core/schemas";
import { loadDocument } from "./read-documents";
import { documentStorage } from "./storage";

// Expense review (ux review): a document uploaded by mistake — a meeting's minutes, a photo of the
// wrong receipt — could not be removed. It is deleted with its file; the operation_write audit line
// (invokeOperation) keeps who deleted which file name. A document a bank payment is matched to is part
// of a reconciliation: the match is undone first, on the bank page.

export const deleteDocument = defineOperation({
  name: "delete_document",
  title: "Delete an expense document",
  description:
    "Deletes an expense document uploaded by mistake, with its stored file. Refused (409) while it is still processing or while a bank movement is matched to it (undo that match first with unmatch_bank_movement). A pending bank suggestion for it goes back to unmatched; a document marked as its duplicate stops being one. Cannot be undone: confirm with the user.",
  scope: "documents:write",
  http: { method: "DELETE", path: "/documents/{id}", errors: ["conflict", "not_found"] },
  input: z.object({ id: idParameter.describe("Expense document id.") }),
  output: z.object({ id: z.string(), fileName: z.string(), deleted: z.literal(true) }),
  hints: HINTS.destructiveWrite,
  dryRun: "rollback",
  async run(context, input) {
    const document = await loadDocument(context.companyId, input.id);
    if (document.status === "processing") throw new ApiError("conflict", "The document is still being read; delete it when extraction ends.");
    await database().$transaction(async (tx) => {
      const locked = await sqlOf(tx).selectFrom("ExpenseDocument").select("id").where("id", "=", document.id).where("companyId", "=", context.companyId).forUpdate().executeTakeFirst();
      if (!locked) throw notFound("Document");
      const matched = await tx.bankMovement.count({ where: { companyId: context.companyId, documentId: document.id, status: "matched" } });
      if (matched > 0) throw new ApiError("conflict", "A bank movement is matched to this document: undo that match on the bank page first.");
      await tx.bankMovement.updateMany({ where: { companyId: context.companyId, documentId: document.id, status: "suggested" }, data: { status: "unmatched", documentId: null, score: null, reasons: [] } });
      await tx.expenseDocument.updateMany({ where: { companyId: context.companyId, duplicateOfId: document.id }, data: { duplicateOfId: null } });
      await tx.expenseDocument.delete({ where: { id: document.id } });
    });
    // The bytes once the row is gone, through the storage (rows in PostgreSQL, or a file under
    // DOCUMENT_STORAGE_DIR, which no transaction covers). Not in a dry run: it is rolled back.
    // A failure here leaves unreferenced bytes (logged), never a document without its file.
    if (document.storageKey && !context.dryRun) {
      await documentStorage()
        .remove(document.storageKey, context.companyId)
        .catch((error: unknown) => log("warn", "document_bytes_not_removed", { companyId: context.companyId, documentId: document.id, reason: error instanceof Error ? error.message : String(error) }));
    }
    return { id: document.id, fileName: document.fileName, deleted: true as const };
  },
});
