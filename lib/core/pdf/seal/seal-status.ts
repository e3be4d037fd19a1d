import { z } from "zod";

/** A document's seal, as get_invoice and the seal operations answer it. */
export const sealStatusSchema = z
  .object({
    sealedAt: z.string().describe("When the stored sealed copy was made (ISO 8601)."),
    sealedBy: z.string().describe("The seal certificate's name, as a validator shows it."),
    qualified: z.boolean().describe("Whether the certificate declares itself a qualified seal. The demo's test seal is not."),
    level: z.enum(["PAdES-B-B", "PAdES-B-T"]).describe("PAdES baseline level: B-T when a timestamp authority stamped it (SEAL_TSA_URL)."),
    current: z.boolean().describe("False when the document changed after sealing (e.g. it was annulled): seal it again."),
    pdfPath: z.string().describe("Path of the sealed PDF under the API base."),
  })
  .meta({ id: "SealStatus" });

export type SealStatus = z.output<typeof sealStatusSchema>;

export function sealStatus(row: { sealedAt: Date; sealSubject: string; qualified: boolean; level: string }, pdfPath: string, changedAt: Date | null): SealStatus {
  return {
    sealedAt: row.sealedAt.toISOString(),
    sealedBy: row.sealSubject,
    qualified: row.qualified,
    level: row.level === "PAdES-B-T" ? "PAdES-B-T" : "PAdES-B-B",
    current: !changedAt || changedAt <= row.sealedAt,
    pdfPath: `${pdfPath}?sealed=true`,
  };
}
