import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { z } from "zod";
import { database } from "@/lib/core/db";
import { claimLeasedRow } from "@/lib/core/db/claim-leased-row";
import { sql } from "@/lib/core/db/sql";
import { ApiError } from "@/lib/core/api-error";
import { log } from "@/lib/core/log";
import { sealInvoice } from "@/lib/domains/invoices/seal-invoice-pdf";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { sealReceipt } from "@/lib/domains/payments/get-receipt-pdf";
import { companySealSchema, describeCompanySeal } from "@/lib/domains/seal/company-seal";

// Bulk sealing of a year's issued documents (issue #36 §2), in the background worker. The SealJob row
// is the job, as an expense document is for extraction (lib/domains/documents/jobs/): an instance claims the
// oldest queued job (or one whose lease expired) with lib/core/db/claim-leased-row.ts, seals each invoice and
// receipt of the year that has no current sealed copy, one at a time, and records progress as it goes.
// A job left by a killed instance is taken over when its lease ends and continues where it stopped
// (documents already sealed are skipped).

const POLL_MS = 2_000;
const LEASE_MS = 120_000;

export const sealPdfs = defineOperation({
  name: "seal_pdfs",
  title: "Seal a year's PDFs",
  description:
    "Starts sealing, in the background, the PDFs of every invoice (FT, FR, FS, NC, ND) and receipt issued in `year` that has no current sealed copy, with the company's electronic seal (PAdES). Answers at once with get_company_seal's description, whose `jobs` show the run's progress; each document's `seal` (get_invoice) says when it was sealed. A run already queued or running for the same year is reused.",
  scope: "invoices:write",
  http: { method: "POST", path: "/company/seal/jobs", status: 202, errors: ["validation_error"] },
  input: z.object({ year: z.number().int().min(2000).max(2100).describe("The year of issue, e.g. 2026.") }),
  output: companySealSchema,
  hints: HINTS.idempotentWrite,
  dryRun: { unsupported: "the sealing runs in the background after the answer" },
  async run(context, input) {
    if (input.year > context.now().getUTCFullYear()) throw new ApiError("validation_error", `No documents can be issued in ${input.year} yet.`, { details: [{ path: "year", message: "in the future" }] });
    const db = database();
    const waiting = await db.sealJob.findFirst({ where: { companyId: context.companyId, year: input.year, status: { in: ["queued", "running"] } }, select: { id: true } });
    if (!waiting) await db.sealJob.create({ data: { companyId: context.companyId, year: input.year } });
    startSealWorker();
    return describeCompanySeal(context.companyId);
  },
});

interface ClaimedJob {
  id: string;
  companyId: string;
  year: number;
}

/** A queued job, or a running one whose instance stopped renewing its lease (a queued job has no lease). */
function claimNextJob(owner: string): Promise<ClaimedJob | null> {
  return claimLeasedRow(database(), {
    table: "SealJob",
    owner,
    leaseMs: LEASE_MS,
    set: sql`"status" = 'running'`,
    where: sql`candidate."status" IN ('queued', 'running')`,
    orderBy: sql`candidate."createdAt" ASC`,
    returning: ["id", "companyId", "year"],
  });
}

/** Runs one claimed job to its end; exported for the tests, which drive it without the timer. */
export async function runSealJob(job: ClaimedJob, owner: string): Promise<void> {
  const db = database();
  const from = new Date(Date.UTC(job.year, 0, 1));
  const to = new Date(Date.UTC(job.year + 1, 0, 1));
  const [invoices, receipts] = await Promise.all([
    db.invoice.findMany({ where: { companyId: job.companyId, issueDate: { gte: from, lt: to }, annulledAt: null }, select: { id: true, annulledAt: true, sealedPdf: { select: { sealedAt: true } } }, orderBy: { issueDate: "asc" } }),
    db.receipt.findMany({ where: { companyId: job.companyId, issueDate: { gte: from, lt: to }, annulledAt: null }, select: { id: true, annulledAt: true, sealedPdf: { select: { sealedAt: true } } }, orderBy: { issueDate: "asc" } }),
  ]);
  const current = (row: { annulledAt: Date | null; sealedPdf: { sealedAt: Date } | null }) => row.sealedPdf && (!row.annulledAt || row.annulledAt <= row.sealedPdf.sealedAt);
  const work = [...invoices.map((row) => ({ ...row, kind: "invoice" as const })), ...receipts.map((row) => ({ ...row, kind: "receipt" as const }))];
  await db.sealJob.update({ where: { id: job.id }, data: { total: work.length, sealed: work.filter(current).length } });
  try {
    for (const item of work) {
      if (current(item)) continue;
      if (item.kind === "invoice") await sealInvoice(job.companyId, item.id, new Date());
      else await sealReceipt(job.companyId, item.id, new Date());
      // Progress, and the lease renewed while this instance is still at it.
      const renewed = await db.sealJob.updateMany({ where: { id: job.id, leaseOwner: owner }, data: { sealed: { increment: 1 }, leaseExpiresAt: new Date(Date.now() + LEASE_MS) } });
      if (renewed.count === 0) return; // another instance took the job over
      await new Promise((resolve) => setImmediate(resolve)); // let requests in between documents
    }
    await db.sealJob.updateMany({ where: { id: job.id, leaseOwner: owner }, data: { status: "done", finishedAt: new Date(), leaseOwner: null, leaseExpiresAt: null } });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log("error", "seal_job_failed", { jobId: job.id, companyId: job.companyId, message });
    await db.sealJob.updateMany({ where: { id: job.id, leaseOwner: owner }, data: { status: "failed", error: message.slice(0, 500), finishedAt: new Date(), leaseOwner: null, leaseExpiresAt: null } });
  }
}

interface Worker {
  owner: string;
  busy: boolean;
  timer?: NodeJS.Timeout;
}

const processWide = globalThis as unknown as { contabilistaSealWorker?: Worker };

function worker(): Worker {
  processWide.contabilistaSealWorker ??= { owner: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`, busy: false };
  return processWide.contabilistaSealWorker;
}

/** Runs queued jobs one at a time until none waits. */
async function pump(): Promise<void> {
  const state = worker();
  if (state.busy) return;
  state.busy = true;
  try {
    for (let job = await claimNextJob(state.owner); job; job = await claimNextJob(state.owner)) await runSealJob(job, state.owner);
  } catch (error) {
    log("error", "seal_worker_failed", { message: error instanceof Error ? error.message : String(error) });
  } finally {
    state.busy = false;
  }
}

/** Started by instrumentation.ts with the other background workers; a new job also wakes it. */
export function startSealWorker(): void {
  const state = worker();
  if (!state.timer) {
    state.timer = setInterval(() => void pump(), POLL_MS);
    state.timer.unref();
  }
  void pump();
}
