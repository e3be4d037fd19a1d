// After-commit reactions (an invoice issued → the bank rematches): wired wherever the registry is loaded.
import "./reactions";
import { getBankOverview } from "@/lib/domains/bank/bank-overview";
import { importBankStatement } from "@/lib/domains/settlement/import-statement";
import { acceptBankSuggestion, acceptBankSuggestions, ignoreBankMovement, matchBankMovement, rejectBankSuggestion, restoreBankMovement, unmatchBankMovement } from "@/lib/domains/settlement/movement-transitions";
import { settleBankMovement, suggestBankSettlement } from "@/lib/domains/settlement/settle-movement";
import { bookBankMovementExpense } from "@/lib/domains/settlement/book-movement-expense";
import { findComplianceGaps } from "@/lib/domains/compliance/find-compliance-gaps";
import { getEfaturaMovements } from "@/lib/domains/efatura/get-efatura-movements";
import { chatOperation } from "@/lib/domains/chat/chat-operation";
import { getCompanyBriefing } from "@/lib/domains/briefing/get-company-briefing";
import { getFiscalCalendar } from "@/lib/domains/calendar/get-fiscal-calendar";
import { archiveItem, createItem, listItems, updateItem } from "@/lib/domains/catalog/catalog-items";
import { listClients } from "@/lib/domains/receivables/list-clients";
import { deleteClient } from "@/lib/domains/clients/delete-client";
import { getClient } from "@/lib/domains/receivables/get-client";
import { updateClient } from "@/lib/domains/clients/update-client";
import { upsertClient } from "@/lib/domains/clients/upsert-client";
import { getCompany } from "@/lib/domains/company/get-company";
import { getCompanySeal, uploadCompanySeal } from "@/lib/domains/seal/company-seal";
import { sealPdfs } from "@/lib/domains/company/seal-jobs";
import { updateCompany } from "@/lib/domains/company/update-company";
import { getDocument, getDocumentFile, listDocuments } from "@/lib/domains/documents/read-documents";
import { reviewDocument } from "@/lib/domains/documents/review-document";
import { deleteDocument } from "@/lib/domains/documents/delete-document";
import { markDocumentPaidOutsideBank } from "@/lib/domains/documents/mark-paid-outside-bank";
import { uploadDocument } from "@/lib/domains/documents/upload-document";
import { acknowledgeCreditNote } from "@/lib/domains/invoices/acknowledge-credit-note";
import { annulInvoice } from "@/lib/domains/invoices/annul-invoice";
import { createCreditNote } from "@/lib/domains/invoices/create-credit-note";
import { createDebitNote } from "@/lib/domains/invoices/create-debit-note";
import { createInvoiceSeries, listInvoiceSeries } from "@/lib/domains/invoices/create-invoice-series";
import { updateInvoice } from "@/lib/domains/invoices/update-invoice";
import { getInvoice } from "@/lib/domains/invoices/get-invoice";
import { getInvoicePdf } from "@/lib/domains/invoices/get-invoice-pdf";
import { getInvoiceUbl, getInvoiceUblForAgents } from "@/lib/domains/invoices/get-invoice-ubl";
import { issueInvoice } from "@/lib/domains/invoices/issue-invoice";
import { listInvoices } from "@/lib/domains/invoices/list-invoices";
import { getReceipt } from "@/lib/domains/payments/get-receipt";
import { listReceipts } from "@/lib/domains/payments/list-receipts";
import { getSandbox, resetSandbox } from "@/lib/domains/sandbox/sandbox-operations";
import { createRecurringInvoice, deleteRecurringInvoice, getRecurringInvoice, listRecurringInvoices, pauseRecurringInvoice, resumeRecurringInvoice, updateRecurringInvoice } from "@/lib/domains/recurring/recurring-invoices";
import { sendPaymentReminder, sendPaymentReminders } from "@/lib/domains/invoices/payment-reminders";
import { getReminderSchedule, updateReminderSchedule } from "@/lib/domains/invoices/reminder-schedule";
import { listInvoiceEmailsOperation, sendInvoice } from "@/lib/domains/invoices/send-invoice";
import { sealInvoicePdf } from "@/lib/domains/invoices/seal-invoice-pdf";
import { getReceiptPdf, sealReceiptPdf } from "@/lib/domains/payments/get-receipt-pdf";
import { registerPayment } from "@/lib/domains/payments/register-payment";
import { annulReceipt } from "@/lib/domains/payments/annul-receipt";
import { sendReceipt } from "@/lib/domains/payments/send-receipt";
import { askTaxExpert } from "@/lib/domains/tax/ask-tax-expert";
import { getFinancialReport } from "@/lib/domains/reports/get-financial-report";
import { getFinancialReportLines } from "@/lib/domains/reports/get-financial-report-lines";
import { getVatReturn } from "@/lib/domains/vat-return/get-vat-return";
import { getVatReturnField } from "@/lib/domains/vat-return/get-vat-return-field";
import { getVatReturnPdf } from "@/lib/domains/vat-return/get-vat-return-pdf";
import { exportSaft } from "@/lib/domains/saft/export-saft";
import { exportSaftForAgents } from "@/lib/domains/saft/export-saft-for-agents";
import { listAuditEvents } from "@/lib/domains/audit/list-audit-events";
import { listWebhookDeliveries, redeliverWebhook } from "@/lib/domains/webhooks/deliveries";
import { resendWebhookEvents } from "@/lib/domains/webhooks/resend-events";
import { rotateWebhookSecret } from "@/lib/domains/webhooks/rotate-secret";
import { getEvent, listEvents } from "@/lib/domains/webhooks/list-events";
import { createWebhookEndpoint, deleteWebhookEndpoint, getWebhookEndpoint, listWebhookEndpoints, updateWebhookEndpoint } from "@/lib/domains/webhooks/manage-endpoints";
import type { AnyOperation } from "@/lib/kernel/operation";

