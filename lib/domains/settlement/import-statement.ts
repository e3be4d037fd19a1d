import { recordEvent, recordEvents } from "@/lib/domains/webhooks/outbox";
import { hash, randomUUID } from "node:crypto";
import { z } from "zod";
import { matchName } from "@/lib/domains/clients/match-name";
import { database } from "@/lib/core/db";
import { ApiError } from "@/lib/core/api-error";
import { defineOperation, HINTS, type UploadedFile } from "@/lib/kernel/operation";
import { defaultBankAccount } from "@/lib/domains/bank/bank-account";
import { eventLoopBreaks, mapWithBreaks } from "@/lib/domains/bank/event-loop-breaks";
import { STATEMENT_FORMATS } from "@/lib/domains/bank/formats";
import { Matcher } from "@/lib/domains/bank/matching";
import { openTargets } from "@/lib/domains/bank/open-targets";
import { reconciliationEvents } from "@/lib/domains/bank/reconciliation-events";
import { mayIssueReceipts, payMatchedInvoice } from "./pay-invoices-from-movement";
import { otherAccountIban } from "@/lib/domains/bank/statement-iban";
import { MovementWriter, storedFingerprints, WRITE_BATCH_ROWS } from "@/lib/domains/bank/store-movements";
import { decodeStatement, MAX_STATEMENT_LINES, parseStatement, type ParsedMovement } from "@/lib/domains/bank/parse-statement";

export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;

/**
 * Each movement with its id and fingerprint: date, amount, normalised description and position among
 * identical ones that day (what tells an already imported line from a new one).
 */
function identify(movements: ParsedMovement[]): Promise<(ParsedMovement & { id: string; fingerprint: string })[]> {
  const seen = new Map<string, number>();
  return mapWithBreaks(movements, (movement) => {
    const identity = `${movement.date}|${movement.amountCents}|${matchName(movement.description)}`;
    const position = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, position);
    return { ...movement, id: randomUUID(), fingerprint: hash("sha256", `${identity}|${position}`, "hex").slice(0, 32) };
  });
}

/** A statement file to the JSON input: its text, decoded as UTF-8 or Windows-1252; binary files are refused. */
function statementFromFile(file: UploadedFile): { csv: string; fileName: string } {
  if (file.bytes.byteLength === 0) throw new ApiError("validation_error", "The statement file is empty.", { details: [{ path: "file", message: "empty" }] });
  const decoded = decodeStatement(file.bytes);
  if ("binary" in decoded) throw new ApiError("validation_error", "This is a binary file, not a CSV bank statement.", { details: [{ path: "file", message: "binary" }] });
  return { csv: decoded.text, fileName: file.name };
}

const importInput = z.object({
  csv: z.string().min(1, "must not be empty").describe("The statement's text. Also accepted: multipart/form-data with the file in `file` (encoding detected: UTF-8 or Windows-1252)."),
  fileName: z.string().max(255).optional(),
});

const importOutput = z.object({
  imported: z.number().int().describe("New movements added."),
  matched: z.number().int().describe("New movements matched automatically: an invoice is paid with a numbered receipt RC dated the movement's day."),
  suggested: z.number().int().describe("New movements with a suggested match waiting for confirmation."),
  unmatched: z.number().int(),
  duplicates: z.number().int().describe("Movements already imported before (same fingerprint), skipped."),
  format: z.string().describe("How the file was read (header, columns, separator)."),
  otherAccountIban: z.string().nullable().describe("The IBAN the statement's header names when it is neither the account's nor the company's: the movements were imported, but check this is the right account's statement. Null when they agree or the header names none."),
});

