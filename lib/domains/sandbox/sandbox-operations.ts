import { z } from "zod";
import { recordAudit } from "@/lib/kernel/record-audit";
import { database } from "@/lib/core/db";
import { log } from "@/lib/core/log";
import { ApiError } from "@/lib/core/api-error";
import { defineOperation, HINTS, type OperationContext } from "@/lib/kernel/operation";
import { documentStorage } from "@/lib/domains/documents/storage";
import { SANDBOX_TRANSACTION, writeSandbox } from "./create-sandbox";

// Test mode as operations: get_sandbox (what the sandbox holds) and reset_sandbox (start it over).
// Both answer the same sandbox whether called from the live company (a live key, the web app) or
// from inside the sandbox (a test key).

const sandboxSchema = z
  .object({
    livemode: z.boolean().describe("Whether the caller works on the live books (a live key or the web app); false for a test key, which works on the sandbox."),
    exists: z.boolean().describe("False until the first request of a test key creates the sandbox (or a reset does)."),
    createdAt: z.string().nullable().describe("When the sandbox was created or last reset (ISO 8601), or null."),
    testKeys: z.number().int().describe("Active (not revoked, not expired) test keys of the company."),
    counts: z
      .object({
        clients: z.number().int(),
        invoices: z.number().int().describe("Invoices, credit and debit notes issued in the sandbox."),
        receipts: z.number().int(),
        bankMovements: z.number().int(),
        documents: z.number().int().describe("Expense documents uploaded to the sandbox."),
        webhookEndpoints: z.number().int(),
        events: z.number().int().describe("Events of the sandbox (livemode: false)."),
      })
      .nullable()
      .describe("What the sandbox holds, or null when it does not exist."),
  })
  .meta({ id: "Sandbox" });

interface SandboxLink {
  liveCompanyId: string;
  sandbox: { id: string; createdAt: Date } | null;
  callerLivemode: boolean;
}

/** The live company and its sandbox, from either side of the link. */
async function sandboxLinkOf(context: OperationContext): Promise<SandboxLink> {
  const db = database();
  const company = await db.company.findUniqueOrThrow({ where: { id: context.companyId }, select: { id: true, createdAt: true, livemode: true, sandboxOfCompanyId: true } });
  if (!company.livemode && company.sandboxOfCompanyId) return { liveCompanyId: company.sandboxOfCompanyId, sandbox: { id: company.id, createdAt: company.createdAt }, callerLivemode: false };
  const sandbox = await db.company.findUnique({ where: { sandboxOfCompanyId: company.id }, select: { id: true, createdAt: true } });
  return { liveCompanyId: company.id, sandbox, callerLivemode: true };
}

async function describeSandbox(link: SandboxLink, now: Date): Promise<z.output<typeof sandboxSchema>> {
  const db = database();
  const testKeys = await db.apiKey.count({ where: { companyId: link.liveCompanyId, livemode: false, revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] } });
  if (!link.sandbox) return { livemode: link.callerLivemode, exists: false, createdAt: null, testKeys, counts: null };
  const companyId = link.sandbox.id;
  const [clients, invoices, receipts, bankMovements, documents, webhookEndpoints, events] = await Promise.all([
    db.client.count({ where: { companyId } }),
    db.invoice.count({ where: { companyId } }),
    db.receipt.count({ where: { companyId } }),
    db.bankMovement.count({ where: { companyId } }),
    db.expenseDocument.count({ where: { companyId } }),
    db.webhookEndpoint.count({ where: { companyId } }),
    db.webhookEvent.count({ where: { companyId } }),
  ]);
  return {
    livemode: link.callerLivemode,
    exists: true,
    createdAt: link.sandbox.createdAt.toISOString(),
    testKeys,
    counts: { clients, invoices, receipts, bankMovements, documents, webhookEndpoints, events },
  };
}

export const getSandbox = defineOperation({
  name: "get_sandbox",
  title: "Get the test-mode sandbox",
  description:
    "Test mode: whether the company's sandbox exists, when it was created or last reset, how many test keys (ctb_test_…) are active and what the sandbox holds (clients, invoices, receipts, bank movements, expense documents, webhook endpoints, events). `livemode` says whether the caller works on the live books. A test key works on the sandbox: a copy of the company's profile, clients, catalogue and series, created on its first request, with its own numbering, PDFs marked TESTE and events with livemode: false. Nothing is created by this call.",
  scope: "read",
  http: { method: "GET", path: "/sandbox" },
  input: z.object({}),
  output: sandboxSchema,
  hints: HINTS.readOnly,
  async run(context) {
    return describeSandbox(await sandboxLinkOf(context), context.now());
  },
});

