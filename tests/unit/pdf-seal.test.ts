import { createHash } from "node:crypto";
import type * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import { beforeAll, describe, expect, it } from "vitest";
import { openPdf, pdfText } from "@/lib/domains/documents/extraction/pdf-text";
import { renderInvoicePdf } from "@/lib/domains/invoices/invoice-pdf";
import { readPkcs12, SealCertificateError, type SealKey } from "@/lib/core/pdf/seal/cades-signer";
import { sealPdf } from "@/lib/core/pdf/seal/seal-pdf";
import { createTestSeal, TEST_SEAL_LABEL } from "@/lib/core/pdf/seal/test-seal";
import { demoInvoiceDetail } from "../support/demo-invoice-detail";
import { pdfsig, signatureContents } from "../support/pdfsig";

// Issue #36 §2: a sealed PDF is checked by poppler's pdfsig, not by our own code: the signature is
// valid, it covers the whole document, the signer's name is the seal's, and a changed byte is caught.

let key: SealKey;
let sealed: Uint8Array;
const invoice = demoInvoiceDetail({ clientName: "Cliente Exemplo, Lda" });

beforeAll(async () => {
  const seal = createTestSeal("Tejo Digital, Lda", "516000039");
  key = await readPkcs12(seal.p12, seal.password);
  sealed = await sealPdf(await renderInvoicePdf(invoice), { key, qualified: false });
});

describe("sealed PDFs (PAdES) verified by pdfsig", () => {
  it("pdfsig reports one valid signature over the whole document, by the test seal", () => {
    const report = pdfsig(sealed);
    expect(report).toContain("Signature #1");
    expect(report).toContain("Signature Validation: Signature is Valid.");
    expect(report).toContain("Total document signed");
    expect(report).toContain("Signature Type: ETSI.CAdES.detached");
    expect(report).toContain(`Signer Certificate Common Name: Tejo Digital, Lda — ${TEST_SEAL_LABEL}`);
    expect(report).toContain("Signing Hash Algorithm: SHA-256");
  });

  it("reads the certificate's name as text (UTF-8), as the API and the page show it", () => {
    expect(key.subjectName).toBe(`Tejo Digital, Lda — ${TEST_SEAL_LABEL}`);
  });

  it("a changed byte inside the signed range makes pdfsig report the signature invalid", () => {
    const tampered = Buffer.from(sealed);
    const at = tampered.indexOf("Tejo Digital");
    expect(at).toBeGreaterThan(0);
    tampered[at] = "X".charCodeAt(0);
    const report = pdfsig(tampered);
    expect(report).not.toContain("Signature is Valid.");
    expect(report).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)/);
  });

  it("the CMS carries the PAdES B-B signed attributes: content-type, message-digest, signing-certificate-v2, no signing-time", () => {
    const contentInfo = pkijs.ContentInfo.fromBER(new Uint8Array(signatureContents(sealed)));
    const signedData = new pkijs.SignedData({ schema: contentInfo.content });
    const types = signedData.signerInfos[0]!.signedAttrs!.attributes.map((attribute) => attribute.type);
    expect(types).toEqual(["1.2.840.113549.1.9.3", "1.2.840.113549.1.9.4", "1.2.840.113549.1.9.16.2.47"]);
    expect(types).not.toContain("1.2.840.113549.1.9.5");
    // The signing-certificate-v2 hash is the SHA-256 of the signer's certificate.
    const attribute = signedData.signerInfos[0]!.signedAttrs!.attributes[2]!;
    const certHash = ((attribute.values[0] as asn1js.Sequence).valueBlock.value[0] as asn1js.Sequence).valueBlock.value[0] as asn1js.Sequence;
    const hash = Buffer.from((certHash.valueBlock.value[0] as asn1js.OctetString).valueBlock.valueHexView);
    const certificateDer = Buffer.from(key.certificate.toSchema(true).toBER(false));
    expect(hash.toString("hex")).toBe(createHash("sha256").update(certificateDer).digest("hex"));
  });

  it("a test seal prints that it is not qualified; the invoice text is unchanged", async () => {
    const text = await pdfText(await openPdf(sealed));
    expect(text).toContain("Selo eletrónico de TESTE, não qualificado");
    expect(text).toContain("Cliente Exemplo, Lda");
  });

  it("a wrong password or a file that is not PKCS#12 is refused with a clear error", async () => {
    const seal = createTestSeal("Empresa", "509999999");
    await expect(readPkcs12(seal.p12, "errada")).rejects.toBeInstanceOf(SealCertificateError);
    await expect(readPkcs12(new TextEncoder().encode("not a certificate"), "x")).rejects.toThrow(/PKCS#12/);
  });
});
