import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/core/dates";
import { dueReminderNumber, reminderDate, type ReminderScheduleSettings } from "@/lib/domains/invoices/reminder-schedule";

// The automatic reminder schedule on a moved clock: which reminder is due on each day after a
// document's due date (3 days after, then weekly, at most 3), and never before or past the maximum.

const SCHEDULE: ReminderScheduleSettings = { enabled: true, firstAfterDays: 3, everyDays: 7, maxReminders: 3 };
const DUE = "2026-03-05";

describe("dueReminderNumber", () => {
  it("is off unless enabled", () => {
    expect(dueReminderNumber({ ...SCHEDULE, enabled: false }, DUE, addDays(DUE, 30))).toBeNull();
  });

  it("walks the clock day by day: nothing before day 3, then 1, 2 (day 10), 3 (day 17), and never a 4th", () => {
    const byDay = Array.from({ length: 60 }, (_, day) => dueReminderNumber(SCHEDULE, DUE, addDays(DUE, day)));
    expect(byDay.slice(0, 3)).toEqual([null, null, null]);
    expect(byDay.slice(3, 10).every((number) => number === 1)).toBe(true);
    expect(byDay.slice(10, 17).every((number) => number === 2)).toBe(true);
    expect(byDay.slice(17).every((number) => number === 3)).toBe(true);
  });

  it("on the due date itself and before it, nothing", () => {
    expect(dueReminderNumber(SCHEDULE, DUE, DUE)).toBeNull();
    expect(dueReminderNumber(SCHEDULE, DUE, addDays(DUE, -10))).toBeNull();
  });

  it("crosses a month and a year like any other days", () => {
    expect(dueReminderNumber(SCHEDULE, "2026-12-30", "2027-01-02")).toBe(1);
    expect(dueReminderNumber(SCHEDULE, "2026-12-30", "2027-01-01")).toBeNull();
  });

  it("after a long pause sends the latest reminder reached, not the missed ones in a burst", () => {
    // A worker down from day 2 to day 25 finds only reminder 3 due: keys 1 and 2 are never sent late.
    expect(dueReminderNumber(SCHEDULE, DUE, addDays(DUE, 25))).toBe(3);
  });

  it("agrees with reminderDate for each number", () => {
    for (const number of [1, 2, 3]) {
      const day = reminderDate(SCHEDULE, DUE, number);
      expect(dueReminderNumber(SCHEDULE, DUE, day)).toBe(number);
      expect(dueReminderNumber(SCHEDULE, DUE, addDays(day, -1))).toBe(number === 1 ? null : number - 1);
    }
  });
});
