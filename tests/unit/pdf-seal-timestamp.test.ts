import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as pkijs from "pkijs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderInvoicePdf } from "@/lib/domains/invoices/invoice-pdf";
import { readPkcs12 } from "@/lib/core/pdf/seal/cades-signer";
import { sealPdf } from "@/lib/core/pdf/seal/seal-pdf";
import { createTestSeal } from "@/lib/core/pdf/seal/test-seal";
import { demoInvoiceDetail } from "../support/demo-invoice-detail";
import { pdfsig, signatureContents } from "../support/pdfsig";

// PAdES-B-T (issue #36 §2): with a timestamp authority configured, the signature value is stamped
// (RFC 3161). No public TSA is reachable from the test machines, so the TSA here is a real one:
// OpenSSL's `openssl ts -reply` behind a local HTTP endpoint, with its own timeStamping certificate.
// The token is then verified by `openssl ts -verify` and the PDF by pdfsig, not by our code.

const folder = mkdtempSync(join(tmpdir(), "tsa-"));
let server: Server;
let tsaUrl: string;

const CONFIG = `[ req ]
distinguished_name = dn
prompt = no
[ dn ]
CN = TSA de teste
[ tsa_ext ]
basicConstraints = critical,CA:false
keyUsage = critical,digitalSignature
extendedKeyUsage = critical,timeStamping
[ tsa ]
default_tsa = tsa_config
[ tsa_config ]
serial = ${folder}/serial
signer_cert = ${folder}/tsa.crt
signer_key = ${folder}/tsa.key
signer_digest = sha256
default_policy = 1.2.3.4.1
digests = sha256
accuracy = secs:1
ess_cert_id_alg = sha256
certs = ${folder}/tsa.crt
`;

beforeAll(async () => {
  writeFileSync(join(folder, "tsa.cnf"), CONFIG);
  writeFileSync(join(folder, "serial"), "01\n");
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", join(folder, "tsa.key"), "-out", join(folder, "tsa.crt"), "-days", "30", "-config", join(folder, "tsa.cnf"), "-extensions", "tsa_ext"], { stdio: "ignore" });
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      expect(request.headers["content-type"]).toBe("application/timestamp-query");
      writeFileSync(join(folder, "query.tsq"), Buffer.concat(chunks));
      execFileSync("openssl", ["ts", "-reply", "-config", join(folder, "tsa.cnf"), "-queryfile", join(folder, "query.tsq"), "-out", join(folder, "reply.tsr")], { stdio: "ignore" });
      response.writeHead(200, { "Content-Type": "application/timestamp-reply" }).end(readFileSync(join(folder, "reply.tsr")));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  tsaUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tsa`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

describe("PAdES-B-T: a timestamp authority stamps the signature", () => {
  it("carries an RFC 3161 token over the signature value that openssl verifies, and pdfsig still finds the signature valid", async () => {
    const seal = createTestSeal("Tejo Digital, Lda", "516000039");
    const key = await readPkcs12(seal.p12, seal.password);
    const sealed = await sealPdf(await renderInvoicePdf(demoInvoiceDetail()), { key, qualified: false, tsaUrl });
    const report = pdfsig(sealed);
    expect(report).toContain("Signature Validation: Signature is Valid.");
    expect(report).toContain("Signature Type: ETSI.CAdES.detached");

    const signedData = new pkijs.SignedData({ schema: pkijs.ContentInfo.fromBER(new Uint8Array(signatureContents(sealed))).content });
    const signer = signedData.signerInfos[0]!;
    const stamp = signer.unsignedAttrs?.attributes.find((attribute) => attribute.type === "1.2.840.113549.1.9.16.2.14");
    expect(stamp).toBeDefined();
    writeFileSync(join(folder, "token.der"), Buffer.from(stamp!.values[0]!.toBER(false)));
    const digest = createHash("sha256").update(Buffer.from(signer.signature.valueBlock.valueHexView)).digest("hex");
    const verified = execFileSync("openssl", ["ts", "-verify", "-digest", digest, "-token_in", "-in", join(folder, "token.der"), "-CAfile", join(folder, "tsa.crt"), "-untrusted", join(folder, "tsa.crt")], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    expect(verified).toContain("Verification: OK");
  });

  it("a timestamp authority that refuses fails the seal instead of producing a B-B seal silently", async () => {
    const refusing = createServer((_request, response) => response.writeHead(503).end());
    await new Promise<void>((resolve) => refusing.listen(0, "127.0.0.1", resolve));
    const seal = createTestSeal("Tejo Digital, Lda", "516000039");
    const key = await readPkcs12(seal.p12, seal.password);
    await expect(sealPdf(await renderInvoicePdf(demoInvoiceDetail()), { key, qualified: false, tsaUrl: `http://127.0.0.1:${(refusing.address() as AddressInfo).port}/` })).rejects.toThrow(/HTTP 503/);
    await new Promise((resolve) => refusing.close(resolve));
  });
});
