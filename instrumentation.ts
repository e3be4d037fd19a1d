// Called once when a Next.js server starts (`next start`, which `npm start` runs, and the test
// servers): the thread that parses large bodies starts now rather than with the first upload, and
// this process then also runs its share of the background work. Node.js runtime only.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { warmBodyParsePool } = await import("@/lib/http/off-thread-body");
  warmBodyParsePool();
  if (!process.env.DATABASE_URL) return;
  const { startExtractionWorker } = await import("@/lib/documents/jobs/extraction-scheduler");
  startExtractionWorker();
  const { startWebhookWorker } = await import("@/lib/webhooks/delivery-worker");
  startWebhookWorker();
  const { startRecurringInvoiceWorker } = await import("@/lib/recurring/issue-due");
  startRecurringInvoiceWorker();
  const { startReminderWorker } = await import("@/lib/invoices/reminder-worker");
  startReminderWorker();
  const { startSealWorker } = await import("@/lib/company/seal-jobs");
  startSealWorker();
}