export const importBankStatement = defineOperation({
  name: "import_bank_statement",
  title: "Import a bank statement",
  description:
    "Imports a CSV bank statement into the company's default account and matches each new movement automatically: money in to unpaid FT invoices (a sure match pays the invoice with a receipt RC when the caller also has invoices:write; otherwise it is counted and left as a suggestion), money out to archived expense documents. Reads `date;description;amount` and real Portuguese bank exports (header and preamble lines, ; tab or , separators, dd-mm-yyyy or dd/mm/yyyy dates, 1.234,56 amounts, debit/credit columns, balance, UTF-8 or Windows-1252); formats tried in order: " + STATEMENT_FORMATS.map((format) => format.label).join("; ") + ". All or nothing: if any line is invalid nothing is imported and the error lists the lines. At most " + MAX_STATEMENT_LINES.toLocaleString("en").replace(",", " ") + " movement lines (non-empty lines after the header) per import and 5 MB: a longer statement is refused whole with 413 payload_too_large; split it by period. Importing the same or an overlapping statement adds only new movements. Next: get_bank_overview with status=suggested, then accept_bank_suggestions.",
  scope: "banks:write",
  cost: "heavy",
  http: { method: "POST", path: "/bank/import", errors: ["payload_too_large"], multipart: { field: "file", maxBytes: MAX_STATEMENT_BYTES + 64 * 1024, toInput: statementFromFile }, bodyLimitBytes: Math.ceil(MAX_STATEMENT_BYTES * 1.2) },
  input: importInput,
  output: importOutput,
  hints: HINTS.idempotentWrite,
  dryRun: "rollback",
  async run(context, input) {
    if (Buffer.byteLength(input.csv, "utf8") > MAX_STATEMENT_BYTES) throw new ApiError("payload_too_large", "The statement is larger than the 5 MB allowed.");
    if ("binary" in decodeStatement(new TextEncoder().encode(input.csv.slice(0, 4096)))) {
      throw new ApiError("validation_error", "This is binary content, not a CSV bank statement.", { details: [{ path: "csv", message: "binary" }] });
    }
    const db = database();
    // Read while the statement is parsed (the database works while Node parses); a refused file just drops it.
    const targetsRead = openTargets(context.companyId);
    targetsRead.catch(() => undefined);
    const parsed = await parseStatement(input.csv);
    if (!parsed.ok && parsed.tooManyLines) {
      // 413, like the 5 MB cap: the statement is well formed but more than one import may carry.
      throw new ApiError("payload_too_large", parsed.message, { details: [{ path: "csv", message: `${parsed.tooManyLines.count} movement lines; at most ${parsed.tooManyLines.max}` }] });
    }
    if (!parsed.ok) {
      throw new ApiError("validation_error", parsed.problems.length ? `${parsed.message} First problem: line ${parsed.problems[0]!.line}: ${parsed.problems[0]!.reason}.` : parsed.message, {
        details: parsed.problems.length ? parsed.problems.slice(0, 20).map((problem) => ({ path: `line ${problem.line}`, message: problem.reason })) : [{ path: "csv", message: parsed.message }],
      });
    }
    const account = await defaultBankAccount(db, context.companyId);
    const company = await db.company.findUniqueOrThrow({ where: { id: context.companyId }, select: { iban: true } });
    const movements = await identify(parsed.movements);
    const dates = movements.map((movement) => movement.date);
    // biome-ignore lint/complexity/useMathMinMax: ISO date strings, compared as text (Math.min would give NaN)
    const known = await storedFingerprints(db, account.id, dates.reduce((a, b) => (a < b ? a : b)), dates.reduce((a, b) => (a > b ? a : b)));
    const fresh = movements.filter((movement) => !known.has(movement.fingerprint));
    const targets = await targetsRead;
    const matcher = new Matcher(targets.invoices, targets.documents, targets.taken);
    // ISO dates sort as plain strings; localeCompare (ICU collation) took ~100 ms for 20 000 movements.
    const byDate = [...fresh].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const summary = { matched: 0, suggested: 0, unmatched: 0, format: parsed.format };
    const inserted = await db.$transaction(
      async (tx) => {
        // Each batch is decided in date order (a matched target is taken for the later ones) and
        // written while the next is decided.
        const breakIfDue = eventLoopBreaks();
        const writer = new MovementWriter(tx, { companyId: context.companyId, accountId: account.id }, breakIfDue);
        for (let start = 0; start < byDate.length; start += WRITE_BATCH_ROWS) {
          const decided = await mapWithBreaks(byDate.slice(start, start + WRITE_BATCH_ROWS), (movement) => ({ movement, decision: matcher.decide(movement) }), breakIfDue);
          for (const { decision } of decided) summary[decision.status]++;
          await writer.write(decided);
        }
        const stored = await writer.finished();
        // Only movements actually inserted pay their invoice (a concurrent import of the same lines inserts none).
        const insertedIds = writer.toPay.length === 0 ? new Set<string>() : new Set((await tx.bankMovement.findMany({ where: { id: { in: writer.toPay.map((movement) => movement.id) } }, select: { id: true } })).map((movement) => movement.id));
        // A key without invoices:write leaves its matches to invoices as suggestions (written so above).
        const payable = mayIssueReceipts(context) ? writer.toPay.filter((candidate) => insertedIds.has(candidate.id)) : [];
        if (!mayIssueReceipts(context)) {
          summary.matched -= writer.toPay.length;
          summary.suggested += writer.toPay.length;
        }
        for (const movement of payable) {
          try {
            await payMatchedInvoice(tx, context, movement, movement.invoiceId, movement.reasons, movement.score);
          } catch (error) {
            // Nothing left to receive (a receipt registered meanwhile): refused before any write, so the
            // import goes on and the movement waits, unmatched, for a person.
            if (!(error instanceof ApiError && error.code === "conflict")) throw error;
            await tx.bankMovement.update({ where: { id: movement.id }, data: { status: "unmatched", invoiceId: null, score: null } });
            summary.matched--;
            summary.unmatched++;
          }
        }
        await recordEvents(tx, context.companyId, writer.matched.flatMap(reconciliationEvents));
        await recordEvent(tx, context.companyId, "bank.import.completed", { accountId: account.id, imported: stored, duplicates: parsed.movements.length - stored, ...summary });
        return stored;
      },
      { timeout: 60_000, maxWait: 15_000 },
    );
    return { imported: inserted, matched: summary.matched, suggested: summary.suggested, unmatched: summary.unmatched, duplicates: parsed.movements.length - inserted, format: parsed.format, otherAccountIban: otherAccountIban(input.csv, [account.iban, company.iban]) };
  },
});
