import { readFileSync } from "node:fs";
import path from "node:path";
import iconv from "iconv-lite";
import { validateXML } from "xmllint-wasm";

// AT's official SAF-T (PT) 1.04_01 schema (tests/support/saft/, an unmodified copy of the file AT
// publishes) checked with libxml2 (xmllint-wasm). Two adaptations, made here at test time and never
// by hand: libxml2 validates XSD 1.0, so the schema's 19 XSD 1.1 `xs:assert` rules are removed (the
// ones that apply to an invoicing file are checked as ordinary tests); and this libxml2 build has no
// Windows-1252 decoder, so schema and file are decoded from Windows-1252 by iconv-lite and handed
// over as UTF-8 (the file's own bytes and declaration are checked by the tests separately). One more
// XSD 1.1 construct, an `xs:all` with repeatable children (GeneralLedgerEntries' debit and credit
// lines, absent from an invoicing file), becomes the XSD 1.0 `xs:sequence` closest to it.

const SCHEMA_FILE = path.resolve(import.meta.dirname, "saft", "SAFTPT1.04_01.xsd");
const DECLARATION = /^<\?xml version="1\.0" encoding="Windows-1252"\?>/;
const ASSERT = /<xs:assert\b[^>]*?(?:\/>|>[\s\S]*?<\/xs:assert>)/g;
const ALL_GROUP = /<(\/?)xs:all>/g;

export const SCHEMA_ASSERT_COUNT = 19;

function utf8Declared(windows1252: Uint8Array): string {
  const text = iconv.decode(Buffer.from(windows1252), "windows-1252");
  if (!DECLARATION.test(text)) throw new Error(`not declared as Windows-1252: ${text.slice(0, 60)}`);
  return text.replace(DECLARATION, '<?xml version="1.0" encoding="UTF-8"?>');
}

let schema: { text: string; removedAsserts: number } | undefined;

/** The official schema without its `xs:assert` rules, as UTF-8 text. */
export function schemaWithoutAsserts(): { text: string; removedAsserts: number } {
  if (!schema) {
    const original = utf8Declared(readFileSync(SCHEMA_FILE));
    const removedAsserts = original.match(ASSERT)?.length ?? 0;
    schema = { text: original.replace(ASSERT, "").replace(ALL_GROUP, "<$1xs:sequence>"), removedAsserts };
  }
  return schema;
}

/** Validates a SAF-T file (its Windows-1252 bytes) against the schema; the errors as libxml2 words them. */
export async function validateSaft(file: Uint8Array): Promise<{ valid: boolean; errors: string[] }> {
  const result = await validateXML({
    xml: [{ fileName: "saft.xml", contents: utf8Declared(file) }],
    schema: [{ fileName: "SAFTPT1.04_01.xsd", contents: schemaWithoutAsserts().text }],
    maxMemoryPages: 16_384,
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
}
