import type { ChatCardType } from "../chat-card";
import type { ChatIntent } from "./define-intent";
import { bank } from "./bank";
import { briefing } from "./briefing";
import { clients } from "./clients";
import { creditNoteIntent } from "./credit-note";
import { documents } from "./documents";
import { efatura } from "./efatura";
import { gaps } from "./gaps";
import { help } from "./help";
import { invoices } from "./invoices";
import { issueInvoiceIntent } from "./issue-invoice";
import { obligations } from "./obligations";
import { receivables } from "./receivables";
import { createRecurringIntent, recurringInvoicesIntent, recurringPauseIntent } from "./recurring";
import { registerPaymentIntent } from "./register-payment";
import { report } from "./report";
import { saft } from "./saft";
import { sendInvoiceIntent } from "./send-invoice";
import { tax } from "./tax";
import { vatReturnIntent } from "./vat-return";

// Every intent the local engine understands, once. The order breaks ties between equal scores
// (the earlier intent wins), so a new intent goes where its ties should fall.
// The avenças' orders (create, pause/resume) claim before issue_invoice's: «faz uma fatura recorrente…» is an avença.
const LIST = [help, briefing, obligations, vatReturnIntent, report, receivables, invoices, clients, documents, bank, efatura, gaps, saft, tax, creditNoteIntent, registerPaymentIntent, sendInvoiceIntent, createRecurringIntent, recurringPauseIntent, issueInvoiceIntent, recurringInvoicesIntent] as const;

export type Intent = (typeof LIST)[number]["name"];
export type AnyIntent = ChatIntent<Intent>;

export const INTENT_LIST: readonly AnyIntent[] = LIST;

export const INTENTS: readonly Intent[] = INTENT_LIST.map((intent) => intent.name);

/** The answer when no intent recognises the message. */
export const FALLBACK_INTENT: Intent = help.name;

export function intentNamed(name: Intent): AnyIntent {
  return INTENT_LIST.find((intent) => intent.name === name)!;
}

export function cardTypeOfIntent(name: Intent): ChatCardType | null {
  return intentNamed(name).card;
}

for (const [index, intent] of INTENT_LIST.entries()) {
  if (INTENT_LIST.findIndex((other) => other.name === intent.name) !== index) throw new Error(`Chat intent '${intent.name}' is listed twice`);
}
