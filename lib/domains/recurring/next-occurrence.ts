import { addDays, lastDayOfMonth } from "@/lib/core/dates";

// When a recurring invoice (avença) falls due. Dates are Lisbon calendar dates as YYYY-MM-DD.
// Occurrences fall on `dayOfMonth` every 1, 3 or 12 months counted from the start date's month; in
// a month shorter than that day (29–31), on the month's last day — and the next month goes back to
// the chosen day (31 January → 28/29 February → 31 March).

export const FREQUENCIES = ["monthly", "quarterly", "yearly"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

const MONTHS_PER_STEP: Record<Frequency, number> = { monthly: 1, quarterly: 3, yearly: 12 };

export interface Schedule {
  frequency: Frequency;
  dayOfMonth: number;
  startDate: string;
  endDate?: string | null;
}


/** The occurrence in a month counted from year 0 (monthIndex = year × 12 + month − 1). */
function occurrenceIn(monthIndex: number, dayOfMonth: number): string {
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const day = Math.min(dayOfMonth, lastDayOfMonth(year, month));
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function monthIndexOf(date: string): number {
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
}

/** The first occurrence on or after `onOrAfter` (default: the start date), or null past the end date. */
export function nextOccurrence(schedule: Schedule, onOrAfter: string = schedule.startDate): string | null {
  const from = onOrAfter < schedule.startDate ? schedule.startDate : onOrAfter;
  const step = MONTHS_PER_STEP[schedule.frequency];
  const start = monthIndexOf(schedule.startDate);
  // The first period whose month is not before `from`'s month, then at most one more step.
  let index = start + Math.max(0, Math.ceil((monthIndexOf(from) - start) / step)) * step;
  let date = occurrenceIn(index, schedule.dayOfMonth);
  if (date < from) {
    index += step;
    date = occurrenceIn(index, schedule.dayOfMonth);
  }
  if (schedule.endDate && date > schedule.endDate) return null;
  return date;
}

/** The occurrence after `date` (an occurrence), or null past the end date. */
export function occurrenceAfter(schedule: Schedule, date: string): string | null {
  return nextOccurrence(schedule, addDays(date, 1));
}
