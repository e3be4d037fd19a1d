import { readFileSync } from "node:fs";
import { z } from "zod";
import { database } from "@/lib/core/db";
import { ApiError } from "@/lib/core/api-error";
import { defineOperation, HINTS, type OperationContext } from "@/lib/kernel/operation";
import { readPkcs12, SealCertificateError, type SealKey } from "@/lib/core/pdf/seal/cades-signer";
import { decryptSecret, encryptSecret } from "@/lib/core/pdf/seal/secret-box";
import { sealPdf } from "@/lib/core/pdf/seal/seal-pdf";
import { createTestSeal } from "@/lib/core/pdf/seal/test-seal";

// The company's electronic seal (issue #36 §2, docs/sealed-pdf.md). Three sources, in this order:
// 1. SEAL_P12_FILE + SEAL_P12_PASSWORD for the company whose NIF is SEAL_COMPANY_NIF (configuration);
// 2. a PKCS#12 an owner uploaded (upload_company_seal), stored encrypted;
// 3. otherwise a self-signed TEST seal, created on first need (the demo seed creates it at first start)
//    and stored the same way. The PKCS#12 and its password are never answered and never logged.

const QC_COMPLIANCE_DER = Buffer.from([0x06, 0x06, 0x04, 0x00, 0x8e, 0x46, 0x01, 0x01]); // OID 0.4.0.1862.1.1
const QC_STATEMENTS = "1.3.6.1.5.5.7.1.3";

/** Whether the certificate declares itself qualified (an ETSI EN 319 412-5 QcCompliance statement). */
function declaresQualified(key: SealKey): boolean {
  const extension = key.certificate.extensions?.find((candidate) => candidate.extnID === QC_STATEMENTS);
  return Boolean(extension && Buffer.from(extension.extnValue.valueBlock.valueHexView).includes(QC_COMPLIANCE_DER));
}

function issuerName(key: SealKey): string {
  const cn = key.certificate.issuer.typesAndValues.find((entry) => entry.type === "2.5.4.3");
  return cn ? String(cn.value.valueBlock.value) : "";
}

export interface CompanySealKey {
  key: SealKey;
  qualified: boolean;
  kind: "configured" | "uploaded" | "test";
}

async function storeSeal(companyId: string, p12: Uint8Array, password: string, kind: "uploaded" | "test") {
  const key = await readPkcs12(p12, password);
  const data = {
    p12Encrypted: encryptSecret(p12, companyId),
    passwordEncrypted: encryptSecret(Buffer.from(password, "utf8"), companyId),
    kind,
    subjectName: key.subjectName,
    issuerName: issuerName(key),
    notAfter: key.notAfter,
    qualified: kind === "uploaded" && declaresQualified(key),
  };
  return database().companySeal.upsert({ where: { companyId }, create: { companyId, ...data }, update: data });
}

/** Creates the company's test seal unless it has a seal already (the demo seed calls this at first start). */
export async function ensureTestSeal(companyId: string): Promise<void> {
  const existing = await database().companySeal.findUnique({ where: { companyId }, select: { companyId: true } });
  if (existing) return;
  const company = await database().company.findUniqueOrThrow({ where: { id: companyId }, select: { name: true, nif: true } });
  const seal = createTestSeal(company.name, company.nif);
  const key = await readPkcs12(seal.p12, seal.password);
  // Two first uses at once: the first row wins, the other is dropped.
  await database()
    .companySeal.create({
      data: { companyId, p12Encrypted: encryptSecret(seal.p12, companyId), passwordEncrypted: encryptSecret(Buffer.from(seal.password), companyId), kind: "test", subjectName: key.subjectName, issuerName: issuerName(key), notAfter: key.notAfter, qualified: false },
    })
    .catch((error: { code?: string }) => {
      if (error.code !== "P2002") throw error;
    });
}

/** The operator's seal for this NIF; never a sandbox's (test mode), which shares the NIF but must not sign as the company. */
function configuredSeal(company: { nif: string; livemode: boolean }): { p12: Uint8Array; password: string } | null {
  const file = process.env.SEAL_P12_FILE;
  if (!file || !company.livemode || process.env.SEAL_COMPANY_NIF !== company.nif) return null;
  return { p12: readFileSync(file), password: process.env.SEAL_P12_PASSWORD ?? "" };
}

