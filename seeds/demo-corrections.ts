import type { Database } from "@/lib/core/db";
import { addDays } from "@/lib/core/dates";
import { annulInvoice } from "@/lib/domains/invoices/annul-invoice";
import { createCreditNote } from "@/lib/domains/invoices/create-credit-note";
import { createDebitNote } from "@/lib/domains/invoices/create-debit-note";
import { issueInvoice } from "@/lib/domains/invoices/issue-invoice";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import type { OperationContext } from "@/lib/kernel/operation";
import { registerPayment } from "@/lib/domains/payments/register-payment";

// The demo year's corrections and settlements, each through its real operation with the clock
// pinned to its day, so the books tell the story an accountant expects to find:
// - a discount agreed after the work: a partial nota de crédito (CIVA art. 78.º) on an open FT;
// - a service invoiced twice: the duplicate fully credited by an NC the same day (CIVA art. 29.º);
// - a client paying in two instalments: a receipt (RC) for the first half, the rest still open;
// - travel left off an invoice: a nota de débito adding it;
// - today's invoice issued to the wrong client: annulled (anulação) before it is communicated to AT;
// - a withholding invoice, an EU reverse-charge invoice and a fatura simplificada (see below).

function contextAt(companyId: string, userId: string, instant: Date, step: string): OperationContext {
  return { companyId, scopes: ["invoices:write", "read"], requestId: `seed-${step}`, actor: { kind: "user", userId }, now: () => instant };
}

/**
 * The clock of each step: 16:00 UTC of its day, except that nothing is stamped after the seed runs. A
 * step on the seed day itself is placed a few minutes before the real time (one second apart, in
 * order), so the demo's annulment is already in the past and the SAF-T, whose snapshot ignores later
 * stamps, lists the annulled invoice with InvoiceStatus A as the books do. (Seeded in the first
 * minutes after midnight, the day's start bounds it.)
 */
export function seedClock(today: string, realNow: Date): (date: string) => Date {
  const startOfToday = new Date(`${today}T00:00:00.000Z`).getTime();
  let step = 0;
  return (date) => {
    step += 1;
    const planned = new Date(`${date}T16:00:00.000Z`).getTime();
    const latest = Math.max(startOfToday, realNow.getTime() - 10 * 60_000 + step * 1000);
    return new Date(date < today ? planned : Math.min(planned + step * 1000, latest));
  };
}

const minDate = (a: string, b: string) => (a < b ? a : b);

export async function seedDemoCorrections(db: Database, companyId: string, userId: string, today: string, client: { name: string; nif: string | null }): Promise<void> {
  const open = await db.invoice.findMany({
    where: { companyId, type: "FT", paidAt: null, issueDate: { lt: new Date(`${today}T00:00:00.000Z`) } },
    orderBy: { issueDate: "desc" },
    take: 3,
    include: { lines: { orderBy: { position: "asc" } } },
  });
  const clock = seedClock(today, new Date());
  const at = (step: string, date: string) => contextAt(companyId, userId, clock(minDate(date, today)), step);
  const [discounted, instalments, travel] = open;
  if (discounted) {
    const date = addDays(discounted.issueDate.toISOString().slice(0, 10), 3);
    const half = Math.round(discounted.lines[0]!.netCents / 2) / 100;
    await invokeOperation(createCreditNote, at("nc-desconto", date), { reason: "Desconto de 50% acordado na primeira linha (atraso na entrega)", references: [{ invoiceId: discounted.id, lines: [{ line: 1, amountEuros: half }] }] });
  }
  if (instalments) {
    const date = addDays(instalments.issueDate.toISOString().slice(0, 10), 7);
    await invokeOperation(registerPayment, at("rc-prestacao", date), { id: instalments.id, amountEuros: Math.floor(instalments.totalCents / 2) / 100, paymentDate: minDate(date, today), method: "TB" });
  }
  if (travel) {
    const date = addDays(travel.issueDate.toISOString().slice(0, 10), 2);
    await invokeOperation(createDebitNote, at("nd-deslocacao", date), { invoiceId: travel.id, reason: "Deslocação ao cliente não incluída na fatura", lines: [{ description: "Deslocação a cliente", unitEuros: 35 }] });
  }
  // Issued today, after the year's invoices, so every series stays in date order (SAF-T checks it).
  const duplicate = await invokeOperation(issueInvoice, at("ft-duplicada", today), { clientName: client.name, clientNif: client.nif!, lines: [{ description: "Suporte informático (horas)", quantity: 4, unitEuros: 45 }] });
  await invokeOperation(createCreditNote, at("nc-duplicada", today), { reason: "Serviço faturado em duplicado", references: [{ invoiceId: duplicate.id }] });
  // Today's other documents: a software licence (intellectual property) to a business, which
  // withholds IRC on the licence line only (CIRC art. 94.º; the demo company is an Lda, so the
  // installation service on the same invoice carries none: 25 % of 900 €, not of 1 200 €),
  // a service to a Spanish company under reverse charge (M40, recapitulative statement; its VAT number
  // has the Spanish format and check digit), and a small counter sale on a fatura simplificada
  // (CIVA art. 40.º).
  await invokeOperation(issueInvoice, at("ft-retencao", today), {
    clientName: client.name,
    clientNif: client.nif!,
    withholdingRule: "irc_94",
    lines: [
      { description: "Licença de utilização do software de marcações (direitos de autor)", unitEuros: 900 },
      { description: "Instalação e configuração do software no servidor do cliente", quantity: 4, unitEuros: 75, subjectToWithholding: false },
    ],
  });
  await invokeOperation(issueInvoice, at("ft-m40", today), {
    clientName: "Soluciones Digitales Ibéricas, S.L.",
    clientCountry: "ES",
    clientForeignTaxId: "ESB87654323",
    // A business buyer's seat is a mandatory element of the invoice (CIVA art. 36.º n.º 5 a)).
    clientAddress: "Calle de Alcalá 45, 28014 Madrid",
    lines: [{ description: "Desenvolvimento de módulo de faturação", quantity: 20, unitEuros: 60, vatRate: 0, vatExemptionCode: "M40" }],
  });
  await invokeOperation(issueInvoice, at("fs-balcao", today), { clientName: "Consumidor final", type: "FS", lines: [{ description: "Cabo de rede Cat6 (5 m)", kind: "goods", quantity: 2, unitEuros: 8.5 }] });
  const wrongClient = await invokeOperation(issueInvoice, at("ft-errada", today), { clientName: "Consumidor final", lines: [{ description: "Configuração de rede e posto de trabalho", unitEuros: 150 }] });
  await invokeOperation(annulInvoice, at("anulacao", today), { id: wrongClient.id, reason: "Emitida ao cliente errado" });
}
