import { createHash, webcrypto } from "node:crypto";
import { Signer } from "@signpdf/utils";
import * as asn1js from "asn1js";
import forge from "node-forge";
import * as pkijs from "pkijs";

// The CMS signature inside a sealed PDF (PAdES baseline, ETSI EN 319 142-1). @signpdf/signer-p12 builds
// its CMS with node-forge, which cannot add the ESS signing-certificate-v2 attribute PAdES B-B requires
// (forge only encodes contentType, messageDigest and signingTime). So the CMS is built with PKI.js, a
// maintained CMS/X.509 library, and the PKCS#12 is read with node-forge. Nothing here encodes CMS by hand:
// the only hand-written ASN.1 is the value of the signing-certificate-v2 attribute, built with asn1js.
//
// Signed attributes (PAdES B-B): content-type, message-digest, signing-certificate-v2. No signing-time
// (B-B forbids it; the time is the signature dictionary's /M). With a timestamp authority, the
// signature-time-stamp unsigned attribute (RFC 3161 token over the signature value) makes it B-T.

const OID = {
  data: "1.2.840.113549.1.7.1",
  signedData: "1.2.840.113549.1.7.2",
  contentType: "1.2.840.113549.1.9.3",
  messageDigest: "1.2.840.113549.1.9.4",
  signingCertificateV2: "1.2.840.113549.1.9.16.2.47",
  signatureTimeStamp: "1.2.840.113549.1.9.16.2.14",
  sha256: "2.16.840.1.101.3.4.2.1",
};

pkijs.setEngine("node", new pkijs.CryptoEngine({ name: "node", crypto: webcrypto as unknown as Crypto }));

export class SealCertificateError extends Error {}

export interface SealKey {
  certificate: pkijs.Certificate;
  chain: pkijs.Certificate[];
  privateKey: CryptoKey;
  /** The certificate's subject common name (or organisation), as validators show it. */
  subjectName: string;
  notAfter: Date;
}

function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** Reads a PKCS#12 file (RSA key + certificate, optional chain). Throws SealCertificateError on a wrong password or file. */
export async function readPkcs12(p12: Uint8Array, password: string): Promise<SealKey> {
  let parsed: forge.pkcs12.Pkcs12Pfx;
  try {
    parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(p12).toString("binary"))), false, password);
  } catch {
    throw new SealCertificateError("The file is not a PKCS#12 (.p12/.pfx) certificate, or the password is wrong.");
  }
  const bagsOf = (type: string): forge.pkcs12.Bag[] => parsed.getBags({ bagType: type })[type] ?? [];
  const certBags = bagsOf(forge.pki.oids.certBag as string);
  const keyBags = [...bagsOf(forge.pki.oids.pkcs8ShroudedKeyBag as string), ...bagsOf(forge.pki.oids.keyBag as string)];
  const key = keyBags[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new SealCertificateError("The PKCS#12 file has no RSA private key.");
  const certificates = certBags.map((bag) => bag.cert).filter((cert): cert is forge.pki.Certificate => Boolean(cert));
  const own = certificates.find((cert) => {
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n?.compareTo(key.n) === 0 && publicKey.e?.compareTo(key.e) === 0;
  });
  if (!own) throw new SealCertificateError("The PKCS#12 file has no certificate matching its private key.");
  const toPkijs = (cert: forge.pki.Certificate) => pkijs.Certificate.fromBER(Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), "binary"));
  const pkcs8 = Buffer.from(forge.asn1.toDer(forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(key))).getBytes(), "binary");
  const privateKey = await webcrypto.subtle.importKey("pkcs8", pkcs8, { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" }, false, ["sign"]);
  const certificate = toPkijs(own);
  // Read the name with pkijs, which decodes UTF8String (forge answers its raw bytes: «PrÃ³pria»).
  const nameOf = (type: string) => certificate.subject.typesAndValues.find((entry) => entry.type === type)?.value.valueBlock.value;
  const subjectName = String(nameOf("2.5.4.3") ?? nameOf("2.5.4.10") ?? "");
  return {
    certificate,
    chain: certificates.filter((cert) => cert !== own).map(toPkijs),
    privateKey: privateKey as unknown as CryptoKey,
    subjectName,
    notAfter: own.validity.notAfter,
  };
}

/** ESS signing-certificate-v2 (RFC 5035): the SHA-256 of the signer's certificate, with its issuer and serial. */
function signingCertificateV2(certificate: pkijs.Certificate): pkijs.Attribute {
  const der = certificate.toSchema(true).toBER(false);
  const hash = createHash("sha256").update(Buffer.from(der)).digest();
  const issuerSerial = new asn1js.Sequence({
    value: [
      new asn1js.Sequence({ value: [new asn1js.Constructed({ idBlock: { tagClass: 3, tagNumber: 4 }, value: [certificate.issuer.toSchema()] })] }),
      certificate.serialNumber,
    ],
  });
  // hashAlgorithm is left out: its DEFAULT is SHA-256 (DER omits defaults).
  const essCertIdV2 = new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: toArrayBuffer(hash) }), issuerSerial] });
  return new pkijs.Attribute({ type: OID.signingCertificateV2, values: [new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertIdV2] })] })] });
}