/** Who may reset: the owner in the web app, or a test key (which only ever reaches the sandbox). */
async function refuseUnlessMayReset(context: OperationContext, link: SandboxLink): Promise<void> {
  if (!link.callerLivemode) return;
  if (context.actor.kind === "user") {
    const membership = await database().membership.findUnique({ where: { userId_companyId: { userId: context.actor.userId, companyId: link.liveCompanyId } }, select: { role: true } });
    if (membership?.role === "owner") return;
    throw new ApiError("forbidden", "Only the company's owner can reset the sandbox.");
  }
  throw new ApiError("forbidden", "A live key cannot reset the sandbox: call reset_sandbox with a test key (ctb_test_…), or ask the owner to reset it in Integrações.");
}

export const resetSandbox = defineOperation({
  name: "reset_sandbox",
  title: "Reset the test-mode sandbox",
  description:
    "Test mode: deletes everything in the company's sandbox (invoices, receipts, bank movements, expense documents, webhook endpoints, events) and makes it again from the live company's current profile, clients, catalogue and series, numbered from 1. The live books are never touched. Allowed to a test key (ctb_test_…) with company:write, and to the company's owner in the web app; a live key is refused. Test keys keep working and reach the new sandbox. Answers the sandbox as get_sandbox does.",
  scope: "company:write",
  http: { method: "POST", path: "/sandbox/reset", errors: ["forbidden"] },
  input: z.object({}),
  output: sandboxSchema,
  hints: HINTS.destructiveWrite,
  dryRun: { unsupported: "a reset only empties and recopies the sandbox; get_sandbox shows what it holds now" },
  async run(context) {
    const link = await sandboxLinkOf(context);
    await refuseUnlessMayReset(context, link);
    const db = database();
    // The same id again, so requests authenticated a moment ago (and this one) find their company.
    const sandboxId = link.sandbox?.id ?? `sbx_${crypto.randomUUID()}`;
    const stored = await db.$transaction(async (tx) => {
      // The sandbox's document files, which the company's cascade does not reach (StoredFile rows
      // have no foreign key; a file under DOCUMENT_STORAGE_DIR is no row at all): removed after commit.
      const documents = await tx.expenseDocument.findMany({ where: { companyId: sandboxId, storageKey: { not: null }, company: { livemode: false } }, select: { storageKey: true } });
      // Receipts and invoices first: they restrict the deletion of what they reference (an invoice its
      // client and series, a receipt its invoice), which the company's cascade would otherwise meet.
      await tx.receipt.deleteMany({ where: { companyId: sandboxId, company: { livemode: false } } });
      await tx.invoice.deleteMany({ where: { companyId: sandboxId, company: { livemode: false } } });
      await tx.company.deleteMany({ where: { id: sandboxId, livemode: false } });
      await writeSandbox(tx, link.liveCompanyId, sandboxId);
      return documents.map((document) => document.storageKey!);
    }, SANDBOX_TRANSACTION);
    const storage = documentStorage();
    for (const key of stored) {
      // One that cannot be removed is left unreferenced (logged); the reset itself is done.
      await storage.remove(key, sandboxId).catch((error: unknown) => log("warn", "document_bytes_not_removed", { companyId: sandboxId, reason: error instanceof Error ? error.message : String(error) }));
    }
    // On the live company's trail too: a test key's own audit line lands in the sandbox, which this just emptied.
    if (!link.callerLivemode) {
      const actor = context.actor;
      await recordAudit({
        companyId: link.liveCompanyId,
        requestId: context.requestId,
        operation: "reset_sandbox",
        targetIds: [sandboxId],
        actorKind: "api_key",
        actorKeyId: actor.kind === "api_key" ? actor.keyId : null,
        actorKeyPrefix: actor.kind === "api_key" ? actor.prefix : null,
        actorKeyName: actor.kind === "api_key" ? actor.name : null,
      });
    }
    const sandbox = await db.company.findUniqueOrThrow({ where: { id: sandboxId }, select: { id: true, createdAt: true } });
    return describeSandbox({ ...link, sandbox }, context.now());
  },
});
