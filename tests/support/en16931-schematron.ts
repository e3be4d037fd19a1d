import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// The EN 16931 UBL Schematron as the European Commission publishes it compiled to XSLT 2.0
// (vendor/einvoicing/en16931-ubl-1.3.16/EN16931-UBL-validation.xslt, unmodified), run by Saxonica's
// SaxonJS: `xslt3` (SaxonJS's own compiler, a dev dependency) compiles it once to the SEF form SaxonJS
// runs, cached under node_modules/.cache by the stylesheet's hash; SaxonJS runs it on each document
// and the SVRL report it returns is read for failed asserts.

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, "..", "..");
const XSLT = path.join(ROOT, "vendor", "einvoicing", "en16931-ubl-1.3.16", "EN16931-UBL-validation.xslt");
const CIUS_PT_XSLT = path.join(ROOT, "vendor", "einvoicing", "cius-pt-2.1.1", "urn_feap.gov.pt_CIUS-PT_2.1.1.xslt");

export interface FailedAssert {
  id: string;
  flag: string;
  location: string;
  text: string;
}

const compiled = new Map<string, string>();

/** Compiles a stylesheet to SEF (a minute or more the first time on a busy machine; then cached). */
export function compiledStylesheet(xslt = XSLT): string {
  const known = compiled.get(xslt);
  if (known) return known;
  const hash = createHash("sha256").update(readFileSync(xslt)).digest("hex").slice(0, 16);
  const dir = path.join(ROOT, "node_modules", ".cache", "en16931");
  const sef = path.join(dir, `${path.basename(xslt, ".xslt")}-${hash}.sef.json`);
  if (!existsSync(sef)) {
    mkdirSync(dir, { recursive: true });
    const cli = require.resolve("xslt3/xslt3.js");
    // Unit and integration projects may compile at once: each writes its own file, then renames it.
    const temporary = `${sef}.${process.pid}.tmp`;
    execFileSync(process.execPath, [cli, `-xsl:${xslt}`, `-export:${temporary}`, "-nogo", "-relocate:on"], { stdio: "pipe" });
    renameSync(temporary, sef);
  }
  compiled.set(xslt, sef);
  return sef;
}

/** The eSPap CIUS-PT 2.1.1 Schematron (compiled to XSLT; vendor/einvoicing/cius-pt-2.1.1). */
export const CIUS_PT_STYLESHEET = CIUS_PT_XSLT;

const decode = (text: string) => text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, "&");

/** Runs the EN 16931 rules on a UBL document; every failed assert (fatal, error and warning). */
export async function runEn16931Schematron(xml: string, xslt = XSLT): Promise<FailedAssert[]> {
  const SaxonJS = require("saxon-js");
  const result = await SaxonJS.transform({ stylesheetFileName: compiledStylesheet(xslt), sourceText: xml, destination: "serialized" }, "async");
  const svrl: string = result.principalResult;
  const failed: FailedAssert[] = [];
  for (const match of svrl.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)) {
    const attribute = (name: string) => decode(new RegExp(`\\b${name}="([^"]*)"`).exec(match[1] ?? "")?.[1] ?? "");
    const text = decode(/<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(match[2] ?? "")?.[1] ?? "").trim();
    failed.push({ id: attribute("id"), flag: attribute("flag"), location: attribute("location"), text });
  }
  if (!svrl.includes("schematron-output")) throw new Error(`no SVRL report: ${svrl.slice(0, 200)}`);
  return failed;
}

/** The failed asserts that make a document invalid (flag fatal or error), as readable lines. */
export function errorsOf(failed: FailedAssert[]): string[] {
  return failed.filter((assert) => assert.flag !== "warning").map((assert) => `${assert.id} at ${assert.location}: ${assert.text}`);
}
