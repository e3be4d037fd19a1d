// Portuguese tax number (NIF/NIPC): 9 digits, a valid leading prefix and a mod-11 check digit.
// Rules and examples: ../shared/DOMAIN-PT.md (after python-stdnum's stdnum/pt/nif.py).

const SINGLE_DIGIT_PREFIXES = new Set(["1", "2", "3", "5", "6", "8"]);
// 78: non-residents in the VAT refund procedure (DOMAIN-PT.md, issue 12).
const TWO_DIGIT_PREFIXES = new Set(["45", "70", "71", "72", "74", "75", "77", "78", "79", "90", "91", "98", "99"]);

/** The final consumer's NIF, used on invoices to people who give no tax number. */
export const FINAL_CONSUMER_NIF = "999999990";

export function nifCheckDigit(firstEightDigits: string): number {
  if (!/^\d{8}$/.test(firstEightDigits)) throw new Error("nifCheckDigit expects exactly 8 digits");
  let sum = 0;
  for (let index = 0; index < 8; index++) sum += Number(firstEightDigits[index]) * (9 - index);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

export type NifProblem = "format" | "prefix" | "check_digit";

/** Why a NIF is invalid, or null when it is valid. Spaces, dots, dashes and a leading "PT" are tolerated. */
export function nifProblem(input: string): NifProblem | null {
  const nif = normalizeNif(input);
  if (!/^\d{9}$/.test(nif)) return "format";
  if (!SINGLE_DIGIT_PREFIXES.has(nif.slice(0, 1)) && !TWO_DIGIT_PREFIXES.has(nif.slice(0, 2))) return "prefix";
  if (nifCheckDigit(nif.slice(0, 8)) !== Number(nif[8])) return "check_digit";
  return null;
}

export function isValidNif(input: string): boolean {
  return nifProblem(input) === null;
}

export function normalizeNif(input: string): string {
  // As people write it: "PT 501 964 843", "501-964-843", "501.964.843".
  return input.replace(/[\s.-]+/g, "").replace(/^PT/i, "");
}

export const NIF_PROBLEM_MESSAGES: Record<NifProblem, string> = {
  format: "must have exactly 9 digits",
  prefix: "does not start with a valid NIF prefix",
  check_digit: "fails the NIF check digit",
};

/** ISO country → the prefix its VAT numbers carry (VIES): only Greece differs (EL). */
const VAT_PREFIX: Record<string, string> = { GR: "EL" };

/**
 * The buyer's tax number as the SAF-T's CustomerTaxID and the AT QR code's field B both write it —
 * one value, one rule (audit W20): the Portuguese NIF, else the foreign tax id without the country
 * prefix, else the final consumer's 999999990. Portaria 302/2016 2.2.3 asks for CustomerTaxID "sem o
 * prefixo do país" (the country goes in BillingAddress/Country and in QR field C), so an EU VAT number
 * stored as "ESB87654321" is written "B87654321". AT's QR specification (Portaria 195/2020) calls
 * field B the "NIF do adquirente" (up to 30 characters) and fills field C from the SAF-T's Country;
 * its own text on a foreign buyer's prefix could not be read here, so field B takes the SAF-T's value.
 */
export function buyerTaxIdOf(buyer: { nif: string | null; country: string; foreignTaxId: string | null }): string {
  if (buyer.nif) return buyer.nif;
  const id = buyer.foreignTaxId ?? FINAL_CONSUMER_NIF;
  const prefix = VAT_PREFIX[buyer.country] ?? buyer.country;
  return id.startsWith(prefix) && id.length > prefix.length ? id.slice(prefix.length).slice(0, 30) : id.slice(0, 30);
}
