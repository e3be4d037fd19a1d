import { MockLanguageModelV3 } from "ai/test";
import { beforeAll, describe, expect, it } from "vitest";
import type { Scope } from "@/lib/kernel/scopes";
import { SCOPES } from "@/lib/kernel/scopes";
import { respondToChat } from "@/lib/domains/chat/chat-operation";
import { issueInvoice } from "@/lib/domains/invoices/issue-invoice";
import { invokeOperation } from "@/lib/kernel/invoke-operation";
import type { OperationContext } from "@/lib/kernel/operation";
import { agentToolOperations } from "@/lib/registry/registry";
import { financialReport } from "@/lib/domains/reports/get-financial-report";
import { answerWithModel } from "@/lib/domains/tax/answer-with-model";
import { createTestCompany, testDatabase, type TestCompany } from "../support/fixtures";

// MOCKED PATH: no language model provider is reachable here, so these tests drive the model engine
// with the ai SDK's MockLanguageModelV3 (scripted tool calls and text). Everything behind the model
// is real: the operations run against the test database.

const usage = { inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 5, text: 5, reasoning: 0 } };
type Step = { toolCall: { name: string; input: unknown } } | { text: string };

/** A model that answers each generation with the next scripted step. */
function scriptedModel(steps: Step[]) {
  let index = 0;
  return new MockLanguageModelV3({
    modelId: "mock-model",
    doGenerate: async () => {
      const step = steps[index++];
      if (!step) throw new Error("the model was called more often than scripted");
      if ("toolCall" in step) {
        return { content: [{ type: "tool-call", toolCallId: `call-${index}`, toolName: step.toolCall.name, input: JSON.stringify(step.toolCall.input) }], finishReason: { unified: "tool-calls", raw: undefined }, usage, warnings: [] };
      }
      return { content: [{ type: "text", text: step.text }], finishReason: { unified: "stop", raw: undefined }, usage, warnings: [] };
    },
  });
}

describe("the assistant's model engine (mock model)", () => {
  let company: TestCompany;
  const context = (scopes: Scope[] = [...SCOPES]): OperationContext => ({
    companyId: company.companyId, scopes, requestId: "test", actor: { kind: "user", userId: "test" }, now: () => new Date(),
  });

  beforeAll(async () => {
    company = await createTestCompany();
  });

  it("calls a tool, gives the model its result, and returns the final answer with the operation's card", async () => {
    const year = new Date().getFullYear();
    const model = scriptedModel([{ toolCall: { name: "get_financial_report", input: { year } } }, { text: "Este ano faturou 0,00 €." }]);
    const output = await respondToChat(context(), { message: "quanto faturei?", history: [] }, agentToolOperations, { model, id: "mock-model" });

    expect(output).toMatchObject({ reply: "Este ano faturou 0,00 €.", engine: "ai:mock-model", card: { type: "report", period: { year: year } } });
    const report = await financialReport(company.companyId, year);
    expect(output.card).toMatchObject({ period: { revenueCents: report.receitasLiquidasCents, vatBalanceCents: report.vatBalanceCents } });
    // The second generation saw the tool's real result.
    const secondPrompt = JSON.stringify(model.doGenerateCalls[1]!.prompt);
    expect(secondPrompt).toContain("tool-result");
    expect(secondPrompt).toContain(`"receitasLiquidas":"${report.receitasLiquidas}"`);
  });

  it("offers the model only the tools the key's scopes allow, never files nor the chat itself", async () => {
    const readOnly = scriptedModel([{ text: "ok" }]);
    await respondToChat(context(["chat", "read"]), { message: "olá", history: [] }, agentToolOperations, { model: readOnly, id: "mock-model" });
    const readTools = readOnly.doGenerateCalls[0]!.tools!.map((tool) => tool.name);
    expect(readTools).toContain("get_company_briefing");
    expect(readTools).not.toContain("create_invoice");
    expect(readTools).not.toContain("import_bank_statement");
    expect(readTools).not.toContain("chat");
    expect(readTools).not.toContain("get_invoice_pdf");

    const writer = scriptedModel([{ text: "ok" }]);
    await respondToChat(context(["chat", "invoices:write"]), { message: "olá", history: [] }, agentToolOperations, { model: writer, id: "mock-model" });
    // Exactly the registry's agent tools under invoices:write, every one of them a write.
    const invoiceTools = agentToolOperations.filter((operation) => operation.scope === "invoices:write").map((operation) => operation.name).sort();
    expect(invoiceTools).toEqual(expect.arrayContaining(["create_credit_note", "create_invoice", "register_payment", "upsert_client"]));
    expect(writer.doGenerateCalls[0]!.tools!.map((tool) => tool.name).sort()).toEqual(invoiceTools);
  });

  it("turns a write into a draft, writes nothing until «sim», then issues it without asking the model", async () => {
    const invoices = () => testDatabase().invoice.count({ where: { companyId: company.companyId } });
    const before = await invoices();
    const model = scriptedModel([{ toolCall: { name: "create_invoice", input: { clientName: "Joana Lda", lines: [{ description: "Consultoria", quantity: 3, unitEuros: 60 }] } } }]);
    const draft = await respondToChat(context(), { message: "fatura à Joana, 3 horas a 60", history: [] }, agentToolOperations, { model, id: "mock-model" });
    expect(draft.card).toMatchObject({ type: "invoice_draft", totalCents: 22_140, cliente: { nome: "Joana Lda", created: true } });
    expect(model.doGenerateCalls).toHaveLength(1);
    expect(await invoices()).toBe(before);

    const unused = scriptedModel([]);
    const history = [{ role: "user" as const, content: "fatura à Joana, 3 horas a 60" }, { role: "assistant" as const, content: draft.reply }];
    const issued = await respondToChat(context(), { message: "sim", history }, agentToolOperations, { model: unused, id: "mock-model" });
    expect(issued.card).toMatchObject({ type: "invoice_issued", invoice: { clientName: "Joana Lda", totalCents: 22_140 } });
    expect(unused.doGenerateCalls).toHaveLength(0);
    expect(await invoices()).toBe(before + 1);
  });

  it("drafts a payment and a credit note the model asks for with their cards (figures from list_invoices), done only on «sim»", async () => {
    const invoice = await invokeOperation(issueInvoice, context(), { clientName: "Rui Lda", lines: [{ description: "Design", quantity: 1, unitEuros: 100 }] });
    const payModel = scriptedModel([{ toolCall: { name: "register_payment", input: { id: invoice.id, amountEuros: 23 } } }]);
    const payment = await respondToChat(context(), { message: "o Rui pagou 23 €", history: [] }, agentToolOperations, { model: payModel, id: "mock-model" });
    expect(payment.card).toMatchObject({ type: "payment_draft", amountCents: 2300, invoice: { id: invoice.id, openCents: 12_300 } });
    expect(await testDatabase().receipt.count({ where: { invoiceId: invoice.id } })).toBe(0);
    const paid = await respondToChat(context(), { message: "sim", history: [{ role: "assistant", content: payment.reply }] }, agentToolOperations, { model: scriptedModel([]), id: "mock-model" });
    expect(paid.card).toMatchObject({ type: "payment_registered", receipt: { amountCents: 2300, openCents: 10_000 } });

    const noteModel = scriptedModel([{ toolCall: { name: "create_credit_note", input: { reason: "Desconto", references: [{ invoiceId: invoice.id, lines: [{ line: 1, amountEuros: 10 }] }] } } }]);
    const note = await respondToChat(context(), { message: "desconto de 10 € ao Rui", history: [] }, agentToolOperations, { model: noteModel, id: "mock-model" });
    expect(note.card).toMatchObject({ type: "credit_note_draft", amountCents: 1000, line: { line: 1, description: "Design" }, reason: "Desconto" });
    const issued = await respondToChat(context(), { message: "sim", history: [{ role: "assistant", content: note.reply }] }, agentToolOperations, { model: scriptedModel([]), id: "mock-model" });
    expect(issued.card).toMatchObject({ type: "credit_note_issued", note: { netCents: 1000, totalCents: 1230, references: [invoice.display] } });
  });

  it("falls back to the local engine when the model fails", async () => {
    const failing = new MockLanguageModelV3({ doGenerate: async () => { throw new Error("provider unreachable"); } });
    const output = await respondToChat(context(), { message: "quais são as próximas obrigações?", history: [] }, agentToolOperations, { model: failing, id: "mock-model" });
    expect(output.engine).toBe("local");
    expect(output.card?.type).toBe("obligations");
  });
});

