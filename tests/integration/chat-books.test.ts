import { beforeAll, describe, expect, it } from "vitest";
import { SCOPES, type Scope } from "@/lib/kernel/scopes";
import { respondToChat } from "@/lib/domains/chat/chat-operation";
import { getInvoice } from "@/lib/domains/invoices/get-invoice";
import { issueInvoice } from "@/lib/domains/invoices/issue-invoice";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import type { OperationContext } from "@/lib/kernel/operation";
import { agentToolOperations } from "@/lib/registry/registry";
import { createTestCompany, testDatabase, type TestCompany } from "../support/fixtures";

// The assistant's local engine on the books' operations (exempt invoices, payments, credit notes),
// called in-process against the test database: drafts, «sim», scopes and company isolation.

function contextOf(company: TestCompany, scopes: Scope[] = [...SCOPES]): OperationContext {
  return { companyId: company.companyId, scopes, requestId: `test-${Math.random().toString(36).slice(2)}`, actor: { kind: "user", userId: "user-1" }, now: () => new Date() };
}

type Turn = { role: "user" | "assistant"; content: string };
async function say(context: OperationContext, message: string, history: Turn[] = []) {
  const answer = await respondToChat(context, { message, history }, agentToolOperations, null);
  return { ...answer, history: [...history, { role: "user" as const, content: message }, { role: "assistant" as const, content: answer.reply }] };
}

describe("chat: invoices without VAT", () => {
  let company: TestCompany;
  beforeAll(async () => {
    company = await createTestCompany();
  });
  const invoices = () => testDatabase().invoice.count({ where: { companyId: company.companyId } });

  it("asks which exemption applies when the company is not in the art. 53.º regime, and drafts nothing", async () => {
    const before = await testDatabase().chatDraft.count({ where: { companyId: company.companyId } });
    const answer = await say(contextOf(company), "emite uma fatura à Maria Lopes de 1000 € por formação, isento de IVA");
    expect(answer.card).toBeNull();
    expect(answer.reply).toMatch(/motivo da isenção/);
    expect(answer.reply).toContain("M07");
    expect(answer.reply).toContain("M40");
    expect(await testDatabase().chatDraft.count({ where: { companyId: company.companyId } })).toBe(before);
  });

  it("drafts with the code named in the message, and «sim» issues the 0% invoice with it", async () => {
    const context = contextOf(company);
    const before = await invoices();
    const draft = await say(context, "emite uma fatura à Maria Lopes de 1000 € por formação, isento M07");
    expect(draft.card).toMatchObject({ type: "invoice_draft", vatCents: 0, totalCents: 100000, lines: [{ vatRate: 0, vatExemptionCode: "M07" }] });
    expect(draft.reply).toContain("M07");
    const issued = await say(context, "sim", draft.history);
    expect(issued.card).toMatchObject({ type: "invoice_issued", invoice: { totalCents: 100000, vatCents: 0 } });
    expect(await invoices()).toBe(before + 1);
    const line = await testDatabase().invoiceLine.findFirst({ where: { invoice: { companyId: company.companyId }, description: "Formação" } });
    expect(line).toMatchObject({ vatRate: 0, vatExemptionCode: "M07" });
  });

  it("uses M10 (art. 53.º) for a company in the exemption regime, and says so in the draft", async () => {
    const exempt = await createTestCompany();
    await testDatabase().company.update({ where: { id: exempt.companyId }, data: { vatRegime: "isento" } });
    const draft = await say(contextOf(exempt), "faz uma fatura ao Rui Costa de 200 € por design, sem IVA");
    expect(draft.card).toMatchObject({ type: "invoice_draft", totalCents: 20000, lines: [{ vatRate: 0, vatExemptionCode: "M10" }] });
    expect(draft.reply).toContain("M10");
    expect(draft.reply).toContain("artigo 53.º");
  });
});

