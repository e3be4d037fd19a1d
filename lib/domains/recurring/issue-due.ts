import { randomUUID } from "node:crypto";
import { database } from "@/lib/core/db";
import { inOneTransaction } from "@/lib/core/db/scoped-transaction";
import { newRowId } from "@/lib/core/db/row-id";
import { lit, sql, sqlOf } from "@/lib/core/db/sql";
import { lisbonToday } from "@/lib/core/dates";
import type { RecurringInvoice } from "@/lib/generated/prisma/client.ts";
import { ApiError } from "@/lib/core/api-error";
import { log } from "@/lib/core/log";
import { issueInvoice } from "@/lib/domains/invoices/issue-invoice";
import { sendInvoice } from "@/lib/domains/invoices/send-invoice";
import { invokeOperation, invokeWithUncheckedInput } from "@/lib/kernel/invoke-operation";
import type { AgentPolicy, OperationContext } from "@/lib/kernel/operation";
import { isRole, scopesOfRole } from "@/lib/domains/auth/roles";
import { isScope, type Scope } from "@/lib/kernel/scopes";
import { occurrenceAfter, type Frequency } from "./next-occurrence";

// Issues the recurring invoices that are due, through create_invoice, EXACTLY ONCE per occurrence
// however many instances run this at the same time or restart on the day:
//   one transaction per occurrence: lock the schedule row (FOR UPDATE SKIP LOCKED: another instance
//   busy with it is skipped), claim the occurrence by inserting its row — unique on (schedule, date),
//   so a second claim of the same occurrence can never commit — issue the FT in that same
//   transaction with the idempotency key `recurring:{scheduleId}:{date}`, link the occurrence to
//   the invoice and move the schedule to its next date. A crash before commit leaves nothing; the
//   next run issues it then.
// A refusal of create_invoice (the client or a catalogue item is no longer valid) is recorded on the
// occurrence and the schedule (in Portuguese), and the schedule is paused: it does not retry. Other
// errors (the database away) are retried on the next runs, at most MAX_ATTEMPTS times.

const MAX_ATTEMPTS = 3;
/** Missed occurrences (the service was down) issued per schedule per run, oldest first. */
const MAX_CATCH_UP = 12;
const BATCH = 50;

const dateOf = (value: Date) => value.toISOString().slice(0, 10);
const toDate = (date: string | null) => (date ? new Date(`${date}T00:00:00.000Z`) : null);

export interface IssueDueResult {
  issued: { scheduleId: string; occurrenceDate: string; invoiceId: string; number: string }[];
  failed: { scheduleId: string; occurrenceDate: string; reason: string }[];
}

/** Issues every occurrence due on or before today (Lisbon) of every active schedule. */
export async function issueDueRecurringInvoices(now: Date = new Date()): Promise<IssueDueResult> {
  const today = lisbonToday(now);
  const result: IssueDueResult = { issued: [], failed: [] };
  const due = await database().recurringInvoice.findMany({
    where: { status: "active", nextDate: { lte: toDate(today)! } },
    select: { id: true },
    orderBy: { nextDate: "asc" },
    take: BATCH,
  });
  for (const { id } of due) {
    for (let round = 0; round < MAX_CATCH_UP; round++) {
      const outcome = await issueNextOccurrence(id, today, now).catch(async (error: unknown) => recordFailure(id, today, error));
      if (!outcome) break;
      if (outcome.kind === "issued") {
        result.issued.push(outcome.issued);
        if (outcome.send) await sendIssued(id, outcome.issued, now);
      } else {
        result.failed.push(outcome.failed);
        break;
      }
    }
  }
  return result;
}

type Outcome = { kind: "issued"; issued: IssueDueResult["issued"][number]; send: boolean } | { kind: "failed"; failed: IssueDueResult["failed"][number] } | null;

