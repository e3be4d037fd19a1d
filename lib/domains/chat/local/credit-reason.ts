// The reason a credit note is asked for ("… por desconto", "motivo: devolução"): mandatory on the
// note (create_credit_note's `reason`), so it is read from the message, never made up. Matched on
// the lower-cased text, which keeps the original's positions, so the reason keeps its accents.

const AFTER_NUMBER = /(?:\bmotivo\s*[:-]?\s*|\bporque\s+|\bpor\s+|\bdevido an?\s+|\bbecause(?: of)?\s+|\breason\s*[:-]?\s*)([^,;]+?)\s*[.!]?\s*$/u;
const NAMED = /\bmotivo\s*[:-]?\s*([^,;.!?]+)/u;

function captured(text: string, pattern: RegExp): string | null {
  const found = pattern.exec(text.toLowerCase());
  if (!found?.[1]) return null;
  const start = found.index + found[0].indexOf(found[1]);
  return text.slice(start, start + found[1].length).trim();
}

/** The reason stated after the document number (or anywhere after "motivo"), capitalised, or null. */
export function creditReasonIn(message: string, afterIndex: number): string | null {
  const original = message.normalize("NFC").replace(/\s+/g, " ");
  const reason = captured(original.slice(afterIndex), AFTER_NUMBER) ?? captured(original, NAMED);
  if (!reason || reason.length < 3 || /^\d/.test(reason)) return null;
  return reason.charAt(0).toUpperCase() + reason.slice(1);
}
