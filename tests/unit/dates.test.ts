import { describe, expect, it } from "vitest";
import { addDays, dayRange, daysBetween, easterSunday, isWorkingDay, lisbonToday, nationalHolidays, nextWorkingDay } from "@/lib/core/dates";

describe("dates", () => {
  it.each([
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2038, "2038-04-25"],
  ])("Easter %i is %s", (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it("includes the Easter-based holidays", () => {
    const holidays = nationalHolidays(2026);
    expect(holidays.get("2026-04-03")).toBe("Sexta-feira Santa");
    expect(holidays.get("2026-06-04")).toBe("Corpo de Deus");
    expect(holidays.size).toBe(13);
  });

  it("moves weekends and holidays to the next working day", () => {
    expect(nextWorkingDay("2026-12-05")).toBe("2026-12-07"); // Saturday
    expect(nextWorkingDay("2026-06-10")).toBe("2026-06-11"); // Dia de Portugal, Wednesday
    expect(nextWorkingDay("2026-04-03")).toBe("2026-04-06"); // Good Friday, then the weekend
    expect(nextWorkingDay("2026-12-25")).toBe("2026-12-28"); // Christmas Friday, then the weekend
    expect(nextWorkingDay("2026-11-23")).toBe("2026-11-23"); // a Monday stays
    expect(isWorkingDay("2026-05-01")).toBe(false);
  });

  it("takes today's date in Lisbon, not UTC", () => {
    expect(lisbonToday(new Date("2026-07-31T23:30:00Z"))).toBe("2026-08-01"); // summer time, UTC+1
    expect(lisbonToday(new Date("2026-12-31T23:30:00Z"))).toBe("2026-12-31"); // winter, UTC+0
  });

  it("adds and counts days across month and year ends", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(daysBetween("2026-11-22", "2027-03-22")).toBe(120);
  });
});

describe("dayRange", () => {
  it("filters from the first day's start to the last day's start (dates are stored at midnight UTC), either end optional", () => {
    expect(dayRange("2026-01-01", "2026-03-31")).toEqual({ gte: new Date("2026-01-01T00:00:00.000Z"), lte: new Date("2026-03-31T00:00:00.000Z") });
    expect(dayRange(undefined, "2026-03-31")).toEqual({ lte: new Date("2026-03-31T00:00:00.000Z") });
    expect(dayRange("2026-01-01")).toEqual({ gte: new Date("2026-01-01T00:00:00.000Z") });
    expect(dayRange()).toBeUndefined();
  });
});