async function issueNextOccurrence(id: string, today: string, now: Date): Promise<Outcome> {
  return inOneTransaction(database(), async () => {
    const db = database();
    const schedule = await sqlOf(db)
      .selectFrom("RecurringInvoice")
      .selectAll()
      .where("id", "=", id)
      .where("status", "=", lit("active"))
      .where("nextDate", "<=", sql<Date>`${today}::date`)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!schedule?.nextDate) return null;
    const occurrenceDate = dateOf(schedule.nextDate);
    const claimed = await sqlOf(db)
      .insertInto("RecurringOccurrence")
      .values({ id: newRowId(), recurringInvoiceId: id, occurrenceDate: sql<Date>`${occurrenceDate}::date`, status: lit("issuing") })
      .onConflict((conflict) => conflict.columns(["recurringInvoiceId", "occurrenceDate"]).doNothing())
      .returning("id")
      .execute();
    const next = occurrenceAfter(scheduleOf(schedule), occurrenceDate);
    const advance = { nextDate: toDate(next), status: next ? "active" : "ended", failures: 0 };
    if (claimed.length === 0) {
      // Already issued (or failed) by an earlier run: only the schedule's date was behind.
      await db.recurringInvoice.update({ where: { id }, data: advance });
      return null;
    }
    const invoice = await invokeWithUncheckedInput(issueInvoice, await workerContext(schedule, `recurring:${id}:${occurrenceDate}`, now), schedule.template, "input");
    await db.recurringOccurrence.update({ where: { id: claimed[0]!.id }, data: { status: "issued", invoiceId: invoice.id } });
    await db.recurringInvoice.update({ where: { id }, data: { ...advance, lastError: null, lastErrorAt: null } });
    log("info", "recurring_invoice_issued", { companyId: schedule.companyId, scheduleId: id, occurrenceDate, invoiceId: invoice.id, replayed: false });
    return { kind: "issued", issued: { scheduleId: id, occurrenceDate, invoiceId: invoice.id, number: invoice.display }, send: schedule.send };
  });
}

/**
 * Emails an issued occurrence to its client (the schedule's `send`), through send_invoice with its
 * own idempotency key, after the invoice committed: a send that fails (no address, the mail server
 * away) leaves the invoice issued, and the reason on the schedule, which keeps running. At most once:
 * a crash between issuing and sending leaves that invoice unsent (its page shows no «Envios» line).
 */
async function sendIssued(id: string, issued: IssueDueResult["issued"][number], now: Date): Promise<void> {
  const schedule = await database().recurringInvoice.findUnique({ where: { id } });
  if (!schedule) return;
  try {
    await invokeOperation(sendInvoice, await workerContext(schedule, `recurring-send:${id}:${issued.occurrenceDate}`, now), { id: issued.invoiceId }, "input");
  } catch (error) {
    const reason = `A fatura ${issued.number} foi emitida mas não foi enviada: ${error instanceof Error ? error.message : String(error)}`;
    log("warn", "recurring_invoice_not_sent", { companyId: schedule.companyId, scheduleId: id, invoiceId: issued.invoiceId, reason });
    await database().recurringInvoice.update({ where: { id }, data: { lastError: reason, lastErrorAt: new Date() } });
  }
}

function scheduleOf(row: RecurringInvoice) {
  return { frequency: row.frequency as Frequency, dayOfMonth: row.dayOfMonth, startDate: dateOf(row.startDate), endDate: row.endDate ? dateOf(row.endDate) : null };
}

/**
 * Runs create_invoice as the person, key or connected application that created the schedule, with
 * what it may do today: its scopes (a member's role), and a key's or grant's agent guard-rails
 * (read-only, daily caps; the schedule itself was what a confirmation covered). A revoked or expired
 * key or grant, or a member no longer in the company, makes the occurrence fail (and the schedule pause).
 */
async function workerContext(schedule: RecurringInvoice, key: string, now: Date): Promise<OperationContext> {
  const actor = schedule.createdBy as unknown as OperationContext["actor"];
  const { scopes, agentPolicy } = await creatorRights(schedule.companyId, actor, now);
  return { companyId: schedule.companyId, scopes, requestId: `${key}:${randomUUID().slice(0, 8)}`, actor, now: () => now, idempotency: { key, replayed: false }, agentPolicy };
}

