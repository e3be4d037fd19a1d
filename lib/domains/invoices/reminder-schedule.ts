import { z } from "zod";
import { addDays, daysBetween } from "@/lib/core/dates";
import { database } from "@/lib/core/db";
import { defineOperation, HINTS } from "@/lib/kernel/operation";

// A company's automatic payment reminders: the first `firstAfterDays` after the due date, then every
// `everyDays`, at most `maxReminders` per document. Off by default. The background worker
// (reminder-worker.ts) sends them; each one has its own unique key, so it is sent once.

export interface ReminderScheduleSettings {
  enabled: boolean;
  firstAfterDays: number;
  everyDays: number;
  maxReminders: number;
}

export const DEFAULT_SCHEDULE: ReminderScheduleSettings = { enabled: false, firstAfterDays: 3, everyDays: 7, maxReminders: 3 };

const scheduleSchema = z
  .object({
    enabled: z.boolean().describe("Whether the schedule sends reminders (off by default)."),
    firstAfterDays: z.number().int().min(1, "must be at least 1 day").max(365, "must be at most 365 days").describe("Days after the due date of the first reminder."),
    everyDays: z.number().int().min(1, "must be at least 1 day").max(365, "must be at most 365 days").describe("Days between one reminder and the next."),
    maxReminders: z.number().int().min(1, "must be at least 1").max(12, "must be at most 12").describe("Most automatic reminders per document."),
  })
  .meta({ id: "ReminderSchedule" });

/**
 * Which automatic reminder is due for a document on `today`: the number of the latest slot reached
 * (1 = first), or null before the first. A slot missed while no worker ran is not sent late in a burst:
 * only the latest one reached is, once.
 */
export function dueReminderNumber(schedule: ReminderScheduleSettings, dueDate: string, today: string): number | null {
  if (!schedule.enabled) return null;
  const daysLate = daysBetween(dueDate, today);
  if (daysLate < schedule.firstAfterDays) return null;
  return Math.min(schedule.maxReminders, Math.floor((daysLate - schedule.firstAfterDays) / schedule.everyDays) + 1);
}

/** The day the n-th automatic reminder of a document falls due. */
export function reminderDate(schedule: ReminderScheduleSettings, dueDate: string, number: number): string {
  return addDays(dueDate, schedule.firstAfterDays + (number - 1) * schedule.everyDays);
}

export async function loadReminderSchedule(companyId: string): Promise<ReminderScheduleSettings> {
  const row = await database().reminderSchedule.findUnique({ where: { companyId } });
  return row ? { enabled: row.enabled, firstAfterDays: row.firstAfterDays, everyDays: row.everyDays, maxReminders: row.maxReminders } : DEFAULT_SCHEDULE;
}

export const getReminderSchedule = defineOperation({
  name: "get_reminder_schedule",
  title: "Automatic payment reminders",
  description: "Returns the company's automatic payment reminder schedule: whether it is on, days after the due date of the first reminder, days between reminders, and the most per document. Off by default.",
  scope: "read",
  http: { method: "GET", path: "/reminder-schedule" },
  input: z.object({}),
  output: scheduleSchema,
  hints: HINTS.readOnly,
  async run(context) {
    return loadReminderSchedule(context.companyId);
  },
});

export const updateReminderSchedule = defineOperation({
  name: "update_reminder_schedule",
  title: "Set the automatic payment reminders",
  description:
    "Turns the automatic payment reminders on or off and sets them: the first `firstAfterDays` after an FT/ND's due date, then every `everyDays`, at most `maxReminders` per document; only to clients with an email address, only while something is still to receive. Fields left out keep their value. The background worker sends each reminder once, even with several instances running.",
  scope: "company:write",
  http: { method: "PATCH", path: "/reminder-schedule" },
  input: scheduleSchema.partial(),
  output: scheduleSchema,
  hints: HINTS.idempotentWrite,
  dryRun: "rollback",
  async run(context, input) {
    const current = await loadReminderSchedule(context.companyId);
    const next = { ...current, ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) } as ReminderScheduleSettings;
    await database().reminderSchedule.upsert({ where: { companyId: context.companyId }, create: { companyId: context.companyId, ...next }, update: next });
    return next;
  },
});
