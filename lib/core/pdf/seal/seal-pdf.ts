import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import { SignPdf } from "@signpdf/signpdf";
import { SUBFILTER_ETSI_CADES_DETACHED } from "@signpdf/utils";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { CadesSigner, type SealKey } from "./cades-signer";

export interface SealOptions {
  key: SealKey;
  /** Whether the certificate is a qualified seal; when not, every page says so. */
  qualified: boolean;
  /** An RFC 3161 timestamp authority (PAdES B-T); none gives B-B. */
  tsaUrl?: string | null;
  signingTime?: Date;
  fetchImpl?: typeof fetch;
}

const NOT_QUALIFIED_NOTE = "Selo eletrónico de TESTE, não qualificado: garante a integridade deste PDF, não o valor de fatura eletrónica (DL 28/2019, art. 12.º).";
const SEALED_NOTE = "Documento selado eletronicamente (PAdES).";

/**
 * Seals a PDF with a PAdES signature (SubFilter ETSI.CAdES.detached): an invisible signature field
 * on the first page, signed by the company's seal. A test seal also prints a line on every page
 * saying the seal is not qualified. Answers the sealed bytes; the input is not changed.
 */
export async function sealPdf(pdfBytes: Uint8Array, options: SealOptions): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(pdfBytes);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  // Latin-1 text only: the standard font has no glyphs outside WinAnsi, and this note needs none.
  const note = options.qualified ? SEALED_NOTE : NOT_QUALIFIED_NOTE;
  for (const page of pdf.getPages()) {
    const { width } = page.getSize();
    let size = 7;
    while (size > 4.5 && font.widthOfTextAtSize(note, size) > width - 48) size -= 0.25;
    page.drawText(note, { x: 24, y: 14, size, font, color: options.qualified ? rgb(0.36, 0.41, 0.46) : rgb(0.7, 0.1, 0.1) });
  }
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    reason: options.qualified ? "Selo eletrónico da empresa" : "Selo de TESTE (não qualificado)",
    contactInfo: "",
    name: options.key.subjectName,
    location: "Portugal",
    signingTime: options.signingTime,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    // A timestamp token adds a few kB to the CMS; leave room for it and a certificate chain.
    signatureLength: 16_384,
    appName: "Contabilista",
  });
  const prepared = Buffer.from(await pdf.save({ useObjectStreams: false }));
  const signed = await new SignPdf().sign(prepared, new CadesSigner(options.key, { tsaUrl: options.tsaUrl, fetchImpl: options.fetchImpl }));
  return new Uint8Array(signed);
}
