import { createHash } from "node:crypto";
import { saftProductType } from "@/lib/domains/invoices/line-kind";

// How values are written in SAF-T (PT): amounts with `.` and 2 decimals, quantities without
// trailing zeros, dates YYYY-MM-DD, date-times YYYY-MM-DDThh:mm:ss in Portuguese local time (no zone).

export function saftAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}

export function saftQuantity(thousandths: number): string {
  const whole = Math.floor(thousandths / 1000);
  const fraction = String(thousandths % 1000).padStart(3, "0").replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

const LISBON_DATE_TIME = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Lisbon", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23",
});

const HOUR_MS = 3_600_000;
/** Lisbon's UTC offset per UTC hour, memoised: formatting 20 000 documents' times stays cheap. */
const offsetByHour = new Map<number, number>();

function lisbonOffsetMs(instant: Date): number {
  const hour = Math.floor(instant.getTime() / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const parts = Object.fromEntries(LISBON_DATE_TIME.formatToParts(new Date(hour * HOUR_MS)).map((part) => [part.type, Number(part.value)]));
    offset = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - hour * HOUR_MS;
    if (offsetByHour.size > 50_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

export function lisbonDateTime(instant: Date): string {
  return new Date(instant.getTime() + lisbonOffsetMs(instant)).toISOString().slice(0, 19);
}

/** A `@db.Date` column as YYYY-MM-DD. */
export function saftDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The books keep free-text line descriptions, not a product table: each distinct description is one
 * product, coded by a digest of its text so the same description gets the same code in every file.
 */
const codes = new Map<string, string>();

export function productCodeOf(description: string, kind: string): string {
  // The kind is part of the product (P- goods, S- services): one description sold as both is two products.
  const key = `${kind}\u0000${description}`;
  let code = codes.get(key);
  if (code === undefined) {
    code = `${saftProductType(kind)}-${createHash("sha256").update(description.trim().toLowerCase()).digest("hex").slice(0, 12).toUpperCase()}`;
    if (codes.size > 10_000) codes.clear();
    codes.set(key, code);
  }
  return code;
}

/** SAF-T ProductDescription is 2–200 characters; line Description up to 255. */
export function productDescriptionOf(description: string): string {
  const trimmed = description.trim();
  return (trimmed.length >= 2 ? trimmed : `${trimmed} (serviço)`).slice(0, 200);
}

/** "Rua da Prata 123, 1100-420 Lisboa" → street, postal code and city; unknown parts as AT asks. */
export function splitPortugueseAddress(address: string | null): { detail: string; postalCode: string; city: string } {
  const text = address?.trim() ?? "";
  const match = /^(.*?),?\s*(\d{4}-\d{3})\s+(.+)$/.exec(text);
  if (match) return { detail: (match[1]!.trim() || "Desconhecido").slice(0, 210), postalCode: match[2]!, city: match[3]!.trim().slice(0, 50) };
  return { detail: (text || "Desconhecido").slice(0, 210), postalCode: "Desconhecido", city: "Desconhecido" };
}
