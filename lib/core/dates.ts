// Calendar dates as ISO strings (`YYYY-MM-DD`), computed in UTC so no time zone can shift them.
// "Today" for a Portuguese business is the date in Europe/Lisbon.

const LISBON_DATE = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Lisbon", year: "numeric", month: "2-digit", day: "2-digit" });

export function lisbonToday(now: Date): string {
  return LISBON_DATE.format(now);
}

export function isoDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

export function parseIsoDate(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split("-").map(Number);
  return { year: year!, month: month!, day: day! };
}

export function toUtcDate(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

export function addDays(date: string, days: number): string {
  const value = toUtcDate(date);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcDate(to).getTime() - toUtcDate(from).getTime()) / 86_400_000);
}

/** Last day of a month (month 1–12). */
export function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Easter Sunday (Gregorian, anonymous algorithm of Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

/** Portugal's national holidays (Código do Trabalho, art. 234.º), Easter-based ones included. */
export function nationalHolidays(year: number): Map<string, string> {
  const easter = easterSunday(year);
  return new Map([
    [isoDate(year, 1, 1), "Ano Novo"],
    [addDays(easter, -2), "Sexta-feira Santa"],
    [easter, "Páscoa"],
    [isoDate(year, 4, 25), "Dia da Liberdade"],
    [isoDate(year, 5, 1), "Dia do Trabalhador"],
    [addDays(easter, 60), "Corpo de Deus"],
    [isoDate(year, 6, 10), "Dia de Portugal"],
    [isoDate(year, 8, 15), "Assunção de Nossa Senhora"],
    [isoDate(year, 10, 5), "Implantação da República"],
    [isoDate(year, 11, 1), "Dia de Todos os Santos"],
    [isoDate(year, 12, 1), "Restauração da Independência"],
    [isoDate(year, 12, 8), "Imaculada Conceição"],
    [isoDate(year, 12, 25), "Natal"],
  ]);
}

export function isWorkingDay(date: string): boolean {
  const weekday = toUtcDate(date).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !nationalHolidays(parseIsoDate(date).year).has(date);
}

/** A deadline that falls on a weekend or national holiday moves to the next working day. */
export function nextWorkingDay(date: string): string {
  let candidate = date;
  while (!isWorkingDay(candidate)) candidate = addDays(candidate, 1);
  return candidate;
}

/** A filter on a date column for the days from `start` to `end` (YYYY-MM-DD, both included, either optional); undefined when neither is given. */
export function dayRange(start?: string, end?: string): { gte?: Date; lte?: Date } | undefined {
  if (!start && !end) return undefined;
  return { ...(start ? { gte: toUtcDate(start) } : {}), ...(end ? { lte: toUtcDate(end) } : {}) };
}
