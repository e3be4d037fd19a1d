import iconv from "iconv-lite";

// Text inside the SAF-T file. The file is Windows-1252 (the schema's own declaration), so a character
// that code page lacks (e.g. "€" is there, "ő" or an emoji are not) is written as an XML character
// reference, which any XML reader turns back into the same character: nothing is lost or replaced by "?".

export const SAFT_ENCODING = "windows-1252";

const WINDOWS_1252 = new Set(
  Array.from(iconv.decode(Buffer.from(Array.from({ length: 256 }, (_, byte) => byte)), SAFT_ENCODING)).filter((character) => character !== "\uFFFD"),
);

// Characters XML 1.0 does not allow at all (C0 controls other than tab, LF, CR; lone surrogates; FFFE/FFFF).
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const NEEDS_WORK = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\uFFFF]/;
const SPECIAL = /[&<>"]|[^\u0000-\u007F]/gu;
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

function escapeCharacter(character: string): string {
  const entity = ENTITIES[character];
  if (entity) return entity;
  return WINDOWS_1252.has(character) ? character : `&#x${character.codePointAt(0)!.toString(16).toUpperCase()};`;
}

export function xmlText(value: string): string {
  if (!NEEDS_WORK.test(value)) return value; // plain ASCII text, the common case
  return value.replace(NOT_XML, "").replace(SPECIAL, escapeCharacter);
}

/** `<Name>text</Name>`; the caller decides whether an optional element is written at all. */
export function element(name: string, value: string | number): string {
  return `<${name}>${xmlText(String(value))}</${name}>`;
}

export function encodeWindows1252(text: string): Uint8Array {
  return iconv.encode(text, SAFT_ENCODING);
}