describe("the tax expert's model engine (mock model)", () => {
  it("answers from the retrieved passages and cites the ones the model used", async () => {
    const model = scriptedModel([{ text: "A restauração paga a taxa intermédia de 13% [1]." }]);
    const answer = await answerWithModel("Que IVA se aplica a uma refeição num restaurante?", { model, id: "mock-model" });
    expect(answer.engine).toBe("ai:mock-model");
    expect(answer.sources).toHaveLength(1);
    expect(answer.sources[0]!.reference).toContain("CIVA art. 18.º");
    expect(JSON.stringify(model.doGenerateCalls[0]!.prompt)).toContain(answer.sources[0]!.quote.slice(0, 40));
  });

  it("gives the model the year of each passage's figures and keeps only the passages it cited", async () => {
    const model = scriptedModel([{ text: "Em cartão, até 10,46 € por dia [1]." }]);
    const answer = await answerWithModel("Qual é o valor isento do subsídio de refeição em cartão?", { model, id: "mock-model" });
    const prompt = JSON.stringify(model.doGenerateCalls[0]!.prompt);
    expect(prompt).toContain("[1] Subsídio de refeição");
    expect(prompt).toContain("valores de 2026");
    expect(answer.sources).toEqual([expect.objectContaining({ reference: expect.stringContaining("Portaria 51-B/2026/1"), year: 2026 })]);
  });

  it.each(["Qual a taxa de IVA das bicicletas?", "Quanto pago de IMI pela minha casa?", "Tenho de pagar imposto do selo num contrato de arrendamento?"])(
    "does not ask the model a question only a neighbouring passage shares words with: %s",
    async (question) => {
      const model = scriptedModel([]);
      const answer = await answerWithModel(question, { model, id: "mock-model" });
      expect(model.doGenerateCalls).toHaveLength(0);
      expect(answer).toMatchObject({ sources: [], confidence: 0 });
      expect(answer.resposta).toMatch(/^Não sei/);
    },
  );

  it("does not ask the model a question the knowledge base does not cover", async () => {
    const model = scriptedModel([]);
    const answer = await answerWithModel("Qual é a capital da Mongólia?", { model, id: "mock-model" });
    expect(model.doGenerateCalls).toHaveLength(0);
    expect(answer.sources).toEqual([]);
    expect(answer.resposta).toContain("contabilista");
  });
});
