import { readFile } from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";
import type { Fontkit } from "pdf-lib/cjs/types/fontkit";

// The 14 standard PDF fonts encode WinAnsi only, so a client named «Łukasz Żółć» or «Дмитрий» printed
// as «?ukasz ?ó??» while SAF-T kept the name (security review 2026-11-26 L10). DejaVu Sans (vendored
// in ./fonts with its licence) covers Latin, Greek and Cyrillic; each PDF embeds only the glyphs it
// uses (subset), which keeps a one-page invoice small.

export interface DocumentFonts {
  regular: PDFFont;
  bold: PDFFont;
}

const FONT_FOLDER = path.join(/*turbopackIgnore: true*/ process.cwd(), "lib", "pdf", "fonts");
let fontFiles: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;

function readFontFiles() {
  fontFiles ??= Promise.all([readFile(path.join(FONT_FOLDER, "DejaVuSans.ttf")), readFile(path.join(FONT_FOLDER, "DejaVuSans-Bold.ttf"))]).then(([regular, bold]) => ({ regular, bold }));
  return fontFiles;
}

// Parsing a 700 KB font takes longer than drawing an invoice: each file is parsed once per process
// and the parsed font shared (pdf-lib only reads it; each document builds its own subset).
const parsedFonts = new WeakMap<Uint8Array, ReturnType<Fontkit["create"]>>();
const parsingOnce: Fontkit = {
  create(bytes, postscriptName) {
    const parsed = parsedFonts.get(bytes) ?? fontkit.create(bytes, postscriptName);
    parsedFonts.set(bytes, parsed);
    return parsed;
  },
};

export async function embedDocumentFonts(pdf: PDFDocument): Promise<DocumentFonts> {
  pdf.registerFontkit(parsingOnce);
  const files = await readFontFiles();
  return { regular: await pdf.embedFont(files.regular, { subset: true }), bold: await pdf.embedFont(files.bold, { subset: true }) };
}

const characterSets = new WeakMap<PDFFont, Set<number>>();

/** The text as the font can draw it: a character it has no glyph for (CJK, emoji) becomes «?», not an empty box. */
export function printable(text: string, font: PDFFont): string {
  let known = characterSets.get(font);
  if (!known) {
    known = new Set(font.getCharacterSet());
    characterSets.set(font, known);
  }
  const drawable = known;
  return [...text].map((char) => (drawable.has(char.codePointAt(0)!) ? char : "?")).join("");
}
