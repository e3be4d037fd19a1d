import { z } from "zod";
import { database } from "@/lib/core/db";
import type { Prisma, RecurringInvoice } from "@/lib/generated/prisma/client.ts";
import { lisbonToday } from "@/lib/core/dates";
import { ApiError, notFound } from "@/lib/core/api-error";
import { issueInvoice, resolveLines } from "@/lib/domains/invoices/issue-invoice";
import { recordEvent } from "@/lib/domains/webhooks/outbox";
import { inOneTransaction } from "@/lib/core/db/scoped-transaction";
import { defineOperation, HINTS, type OperationContext } from "@/lib/kernel/operation";
import { decodeCursor, keysetAfter, keysetOrderBy, MAX_PAGE_LIMIT, pageInput, pageOf, pageOutput, type KeysetColumn } from "@/lib/kernel/pagination";
import { calendarDateField, idParameter } from "@/lib/core/schemas";
import { FREQUENCIES, nextOccurrence, type Frequency } from "./next-occurrence";

// Recurring invoices (avenças, issue #35): a create_invoice input issued as an FT on each occurrence
// by the background worker (./issue-due.ts), exactly once per occurrence. These operations manage the
// schedules; the worker issues. Dates are Lisbon calendar dates.

const templateField = issueInvoice.input
  .superRefine((template, context) => {
    if (template.type !== "FT") context.addIssue({ code: "custom", path: ["type"], message: "a recurring invoice issues FT only (omit `type`)" });
    // An avença is a client's: never the walk-in consumer create_invoice allows without a name.
    if (!template.clientName) context.addIssue({ code: "custom", path: ["clientName"], message: "is required" });
  })
  .describe("What to issue on each occurrence: the create_invoice input (client and lines; lines may name catalogue items by `itemId`, whose current price is used each time). Only FT.");

const scheduleFields = {
  frequency: z.enum(FREQUENCIES).describe("monthly, quarterly (every 3 months) or yearly, counted from the start date's month."),
  dayOfMonth: z.number().int().min(1).max(31).describe("Day of the month to issue on, 1–31; in a shorter month (29–31), its last day."),
  startDate: calendarDateField.describe("First day the schedule may issue (YYYY-MM-DD); the first occurrence is the first chosen day on or after it."),
  endDate: calendarDateField.nullable().describe("Last day it may issue (YYYY-MM-DD), or null for no end."),
};

const occurrenceSchema = z.object({
  occurrenceDate: z.string().describe("The occurrence (YYYY-MM-DD)."),
  status: z.enum(["issued", "failed"]),
  invoiceId: z.string().nullable(),
  display: z.string().nullable().describe("The issued invoice's number, e.g. `FT 2026/12`."),
  error: z.string().nullable().describe("Why it was not issued (Portuguese)."),
});

