import { configuredModel, type ConfiguredModel } from "@/lib/core/ai/configured-model";
import { database } from "@/lib/core/db";
import { log } from "@/lib/core/log";
import type { FileKind } from "../file-kind";
import type { ExpenseCategory } from "./categories";
import { reviewReasons } from "./checks";
import { EXTRACTION_BUDGET_MS, EXTRACTION_HEAP_MB, ExtractionOutOfMemory, ExtractionTimeout, readFileInThread } from "./extraction-pool";
import { modelFields } from "./model-fields";
import { pdfRefusal } from "./pdf-text";
import { qrFields, type VatLine } from "./qr-fields";
import { classifyPurchase } from "./purchase-classification";
import { foreignVatId } from "./reverse-charge";
import { textFields } from "./text-fields";
import type { UblFields, UblLine } from "./ubl-fields";

// The extraction pipeline, offline first: the AT QR code (the most reliable source), then the PDF's
// text layer for what the QR lacks (the supplier's name above all), then — only when a language
// model is configured and a critical field is still empty — the model, then what the company already
// knows about the supplier, then the category. Every field records its source. Reading the file
// (decoding, QR search, PDF text, a UBL e-invoice's schema check and parse) happens in a worker thread
// under a time budget and a heap cap (extraction-pool.ts).

export type FieldSource = "qr" | "ubl" | "text" | "history" | "rules" | "model" | "manual" | "user_rule";

export interface Extraction {
  status: "archived" | "needs_review" | "error";
  fields: {
    supplierName: string | null;
    supplierNif: string | null;
    buyerNif: string | null;
    documentDate: string | null;
    documentNumber: string | null;
    atcud: string | null;
    netCents: number | null;
    vatCents: number | null;
    /** The deductible part of vatCents (CIVA art. 20.º–21.º, lib/domains/documents/vat-deduction.ts). */
    vatDeductibleCents: number | null;
    totalCents: number | null;
    vatBreakdown: VatLine[] | null;
    category: ExpenseCategory;
    /** Why this category and deduction (Portuguese): the deciding line and words, or the user's rule, and the article. */
    categoryReason: string | null;
    /** A foreign supplier's VAT number when it has no Portuguese NIF. */
    supplierVatId: string | null;
    /** Reverse charge: the VAT the company self-assesses (due and deductible in the same period). */
    selfAssessedVatCents: number | null;
    /** The lines of a structured e-invoice (UBL); null for other files. */
    lines: UblLine[] | null;
  };
  sources: Partial<Record<keyof Extraction["fields"], FieldSource>>;
  confidence: number;
  reasons: string[];
  errorReason: string | null;
}

const EMPTY_FIELDS: Extraction["fields"] = {
  supplierName: null, supplierNif: null, buyerNif: null, documentDate: null, documentNumber: null, atcud: null,
  netCents: null, vatCents: null, vatDeductibleCents: null, totalCents: null, vatBreakdown: null, category: "outros",
  categoryReason: null, supplierVatId: null, selfAssessedVatCents: null, lines: null,
};

const UBL_LINES_CLASSIFIED = 50;

const MODEL_FILLS = ["supplierName", "supplierNif", "documentDate", "documentNumber", "atcud", "totalCents", "vatCents"] as const;

