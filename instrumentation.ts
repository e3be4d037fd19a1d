// Called once when a Next.js server starts (`next start`, which `npm start` runs, and the test
// servers): the thread that parses large bodies starts now rather than with the first upload, and
// this process then also runs its share of the background work. Node.js runtime only.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  // With a large-body process (on by default with PostgreSQL and Redis) the process answering ordinary requests
  // takes no uploads and no background work: the large-body process does both (lib/transports/server/large-body-process.ts).
  if (process.env.SERVER_ROLE === "requests") {
    await import("@/lib/registry/reactions");
    return;
  }
  const { warmBodyParsePool } = await import("@/lib/core/http/off-thread-body");
  warmBodyParsePool();
  // The background work (extractions, recurring invoices) writes through domain code: wire the after-commit reactions.
  await import("@/lib/registry/reactions");
  if (!process.env.DATABASE_URL) return;
  const { startExtractionWorker } = await import("@/lib/domains/documents/jobs/extraction-scheduler");
  startExtractionWorker();
  const { startWebhookWorker } = await import("@/lib/domains/webhooks/delivery-worker");
  startWebhookWorker();
  const { startRecurringInvoiceWorker } = await import("@/lib/domains/recurring/issue-due");
  startRecurringInvoiceWorker();
  const { startReminderWorker } = await import("@/lib/domains/invoices/reminder-worker");
  startReminderWorker();
  const { startSealWorker } = await import("@/lib/domains/company/seal-jobs");
  startSealWorker();
}
