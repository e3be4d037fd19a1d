import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createApiKey } from "@/lib/domains/auth/create-api-key";
import { SCOPES } from "@/lib/kernel/scopes";
import { PrismaClient } from "@/lib/generated/prisma/client.ts";
import { applyMigrations } from "@/lib/transports/server/migrate";
import { startAppServer, type RunningServer } from "../support/app-server";
import { randomCompanyNif } from "../support/fixtures";
import { type LoopbackSmtp, type ReceivedMail, startLoopbackSmtp } from "../support/loopback-smtp";
import { createScratchDatabase } from "../support/test-services";

// ux 14: when the company asks for it, the owners (and only they) are emailed when an agent proposes a
// write that needs their confirmation. The production server on its own database, with SMTP_URL at a
// real SMTP server this test starts on loopback (smtp-server: a TEST DOUBLE for the mail provider,
// which cannot be reached from here); each message is parsed (mailparser) and checked.

const INVOICE = { clientName: "Hotel Ribeira, S.A.", clientNif: "503504564", clientAddress: "Cais da Ribeira 1, 4050-510 Porto", lines: [{ description: "Pão para o pequeno-almoço", quantity: 30, unitEuros: 3, vatRate: 6 }] };

describe.runIf(inject("mode") === "services")("email to the owners when an agent proposes", () => {
  let db: InstanceType<typeof PrismaClient>;
  let drop: () => Promise<void>;
  let server: RunningServer;
  let smtp: LoopbackSmtp | undefined;
  let received: ReceivedMail[] = [];
  let ownerKey = "";
  let agentKey = "";
  let companyId = "";

  async function call(key: string, method: string, path: string, body?: unknown) {
    const response = await fetch(`${server.baseUrl}/api/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${key}`, ...(body ? { "Content-Type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as any };
  }

  beforeAll(async () => {
    smtp = await startLoopbackSmtp();
    received = smtp.received;
    const smtpPort = smtp.port;

    const scratch = await createScratchDatabase(new URL("/postgres", inject("databaseUrl")).toString(), "proposal_email");
    drop = scratch.drop;
    await applyMigrations(scratch.url);
    db = new PrismaClient({ adapter: new PrismaPg({ connectionString: scratch.url, max: 3 }) });
    const company = await db.company.create({ data: { name: "Padaria Estrela, Lda", nif: randomCompanyNif(), legalForm: "Lda", cae: "10711", address: "Rua 1, Lisboa", email: "geral@padaria-estrela.example" } });
    companyId = company.id;
    const people = [
      { email: "ana@padaria-estrela.example", name: "Ana Dona", role: "owner" as const },
      { email: "rui@padaria-estrela.example", name: "Rui Sócio", role: "owner" as const },
      { email: "contas@gabinete.example", name: "Marta Contabilista", role: "accountant" as const },
    ];
    for (const person of people) {
      const user = await db.user.create({ data: { email: person.email, name: person.name, passwordHash: "x", emailVerifiedAt: new Date() } });
      await db.membership.create({ data: { userId: user.id, companyId, role: person.role } });
    }
    ownerKey = (await createApiKey(db, { companyId, name: "owner", scopes: [...SCOPES], rateLimitPerMinute: 10_000 })).plaintext;
    agentKey = (await createApiKey(db, { companyId, name: "Agente de vendas", scopes: [...SCOPES], rateLimitPerMinute: 10_000, agentLimits: { agentReadOnly: false, agentMaxDocumentsPerDay: null, agentMaxCentsPerDay: null, agentWritesNeedConfirmation: true } })).plaintext;
    server = await startAppServer({ DATABASE_URL: scratch.url, DATABASE_POOL_MAX: "5", REDIS_URL: undefined, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, PUBLIC_URL: "https://contas.padaria.example" });
  }, 180_000);

  afterAll(async () => {
    await server?.stop().catch(() => undefined);
    await smtp?.close();
    await db?.$disconnect();
    await drop?.();
  });

  it("off by default: a proposal is stored and counted, and nobody is emailed", async () => {
    expect((await call(ownerKey, "GET", "/company")).body.data.emailOwnersOnAgentProposal).toBe(false);
    const proposed = await call(agentKey, "POST", "/invoices", INVOICE);
    expect(proposed.status).toBe(403);
    expect(proposed.body.error.code).toBe("confirmation_required");
    expect((await call(ownerKey, "GET", "/briefing")).body.data.pendingProposals).toBe(1);
    // The message, when there is one, is delivered before the agent's answer (sendMail is awaited).
    expect(received).toHaveLength(0);
  });

  it("on: each owner gets one message naming the agent, the document and where to approve it; the accountant none", async () => {
    const turnedOn = await call(ownerKey, "PATCH", "/company", { emailOwnersOnAgentProposal: true });
    expect(turnedOn.status).toBe(200);
    expect(turnedOn.body.data.emailOwnersOnAgentProposal).toBe(true);

    const proposed = await call(agentKey, "POST", "/invoices", INVOICE);
    expect(proposed.status).toBe(403);
    const proposalId = proposed.body.error.details[0].message as string;
    expect(received.map((mail) => mail.envelopeTo[0]).sort()).toEqual(["ana@padaria-estrela.example", "rui@padaria-estrela.example"]);
    for (const mail of received) {
      expect(mail.subject).toBe("Proposta de agente à espera de aprovação — Padaria Estrela, Lda");
      expect(mail.text).toContain("O agente (chave Agente de vendas) propôs");
      expect(mail.text).toContain("create_invoice: FT ");
      expect(mail.text).toContain("Hotel Ribeira, S.A.");
      expect(mail.text).toContain("95,40 €");
      expect(mail.text).toContain("https://contas.padaria.example/integracoes#propostas");
    }
    expect(await db.agentProposal.count({ where: { id: proposalId, companyId, status: "pending" } })).toBe(1);
    expect((await call(ownerKey, "GET", "/briefing")).body.data.pendingProposals).toBe(2);
    // Nothing was written: the proposal waits.
    expect(await db.invoice.count({ where: { companyId } })).toBe(0);
  });
});
