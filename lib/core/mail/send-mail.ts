import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { log } from "@/lib/core/log";

// Outgoing email (verification, password reset, invitations). With SMTP_URL (e.g.
// smtps://user:pass@smtp.example.com:465) it goes through nodemailer's SMTP transport; without it,
// each message is appended as one JSON line to an outbox file the developer can read
// (CONTABILISTA_OUTBOX, default .data/outbox.jsonl) and the server log says where, once. A message
// is never silently dropped: a failure to send is an error the caller sees.

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where the recipient's reply goes (a client answering an invoice answers the company, not the sender address). */
  replyTo?: string;
  /** Files sent with the message (an invoice's PDF); the outbox file records their names and sizes. */
  attachments?: MailAttachment[];
  /** A sandbox's message (test mode): written to the outbox file even when SMTP is configured, so a test never reaches a real client. */
  outboxOnly?: boolean;
}

/** Where a message went: SMTP, or the local outbox file of the embedded default. */
export type MailTransport = "smtp" | "outbox";

const FROM = process.env.MAIL_FROM ?? "Contabilista <nao-responder@contabilista.example>";

export function outboxPath(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.CONTABILISTA_OUTBOX ?? path.join(process.env.CONTABILISTA_DATA_DIR ?? ".data", "outbox.jsonl"));
}

const processWide = globalThis as unknown as { contabilistaSmtp?: Transporter; contabilistaOutboxAnnounced?: boolean };

async function writeToOutbox(message: MailMessage): Promise<void> {
  const file = outboxPath();
  if (!processWide.contabilistaOutboxAnnounced) {
    processWide.contabilistaOutboxAnnounced = true;
    log("warn", "mail_outbox", { path: file, reason: "SMTP_URL is not set: email is written to this file instead of sent" });
  }
  await mkdir(path.dirname(file), { recursive: true });
  const { attachments, outboxOnly: _outboxOnly, ...rest } = message;
  const files = attachments?.map((attachment) => ({ filename: attachment.filename, contentType: attachment.contentType, bytes: attachment.content.byteLength }));
  await appendFile(file, `${JSON.stringify({ date: new Date().toISOString(), from: FROM, ...rest, ...(files ? { attachments: files } : {}) })}\n`, { mode: 0o600 });
}

export async function sendMail(message: MailMessage): Promise<MailTransport> {
  if (!process.env.SMTP_URL || message.outboxOnly) {
    await writeToOutbox(message);
    return "outbox";
  }
  processWide.contabilistaSmtp ??= nodemailer.createTransport(process.env.SMTP_URL);
  const attachments = message.attachments?.map((attachment) => ({ filename: attachment.filename, contentType: attachment.contentType, content: Buffer.from(attachment.content) }));
  await processWide.contabilistaSmtp.sendMail({ from: FROM, ...message, attachments });
  log("info", "mail_sent", { subject: message.subject });
  return "smtp";
}

/** Said once at start-up, so the developer knows where mail goes before the first one is sent. */
export function describeMailTransport(): string {
  return process.env.SMTP_URL ? `SMTP (${new URL(process.env.SMTP_URL).hostname})` : `outbox file ${outboxPath()}`;
}
