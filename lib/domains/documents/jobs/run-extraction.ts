import { recordEvent } from "@/lib/domains/webhooks/outbox";
import { announce } from "@/lib/kernel/after-commit";
import { expenseDocumentArchived } from "../document-facts";
import { database } from "@/lib/core/db";
import { lisbonToday, toUtcDate } from "@/lib/core/dates";
import { Prisma } from "@/lib/generated/prisma/client.ts";
import { log } from "@/lib/core/log";
import { extractDocument, type Extraction } from "../extraction/extract-document";
import type { FileKind } from "../file-kind";
import { MIME_BY_KIND } from "../file-kind";
import { documentStorage } from "../storage";
import { releaseDocument, type ClaimedDocument } from "./claim-extraction";

// One attempt at a claimed document: read its bytes, extract, and write the final state — only while
// this instance still holds the lease, so an attempt that lost it (it ran past the lease and another
// instance took over) changes nothing. A failure of the service (not of the file) gives the document
// back for a later attempt; after MAX_ATTEMPTS it goes to review with the reason, never left processing.

export const MAX_ATTEMPTS = 3;
const RETRY_AFTER_MS = 5_000;

const KIND_BY_MIME = Object.fromEntries(Object.entries(MIME_BY_KIND).map(([kind, mime]) => [mime, kind as FileKind]));

type Outcome = Pick<Extraction, "status" | "reasons" | "errorReason"> & Partial<Pick<Extraction, "fields" | "sources" | "confidence">>;

/**
 * One purchase is one purchase: another document of the company with the same supplier NIF and
 * document number, or the same ATCUD (unique per document, Portaria 195/2020), is the same invoice —
 * a phone photo and the PDF of it have different bytes but the same identity.
 */
async function samePurchase(document: ClaimedDocument, fields: Outcome["fields"]): Promise<{ id: string; fileName: string } | null> {
  if (!fields) return null;
  const identities = [
    ...(fields.supplierNif && fields.documentNumber ? [{ supplierNif: fields.supplierNif, documentNumber: fields.documentNumber }] : []),
    ...(fields.atcud && fields.atcud !== "0" ? [{ atcud: fields.atcud }] : []),
  ];
  if (identities.length === 0) return null;
  return database().expenseDocument.findFirst({
    where: { companyId: document.companyId, id: { not: document.id }, duplicateOfId: null, status: { not: "processing" }, OR: identities },
    orderBy: { createdAt: "asc" },
    select: { id: true, fileName: true },
  });
}

async function finish(document: ClaimedDocument, owner: string, outcome: Outcome): Promise<boolean> {
  const { fields } = outcome;
  const original = await samePurchase(document, fields);
  if (original) {
    // Kept (its file is evidence) but out of every total: only archived documents count.
    outcome = { ...outcome, status: "needs_review", reasons: [`Esta compra já está registada (${original.fileName}): o mesmo fornecedor e número de documento.`, ...outcome.reasons] };
  }
  // The final status and its event commit together (or neither, when the lease was lost).
  return database().$transaction(async (tx) => {
    const saved = await tx.expenseDocument.updateMany({
      where: { id: document.id, leaseOwner: owner, status: "processing" },
      data: {
        status: outcome.status,
        ...(fields && {
          supplierName: fields.supplierName,
          supplierNif: fields.supplierNif,
          buyerNif: fields.buyerNif,
          documentDate: fields.documentDate ? toUtcDate(fields.documentDate) : null,
          documentNumber: fields.documentNumber,
          atcud: fields.atcud,
          netCents: fields.netCents,
          vatCents: fields.vatCents,
          vatDeductibleCents: fields.vatDeductibleCents,
          totalCents: fields.totalCents,
          vatBreakdown: fields.vatBreakdown ? (fields.vatBreakdown as unknown as Prisma.InputJsonArray) : Prisma.JsonNull,
          lines: fields.lines ? (fields.lines as unknown as Prisma.InputJsonArray) : Prisma.JsonNull,
          category: fields.category,
          categoryReason: fields.categoryReason,
          supplierVatId: fields.supplierVatId,
          selfAssessedVatCents: fields.selfAssessedVatCents,
        }),
        duplicateOfId: original?.id ?? null,
        sources: outcome.sources ?? {},
        confidence: outcome.confidence ?? 0,
        reviewReasons: outcome.reasons,
        errorReason: outcome.errorReason,
        leaseOwner: null,
        leaseExpiresAt: null,
      },
    });
    if (saved.count !== 1) return false;
    await recordEvent(tx, document.companyId, "document.processed", { id: document.id, status: outcome.status, reasons: outcome.reasons, errorReason: outcome.errorReason, totalCents: fields?.totalCents ?? null, supplierName: fields?.supplierName ?? null, duplicateOf: original?.id ?? null });
    return true;
  });
}

const givenUp = (reason: string): Outcome => ({ status: "needs_review", reasons: [reason], errorReason: null });

/** Runs one attempt; resolves when the document is final, given back, or the lease was lost. */
export async function runExtraction(document: ClaimedDocument, owner: string, bytes?: Uint8Array, abandoned?: AbortSignal): Promise<void> {
  const startedAt = performance.now();
  if (document.extractionAttempts > MAX_ATTEMPTS) {
    await finish(document, owner, givenUp(`A extração falhou ${MAX_ATTEMPTS} vezes (o serviço foi interrompido); confirme os dados à mão.`));
    return;
  }
  try {
    const db = database();
    const kind = KIND_BY_MIME[document.mimeType];
    const content = bytes ?? (document.storageKey && kind ? await documentStorage().get(document.storageKey, document.companyId) : null);
    if (!content || !kind) {
      await finish(document, owner, { status: "error", reasons: [], errorReason: "O ficheiro original não foi encontrado." });
      return;
    }
    const company = await db.company.findUniqueOrThrow({ where: { id: document.companyId }, select: { nif: true } });
    const extraction = await extractDocument(content, kind, { companyId: document.companyId, companyNif: company.nif, today: lisbonToday(new Date()) }, undefined, abandoned);
    const saved = await finish(document, owner, extraction);
    log("info", "document_extracted", { documentId: document.id, status: extraction.status, kind, bytes: content.byteLength, attempt: document.extractionAttempts, ms: Math.round(performance.now() - startedAt), saved });
    if (saved && extraction.status === "archived" && extraction.fields.totalCents) {
      await announce(expenseDocumentArchived, { companyId: document.companyId, requestId: `extraction-${document.id}`, context: null, totalCents: extraction.fields.totalCents });
    }
  } catch (error) {
    log("warn", "document_extraction_failed", { documentId: document.id, attempt: document.extractionAttempts, error: error instanceof Error ? error.message : String(error) });
    const lastAttempt = document.extractionAttempts >= MAX_ATTEMPTS;
    await (lastAttempt
      ? finish(document, owner, givenUp(`A extração falhou ${MAX_ATTEMPTS} vezes; confirme os dados à mão.`))
      : releaseDocument(database(), document.id, owner, new Date(Date.now() + (abandoned?.aborted ? 0 : RETRY_AFTER_MS * document.extractionAttempts)))
    ).catch(() => undefined); // the database itself may be what failed: the lease then expires on its own
  }
}
