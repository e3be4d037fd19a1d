import { beforeAll, describe, expect, it } from "vitest";
import { SCOPES, type Scope } from "@/lib/auth/scopes";
import { respondToChat } from "@/lib/chat/chat-operation";
import type { OperationContext } from "@/lib/operations/operation";
import { agentToolOperations } from "@/lib/operations/registry";
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
