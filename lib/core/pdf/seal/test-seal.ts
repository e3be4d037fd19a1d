import { generateKeyPairSync, randomBytes } from "node:crypto";
import forge from "node-forge";

/** How the test seal's certificate names itself, so no one mistakes it for a qualified seal. */
export const TEST_SEAL_LABEL = "Selo de TESTE — não qualificado";

/**
 * A self-signed seal certificate for the demo and the tests: RSA 2048, valid 3 years, subject
 * "<company> — Selo de TESTE — não qualificado". Answers the PKCS#12 bytes and its random password.
 * It proves integrity and origin to whoever trusts it, and nothing more: no trust service issued it.
 */
export function createTestSeal(companyName: string, nif: string, now = new Date()): { p12: Uint8Array; password: string; subjectName: string } {
  const { privateKey: privatePem, publicKey: publicPem } = generateKeyPairSync("rsa", { modulusLength: 2048, publicKeyEncoding: { type: "spki", format: "pem" }, privateKeyEncoding: { type: "pkcs8", format: "pem" } });
  const privateKey = forge.pki.privateKeyFromPem(privatePem);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicPem);
  certificate.serialNumber = `01${randomBytes(8).toString("hex")}`;
  certificate.validity.notBefore = new Date(now.getTime() - 60_000);
  certificate.validity.notAfter = new Date(now.getTime() + 3 * 365 * 86_400_000);
  const subjectName = `${companyName} — ${TEST_SEAL_LABEL}`.slice(0, 64);
  const attributes = [
    { shortName: "CN", value: subjectName, valueTagClass: forge.asn1.Type.UTF8 },
    { shortName: "O", value: companyName.slice(0, 64), valueTagClass: forge.asn1.Type.UTF8 },
    { name: "organizationIdentifier", type: "2.5.4.97", value: `VATPT-${nif}` },
    { shortName: "C", value: "PT" },
  ];
  certificate.setSubject(attributes as forge.pki.CertificateField[]);
  certificate.setIssuer(attributes as forge.pki.CertificateField[]);
  certificate.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true },
  ]);
  certificate.sign(privateKey, forge.md.sha256.create());
  const password = randomBytes(18).toString("base64url");
  const p12 = forge.pkcs12.toPkcs12Asn1(privateKey, [certificate], password, { algorithm: "aes256", friendlyName: subjectName });
  return { p12: Buffer.from(forge.asn1.toDer(p12).getBytes(), "binary"), password, subjectName };
}