/** The key that seals this company's PDFs (creating the test seal when it has none). */
export async function companySealKey(companyId: string): Promise<CompanySealKey> {
  const company = await database().company.findUniqueOrThrow({ where: { id: companyId }, select: { nif: true, livemode: true } });
  const configured = configuredSeal(company);
  if (configured) {
    const key = await readPkcs12(configured.p12, configured.password);
    return { key, qualified: declaresQualified(key), kind: "configured" };
  }
  await ensureTestSeal(companyId);
  const row = await database().companySeal.findUniqueOrThrow({ where: { companyId } });
  const key = await readPkcs12(decryptSecret(row.p12Encrypted, companyId), decryptSecret(row.passwordEncrypted, companyId).toString("utf8"));
  return { key, qualified: row.qualified, kind: row.kind === "uploaded" ? "uploaded" : "test" };
}

export const companySealSchema = z
  .object({
    source: z.enum(["configured", "uploaded", "test", "none"]).describe("configured (SEAL_P12_FILE), uploaded by an owner, the demo's self-signed test seal, or none yet (a test seal is made on first sealing)."),
    subjectName: z.string().nullable().describe("The certificate's name, as validators show it as the signer."),
    issuerName: z.string().nullable(),
    validUntil: z.string().nullable().describe("When the certificate expires (ISO 8601)."),
    qualified: z.boolean().describe("Whether the certificate declares itself a qualified seal (ETSI QcCompliance). Only a qualified seal makes a PDF invoice an electronic invoice (DL 28/2019, art. 12.º)."),
    timestamping: z.boolean().describe("Whether a timestamp authority is configured (SEAL_TSA_URL): seals are then PAdES-B-T, else PAdES-B-B."),
    sealedDocuments: z.number().int().describe("Documents of this company with a stored sealed PDF."),
    jobs: z
      .array(z.object({ id: z.string(), year: z.number().int(), status: z.enum(["queued", "running", "done", "failed"]), total: z.number().int(), sealed: z.number().int(), error: z.string().nullable(), createdAt: z.string(), finishedAt: z.string().nullable() }))
      .describe("The latest bulk sealing runs (seal_pdfs), newest first."),
  })
  .meta({ id: "CompanySeal" });

export async function describeCompanySeal(companyId: string): Promise<z.output<typeof companySealSchema>> {
  const db = database();
  const [company, row, sealedDocuments, jobs] = await Promise.all([
    db.company.findUniqueOrThrow({ where: { id: companyId }, select: { nif: true, livemode: true } }),
    db.companySeal.findUnique({ where: { companyId }, select: { kind: true, subjectName: true, issuerName: true, notAfter: true, qualified: true } }),
    db.sealedPdf.count({ where: { companyId } }),
    db.sealJob.findMany({ where: { companyId }, orderBy: { createdAt: "desc" }, take: 5 }),
  ]);
  const base = { timestamping: Boolean(process.env.SEAL_TSA_URL), sealedDocuments, jobs: jobs.map((job) => ({ id: job.id, year: job.year, status: job.status as "queued", total: job.total, sealed: job.sealed, error: job.error, createdAt: job.createdAt.toISOString(), finishedAt: job.finishedAt?.toISOString() ?? null })) };
  const configured = configuredSeal(company);
  if (configured) {
    const key = await readPkcs12(configured.p12, configured.password);
    return { ...base, source: "configured", subjectName: key.subjectName, issuerName: issuerName(key), validUntil: key.notAfter.toISOString(), qualified: declaresQualified(key) };
  }
  if (!row) return { ...base, source: "none", subjectName: null, issuerName: null, validUntil: null, qualified: false };
  return { ...base, source: row.kind === "uploaded" ? "uploaded" : "test", subjectName: row.subjectName, issuerName: row.issuerName, validUntil: row.notAfter.toISOString(), qualified: row.qualified };
}

