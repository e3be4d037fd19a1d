// Printable ASCII only: NFD leaves it as it is, and of its characters only ^ and ` are diacritics.
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** How client and supplier names are compared: case, accents, punctuation and spacing do not matter. */
export function matchName(name: string): string {
  // Bank statements are mostly plain ASCII: the Unicode path below costs ~10× as much per line.
  if (PRINTABLE_ASCII.test(name)) {
    return name
      .replace(/[\^`]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, " ")
      .trim();
  }
  return name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, " ")
    .trim();
}