async function creatorRights(companyId: string, actor: OperationContext["actor"], now: Date): Promise<{ scopes: Scope[]; agentPolicy?: AgentPolicy }> {
  const db = database();
  if (actor.kind === "user") {
    const membership = await db.membership.findFirst({ where: { userId: actor.userId, companyId } });
    if (!membership || !isRole(membership.role)) {
      throw new ApiError("forbidden", "Whoever created the recurring invoice is no longer a member of the company; create it again with another person or key.", {
        pt: "Quem criou a avença já não é membro da empresa; crie-a de novo com outra pessoa ou chave.",
      });
    }
    return { scopes: [...scopesOfRole(membership.role)] };
  }
  const holder = actor.kind === "api_key"
    ? await db.apiKey.findFirst({ where: { id: actor.keyId, companyId } })
    : await db.oAuthGrant.findFirst({ where: { id: actor.grantId, companyId } });
  if (!holder || holder.revokedAt || (holder.expiresAt && holder.expiresAt <= now)) {
    throw new ApiError("forbidden", actor.kind === "api_key" ? "The API key that created the recurring invoice was revoked or expired." : "The connected application that created the recurring invoice was disconnected or expired.", {
      pt: actor.kind === "api_key" ? "A chave de API que criou a avença foi revogada ou expirou." : "A aplicação ligada que criou a avença foi desligada ou expirou.",
    });
  }
  return {
    scopes: holder.scopes.filter(isScope),
    agentPolicy: {
      holder: actor.kind === "api_key" ? `api_key:${holder.id}` : `oauth_grant:${holder.id}`,
      subject: actor.kind === "api_key" ? "This key" : "This connected application",
      changeHint: "To change it, edit the key's or application's agent limits in Integrações.",
      readOnly: holder.agentReadOnly,
      writesNeedConfirmation: false,
      maxDocumentsPerDay: holder.agentMaxDocumentsPerDay,
      maxCentsPerDay: holder.agentMaxCentsPerDay,
    },
  };
}

/** Why create_invoice refused, in Portuguese (the refusal's `pt` when it has one), with the field it named. */
function reasonOf(error: unknown): string {
  if (error instanceof ApiError) {
    const message = error.pt ?? error.message;
    const fields = (error.details ?? []).map((detail) => `${detail.path}: ${detail.pt ?? detail.message}`).join("; ");
    return `A fatura não pôde ser emitida: ${message}${fields && !message.includes(fields) ? ` (${fields})` : ""}`;
  }
  return `A fatura não pôde ser emitida (erro interno: ${error instanceof Error ? error.message : String(error)}).`;
}

async function recordFailure(id: string, today: string, error: unknown): Promise<Outcome> {
  const db = database();
  const schedule = await db.recurringInvoice.findUnique({ where: { id } });
  if (!schedule?.nextDate || schedule.status !== "active") return null;
  const occurrenceDate = dateOf(schedule.nextDate);
  const reason = reasonOf(error);
  const permanent = error instanceof ApiError || schedule.failures + 1 >= MAX_ATTEMPTS;
  log(permanent ? "warn" : "info", "recurring_invoice_failed", { companyId: schedule.companyId, scheduleId: id, occurrenceDate, permanent, reason });
  if (!permanent) {
    await db.recurringInvoice.update({ where: { id }, data: { failures: { increment: 1 }, lastError: reason, lastErrorAt: new Date() } });
    return { kind: "failed", failed: { scheduleId: id, occurrenceDate, reason } };
  }
  // Recorded once (the unique row), then the schedule moves past it and waits, paused, for a person.
  const next = occurrenceAfter(scheduleOf(schedule), occurrenceDate);
  await db.$transaction([
    db.recurringOccurrence.createMany({ data: [{ recurringInvoiceId: id, occurrenceDate: schedule.nextDate, status: "failed", error: reason }], skipDuplicates: true }),
    db.recurringInvoice.update({ where: { id }, data: { status: next ? "paused" : "ended", nextDate: toDate(next), failures: 0, lastError: reason, lastErrorAt: new Date() } }),
  ]);
  void today;
  return { kind: "failed", failed: { scheduleId: id, occurrenceDate, reason } };
}

// This instance's share: every POLL_MS, issue what is due. Several instances may run it at once.
const POLL_MS = Number(process.env.RECURRING_POLL_MS) || 60_000;
const processWide = globalThis as unknown as { contabilistaRecurringWorker?: { timer?: NodeJS.Timeout; running: boolean } };

/** Starts issuing due recurring invoices in this process (the server's; idempotent). */
export function startRecurringInvoiceWorker(): void {
  const state = (processWide.contabilistaRecurringWorker ??= { running: false });
  if (state.timer) return;
  const tick = async () => {
    if (state.running) return;
    state.running = true;
    try {
      await issueDueRecurringInvoices();
    } catch (error) {
      log("warn", "recurring_invoice_run_failed", { error: error instanceof Error ? error.message : String(error) });
    } finally {
      state.running = false;
    }
  };
  state.timer = setInterval(() => void tick(), POLL_MS);
  state.timer.unref();
  void tick();
}
