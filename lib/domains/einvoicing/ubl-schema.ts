import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { validateXML } from "xmllint-wasm";
import { ublDocumentKind } from "./ubl-kind";

export { ublDocumentKind };

// The OASIS UBL 2.1 schemas (vendor/einvoicing/ubl-2.1/xsd, unmodified on disk) checked with libxml2
// (xmllint-wasm, WebAssembly: no native tool needed at run time). One adaptation in memory: libxml2
// in WebAssembly sees one flat folder, so the main schema's "../common/" import paths lose that prefix.

// libxml2's WebAssembly memory is its own, outside any thread's heap cap: bounded here to the
// extraction threads' heap (EXTRACTION_HEAP_MB, 256 MB; 64 KiB pages), so a received file cannot make
// the schema check take more than the thread reading it may.
const SCHEMA_CHECK_MEMORY_PAGES = Math.max(64, Number(process.env.EXTRACTION_HEAP_MB) || 256) * 16;

const XSD_DIR = path.join(process.cwd(), "vendor", "einvoicing", "ubl-2.1", "xsd");

let common: { fileName: string; contents: string }[] | undefined;

function commonSchemas() {
  common ??= readdirSync(path.join(XSD_DIR, "common")).map((fileName) => ({ fileName, contents: readFileSync(path.join(XSD_DIR, "common", fileName), "utf8") }));
  return common;
}

/** Validates a UBL 2.1 Invoice or CreditNote against the official XSD; the errors as libxml2 words them. */
export async function validateUblSchema(xml: string): Promise<{ valid: boolean; errors: string[] }> {
  const kind = ublDocumentKind(xml);
  if (!kind) return { valid: false, errors: ["not a UBL 2.1 Invoice or CreditNote (root element and namespace)"] };
  const main = `UBL-${kind}-2.1.xsd`;
  const result = await validateXML({
    xml: [{ fileName: "document.xml", contents: xml }],
    schema: [{ fileName: main, contents: readFileSync(path.join(XSD_DIR, "maindoc", main), "utf8").replaceAll('schemaLocation="../common/', 'schemaLocation="') }],
    preload: commonSchemas(),
    maxMemoryPages: SCHEMA_CHECK_MEMORY_PAGES,
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
}
