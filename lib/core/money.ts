// Money is integer euro cents everywhere inside the service; this is the one place it becomes text.
//
// Rule (documented in docs/api.md and OpenAPI): decimal comma, exactly two decimals, an ASCII space
// between every group of three digits from 1 000 upwards, then a space and the euro sign.
// Negative amounts start with "-". Examples: "0,05 €", "999,99 €", "1 234,56 €", "-12 345 678,00 €".
// CLDR pt-PT leaves 4-digit amounts ungrouped; we group them too so every amount parses with one rule.

export function formatEuros(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`formatEuros expects integer cents, got ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  const euros = Math.floor(absolute / 100).toString();
  const remainder = (absolute % 100).toString().padStart(2, "0");
  const grouped = euros.replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  return `${sign}${grouped},${remainder} €`;
}

/** Euros as sent by clients (e.g. `unitEuros: 12.5`) to integer cents, rounding half away from zero. */
export function eurosToCents(euros: number): number {
  if (!Number.isFinite(euros)) throw new RangeError(`eurosToCents expects a finite number, got ${euros}`);
  // Scale through a string to avoid binary artefacts such as 1.005 * 100 = 100.49999999999999.
  const [whole, fraction = ""] = Math.abs(euros).toFixed(6).split(".");
  const thousandths = Number(whole) * 1000 + Number(fraction.slice(0, 3));
  const cents = Math.floor(thousandths / 10) + (thousandths % 10 >= 5 ? 1 : 0);
  return euros < 0 ? -cents : cents;
}
