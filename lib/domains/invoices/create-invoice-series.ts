import { randomUUID } from "node:crypto";
import { z } from "zod";
import { lisbonToday } from "@/lib/core/dates";
import { database } from "@/lib/core/db";
import { sql, sqlOf } from "@/lib/core/db/sql";
import type { InvoiceType } from "@/lib/generated/prisma/client.ts";
import { ApiError } from "@/lib/core/api-error";
import { defineOperation, HINTS } from "@/lib/kernel/operation";
import { invoiceSeriesSchema, invoiceSeriesView, loadInvoiceSeries } from "./invoice-series-view";
import { SERIES_CODE_PATTERN, seriesLabel, simulatedValidationCode } from "./series";

// A company may number documents of one type in several series (a shop and the web, a second
// office): each series has its own gap-free numbering, hash chain and validation code (ATCUD).
// The default series of each type and year still appears by itself with its first document;
// further series are added here. Receipts (RC) keep their one series: register_payment numbers them.

export const SERIES_DOCUMENT_TYPES = ["FT", "FR", "FS", "NC", "ND"] as const;

const input = z.object({
  type: z.enum(SERIES_DOCUMENT_TYPES).default("FT").describe("Document type the series numbers: FT (default), FR, FS, NC or ND."),
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(SERIES_CODE_PATTERN, "1 to 10 letters or digits, starting with a letter (e.g. A, LOJA2)")
    .describe("The series' code: 1 to 10 letters or digits starting with a letter (upper-cased). Documents are then numbered `FT A-2026/1`.")
    .meta({ examples: ["A"] }),
  year: z.number().int().min(2000).max(2100).optional().describe("Year of the series: the current year (default) or the next one."),
});

export const createInvoiceSeries = defineOperation({
  name: "create_invoice_series",
  title: "Add an invoice series",
  description:
    "Adds a series of a document type for a year beside the default one (e.g. `FT A-2026` beside `FT 2026`), with its own gap-free numbering, hash chain and simulated AT validation code (ATCUD `<code>-<number>`). Issue into it with create_invoice's `series`. 409 conflict if the series exists. Changes the company's settings: confirm with the user first.",
  scope: "company:write",
  http: { method: "POST", path: "/invoice-series", status: 201, errors: ["conflict"] },
  input,
  output: invoiceSeriesSchema,
  hints: HINTS.write,
  dryRun: "rollback",
  async run(context, { type, code, year: requestedYear }) {
    const currentYear = Number(lisbonToday(context.now()).slice(0, 4));
    const year = requestedYear ?? currentYear;
    if (year !== currentYear && year !== currentYear + 1) {
      throw new ApiError("validation_error", `A series can be added for ${currentYear} or ${currentYear + 1} only.`, { details: [{ path: "year", message: `must be ${currentYear} or ${currentYear + 1}`, pt: `o ano tem de ser ${currentYear} ou ${currentYear + 1}` }] });
    }
    // One INSERT; the unique (company, type, year, code) decides between concurrent creators.
    const created = await sqlOf(database())
      .insertInto("InvoiceSeries")
      .values({ id: randomUUID(), companyId: context.companyId, type: sql<InvoiceType>`${type}::"InvoiceType"`, year, code, validationCode: simulatedValidationCode(context.companyId, type, year, code) })
      .onConflict((conflict) => conflict.columns(["companyId", "type", "year", "code"]).doNothing())
      .returning((eb) => ["id", eb.cast<typeof type>("type", "text").as("type"), "year", "code", "validationCode", "lastNumber"])
      .executeTakeFirst();
    if (!created) {
      const label = seriesLabel(type, year, code);
      throw new ApiError("conflict", `The series ${label} already exists.`, { details: [{ path: "code", message: `the series ${label} already exists`, pt: `a série ${label} já existe` }] });
    }
    return invoiceSeriesView(created);
  },
});

export const listInvoiceSeries = defineOperation({
  name: "list_invoice_series",
  title: "List the invoice series",
  description: "The company's invoice series (default and added ones), newest year first, each with its validation code (ATCUD) and last number. Use a coded series' `code` as create_invoice's `series`.",
  scope: "read",
  http: { method: "GET", path: "/invoice-series" },
  input: z.object({}),
  output: z.object({ series: z.array(invoiceSeriesSchema) }),
  hints: HINTS.readOnly,
  async run(context) {
    return { series: await loadInvoiceSeries(context.companyId) };
  },
});
