import { electronicFormatIBAN, isValidIBAN } from "ibantools";

// Portuguese banks' exports name the account in a preamble ("Conta: PT50 0035 …") above the movements.
// Only the first lines are read: a statement's body never names its own account.
const PREAMBLE_LINES = 15;
const IBAN_CANDIDATE = /\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]){11,30}\b/g;

/** The first valid IBAN in the statement's preamble, in electronic form (no spaces), or null. */
export function statementHeaderIban(csv: string): string | null {
  const preamble = csv.split(/\r?\n/, PREAMBLE_LINES).join("\n").toUpperCase();
  for (const candidate of preamble.match(IBAN_CANDIDATE) ?? []) {
    const iban = electronicFormatIBAN(candidate);
    if (iban && isValidIBAN(iban)) return iban;
  }
  return null;
}

/** The statement's own IBAN when it is not the account's (or the company's), so the import can warn; null when they agree or either is unknown. */
export function otherAccountIban(csv: string, knownIbans: (string | null | undefined)[]): string | null {
  const header = statementHeaderIban(csv);
  const known = knownIbans.map((iban) => electronicFormatIBAN(iban ?? "") ?? "").filter(Boolean);
  return header && known.length && !known.includes(header) ? header : null;
}