export async function extractDocument(
  bytes: Uint8Array,
  kind: FileKind,
  context: { companyId: string; companyNif: string; today: string },
  model: ConfiguredModel | null = configuredModel(),
  abandoned?: AbortSignal,
): Promise<Extraction> {
  const fields = { ...EMPTY_FIELDS };
  const sources: Extraction["sources"] = {};
  const unreadable = (errorReason: string): Extraction => ({ status: "error", fields, sources, confidence: 0, reasons: [], errorReason });
  const refusal = kind === "pdf" ? pdfRefusal(bytes) : null;
  if (refusal) return unreadable(refusal);
  let text = "";
  let qrPayload: string | null = null;
  let outOfTime = false;
  let notRead: string | undefined;
  // A structured e-invoice is read exactly from its elements after the UBL 2.1 schema check; its
  // item names are the text the category rules read.
  let ubl: UblFields | null = null;
  try {
    const contents = await readFileInThread(bytes, kind, abandoned);
    if ("unreadable" in contents) return unreadable(contents.unreadable);
    if ("ubl" in contents) ubl = contents.ubl;
    else {
      text = contents.text;
      notRead = contents.notRead;
      qrPayload = contents.qrPayloads.find((payload) => qrFields(payload)) ?? null;
    }
  } catch (error) {
    if (error instanceof ExtractionOutOfMemory) notRead = `A leitura do ficheiro excedeu o limite de memória (${EXTRACTION_HEAP_MB} MB) e foi interrompida: confirme os dados à mão.`;
    else if (error instanceof ExtractionTimeout) outOfTime = true;
    else throw error;
  }
  if (ubl) {
    const { documentType: _type, lines, ...read } = ubl;
    Object.assign(fields, read, { vatBreakdown: read.vatBreakdown.length ? read.vatBreakdown : null, lines });
    for (const field of ["supplierName", "supplierNif", "supplierVatId", "buyerNif", "documentDate", "documentNumber", "atcud", "netCents", "vatCents", "totalCents", "vatBreakdown", "lines"] as const) {
      if (fields[field] !== null) sources[field] = "ubl";
    }
    // The category rules read at most UBL_LINES_CLASSIFIED distinct item names: they run on the event
    // loop (~0.3 ms a line), and a file of thousands of lines would hold it for seconds.
    const descriptions = [...new Set(lines.map((line) => line.description))].slice(0, UBL_LINES_CLASSIFIED);
    text = [fields.supplierName, ...descriptions].filter(Boolean).join("\n");
  }

  const qr = qrPayload ? qrFields(qrPayload) : null;
  if (qr) {
    Object.assign(fields, {
      supplierNif: qr.supplierNif, buyerNif: qr.buyerNif, documentDate: qr.documentDate, documentNumber: qr.documentNumber, atcud: qr.atcud,
      netCents: qr.netCents, vatCents: qr.vatCents, totalCents: qr.totalCents, vatBreakdown: qr.vatBreakdown,
    });
    for (const field of ["supplierNif", "buyerNif", "documentDate", "documentNumber", "atcud", "netCents", "vatCents", "totalCents", "vatBreakdown"] as const) sources[field] = "qr";
  }
  if (text && !ubl) {
    const fromText = textFields(text, context.companyNif);
    const fill = <Key extends keyof typeof fromText & keyof Extraction["fields"]>(key: Key) => {
      if ((fields[key] === null || fields[key] === undefined) && fromText[key] !== undefined) {
        (fields as Record<string, unknown>)[key] = fromText[key];
        sources[key] = "text";
      }
    };
    for (const key of ["supplierName", "supplierNif", "buyerNif", "documentDate", "documentNumber", "atcud", "totalCents", "vatCents"] as const) fill(key);
    if (fields.netCents === null && fields.totalCents !== null && fields.vatCents !== null) {
      fields.netCents = fields.totalCents - fields.vatCents;
      sources.netCents = "text";
    }
  }

  if (fields.supplierNif && !fields.supplierName) {
    const known = await database().expenseDocument.findFirst({
      where: { companyId: context.companyId, supplierNif: fields.supplierNif, supplierName: { not: null } },
      orderBy: { createdAt: "desc" },
      select: { supplierName: true },
    });
    if (known?.supplierName) {
      fields.supplierName = known.supplierName;
      sources.supplierName = "history";
    }
  }

  let modelCategory: ExpenseCategory | undefined;
  if (model && [fields.supplierName, fields.supplierNif, fields.documentDate, fields.totalCents].some((value) => value === null)) {
    try {
      const fromModel = await modelFields(bytes, kind, model, abandoned);
      for (const key of MODEL_FILLS) {
        if (fields[key] === null && fromModel[key] !== undefined) {
          (fields as Record<string, unknown>)[key] = fromModel[key];
          sources[key] = "model";
        }
      }
      if (fields.netCents === null && fields.totalCents !== null && fields.vatCents !== null) {
        fields.netCents = fields.totalCents - fields.vatCents;
        sources.netCents = sources.totalCents;
      }
      modelCategory = fromModel.category;
    } catch (error) {
      // The offline result stands when the model fails; the document may then need review.
      log("warn", "extraction_model_failed", { model: model.id, error: error instanceof Error ? error.message : String(error) });
    }
  }

  if (!fields.supplierNif && text && !ubl) {
    const foreign = foreignVatId(text);
    if (foreign) {
      fields.supplierVatId = foreign.id;
      sources.supplierVatId = "text";
    }
  }
  if (fields.netCents === null && fields.totalCents !== null && fields.vatCents === null && fields.supplierVatId) {
    // A foreign invoice without VAT lines: its total is the net (the VAT, if any, is self-assessed).
    fields.netCents = fields.totalCents;
    sources.netCents = sources.totalCents;
  }

  const rule = fields.supplierNif
    ? await database().supplierCategory.findUnique({ where: { companyId_supplierNif: { companyId: context.companyId, supplierNif: fields.supplierNif } } })
    : null;
  const purchase = classifyPurchase({
    text, supplierName: fields.supplierName, supplierNif: fields.supplierNif, buyerNif: fields.buyerNif, vatCents: fields.vatCents, netCents: fields.netCents,
    companyNif: context.companyNif, rule: rule ? { category: rule.category as ExpenseCategory, deductibleShare: rule.deductibleShare } : null, modelCategory,
  });
  fields.category = purchase.category;
  fields.categoryReason = purchase.reason;
  sources.category = purchase.categorySource;
  sources.categoryReason = purchase.categorySource;
  if (purchase.reverseCharge) {
    fields.selfAssessedVatCents = purchase.reverseCharge.selfAssessedVatCents;
    sources.selfAssessedVatCents = "rules";
    if (fields.vatCents === null) {
      fields.vatCents = 0;
      sources.vatCents = "rules";
    }
  }
  fields.vatDeductibleCents = purchase.vatDeductibleCents;
  sources.vatDeductibleCents = purchase.categorySource === "user_rule" && rule?.deductibleShare !== null && rule?.deductibleShare !== undefined ? "user_rule" : "rules";

  const reasons = reviewReasons(fields, context).map((reason) => reason.pt);
  // A guessed category is a question for a person, never archived (CIVA art. 20.º–21.º decide on it).
  if (purchase.question) reasons.push(purchase.question);
  if (notRead) reasons.unshift(notRead);
  else if (outOfTime) reasons.unshift(`A extração excedeu o tempo (${EXTRACTION_BUDGET_MS / 1000} s) sem ler o ficheiro: confirme os dados à mão.`);
  else if (!qr && !text && !Object.values(sources).includes("model")) reasons.unshift(kind === "pdf" ? "O PDF não tem texto nem código QR legível (digitalização?)." : "Não foi encontrado o código QR da AT na imagem.");
  const critical = [fields.supplierNif, fields.documentDate, fields.totalCents].filter((value) => value !== null && value !== undefined).length;
  const confidence = Math.round((qr || ubl ? 0.6 : Object.values(sources).includes("model") ? 0.4 : 0.3) * 100 + (critical / 3) * 30 + (reasons.length === 0 ? 10 : 0)) / 100;
  return { status: reasons.length === 0 ? "archived" : "needs_review", fields, sources, confidence: Math.min(1, confidence, purchase.confidence), reasons, errorReason: null };
}