// Every capability of the service, once. REST routes, the MCP server, the assistant and the
// OpenAPI document are all generated from this list. The registry sits above the capabilities:
// none of them imports it, and the assistant is given the operations it may call.
const capabilities = {
  get_company: getCompany,
  update_company: updateCompany,
  get_company_briefing: getCompanyBriefing,
  get_fiscal_calendar: getFiscalCalendar,
  get_financial_report: getFinancialReport,
  get_financial_report_lines: getFinancialReportLines,
  get_vat_return: getVatReturn,
  get_vat_return_field: getVatReturnField,
  get_vat_return_pdf: getVatReturnPdf,
  list_clients: listClients,
  get_client: getClient,
  upsert_client: upsertClient,
  update_client: updateClient,
  delete_client: deleteClient,
  list_invoices: listInvoices,
  get_invoice: getInvoice,
  update_invoice: updateInvoice,
  get_invoice_pdf: getInvoicePdf,
  get_invoice_ubl: getInvoiceUbl,
  seal_invoice_pdf: sealInvoicePdf,
  list_invoice_series: listInvoiceSeries,
  create_invoice_series: createInvoiceSeries,
  create_invoice: issueInvoice,
  create_credit_note: createCreditNote,
  create_debit_note: createDebitNote,
  annul_invoice: annulInvoice,
  acknowledge_credit_note: acknowledgeCreditNote,
  list_items: listItems,
  create_item: createItem,
  update_item: updateItem,
  archive_item: archiveItem,
  list_recurring_invoices: listRecurringInvoices,
  get_recurring_invoice: getRecurringInvoice,
  create_recurring_invoice: createRecurringInvoice,
  update_recurring_invoice: updateRecurringInvoice,
  pause_recurring_invoice: pauseRecurringInvoice,
  resume_recurring_invoice: resumeRecurringInvoice,
  delete_recurring_invoice: deleteRecurringInvoice,
  send_invoice: sendInvoice,
  list_invoice_emails: listInvoiceEmailsOperation,
  send_payment_reminder: sendPaymentReminder,
  send_payment_reminders: sendPaymentReminders,
  get_reminder_schedule: getReminderSchedule,
  update_reminder_schedule: updateReminderSchedule,
  register_payment: registerPayment,
  annul_receipt: annulReceipt,
  get_receipt: getReceipt,
  list_receipts: listReceipts,
  get_receipt_pdf: getReceiptPdf,
  send_receipt: sendReceipt,
  seal_receipt_pdf: sealReceiptPdf,
  get_company_seal: getCompanySeal,
  upload_company_seal: uploadCompanySeal,
  seal_pdfs: sealPdfs,
  list_documents: listDocuments,
  get_document: getDocument,
  get_document_file: getDocumentFile,
  upload_document: uploadDocument,
  review_document: reviewDocument,
  delete_document: deleteDocument,
  mark_document_paid_outside_bank: markDocumentPaidOutsideBank,
  import_bank_statement: importBankStatement,
  get_bank_overview: getBankOverview,
  accept_bank_suggestions: acceptBankSuggestions,
  accept_bank_suggestion: acceptBankSuggestion,
  reject_bank_suggestion: rejectBankSuggestion,
  ignore_bank_movement: ignoreBankMovement,
  restore_bank_movement: restoreBankMovement,
  unmatch_bank_movement: unmatchBankMovement,
  match_bank_movement: matchBankMovement,
  suggest_bank_settlement: suggestBankSettlement,
  settle_bank_movement: settleBankMovement,
  book_bank_movement_expense: bookBankMovementExpense,
  get_efatura_movements: getEfaturaMovements,
  find_compliance_gaps: findComplianceGaps,
  ask_tax_expert: askTaxExpert,
  export_saft: exportSaft,
  list_events: listEvents,
  get_event: getEvent,
  list_webhook_endpoints: listWebhookEndpoints,
  get_webhook_endpoint: getWebhookEndpoint,
  create_webhook_endpoint: createWebhookEndpoint,
  update_webhook_endpoint: updateWebhookEndpoint,
  delete_webhook_endpoint: deleteWebhookEndpoint,
  list_webhook_deliveries: listWebhookDeliveries,
  redeliver_webhook: redeliverWebhook,
  resend_webhook_events: resendWebhookEvents,
  rotate_webhook_secret: rotateWebhookSecret,
  list_audit_events: listAuditEvents,
  get_sandbox: getSandbox,
  reset_sandbox: resetSandbox,
} satisfies Record<string, AnyOperation>;

