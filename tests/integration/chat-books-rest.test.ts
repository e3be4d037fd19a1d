import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";

// Payments and credit notes through POST /chat on the real server: the draft's and the document's
// figures are the ones REST returns for the invoice, «sim» writes once, scopes and companies hold.

type Turn = { role: "user" | "assistant"; content: string };

describe("POST /chat: payments and credit notes", () => {
  let company: TestCompany;
  let key: string;
  const say = (message: string, history: Turn[] = [], withKey = key) => api("POST", "/chat", { key: withKey, body: { message, history } });
  const issue = async (unitEuros: number) => (await api("POST", "/invoices", { key, body: { clientName: "Joana Lda", lines: [{ description: "Consultoria", unitEuros }] } })).body.data;

  beforeAll(async () => {
    company = await createTestCompany();
    key = (await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 })).key;
  });

  it("registers «a Joana pagou 400 €» once, with the figures REST then shows for the invoice", async () => {
    const invoice = await issue(1_000);
    const draft = await say(`a Joana pagou 400 € da fatura ${invoice.display.slice(3)}`);
    expect(draft.body.data.card).toMatchObject({ type: "payment_draft", amountCents: 40_000, invoice: { id: invoice.id, openCents: 123_000 } });
    const history: Turn[] = [{ role: "user", content: "a Joana pagou" }, { role: "assistant", content: draft.body.data.reply }];
    const done = await say("sim", history);
    const after = (await api("GET", `/invoices/${invoice.id}`, { key })).body.data;
    expect(done.body.data.card).toMatchObject({ type: "payment_registered", receipt: { amountCents: 40_000, openCents: after.openCents } });
    expect(after.openCents).toBe(83_000);
    expect(done.body.data.reply).toContain(after.open);
    const again = await say("sim", history);
    expect(again.body.data.card.receipt.id).toBe(done.body.data.card.receipt.id);
    expect(await testDatabase().receipt.count({ where: { invoiceId: invoice.id } })).toBe(1);
  });

  it("credits a whole invoice with the reason given, once, and REST shows it credited", async () => {
    const invoice = await issue(50);
    const draft = await say(`emite uma nota de crédito à ${invoice.display}, motivo: serviço faturado em duplicado`);
    expect(draft.body.data.card).toMatchObject({ type: "credit_note_draft", reason: "Serviço faturado em duplicado", line: null, amountCents: null });
    const history: Turn[] = [{ role: "assistant", content: draft.body.data.reply }];
    const done = await say("sim", history);
    expect(done.body.data.card).toMatchObject({ type: "credit_note_issued", note: { totalCents: 6_150, references: [invoice.display] } });
    const again = await say("sim", history);
    expect(again.body.data.card.note.id).toBe(done.body.data.card.note.id);
    const after = (await api("GET", `/invoices/${invoice.id}`, { key })).body.data;
    expect(after).toMatchObject({ creditedCents: 6_150, status: "credited" });
  });

  it("tells a key without invoices:write, and cannot reach another company's invoice", async () => {
    const invoice = await issue(20);
    const readOnly = (await createTestKey(company.companyId, { scopes: ["chat", "read"] })).key;
    const refused = await say(`regista o pagamento da ${invoice.display}`, [], readOnly);
    expect(refused.body.data).toMatchObject({ card: null, reply: expect.stringContaining("«invoices:write»") });
    const stranger = await createTestCompany();
    const strangerKey = (await createTestKey(stranger.companyId)).key;
    const foreign = await say(`faz uma nota de crédito à ${invoice.display} por desconto`, [], strangerKey);
    expect(foreign.body.data).toMatchObject({ card: null, reply: expect.stringContaining("Não encontrei") });
  });
});
