import { describe, expect, it } from "vitest";
import { nextOccurrence, occurrenceAfter, type Schedule } from "@/lib/domains/recurring/next-occurrence";

/** The first `count` occurrences of a schedule, as the worker walks them. */
function occurrences(schedule: Schedule, count: number): string[] {
  const dates: string[] = [];
  let date = nextOccurrence(schedule);
  while (date && dates.length < count) {
    dates.push(date);
    date = occurrenceAfter(schedule, date);
  }
  return dates;
}

describe("recurring invoice occurrences", () => {
  it("monthly on the 5th from a start before the 5th includes the start month", () => {
    expect(occurrences({ frequency: "monthly", dayOfMonth: 5, startDate: "2026-01-03" }, 3)).toEqual(["2026-01-05", "2026-02-05", "2026-03-05"]);
  });

  it("monthly on the 5th from a start after the 5th begins the next month", () => {
    expect(occurrences({ frequency: "monthly", dayOfMonth: 5, startDate: "2026-01-06" }, 2)).toEqual(["2026-02-05", "2026-03-05"]);
  });

  it("the start day itself is an occurrence", () => {
    expect(nextOccurrence({ frequency: "monthly", dayOfMonth: 15, startDate: "2026-03-15" })).toBe("2026-03-15");
  });

  it("day 31 falls on the last day of shorter months and goes back to the 31st after", () => {
    expect(occurrences({ frequency: "monthly", dayOfMonth: 31, startDate: "2026-01-01" }, 5)).toEqual(["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31"]);
  });

  it("day 29 in February of a leap year and of a common year", () => {
    expect(occurrences({ frequency: "yearly", dayOfMonth: 29, startDate: "2028-02-01" }, 3)).toEqual(["2028-02-29", "2029-02-28", "2030-02-28"]);
  });

  it("quarterly counts three months from the start month, across the year end", () => {
    expect(occurrences({ frequency: "quarterly", dayOfMonth: 30, startDate: "2026-08-01" }, 4)).toEqual(["2026-08-30", "2026-11-30", "2027-02-28", "2027-05-30"]);
  });

  it("yearly keeps the start month", () => {
    expect(occurrences({ frequency: "yearly", dayOfMonth: 1, startDate: "2026-07-01" }, 3)).toEqual(["2026-07-01", "2027-07-01", "2028-07-01"]);
  });

  it("stops at the end date, which is inclusive", () => {
    expect(occurrences({ frequency: "monthly", dayOfMonth: 10, startDate: "2026-01-01", endDate: "2026-03-10" }, 12)).toEqual(["2026-01-10", "2026-02-10", "2026-03-10"]);
    expect(nextOccurrence({ frequency: "monthly", dayOfMonth: 10, startDate: "2026-01-11", endDate: "2026-02-09" })).toBeNull();
  });

  it("from a later day (resuming, or after a restart) it is the next one on or after that day, on the schedule's own grid", () => {
    const schedule: Schedule = { frequency: "quarterly", dayOfMonth: 15, startDate: "2026-01-01" };
    expect(nextOccurrence(schedule, "2026-05-20")).toBe("2026-07-15");
    expect(nextOccurrence(schedule, "2026-07-15")).toBe("2026-07-15");
    expect(nextOccurrence(schedule, "2026-07-16")).toBe("2026-10-15");
    // Before the start date, the start date counts.
    expect(nextOccurrence(schedule, "2025-01-01")).toBe("2026-01-15");
  });
});
