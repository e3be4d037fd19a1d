import type { z } from "zod";
import { createCreditNote } from "@/lib/domains/invoices/create-credit-note";
import { issueInvoice } from "@/lib/domains/invoices/issue-invoice";
import { sendInvoice } from "@/lib/domains/invoices/send-invoice";
import type { AnyOperation } from "@/lib/kernel/operation";
import { registerPayment } from "@/lib/domains/payments/register-payment";
import { createRecurringInvoice } from "@/lib/domains/recurring/recurring-invoices";
import type { ChatAnswer } from "../chat-answer";

// What the assistant says once a confirmed draft has run: every figure is a field of the
// operation's output. `replayed` is true when a repeated «sim» got the document written the first time.

export function confirmedAnswer(operation: AnyOperation, output: unknown, draftId: string, replayed: boolean): ChatAnswer {
  if (operation === issueInvoice) {
    const invoice = output as z.output<typeof issueInvoice.output>;
    const intro = replayed ? `Esta fatura já tinha sido emitida com o rascunho ${draftId}:` : "Fatura emitida:";
    return {
      reply: `${intro} ${invoice.display} para ${invoice.clientName}, total ${invoice.total} (base ${invoice.net}, IVA ${invoice.vat}), data ${invoice.issueDate}, vencimento ${invoice.dueDate}, ATCUD ${invoice.atcud}.`,
      card: { type: "invoice_issued", invoice },
    };
  }
  if (operation === registerPayment) {
    const receipt = output as z.output<typeof registerPayment.output>;
    const intro = replayed ? `Este recebimento já tinha sido registado com o rascunho ${draftId}:` : "Recebimento registado:";
    const rest = receipt.openCents === 0 ? `a ${receipt.invoiceDisplay} fica paga` : `a ${receipt.invoiceDisplay} ainda tem ${receipt.open} em aberto`;
    return {
      reply: `${intro} recibo ${receipt.display} de ${receipt.amount} (${receipt.methodDescription.toLowerCase()}, ${receipt.paymentDate}), ATCUD ${receipt.atcud}; ${rest}.`,
      card: { type: "payment_registered", receipt },
    };
  }
  if (operation === createCreditNote) {
    const note = output as z.output<typeof createCreditNote.output>;
    const intro = replayed ? `Esta nota de crédito já tinha sido emitida com o rascunho ${draftId}:` : "Nota de crédito emitida:";
    return {
      reply: `${intro} ${note.display} a ${note.clientName}, total ${note.total} (base ${note.net}, IVA ${note.vat}), corrige ${note.references.join(", ")}, motivo «${note.reason}», ATCUD ${note.atcud}.`,
      card: { type: "credit_note_issued", note },
    };
  }
  if (operation === sendInvoice) {
    const sent = output as z.output<typeof sendInvoice.output>;
    const intro = replayed ? `Este envio já tinha sido feito com o rascunho ${draftId}:` : "Enviado:";
    const where = sent.transport === "outbox" ? " (sem servidor de email configurado: ficou na caixa de saída local)" : "";
    return { reply: `${intro} «${sent.subject}» para ${sent.to}, com o PDF${where}.`, card: null };
  }
  if (operation === createRecurringInvoice) {
    const schedule = output as z.output<typeof createRecurringInvoice.output>;
    const intro = replayed ? `Esta avença já tinha sido criada com o rascunho ${draftId}:` : "Avença criada:";
    const next = schedule.nextDate ? `a primeira fatura é emitida a ${schedule.nextDate.split("-").reverse().join("/")}` : "já terminou (não há ocorrências até à data de fim)";
    return { reply: `${intro} ${schedule.clientName}, dia ${schedule.dayOfMonth}; ${next}. Pode editá-la ou pausá-la na página Avenças.`, card: { type: "recurring_invoices", clientName: schedule.clientName, recurringInvoices: [schedule] } };
  }
  return { reply: `Feito: ${operation.title} (${draftId}).`, card: null };
}