export const getCompanySeal = defineOperation({
  name: "get_company_seal",
  title: "The company's PDF seal",
  description:
    "Describes the electronic seal that seals this company's PDFs (PAdES): where it comes from (configured, uploaded by an owner, or the demo's self-signed TEST seal), the certificate's name and expiry, whether it declares itself qualified, whether a timestamp authority is configured, and the latest bulk sealing runs. Never answers the certificate file or its password.",
  scope: "read",
  http: { method: "GET", path: "/company/seal" },
  input: z.object({}),
  output: companySealSchema,
  hints: HINTS.readOnly,
  async run(context) {
    return describeCompanySeal(context.companyId);
  },
});

async function refuseNonOwner(context: OperationContext): Promise<void> {
  if (context.actor.kind !== "user") return;
  const membership = await database().membership.findUnique({ where: { userId_companyId: { userId: context.actor.userId, companyId: context.companyId } }, select: { role: true } });
  if (membership?.role !== "owner") throw new ApiError("forbidden", "Only an owner of the company can replace its seal.");
}

export const uploadCompanySeal = defineOperation({
  name: "upload_company_seal",
  title: "Upload the company's PDF seal",
  description:
    "Replaces the company's electronic seal with a PKCS#12 (.p12/.pfx) file and its password: a qualified electronic seal from a trust service provider makes sealed PDF invoices count as electronic invoices (DL 28/2019, art. 12.º). Both are stored encrypted and never shown again. Signed-in users must be owners; an API key needs company:write. A wrong password or a file without a matching RSA key and certificate is refused and changes nothing.",
  scope: "company:write",
  http: { method: "POST", path: "/company/seal", errors: ["forbidden"], bodyLimitBytes: 200_000 },
  input: z.object({
    p12Base64: z.string().min(1, "must not be empty").max(100_000, "must be at most 100000 characters").describe("The PKCS#12 file, base64-encoded."),
    password: z.string().max(200).describe("The PKCS#12 file's password."),
  }),
  output: companySealSchema,
  hints: HINTS.idempotentWrite,
  dryRun: { unsupported: "the certificate and its password are not kept for a preview" },
  async run(context, input) {
    await refuseNonOwner(context);
    const p12 = Buffer.from(input.p12Base64.replace(/^data:[\w/+.-]+;base64,/, ""), "base64");
    try {
      const key = await readPkcs12(p12, input.password);
      if (key.notAfter.getTime() < context.now().getTime()) throw new SealCertificateError(`The certificate expired on ${key.notAfter.toISOString().slice(0, 10)}.`);
      await storeSeal(context.companyId, p12, input.password, "uploaded");
    } catch (error) {
      if (error instanceof SealCertificateError) throw new ApiError("validation_error", error.message, { details: [{ path: "p12Base64", message: error.message }] });
      throw error;
    }
    return describeCompanySeal(context.companyId);
  },
});

/**
 * Seals one document's PDF with the company's seal and keeps the sealed copy (replacing an earlier
 * one). Answers the stored row's status fields.
 */
export async function sealAndStore(companyId: string, target: { invoiceId: string } | { receiptId: string }, pdf: Uint8Array, signingTime: Date) {
  const seal = await companySealKey(companyId);
  const tsaUrl = process.env.SEAL_TSA_URL || null;
  const bytes = await sealPdf(pdf, { key: seal.key, qualified: seal.qualified, tsaUrl, signingTime });
  const data = { bytes: new Uint8Array(bytes), sealSubject: seal.key.subjectName, qualified: seal.qualified, level: tsaUrl ? "PAdES-B-T" : "PAdES-B-B", sealedAt: signingTime };
  const where = "invoiceId" in target ? { invoiceId: target.invoiceId } : { receiptId: target.receiptId };
  return database().sealedPdf.upsert({ where, create: { companyId, ...target, ...data }, update: data, select: { sealedAt: true, sealSubject: true, qualified: true, level: true } });
}

/** The stored sealed copy of a document, or a conflict saying how to make one. */
export async function storedSealedPdf(companyId: string, target: { invoiceId: string } | { receiptId: string }, sealOperation: string): Promise<Uint8Array> {
  const row = await database().sealedPdf.findFirst({ where: { companyId, ...target }, select: { bytes: true } });
  if (!row) throw new ApiError("conflict", `This document has no sealed PDF yet. Seal it with ${sealOperation} (or seal the year with seal_pdfs), then download it again.`);
  return new Uint8Array(row.bytes);
}
