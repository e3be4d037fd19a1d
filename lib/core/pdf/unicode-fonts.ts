import { readFile } from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";

// The 14 standard PDF fonts encode WinAnsi only, so a client named «Łukasz Żółć» or «Дмитрий» printed
// as «?ukasz ?ó??» while SAF-T kept the name (security review 2026-11-26 L10). DejaVu Sans (vendored
// in ./fonts with its licence) covers Latin, Greek and Cyrillic; each PDF embeds only the glyphs it
// uses (subset), which keeps a one-page invoice small.

export interface DocumentFonts {
  regular: PDFFont;
  bold: PDFFont;
}

const FONT_FOLDER = path.join(/*turbopackIgnore: true*/ process.cwd(), "lib", "core", "pdf", "fonts");
let fontFiles: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;

function readFontFiles() {
  fontFiles ??= Promise.all([readFile(path.join(FONT_FOLDER, "DejaVuSans.ttf")), readFile(path.join(FONT_FOLDER, "DejaVuSans-Bold.ttf"))]).then(([regular, bold]) => ({ regular, bold }));
  return fontFiles;
}

export async function embedDocumentFonts(pdf: PDFDocument): Promise<DocumentFonts> {
  // Each document parses the files afresh: sharing one parsed font between documents dropped glyphs
  // from later subsets (a bold «E» vanished from «NOTA DE CRÉDITO» in tests/unit/pdf-unicode-text.test.ts).
  pdf.registerFontkit(fontkit);
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
