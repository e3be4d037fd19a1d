import { z } from "zod";
import { database } from "@/lib/core/db";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { saftFileName, saftPeriod, saftPeriodInput } from "./saft-period";
import { loadSaftSource } from "./saft-source";
import { windows1252Stream } from "./saft-stream";
import { saftXmlChunks } from "./saft-xml";

export const SAFT_CONTENT_TYPE = "application/xml; charset=windows-1252";

export const exportSaft = defineOperation({
  name: "export_saft",
  title: "SAF-T (PT) invoicing file",
  description:
    "Returns the SAF-T (PT) 1.04_01 invoicing file (TaxAccountingBasis F) of a month (`month`), a quarter (`quarter`) or the whole year (`year` alone): header, customers, products, VAT table, every sales document with its status, and the receipts, with control totals. It is the file the company uploads to e-Fatura by the 5th of the following month. Encoded in Windows-1252, as the schema declares; answers with application/xml, not JSON. Simulated: the document hashes are not signatures with an AT-registered key and the software certificate number is 0.",
  scope: "read",
  http: { method: "GET", path: "/saft", produces: [SAFT_CONTENT_TYPE.split(";")[0]!] },
  input: saftPeriodInput,
  output: z.object({
    fileName: z.string(),
    contentType: z.string(),
    body: z.custom<ReadableStream<Uint8Array>>((value) => value instanceof ReadableStream),
  }),
  hints: HINTS.readOnly,
  async run(context, input) {
    const period = saftPeriod(input);
    const source = await loadSaftSource(database(), context.companyId, period, context.now());
    return { fileName: saftFileName(source.company, period), contentType: SAFT_CONTENT_TYPE, body: windows1252Stream(saftXmlChunks(source)) };
  },
});