describe("chat: payments and credit notes", () => {
  let company: TestCompany;
  let other: TestCompany;
  const issue = (target: TestCompany, unitEuros: number) =>
    invokeOperation(issueInvoice, contextOf(target), { clientName: "Joana Lda", type: "FT", lines: [{ description: "Consultoria", quantity: 1, unitEuros, vatRate: 23 }] });
  beforeAll(async () => {
    [company, other] = [await createTestCompany(), await createTestCompany()];
  });

  it("drafts a partial payment from the document's open amount, registers it once on «sim», and a second «sim» returns the same receipt", async () => {
    const context = contextOf(company);
    const invoice = await issue(company, 100);
    const draft = await say(context, `a Joana pagou 50 € da fatura ${invoice.display.slice(3)}`);
    expect(draft.card).toMatchObject({ type: "payment_draft", amountCents: 5000, partial: true, method: "TB", invoice: { id: invoice.id, openCents: 12300 } });
    expect(await testDatabase().receipt.count({ where: { invoiceId: invoice.id } })).toBe(0);
    const done = await say(context, "sim", draft.history);
    expect(done.card).toMatchObject({ type: "payment_registered", receipt: { invoiceId: invoice.id, amountCents: 5000, openCents: 7300 } });
    const rest = await invokeOperation(getInvoice, context, { id: invoice.id });
    expect(done.card?.type === "payment_registered" && done.card.receipt.openCents).toBe(rest.openCents);
    expect(done.reply).toContain(rest.open);
    const again = await say(context, "sim", draft.history);
    expect(again.reply).toContain("já tinha sido registado");
    expect(again.card?.type === "payment_registered" && again.card.receipt.id).toBe(done.card?.type === "payment_registered" && done.card.receipt.id);
    expect(await testDatabase().receipt.count({ where: { invoiceId: invoice.id } })).toBe(1);
  });

  it("drafts the whole open amount when none is named, and refuses more than is open", async () => {
    const context = contextOf(company);
    const invoice = await issue(company, 40);
    const full = await say(context, `regista o pagamento da ${invoice.display} em numerário`);
    expect(full.card).toMatchObject({ type: "payment_draft", amountCents: 4920, partial: false, method: "NU" });
    const tooMuch = await say(context, `recebi 100 € da ${invoice.display}`);
    expect(tooMuch.card).toBeNull();
    expect(tooMuch.reply).toContain("49,20");
  });

  it("passes the day said to register_payment, which refuses a day before the invoice: told, nothing written", async () => {
    const context = contextOf(company);
    const invoice = await issue(company, 15);
    const draft = await say(context, `a Joana pagou ontem a ${invoice.display}`);
    expect(draft.card).toMatchObject({ type: "payment_draft", paymentDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const refused = await say(context, "sim", draft.history);
    // The assistant shows the refusal's Portuguese (`pt`), not the API's English.
    expect(refused).toMatchObject({ card: null, reply: `Não foi feito: A data do recebimento é anterior à emissão de ${invoice.display}.` });
    expect(await testDatabase().receipt.count({ where: { invoiceId: invoice.id } })).toBe(0);
    const unreadable = await say(context, `a Joana pagou a ${invoice.display} a 31/11`);
    expect(unreadable).toMatchObject({ card: null, reply: expect.stringContaining("«31/11» não existe") });
  });

  it("drafts a credit note of an amount on the invoice's line with its reason, issues it once, and asks for a missing reason", async () => {
    const context = contextOf(company);
    const invoice = await issue(company, 200);
    const drafts = () => testDatabase().chatDraft.count({ where: { companyId: company.companyId } });
    const before = await drafts();
    const noReason = await say(context, `faz uma nota de crédito de 50 € à ${invoice.display}`);
    expect(noReason.card).toBeNull();
    expect(noReason.reply).toMatch(/motivo/);
    expect(await drafts()).toBe(before);

    const draft = await say(context, `faz uma nota de crédito de 50 € à ${invoice.display} por desconto`);
    expect(draft.card).toMatchObject({ type: "credit_note_draft", reason: "Desconto", amountCents: 5000, line: { line: 1, description: "Consultoria" }, invoice: { id: invoice.id } });
    const done = await say(context, "sim", draft.history);
    expect(done.card).toMatchObject({ type: "credit_note_issued", note: { netCents: 5000, vatCents: 1150, totalCents: 6150, reason: "Desconto", references: [invoice.display] } });
    const again = await say(context, "sim", draft.history);
    expect(again.card?.type === "credit_note_issued" && again.card.note.id).toBe(done.card?.type === "credit_note_issued" && done.card.note.id);
    expect(await testDatabase().invoice.count({ where: { companyId: company.companyId, type: "NC" } })).toBe(1);
    expect((await invokeOperation(getInvoice, context, { id: invoice.id })).creditedCents).toBe(6150);
  });

  it("tells a key without invoices:write, and drafts nothing", async () => {
    const invoice = await issue(company, 10);
    const before = await testDatabase().chatDraft.count({ where: { companyId: company.companyId } });
    const payment = await say(contextOf(company, ["chat", "read"]), `regista o pagamento da ${invoice.display}`);
    expect(payment).toMatchObject({ card: null, reply: expect.stringContaining("«invoices:write»") });
    const note = await say(contextOf(company, ["chat", "read"]), `faz uma nota de crédito à ${invoice.display} por erro`);
    expect(note).toMatchObject({ card: null, reply: expect.stringContaining("«invoices:write»") });
    expect(await testDatabase().chatDraft.count({ where: { companyId: company.companyId } })).toBe(before);
  });

  it("never reaches another company's invoice, by its number or by a draft's reference", async () => {
    const invoice = await issue(company, 30);
    const foreign = await say(contextOf(other), `regista o pagamento da ${invoice.display}`);
    expect(foreign.card).toBeNull();
    expect(foreign.reply).toContain(`Não encontrei a ${invoice.display}`);
    const draft = await say(contextOf(company), `regista o pagamento da ${invoice.display}`);
    const stolen = await say(contextOf(other), "sim", draft.history);
    expect(stolen.reply).toContain("já não está disponível");
    expect(await testDatabase().receipt.count({ where: { invoiceId: invoice.id } })).toBe(0);
  });
});