export const recurringInvoiceSchema = z.object({
  id: z.string(),
  status: z.enum(["active", "paused", "ended"]).describe("active (issues on its days), paused (pause_recurring_invoice, or after an occurrence failed) or ended (past its end date)."),
  frequency: z.enum(FREQUENCIES),
  dayOfMonth: z.number().int(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  nextDate: z.string().nullable().describe("The next occurrence it will issue; null when ended."),
  clientName: z.string(),
  send: z.boolean().describe("Whether each issued invoice is emailed to the client right after it is issued (send_invoice, to the client's address; a failed send is reported in `lastError` and the schedule keeps running)."),
  template: z.record(z.string(), z.unknown()).describe("The create_invoice input issued on each occurrence."),
  lastError: z.string().nullable().describe("Why the last occurrence failed (Portuguese); null after a success or resume."),
  lastErrorAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const dateOf = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);

export function recurringInvoiceView(row: RecurringInvoice): z.infer<typeof recurringInvoiceSchema> {
  const template = row.template as Record<string, unknown>;
  return {
    id: row.id,
    status: row.status as "active" | "paused" | "ended",
    frequency: row.frequency as Frequency,
    dayOfMonth: row.dayOfMonth,
    startDate: dateOf(row.startDate)!,
    endDate: dateOf(row.endDate),
    nextDate: dateOf(row.nextDate),
    clientName: String(template.clientName ?? ""),
    send: row.send,
    template,
    lastError: row.lastError,
    lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function checkDates(fields: { startDate?: string; endDate?: string | null }, context: z.RefinementCtx) {
  if (fields.startDate && fields.endDate && fields.endDate < fields.startDate) context.addIssue({ code: "custom", path: ["endDate"], message: "must not be before startDate" });
}

/** The next occurrence from today (or the start date, if later); null when none is left before the end. */
function firstDueFrom(schedule: { frequency: Frequency; dayOfMonth: number; startDate: string; endDate: string | null }, today: string): string | null {
  return nextOccurrence(schedule, today > schedule.startDate ? today : schedule.startDate);
}

/**
 * The template's catalogue items checked as create_invoice checks them (unknown, another company's or
 * archived: a 400 naming `template.lines[i].itemId`), so a schedule is not saved to fail on its day.
 */
async function checkTemplateItems(companyId: string, template: z.output<typeof templateField>): Promise<void> {
  try {
    await resolveLines(companyId, template.lines);
  } catch (error) {
    if (!(error instanceof ApiError) || !error.details) throw error;
    const details = error.details.map((detail) => ({ ...detail, path: `template.${detail.path}` }));
    throw new ApiError("validation_error", `${details[0]!.path}: ${details[0]!.message}`, { details });
  }
}

const toDate = (date: string | null) => (date ? new Date(`${date}T00:00:00.000Z`) : null);

async function findSchedule(companyId: string, id: string): Promise<RecurringInvoice> {
  const row = await database().recurringInvoice.findFirst({ where: { id, companyId } });
  if (!row) throw notFound("Recurring invoice");
  return row;
}

const ORDER: KeysetColumn[] = [
  { field: "createdAt", kind: "date", direction: "desc" },
  { field: "id", kind: "string", direction: "desc" },
];

export const listRecurringInvoices = defineOperation({
  name: "list_recurring_invoices",
  title: "List recurring invoices",
  description:
    "Lists the company's recurring invoices (avenças), newest first: client, frequency, day, next occurrence, status (active, paused, ended) and the last failure's reason. " + MAX_PAGE_LIMIT + " per page by default (pass `nextCursor` back as `cursor`).",
  scope: "read",
  http: { method: "GET", path: "/recurring-invoices" },
  input: z.object({
    status: z.enum(["active", "paused", "ended"]).optional().describe("Only schedules in this status."),
    ...pageInput(MAX_PAGE_LIMIT, "recurring invoices"),
  }),
  output: z.object({ recurringInvoices: z.array(recurringInvoiceSchema), ...pageOutput }),
  hints: HINTS.readOnly,
  async run(context, input) {
    const rows = await database().recurringInvoice.findMany({
      where: {
        companyId: context.companyId,
        ...(input.status ? { status: input.status } : {}),
        ...(input.cursor ? keysetAfter(ORDER, decodeCursor("recurring invoices", input.cursor, ORDER)) : {}),
      },
      orderBy: keysetOrderBy(ORDER),
      take: input.limit + 1,
    });
    const page = pageOf("recurring invoices", rows, input.limit, ORDER);
    return { recurringInvoices: page.rows.map(recurringInvoiceView), nextCursor: page.nextCursor, hasMore: page.hasMore };
  },
});

export const getRecurringInvoice = defineOperation({
  name: "get_recurring_invoice",
  title: "Get a recurring invoice",
  description: "One recurring invoice by id: its schedule, template, next occurrence, status, and every occurrence so far (the invoice it issued, or why it failed), newest first.",
  scope: "read",
  http: { method: "GET", path: "/recurring-invoices/{id}", errors: ["not_found"] },
  input: z.object({ id: idParameter.describe("Recurring invoice id.") }),
  output: recurringInvoiceSchema.extend({ occurrences: z.array(occurrenceSchema) }),
  hints: HINTS.readOnly,
  async run(context, input) {
    const row = await findSchedule(context.companyId, input.id);
    const occurrences = await database().recurringOccurrence.findMany({
      where: { recurringInvoiceId: row.id },
      orderBy: { occurrenceDate: "desc" },
      take: 200,
      include: { invoice: { select: { display: true } } },
    });
    return {
      ...recurringInvoiceView(row),
      occurrences: occurrences.map((occurrence) => ({
        occurrenceDate: dateOf(occurrence.occurrenceDate)!,
        status: occurrence.status as "issued" | "failed",
        invoiceId: occurrence.invoiceId,
        display: occurrence.invoice?.display ?? null,
        error: occurrence.error,
      })),
    };
  },
});

export const createRecurringInvoice = defineOperation({
  name: "create_recurring_invoice",
  title: "Create a recurring invoice",
  description:
    "Schedules an invoice (avença) to be issued as an FT on its day every month, quarter or year, from a start date to an optional end date: `template` is the create_invoice input (client, lines or catalogue `itemId`s). The background worker issues each occurrence exactly once through create_invoice; a day 29–31 falls on the last day of shorter months. Pass `fromInvoiceId` instead of `template` to repeat an issued invoice's client and lines. Check the client and amounts with the user first.",
  scope: "invoices:write",
  http: { method: "POST", path: "/recurring-invoices", status: 201 },
  input: z
    .object({
      ...scheduleFields,
      endDate: scheduleFields.endDate.optional(),
      template: templateField.optional(),
      fromInvoiceId: idParameter.optional().describe("An issued FT/FR/FS of the company whose client and lines to repeat, instead of `template`."),
      send: z.boolean().default(false).describe("Email each issued invoice to the client right after it is issued (send_invoice, to the client's address)."),
    })
    .superRefine(checkDates)
    .superRefine((input, context) => {
      if (!input.template === !input.fromInvoiceId) context.addIssue({ code: "custom", path: ["template"], message: "give either `template` or `fromInvoiceId`" });
    }),
  output: recurringInvoiceSchema,
  hints: HINTS.write,
  dryRun: "rollback",
  async run(context, input) {
    if (input.template) await checkTemplateItems(context.companyId, input.template);
    const template = input.template ?? (await templateFromInvoice(context, input.fromInvoiceId!));
    const schedule = { frequency: input.frequency, dayOfMonth: input.dayOfMonth, startDate: input.startDate, endDate: input.endDate ?? null };
    const nextDate = firstDueFrom(schedule, lisbonToday(context.now()));
    const row = await database().recurringInvoice.create({
      data: {
        companyId: context.companyId,
        frequency: input.frequency,
        dayOfMonth: input.dayOfMonth,
        startDate: toDate(input.startDate)!,
        endDate: toDate(input.endDate ?? null),
        nextDate: toDate(nextDate),
        status: nextDate ? "active" : "ended",
        template: template as Prisma.InputJsonValue,
        send: input.send,
        createdBy: context.actor as unknown as Prisma.InputJsonValue,
      },
    });
    return recurringInvoiceView(row);
  },
});

/** The create_invoice input that repeats an issued invoice: its client and its lines as issued. */
async function templateFromInvoice(context: OperationContext, invoiceId: string): Promise<Record<string, unknown>> {
  const invoice = await database().invoice.findFirst({
    where: { id: invoiceId, companyId: context.companyId, type: { in: ["FT", "FR", "FS"] } },
    include: { lines: { orderBy: { position: "asc" } }, client: true },
  });
  if (!invoice) throw new ApiError("validation_error", "fromInvoiceId: no such invoice (FT, FR or FS) in this company.", { details: [{ path: "fromInvoiceId", message: "no such invoice" }] });
  return {
    clientName: invoice.clientName,
    ...(invoice.clientNif && invoice.clientNif !== "999999990" ? { clientNif: invoice.clientNif } : {}),
    ...(invoice.withholdingCode ? { withholdingRule: invoice.withholdingCode } : {}),
    type: "FT",
    lines: invoice.lines.map((line) => ({
      description: line.description,
      quantity: line.quantityThousandths / 1000,
      unitEuros: line.unitCents / 100,
      kind: line.kind,
      vatRate: line.vatRate,
      ...(line.vatExemptionCode ? { vatExemptionCode: line.vatExemptionCode } : {}),
      ...(invoice.withholdingCode ? { subjectToWithholding: line.withheld } : {}),
    })),
  };
}

export const updateRecurringInvoice = defineOperation({
  name: "update_recurring_invoice",
  title: "Edit a recurring invoice",
  description:
    "Changes the fields sent of one recurring invoice: its template (the whole create_invoice input, checked as create_invoice checks it, catalogue items included), frequency, day, start or end date, or the send flag. Changes apply to future occurrences only: the next occurrence is recomputed from today and invoices already issued are unchanged. Records the `recurring_invoice.updated` event.",
  scope: "invoices:write",
  http: { method: "PATCH", path: "/recurring-invoices/{id}", errors: ["not_found"] },
  input: z
    .object({
      id: idParameter.describe("Recurring invoice id."),
      frequency: scheduleFields.frequency.optional(),
      dayOfMonth: scheduleFields.dayOfMonth.optional(),
      startDate: scheduleFields.startDate.optional(),
      endDate: scheduleFields.endDate.optional(),
      template: templateField.optional(),
      send: z.boolean().optional(),
    })
    .superRefine(checkDates),
  output: recurringInvoiceSchema,
  hints: HINTS.idempotentWrite,
  dryRun: "rollback",
  async run(context, input) {
    const existing = await findSchedule(context.companyId, input.id);
    if (input.template) await checkTemplateItems(context.companyId, input.template);
    const schedule = {
      frequency: input.frequency ?? (existing.frequency as Frequency),
      dayOfMonth: input.dayOfMonth ?? existing.dayOfMonth,
      startDate: input.startDate ?? dateOf(existing.startDate)!,
      endDate: input.endDate === undefined ? dateOf(existing.endDate) : input.endDate,
    };
    if (schedule.endDate && schedule.endDate < schedule.startDate) {
      throw new ApiError("validation_error", "endDate: must not be before startDate.", { details: [{ path: "endDate", message: "must not be before startDate" }] });
    }
    const nextDate = await nextFreeOccurrence(existing.id, schedule, lisbonToday(context.now()));
    const status = existing.status === "paused" ? "paused" : nextDate ? "active" : "ended";
    return inOneTransaction(database(), async () => {
      const db = database();
      const row = await db.recurringInvoice.update({
      where: { id: existing.id },
      data: {
        frequency: schedule.frequency,
        dayOfMonth: schedule.dayOfMonth,
        startDate: toDate(schedule.startDate)!,
        endDate: toDate(schedule.endDate),
        nextDate: toDate(nextDate),
        status,
        failures: 0,
        ...(input.template ? { template: input.template as Prisma.InputJsonValue } : {}),
        ...(input.send !== undefined ? { send: input.send } : {}),
      },
      });
      const view = recurringInvoiceView(row);
      await recordEvent(db, context.companyId, "recurring_invoice.updated", { id: view.id, clientName: view.clientName, frequency: view.frequency, dayOfMonth: view.dayOfMonth, nextDate: view.nextDate, status: view.status });
      return view;
    });
  },
});

/** The first occurrence from today on that has not been issued or failed already. */
async function nextFreeOccurrence(id: string, schedule: { frequency: Frequency; dayOfMonth: number; startDate: string; endDate: string | null }, today: string): Promise<string | null> {
  const done = new Set((await database().recurringOccurrence.findMany({ where: { recurringInvoiceId: id, occurrenceDate: { gte: toDate(today)! } }, select: { occurrenceDate: true } })).map((row) => dateOf(row.occurrenceDate)));
  let date = firstDueFrom(schedule, today);
  for (let guard = 0; date && done.has(date) && guard < 1000; guard++) date = nextOccurrence(schedule, addOneDay(date));
  return date;
}

const addOneDay = (date: string) => new Date(new Date(`${date}T00:00:00.000Z`).getTime() + 86_400_000).toISOString().slice(0, 10);

export const pauseRecurringInvoice = defineOperation({
  name: "pause_recurring_invoice",
  title: "Pause a recurring invoice",
  description: "Pauses one recurring invoice: nothing is issued until resume_recurring_invoice. Occurrences that fall while paused are skipped, not issued later.",
  scope: "invoices:write",
  http: { method: "POST", path: "/recurring-invoices/{id}/pause", errors: ["not_found", "conflict"] },
  input: z.object({ id: idParameter.describe("Recurring invoice id.") }),
  output: recurringInvoiceSchema,
  hints: HINTS.idempotentWrite,
  dryRun: "rollback",
  async run(context, input) {
    const existing = await findSchedule(context.companyId, input.id);
    if (existing.status === "ended") throw new ApiError("conflict", "This recurring invoice has ended; change its end date to continue it.");
    const row = await database().recurringInvoice.update({ where: { id: existing.id }, data: { status: "paused" } });
    return recurringInvoiceView(row);
  },
});

export const resumeRecurringInvoice = defineOperation({
  name: "resume_recurring_invoice",
  title: "Resume a recurring invoice",
  description: "Resumes a paused recurring invoice (also one paused after a failed occurrence, once its template is corrected): it issues again from the next occurrence on or after today, and the last failure is cleared.",
  scope: "invoices:write",
  http: { method: "POST", path: "/recurring-invoices/{id}/resume", errors: ["not_found"] },
  input: z.object({ id: idParameter.describe("Recurring invoice id.") }),
  output: recurringInvoiceSchema,
  hints: HINTS.idempotentWrite,
  dryRun: "rollback",
  async run(context, input) {
    const existing = await findSchedule(context.companyId, input.id);
    if (existing.status !== "paused") return recurringInvoiceView(existing);
    const schedule = { frequency: existing.frequency as Frequency, dayOfMonth: existing.dayOfMonth, startDate: dateOf(existing.startDate)!, endDate: dateOf(existing.endDate) };
    const nextDate = await nextFreeOccurrence(existing.id, schedule, lisbonToday(context.now()));
    const row = await database().recurringInvoice.update({
      where: { id: existing.id },
      data: { status: nextDate ? "active" : "ended", nextDate: toDate(nextDate), lastError: null, lastErrorAt: null, failures: 0 },
    });
    return recurringInvoiceView(row);
  },
});

export const deleteRecurringInvoice = defineOperation({
  name: "delete_recurring_invoice",
  title: "Delete a recurring invoice",
  description: "Deletes one recurring invoice and its occurrence history. Invoices it issued stay in the books, unchanged (they are fiscal documents).",
  scope: "invoices:write",
  http: { method: "DELETE", path: "/recurring-invoices/{id}", errors: ["not_found"] },
  input: z.object({ id: idParameter.describe("Recurring invoice id.") }),
  output: z.object({ id: z.string(), deleted: z.literal(true) }),
  hints: HINTS.destructiveWrite,
  dryRun: "rollback",
  async run(context, input) {
    const existing = await findSchedule(context.companyId, input.id);
    await database().recurringInvoice.delete({ where: { id: existing.id } });
    return { id: existing.id, deleted: true as const };
  },
});