/** Asks an RFC 3161 timestamp authority for a token over `signatureValue`; answers the TimeStampToken (a ContentInfo). */
export async function requestTimestamp(tsaUrl: string, signatureValue: ArrayBuffer, fetchImpl: typeof fetch = fetch): Promise<pkijs.ContentInfo> {
  const digest = createHash("sha256").update(Buffer.from(signatureValue)).digest();
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({ hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256 }), hashedMessage: new asn1js.OctetString({ valueHex: toArrayBuffer(digest) }) }),
    nonce: new asn1js.Integer({ value: Math.floor(Math.random() * 2 ** 31) }),
    certReq: true,
  });
  const response = await fetchImpl(tsaUrl, { method: "POST", headers: { "Content-Type": "application/timestamp-query" }, body: Buffer.from(request.toSchema().toBER(false)), signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new SealCertificateError(`The timestamp authority answered HTTP ${response.status}.`);
  const reply = pkijs.TimeStampResp.fromBER(await response.arrayBuffer());
  const status = reply.status.status;
  if ((status !== 0 && status !== 1) || !reply.timeStampToken) throw new SealCertificateError(`The timestamp authority refused the request (status ${status}).`);
  return reply.timeStampToken;
}

/** A @signpdf Signer producing a detached CAdES signature for the ETSI.CAdES.detached SubFilter. */
export class CadesSigner extends Signer {
  constructor(
    private readonly key: SealKey,
    private readonly options: { tsaUrl?: string | null; fetchImpl?: typeof fetch } = {},
  ) {
    super();
  }

  async sign(pdfBuffer: Buffer): Promise<Buffer> {
    const { certificate, chain, privateKey } = this.key;
    const digest = createHash("sha256").update(pdfBuffer).digest();
    const signedData = new pkijs.SignedData({
      version: 1,
      encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
      signerInfos: [
        new pkijs.SignerInfo({
          version: 1,
          sid: new pkijs.IssuerAndSerialNumber({ issuer: certificate.issuer, serialNumber: certificate.serialNumber }),
          signedAttrs: new pkijs.SignedAndUnsignedAttributes({
            type: 0,
            attributes: [
              new pkijs.Attribute({ type: OID.contentType, values: [new asn1js.ObjectIdentifier({ value: OID.data })] }),
              new pkijs.Attribute({ type: OID.messageDigest, values: [new asn1js.OctetString({ valueHex: toArrayBuffer(digest) })] }),
              signingCertificateV2(certificate),
            ],
          }),
        }),
      ],
      certificates: [certificate, ...chain],
    });
    await signedData.sign(privateKey, 0, "SHA-256");
    if (this.options.tsaUrl) {
      const signerInfo = signedData.signerInfos[0]!;
      const token = await requestTimestamp(this.options.tsaUrl, signerInfo.signature.valueBlock.valueHexView.slice().buffer, this.options.fetchImpl);
      signerInfo.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({ type: 1, attributes: [new pkijs.Attribute({ type: OID.signatureTimeStamp, values: [token.toSchema()] })] });
    }
    const contentInfo = new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) });
    return Buffer.from(contentInfo.toSchema().toBER(false));
  }
}
