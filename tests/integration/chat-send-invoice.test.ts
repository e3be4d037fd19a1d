import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, randomCompanyNif, testDatabase, type TestCompany } from "../support/fixtures";
import { outbox } from "../support/session";

// «envia a fatura X ao cliente» through POST /chat on the real server (local engine): a draft naming
// the address, nothing sent until «sim», sent once (a repeated «sim» sends nothing more), and a client
// without an address is asked for one.

type Turn = { role: "user" | "assistant"; content: string };

describe("POST /chat: sending a document by email", () => {
  let company: TestCompany;
  let key: string;
  const say = (message: string, history: Turn[] = []) => api("POST", "/chat", { key, body: { message, history } });

  beforeAll(async () => {
    company = await createTestCompany();
    key = (await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 })).key;
  });

  it("drafts the sending to the client's address, sends it once on «sim», with the PDF", async () => {
    const clientEmail = `contas.${Date.now()}@cliente-chat.example`;
    const nif = randomCompanyNif();
    const client = await api("POST", "/clients", { key, body: { name: "Cliente Chat, Lda", nif, email: clientEmail, address: "Rua do Chat 1, 1000-001 Lisboa" } });
    expect(client.status, JSON.stringify(client.body)).toBeLessThan(300);
    const issued = await api("POST", "/invoices", { key, body: { clientName: "Cliente Chat, Lda", clientNif: nif, clientAddress: "Rua do Chat 1, 1000-001 Lisboa", lines: [{ description: "Serviço", unitEuros: 100 }] } });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const invoice = issued.body.data;
    const draft = await say(`envia a fatura ${invoice.display} ao cliente`);
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body.data.card).toMatchObject({ type: "send_draft", to: clientEmail, invoice: { id: invoice.id, display: invoice.display } });
    expect(draft.body.data.reply).toContain(`para ${clientEmail}`);
    expect(await testDatabase().invoiceEmail.count({ where: { invoiceId: invoice.id } })).toBe(0);

    const history: Turn[] = [{ role: "assistant", content: draft.body.data.reply }];
    const done = await say("sim", history);
    expect(done.body.data.reply).toMatch(new RegExp(`^Enviado: «[^»]*${invoice.display}[^»]*» para ${clientEmail.replace(/\./g, "\\.")}, com o PDF`));
    const again = await say("sim", history);
    expect(again.body.data.reply).toContain("já tinha sido feito");
    expect(await testDatabase().invoiceEmail.count({ where: { invoiceId: invoice.id, kind: "document" } })).toBe(1);
    expect(outbox().filter((message) => message.to === clientEmail)).toHaveLength(1);
  });

  it("sends to the address in the message; asks for one when the client has none", async () => {
    const invoice = (await api("POST", "/invoices", { key, body: { clientName: "Cliente Sem Email", lines: [{ description: "Serviço", unitEuros: 10 }] } })).body.data;
    const asked = await say(`envia a ${invoice.display} ao cliente`);
    expect(asked.body.data).toMatchObject({ card: null, reply: expect.stringContaining("não tem email") });
    const given = await say(`manda a ${invoice.display} para outra.pessoa@cliente-chat.example`);
    expect(given.body.data.card).toMatchObject({ type: "send_draft", to: "outra.pessoa@cliente-chat.example" });
    expect(await testDatabase().invoiceEmail.count({ where: { invoiceId: invoice.id } })).toBe(0);
  });
});
