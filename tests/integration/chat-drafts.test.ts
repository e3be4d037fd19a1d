import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SCOPES, type Scope } from "@/lib/kernel/scopes";
import { createChatDraft, dropChatDraft, findChatDraft } from "@/lib/domains/chat/drafts/chat-drafts";
import { confirmDraft } from "@/lib/domains/chat/drafts/confirm-draft";
import { chatTools } from "@/lib/domains/chat/model/model-engine";
import { ApiError } from "@/lib/core/api-error";
import { flushLogs } from "@/lib/core/log";
import { issueInvoice } from "@/lib/domains/invoices/issue-invoice";
import type { OperationContext } from "@/lib/kernel/operation";
import { agentToolOperations } from "@/lib/registry/registry";
import { askTaxExpert } from "@/lib/domains/tax/ask-tax-expert";
import { createTestCompany, testDatabase, type TestCompany } from "../support/fixtures";

// The assistant's drafts behind one module (company-scoped, audited) and the chat's operations run
// through invokeOperation: called in-process against the test database, reading the JSON log lines.

type Actor = OperationContext["actor"];
const keyActor: Actor = { kind: "api_key", keyId: "key-1", prefix: "ctb_live_ab12", name: "Contabilidade" };

function contextOf(company: TestCompany, scopes: Scope[] = [...SCOPES], actor: Actor = keyActor, now = new Date()): OperationContext {
  return { companyId: company.companyId, scopes, requestId: `test-${Math.random().toString(36).slice(2)}`, actor, now: () => now };
}

/** The JSON lines logged while `action` runs, of one event. */
async function logged(event: string, action: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  flushLogs();
  const spy = vi.spyOn(process.stdout, "write");
  try {
    await action();
    flushLogs();
    const lines = spy.mock.calls.flatMap(([chunk]) => String(chunk).split("\n")).filter((line) => line.startsWith("{"));
    return lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.event === event);
  } finally {
    spy.mockRestore();
  }
}

const invoiceInput = { clientName: "Cliente do Rascunho Lda", type: "FT", lines: [{ description: "Consultoria", quantity: 2, unitEuros: 50, vatRate: 23 }] };

describe("chat drafts", () => {
  let company: TestCompany;
  let other: TestCompany;
  const draftsOf = (target: TestCompany) => testDatabase().chatDraft.count({ where: { companyId: target.companyId } });

  beforeAll(async () => {
    delete process.env.LOG_REQUESTS;
    [company, other] = [await createTestCompany(), await createTestCompany()];
  });
  afterEach(() => vi.restoreAllMocks());

  it("stores a draft for its company only, with an audit line naming the key by its prefix", async () => {
    const context = contextOf(company);
    let id = "";
    const lines = await logged("chat_draft_write", async () => {
      id = (await createChatDraft(context, issueInvoice.name, invoiceInput)).id;
    });
    expect(lines).toEqual([expect.objectContaining({ change: "created", draftId: id, operation: "create_invoice", companyId: company.companyId, requestId: context.requestId, actor: { kind: "api_key", keyPrefix: "ctb_live_ab12" } })]);
    expect(JSON.stringify(lines)).not.toContain("key-1");
    expect(await findChatDraft(context, id)).toMatchObject({ id, operation: "create_invoice", input: invoiceInput });
    expect(await findChatDraft(contextOf(other), id)).toBeNull();
  });

  it("never drops another company's draft, and logs only a real removal", async () => {
    const draft = await createChatDraft(contextOf(company), issueInvoice.name, invoiceInput);
    const foreign = await logged("chat_draft_write", () => dropChatDraft(contextOf(other), draft.id));
    expect(foreign).toEqual([]);
    expect(await findChatDraft(contextOf(company), draft.id)).not.toBeNull();
    const own = await logged("chat_draft_write", () => dropChatDraft(contextOf(company), draft.id));
    expect(own).toEqual([expect.objectContaining({ change: "dropped", draftId: draft.id, companyId: company.companyId })]);
    expect(await findChatDraft(contextOf(company), draft.id)).toBeNull();
  });

  it("lets a draft expire after 24 hours, and clears only the company's own expired drafts", async () => {
    const yesterday = new Date(Date.now() - 25 * 60 * 60 * 1000);
    const old = await createChatDraft(contextOf(company, [...SCOPES], keyActor, yesterday), issueInvoice.name, invoiceInput);
    const othersOld = await createChatDraft(contextOf(other, [...SCOPES], keyActor, yesterday), issueInvoice.name, invoiceInput);
    expect(await findChatDraft(contextOf(company), old.id)).toBeNull();
    const othersBefore = await draftsOf(other);
    await createChatDraft(contextOf(company), issueInvoice.name, invoiceInput);
    expect(await testDatabase().chatDraft.findUnique({ where: { id: old.id } })).toBeNull();
    expect(await testDatabase().chatDraft.findUnique({ where: { id: othersOld.id } })).not.toBeNull();
    expect(await draftsOf(other)).toBe(othersBefore);
  });

  it("runs a confirmed draft through invokeOperation: one audit line for the write", async () => {
    const context = contextOf(company, [...SCOPES], { kind: "user", userId: "user-1" });
    const draft = await createChatDraft(context, issueInvoice.name, invoiceInput);
    const lines = await logged("operation_write", () => confirmDraft(context, draft.id, agentToolOperations));
    expect(lines).toEqual([expect.objectContaining({ operation: "create_invoice", companyId: company.companyId, actor: { kind: "user", userId: "user-1" }, replayed: false })]);
  });

  it("names the missing scope when a confirmed draft's key cannot run it, and keeps the draft", async () => {
    const draft = await createChatDraft(contextOf(company), issueInvoice.name, invoiceInput);
    const invoices = await testDatabase().invoice.count({ where: { companyId: company.companyId } });
    const answer = await confirmDraft(contextOf(company, ["chat", "read"]), draft.id, agentToolOperations);
    expect(answer).toEqual({ reply: expect.stringContaining("«invoices:write»"), card: null });
    expect(answer.reply).toContain(`executar «${issueInvoice.title}»`);
    expect(await testDatabase().invoice.count({ where: { companyId: company.companyId } })).toBe(invoices);
    expect(await findChatDraft(contextOf(company), draft.id)).not.toBeNull();
  });
});

describe("the model engine's tools", () => {
  let company: TestCompany;
  beforeAll(async () => {
    company = await createTestCompany();
  });

  it("run through invokeOperation: the text rules apply to what the model sends", async () => {
    const tools = chatTools(contextOf(company), [askTaxExpert]);
    const run = tools[askTaxExpert.name]!.execute!({ question: "taxa de IVA\u0000 dos livros" }, { toolCallId: "call-1", messages: [] });
    await expect(run).rejects.toMatchObject({ code: "validation_error" });
    await expect(run).rejects.toBeInstanceOf(ApiError);
  });

  it("check the key's scope when called, not only when the tool list is built", async () => {
    const scopes: Scope[] = ["chat", "read"];
    const tools = chatTools(contextOf(company, scopes), [askTaxExpert]);
    scopes.splice(scopes.indexOf("read"), 1);
    const run = tools[askTaxExpert.name]!.execute!({ question: "qual é a taxa de IVA dos livros?" }, { toolCallId: "call-2", messages: [] });
    await expect(run).rejects.toMatchObject({ code: "insufficient_scope" });
  });
});
