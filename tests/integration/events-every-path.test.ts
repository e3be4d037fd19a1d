import { beforeAll, describe, expect, it } from "vitest";
import { lisbonToday } from "@/lib/core/dates";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, type TestCompany } from "../support/fixtures";

// Events that never go missing (client review H1): every path that changes an invoice's or a bank
// movement's state writes its event, a bank import's automatic match included. (Catching a disabled
// endpoint up, delivery paging and secret rotation are in webhooks.test.ts, which delivers for real.)

const today = lisbonToday(new Date());

describe("events on every path", () => {
  let company: TestCompany;
  let key: string;

  const events = async (since: string) => {
    const response = await api("GET", `/events?since=${encodeURIComponent(since)}&limit=200`, { key });
    expect(response.status).toBe(200);
    return (response.body.data.events as { type: string; data: Record<string, unknown> }[]).reverse();
  };
  const issue = async (body: Record<string, unknown>) => {
    const response = await api("POST", "/invoices", { key, body });
    expect(response.status).toBe(201);
    return response.body.data as { id: string; display: string; totalCents: number };
  };
  const mark = async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return new Date().toISOString();
  };

  beforeAll(async () => {
    company = await createTestCompany("Eventos Sempre, Lda");
    key = (await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 })).key;
  });

  it("a bank import that matches an invoice pays it with a receipt: payment.registered, invoice.paid and bank.movement.reconciled, like every other way of paying it", async () => {
    const invoice = await issue({ clientName: "Auto Match Um, Lda", lines: [{ description: "Consultoria", unitEuros: 432.1 }] });
    const since = await mark();
    const imported = await api("POST", "/bank/import", { key, body: { csv: `date;description;amount\n${today};TRF ${invoice.display} AUTO MATCH UM;531,48\n` } });
    expect(imported.body.data).toMatchObject({ imported: 1, matched: 1 });
    const movementId = (await api("GET", "/bank/overview", { key })).body.data.movimentos.find((movement: { description: string }) => movement.description.includes(invoice.display)).id;
    const written = await events(since);
    expect(written.map((event) => event.type)).toEqual(["payment.registered", "invoice.paid", "bank.movement.reconciled", "bank.import.completed"]);
    expect(written[0]!.data).toMatchObject({ invoiceId: invoice.id, amountCents: 53_148, paymentDate: today, openCents: 0, movementId });
    expect(written[1]!.data).toMatchObject({ id: invoice.id, paidAt: today, movementId });
    expect(written[2]!.data).toMatchObject({ movementId, invoiceId: invoice.id, documentId: null, date: today });
  });

  it("an import that pays twelve invoices lists their events in the order written (ids of one statement sort past ten)", async () => {
    const invoices = [];
    for (let index = 1; index <= 12; index++) invoices.push(await issue({ clientName: `Cliente Lote ${index}, Lda`, lines: [{ description: "Serviço", unitEuros: 100 + index }] }));
    const since = await mark();
    const lines = invoices.map((invoice) => `${today};TRF ${invoice.display} LOTE;${(invoice.totalCents / 100).toFixed(2).replace(".", ",")}`);
    const imported = await api("POST", "/bank/import", { key, body: { csv: `date;description;amount\n${lines.join("\n")}\n` } });
    expect(imported.body.data).toMatchObject({ imported: 12, matched: 12 });
    const written = await events(since);
    const reconciled = written.filter((event) => event.type === "bank.movement.reconciled");
    expect(written.map((event) => event.type)).toEqual([...invoices.flatMap(() => ["payment.registered", "invoice.paid", "bank.movement.reconciled"]), "bank.import.completed"]);
    // Written in the movements' order (all of one date, so the statement's order): the invoices' order.
    expect(reconciled.map((event) => event.data.invoiceId)).toEqual(invoices.map((invoice) => invoice.id));
  });

  it("every other path that changes an invoice or a movement writes its event", async () => {
    const walk: { path: string; act: () => Promise<unknown>; expected: string[] }[] = [];
    const invoice = await issue({ clientName: "Cliente Caminhos, Lda", lines: [{ description: "Serviço", unitEuros: 100 }] });
    let receiptId = "";
    walk.push({ path: "a payment that settles the invoice", act: async () => (receiptId = (await api("POST", `/invoices/${invoice.id}/payments`, { key, body: {} })).body.data.id), expected: ["payment.registered", "invoice.paid"] });
    walk.push({ path: "annulling its receipt", act: () => api("POST", `/receipts/${receiptId}/annul`, { key, body: { reason: "Pagamento registado por engano" } }), expected: ["payment.annulled"] });
    let creditNoteId = "";
    walk.push({ path: "a credit note that settles what was open", act: async () => (creditNoteId = (await api("POST", "/credit-notes", { key, body: { reason: "Devolução", references: [{ invoiceId: invoice.id }] } })).body.data.id), expected: ["credit_note.issued", "invoice.paid"] });
    walk.push({ path: "recording the client's acknowledgement of the credit note", act: () => api("POST", `/credit-notes/${creditNoteId}/acknowledgement`, { key, body: {} }), expected: ["credit_note.acknowledged"] });
    walk.push({ path: "an FR, paid at issue", act: () => issue({ type: "FR", clientName: "Cliente Balcão", lines: [{ description: "Venda", unitEuros: 10 }] }), expected: ["invoice.issued", "invoice.paid"] });
    const toAnnul = await issue({ clientName: "Cliente Anulado, Lda", lines: [{ description: "Engano", unitEuros: 50 }] });
    walk.push({ path: "annulling an invoice", act: () => api("POST", `/invoices/${toAnnul.id}/annul`, { key, body: { reason: "Emitida por engano" } }), expected: ["invoice.annulled"] });
    const suggested = await issue({ clientName: "Hotel Sugestão, S.A.", lines: [{ description: "Estadia", unitEuros: 777 }] });
    walk.push({ path: "an import that only suggests", act: () => api("POST", "/bank/import", { key, body: { csv: `date;description;amount\n${today};TRF SEPA RECEBIDA;955,71\n` } }), expected: ["bank.import.completed"] });
    const movementOf = async () => (await api("GET", "/bank/overview", { key })).body.data.movimentos.find((movement: { amountCents: number }) => movement.amountCents === suggested.totalCents).id as string;
    walk.push({ path: "accepting the suggestion", act: async () => api("POST", `/bank/movements/${await movementOf()}/accept`, { key, body: {} }), expected: ["payment.registered", "invoice.paid", "bank.movement.reconciled"] });
    walk.push({ path: "undoing the match", act: async () => api("POST", `/bank/movements/${await movementOf()}/unmatch`, { key, body: {} }), expected: ["payment.annulled", "bank.movement.unmatched"] });
    walk.push({ path: "matching it by hand", act: async () => api("POST", `/bank/movements/${await movementOf()}/match`, { key, body: { invoiceId: suggested.id } }), expected: ["payment.registered", "invoice.paid", "bank.movement.reconciled"] });

    const seen: Record<string, string[]> = {};
    for (const step of walk) {
      const since = await mark();
      await step.act();
      seen[step.path] = (await events(since)).map((event) => event.type);
    }
    expect(seen).toEqual(Object.fromEntries(walk.map((step) => [step.path, step.expected])));
  });
});
