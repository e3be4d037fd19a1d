import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

// A real SMTP server on loopback (smtp-server: a TEST DOUBLE for the mail provider, which a test
// cannot reach): the production server sends to it through SMTP_URL, and each message is kept parsed.

export type ReceivedMail = ParsedMail & { envelopeTo: string[] };

export interface LoopbackSmtp {
  port: number;
  /** Every message accepted so far, in order, with the envelope's recipients. */
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** Starts the server on a free port; `refuses` names the mailboxes it answers 550, as a provider refuses an unknown address. */
export async function startLoopbackSmtp(options: { refuses?: (address: string) => boolean } = {}): Promise<LoopbackSmtp> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuses?.(address.address)) callback(Object.assign(new Error("5.1.1 mailbox unavailable"), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(Object.assign(mail, { envelopeTo: session.envelope.rcptTo.map((to) => to.address) }));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  return {
    port: (smtp.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