/**
 * Agent versions of file operations, under the same name: a tool answers JSON, so these answer a
 * summary and the download path (and small files inline) instead of the bytes.
 */
const agentVersionsOfFiles: AnyOperation[] = [exportSaftForAgents, getInvoiceUblForAgents];

/**
 * What an agent (an MCP client, or the assistant's own model) may call as a tool: not the file
 * downloads (get_invoice gives the PDF's path instead; export_saft and get_invoice_ubl have agent versions), and not the
 * assistant, since an agent brings its own model and calls the operations directly.
 */
/**
 * Not an agent tool either: uploading the company's seal, whose password must never sit in an agent's
 * transcript or in a proposal awaiting approval. Owners upload it on the Empresa page or over REST.
 */
const notForAgents = new Set<AnyOperation>([uploadCompanySeal]);

export const agentToolOperations: AnyOperation[] = [...Object.values(capabilities).filter((operation) => !operation.http.produces && !notForAgents.has(operation)), ...agentVersionsOfFiles];

export const operations = { ...capabilities, chat: chatOperation(agentToolOperations) } satisfies Record<string, AnyOperation>;

export type OperationName = keyof typeof operations;

export const operationList: AnyOperation[] = Object.values(operations);

for (const [name, operation] of Object.entries(operations)) {
  if (operation.name !== name) throw new Error(`Operation registered as '${name}' is named '${operation.name}'`);
}
