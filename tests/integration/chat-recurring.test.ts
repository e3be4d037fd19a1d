import { beforeAll, describe, expect, it } from "vitest";
import { lisbonToday } from "@/lib/core/dates";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";

// Avenças through POST /chat on the real server (local engine): creating one is a draft that nothing
// comes of until «sim» (and a repeated «sim» creates no second one); the list, the next date, and
// pausing and resuming by the client's name go through the registry's operations.

type Turn = { role: "user" | "assistant"; content: string };

describe("POST /chat: avenças", () => {
  let company: TestCompany;
  let key: string;
  const say = (message: string, history: Turn[] = []) => api("POST", "/chat", { key, body: { message, history } });
  const schedules = () => testDatabase().recurringInvoice.findMany({ where: { companyId: company.companyId } });
  const today = lisbonToday(new Date());

  beforeAll(async () => {
    company = await createTestCompany();
    key = (await createTestKey(company.companyId, { rateLimitPerMinute: 10_000 })).key;
  });

  it("drafts an avença from one sentence and creates it once, only on «sim»", async () => {
    const draft = await say("cria uma avença mensal de 150 € + IVA para a Padaria Xisto no dia 1");
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body.data.card).toMatchObject({
      type: "recurring_draft",
      clientName: "Padaria Xisto",
      frequency: "monthly",
      dayOfMonth: 1,
      startDate: today,
      lines: [{ description: "Avença mensal", quantity: 1, unitEuros: 150, vatRate: 23 }],
      totalCents: 18450,
    });
    expect(draft.body.data.card.nextDate > today || draft.body.data.card.nextDate === today).toBe(true);
    expect(draft.body.data.reply).toMatch(/^Rascunho RASC-\w{8}: avença mensal para Padaria Xisto .* Confirma\?/);
    expect(await schedules()).toHaveLength(0);

    const history: Turn[] = [{ role: "assistant", content: draft.body.data.reply }];
    const done = await say("sim", history);
    expect(done.body.data.reply).toMatch(/^Avença criada: Padaria Xisto, dia 1; a primeira fatura é emitida a /);
    expect(done.body.data.card).toMatchObject({ type: "recurring_invoices", recurringInvoices: [{ clientName: "Padaria Xisto", status: "active", dayOfMonth: 1 }] });
    await say("sim", history);
    const saved = await schedules();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ frequency: "monthly", dayOfMonth: 1, status: "active" });
    expect(saved[0]!.template).toMatchObject({ clientName: "Padaria Xisto", lines: [{ description: "Avença mensal", unitEuros: 150, vatRate: 23 }] });
    // Nothing was issued: an avença issues on its day, through the worker.
    expect(await testDatabase().invoice.count({ where: { companyId: company.companyId } })).toBe(0);
  });

  it("asks for what is missing instead of guessing, and drafts nothing", async () => {
    const drafts = () => testDatabase().chatDraft.count({ where: { companyId: company.companyId } });
    const before = await drafts();
    const asked = await say("cria uma avença mensal para a Padaria Xisto");
    expect(asked.body.data).toMatchObject({ card: null, reply: expect.stringContaining("falta o valor") });
    expect(await drafts()).toBe(before);
  });

  it("lists the avenças, says when one issues next, and pauses and resumes it by the client's name", async () => {
    const listed = await say("que avenças tenho?");
    expect(listed.body.data.card).toMatchObject({ type: "recurring_invoices", clientName: null, recurringInvoices: [{ clientName: "Padaria Xisto", status: "active" }] });
    const nextDate = listed.body.data.card.recurringInvoices[0].nextDate as string;
    expect(listed.body.data.reply).toContain("Padaria Xisto — mensal, dia 1, ativa");

    const next = await say("quando é a próxima fatura da avença da Padaria Xisto?");
    expect(next.body.data.reply).toBe(`A próxima fatura da avença de Padaria Xisto (mensal, dia 1) é emitida a ${nextDate.split("-").reverse().join("/")}.`);

    const paused = await say("pausa a avença da Padaria Xisto");
    expect(paused.body.data.reply).toMatch(/^Avença de Padaria Xisto em pausa/);
    expect(paused.body.data.card).toMatchObject({ type: "recurring_invoices", recurringInvoices: [{ status: "paused" }] });
    expect((await schedules())[0]!.status).toBe("paused");
    expect(await testDatabase().auditEvent.count({ where: { companyId: company.companyId, operation: "pause_recurring_invoice" } })).toBe(1);
    const whenPaused = await say("quando é a próxima fatura da avença da Padaria Xisto?");
    expect(whenPaused.body.data.reply).toContain("está em pausa");

    const resumed = await say("retoma a avença da Padaria Xisto");
    expect(resumed.body.data.reply).toMatch(/^Avença de Padaria Xisto retomada: a próxima fatura é emitida a /);
    expect((await schedules())[0]!.status).toBe("active");

    const unknown = await say("pausa a avença do Cliente Inexistente");
    expect(unknown.body.data).toMatchObject({ card: null, reply: expect.stringContaining("De que avença?") });
    expect((await schedules())[0]!.status).toBe("active");
  });

  it("a read-only key may list but not create or pause, and is told which permission is missing", async () => {
    const readKey = (await createTestKey(company.companyId, { scopes: ["read", "chat"], rateLimitPerMinute: 10_000 })).key;
    const asRead = (message: string) => api("POST", "/chat", { key: readKey, body: { message, history: [] } });
    expect((await asRead("que avenças tenho?")).body.data.card.type).toBe("recurring_invoices");
    for (const message of ["pausa a avença da Padaria Xisto", "cria uma avença mensal de 90 € para o Café Y"]) {
      const refused = await asRead(message);
      expect(refused.body.data.card, message).toBeNull();
      expect(refused.body.data.reply, message).toContain("invoices:write");
    }
    expect((await schedules())[0]!.status).toBe("active");
  });
});
