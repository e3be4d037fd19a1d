import { randomUUID } from "node:crypto";
import { recordAudit } from "@/lib/kernel/record-audit";
import { lisbonToday } from "@/lib/core/dates";
import { database } from "@/lib/core/db";
import { ApiError } from "@/lib/core/api-error";
import { log } from "@/lib/core/log";
import { deliverInvoiceEmail, prepareInvoiceEmail } from "./invoice-emails";
import { dueReminderNumber, type ReminderScheduleSettings } from "./reminder-schedule";

// This instance's share of the automatic payment reminders: every REMINDER_POLL_MS it looks for
// overdue FT/ND of companies whose schedule is on and sends the reminder each one is due. Several
// instances may look at once: the reminder's unique key (`<invoiceId>:<n>`) lets one of them send it.

const POLL_MS = Number(process.env.REMINDER_POLL_MS) || 15 * 60_000;
const DOCUMENTS_PER_RUN = 500;

export interface ReminderRun {
  sent: number;
  skipped: number;
}

/** One pass at `now`: sends every reminder due and not yet sent (exported for the tests' moved clock). */
export async function sendDueReminders(now: Date): Promise<ReminderRun> {
  const today = lisbonToday(now);
  const db = database();
  const schedules = await db.reminderSchedule.findMany({ where: { enabled: true } });
  const run: ReminderRun = { sent: 0, skipped: 0 };
  for (const schedule of schedules) {
    const settings: ReminderScheduleSettings = schedule;
    const overdue = await db.invoice.findMany({
      where: { companyId: schedule.companyId, type: { in: ["FT", "ND"] }, annulledAt: null, paidAt: null, dueDate: { lt: new Date(`${today}T00:00:00.000Z`) }, client: { email: { not: null } } },
      select: { id: true, dueDate: true },
      orderBy: { dueDate: "asc" },
      take: DOCUMENTS_PER_RUN,
    });
    for (const invoice of overdue) {
      const number = dueReminderNumber(settings, invoice.dueDate.toISOString().slice(0, 10), today);
      if (number === null) continue;
      const scheduleKey = `${invoice.id}:${number}`;
      if (await db.invoiceEmail.findUnique({ where: { scheduleKey }, select: { id: true } })) continue;
      try {
        const prepared = await prepareInvoiceEmail({ companyId: schedule.companyId, invoiceId: invoice.id, kind: "reminder", now });
        const sent = await db.$transaction((tx) => deliverInvoiceEmail(tx, prepared, { automatic: true, scheduleKey }), { timeout: 15_000, maxWait: 15_000 });
        if (!sent) continue;
        run.sent++;
        await recordAudit({ companyId: schedule.companyId, requestId: `schedule_${randomUUID()}`, operation: "send_payment_reminder", targetIds: [invoice.id, sent.id], actorKind: "schedule" });
      } catch (error) {
        // Nothing open any more (credited), or the client lost its address since the query: no reminder.
        if (!(error instanceof ApiError)) throw error;
        run.skipped++;
      }
    }
  }
  return run;
}

interface Worker {
  running: boolean;
  timer?: NodeJS.Timeout;
}

const processWide = globalThis as unknown as { contabilistaReminderWorker?: Worker };

async function tick(state: Worker): Promise<void> {
  if (state.running) return;
  state.running = true;
  try {
    const run = await sendDueReminders(new Date());
    if (run.sent > 0) log("info", "payment_reminders_sent", { ...run });
  } catch (error) {
    log("warn", "payment_reminders_failed", { error: error instanceof Error ? error.message : String(error) });
  } finally {
    state.running = false;
  }
}

/** Starts the reminder schedule in this process (the server's; idempotent). */
export function startReminderWorker(): void {
  processWide.contabilistaReminderWorker ??= { running: false };
  const state = processWide.contabilistaReminderWorker;
  if (state.timer) return;
  state.timer = setInterval(() => void tick(state), POLL_MS);
  state.timer.unref();
  void tick(state);
}
