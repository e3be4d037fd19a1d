import { addDays, isoDate, lastDayOfMonth } from "@/lib/core/dates";
import { foldText } from "@/lib/core/fold-text";

// The day a payment was received, when the message says it: "ontem", "anteontem", "a 20/11",
// "em 3-11-2026", "no dia 20 de novembro". None means today (register_payment's default). A date
// later than today is kept as said: the operation refuses it with its own message.

const MONTH_NAMES = ["janeiro", "fevereiro", "marco", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];

function dated(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > lastDayOfMonth(year, month)) return null;
  return isoDate(year, month, day);
}

/** The day named (YYYY-MM-DD), a day that does not exist (as written, so the assistant asks), or null for none. `today` is Lisbon's. */
export type PaymentDay = { day: string } | { unreadable: string } | null;

function dayOf(written: string, day: string | null): PaymentDay {
  return day ? { day } : { unreadable: written };
}

export function paymentDateIn(message: string, today: string): PaymentDay {
  const text = foldText(message);
  if (/\banteontem\b/.test(text)) return { day: addDays(today, -2) };
  if (/\bontem\b|\byesterday\b/.test(text)) return { day: addDays(today, -1) };
  const year = Number(today.slice(0, 4));
  // "20/11" or "20-11-2026", never the "2026/12" of a document number.
  const numeric = /(?<![\d/])(\d{1,2})[/-](\d{1,2})(?:[/-](\d{4}))?(?![\d/])/.exec(text);
  if (numeric) return dayOf(numeric[0], dated(numeric[3] ? Number(numeric[3]) : year, Number(numeric[2]), Number(numeric[1])));
  const named = new RegExp(String.raw`\b(?:dia\s+)?(\d{1,2})\s+de\s+(${MONTH_NAMES.join("|")})(?:\s+de\s+(\d{4}))?\b`).exec(text);
  if (named) return dayOf(named[0], dated(named[3] ? Number(named[3]) : year, MONTH_NAMES.indexOf(named[2]!) + 1, Number(named[1])));
  return null;
}
