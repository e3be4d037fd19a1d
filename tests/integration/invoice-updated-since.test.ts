import { beforeAll, describe, expect, it } from "vitest";
import { lisbonToday } from "@/lib/core/dates";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey } from "../support/fixtures";

// list_invoices' `updatedSince` (client review L7): an invoice's updatedAt moves with every change to
// what GET /invoices/{id} answers — also the changes stored in other rows (receipts, notes, emails,
// bank movements, the seal) — so a copy kept in sync with `updatedSince` never misses one.

const today = lisbonToday(new Date());

describe("list_invoices updatedSince and clientId", () => {
  let key: string;

  const issue = async (body: Record<string, unknown>) => {
    const response = await api("POST", "/invoices", { key, body });
    expect(response.status).toBe(201);
    return response.body.data as { id: string; display: string; totalCents: number; clientId: string; updatedAt: string };
  };
  const updatedAt = async (id: string) => {
    const response = await api("GET", `/invoices/${id}`, { key });
    expect(response.status).toBe(200);
    return response.body.data.updatedAt as string;
  };
  const changedSince = async (since: string, clientId?: string) => {
    const response = await api("GET", `/invoices?updatedSince=${encodeURIComponent(since)}${clientId ? `&clientId=${clientId}` : ""}&limit=200`, { key });
    expect(response.status).toBe(200);
    return (response.body.data.faturas as { id: string }[]).map((invoice) => invoice.id);
  };
  const mark = async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    const now = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    return now;
  };

  beforeAll(async () => {
    const company = await createTestCompany("Sincronia Total, Lda");
    key = (await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 })).key;
  });

  it("every change to what get_invoice answers moves the invoice's updatedAt, and updatedSince finds it", async () => {
    const main = await issue({ clientName: "Cliente Sincronizado, Lda", lines: [{ description: "Consultoria", unitEuros: 100 }] });
    const bystander = await issue({ clientName: "Cliente Parado, Lda", lines: [{ description: "Outro", unitEuros: 10 }] });
    const banked = await issue({ clientName: "Cliente Banco, Lda", lines: [{ description: "Estadia", unitEuros: 321.5 }] });
    let receiptId = "";
    let debitNoteId = "";
    let creditNoteId = "";
    const movementOf = async () => (await api("GET", "/bank/overview", { key })).body.data.movimentos.find((movement: { amountCents: number }) => movement.amountCents === banked.totalCents).id as string;
    const ok = async (response: Promise<{ status: number; body: { data: Record<string, unknown> } }>) => {
      const answered = await response;
      expect(answered.status, JSON.stringify(answered.body)).toBeLessThan(300);
      return answered.body.data;
    };
    const steps: { path: string; target: () => string; act: () => Promise<unknown> }[] = [
      { path: "a payment (receipt)", target: () => main.id, act: async () => (receiptId = (await ok(api("POST", `/invoices/${main.id}/payments`, { key, body: { amountEuros: 50 } }))).id as string) },
      { path: "annulling the receipt", target: () => main.id, act: () => ok(api("POST", `/receipts/${receiptId}/annul`, { key, body: { reason: "Pagamento registado por engano" } })) },
      { path: "a debit note on it", target: () => main.id, act: async () => (debitNoteId = (await ok(api("POST", "/debit-notes", { key, body: { invoiceId: main.id, reason: "Deslocação", lines: [{ description: "Deslocação", unitEuros: 20 }] } }))).id as string) },
      { path: "annulling the debit note", target: () => main.id, act: () => ok(api("POST", `/invoices/${debitNoteId}/annul`, { key, body: { reason: "Emitida por engano" } })) },
      { path: "sending it by email", target: () => main.id, act: () => ok(api("POST", `/invoices/${main.id}/send`, { key, body: { to: "contabilidade@sincronizado.pt" } })) },
      { path: "sealing its PDF", target: () => main.id, act: () => ok(api("POST", `/invoices/${main.id}/seal`, { key, body: {} })) },
      { path: "a credit note on it", target: () => main.id, act: async () => (creditNoteId = (await ok(api("POST", "/credit-notes", { key, body: { reason: "Devolução", references: [{ invoiceId: main.id }] } }))).id as string) },
      { path: "acknowledging the credit note", target: () => creditNoteId, act: () => ok(api("POST", `/credit-notes/${creditNoteId}/acknowledgement`, { key, body: { acknowledgementDate: today } })) },
      { path: "annulling the credit note", target: () => main.id, act: () => ok(api("POST", `/invoices/${creditNoteId}/annul`, { key, body: { reason: "Nota emitida por engano" } })) },
      { path: "annulling the invoice", target: () => main.id, act: () => ok(api("POST", `/invoices/${main.id}/annul`, { key, body: { reason: "Emitida por engano" } })) },
      { path: "a bank import that suggests it", target: () => banked.id, act: () => ok(api("POST", "/bank/import", { key, body: { csv: `date;description;amount\n${today};TRF SEPA RECEBIDA;395,45\n` } })) },
      { path: "accepting the bank suggestion", target: () => banked.id, act: async () => ok(api("POST", `/bank/movements/${await movementOf()}/accept`, { key, body: {} })) },
      { path: "undoing the bank match", target: () => banked.id, act: async () => ok(api("POST", `/bank/movements/${await movementOf()}/unmatch`, { key, body: {} })) },
      { path: "matching it by hand", target: () => banked.id, act: async () => ok(api("POST", `/bank/movements/${await movementOf()}/match`, { key, body: { invoiceId: banked.id } })) },
    ];
    const missed: string[] = [];
    for (const step of steps) {
      const before = step.path === "acknowledging the credit note" ? await updatedAt(creditNoteId) : await updatedAt(step.target());
      const since = await mark();
      await step.act();
      const id = step.target();
      const after = await updatedAt(id);
      const found = await changedSince(since);
      if (!(after > before && after >= since && found.includes(id))) missed.push(`${step.path}: updatedAt ${before} → ${after}, found ${found.includes(id)}`);
      expect(found, step.path).not.toContain(bystander.id);
    }
    expect(missed).toEqual([]);
    // clientId narrows to that client's documents.
    const epoch = "2000-01-01T00:00:00Z";
    expect(new Set(await changedSince(epoch, bystander.clientId))).toEqual(new Set([bystander.id]));
    expect(await changedSince(epoch, main.clientId)).toContain(main.id);
    expect(await changedSince(epoch, main.clientId)).not.toContain(banked.id);
    // Nothing after the last change.
    expect(await changedSince(await mark())).toEqual([]);
  });

  it("a bad updatedSince is a 400 naming the field", async () => {
    const response = await api("GET", "/invoices?updatedSince=ontem", { key });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("validation_error");
    expect(JSON.stringify(response.body.error)).toContain("updatedSince");
  });
});
