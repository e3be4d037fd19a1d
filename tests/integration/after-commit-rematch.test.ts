import { beforeAll, describe, expect, it } from "vitest";
import { addDays, lisbonToday, toUtcDate } from "@/lib/core/dates";
import { api } from "../support/api-client";
import { base64, expenseQrPayload, invoicePhoto, supplierNif } from "../support/document-fixtures";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";
import { connectMcp } from "../support/mcp-client";

// Issuing an invoice and archiving an expense document no longer call the bank: they announce the
// committed write (lib/kernel/after-commit.ts) and the registry wires the bank's rematch to it
// (lib/registry/reactions.ts). Each way a write arrives must still rematch the movements waiting for
// it: an MCP tool call, a REST review, and the extraction job that archives an upload by itself.
// (Server actions load the wiring through the web workspace: tests/unit/after-commit.test.ts.)

const today = lisbonToday(new Date());

describe("a committed write rematches the bank's waiting movements, whichever way it arrives", () => {
  let company: TestCompany;
  let key: string;
  let accountId: string;

  const waitingMovement = async (description: string, amountCents: number, date = today) =>
    testDatabase().bankMovement.create({ data: { companyId: company.companyId, accountId, date: toUtcDate(date), description, amountCents, fingerprint: `${description}-${Date.now()}` } });
  const movement = (id: string) => testDatabase().bankMovement.findUniqueOrThrow({ where: { id } });

  beforeAll(async () => {
    company = await createTestCompany("Reações Depois, Lda");
    key = (await createTestKey(company.companyId, { rateLimitPerMinute: 100_000 })).key;
    // The first import makes the company's default account.
    const opened = await api("POST", "/bank/import", { key, body: { csv: `Data;Descrição;Montante\n${today.split("-").reverse().join("-")};ABERTURA DE CONTA;1,00\n` } });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    accountId = (await testDatabase().bankAccount.findFirstOrThrow({ where: { companyId: company.companyId, isDefault: true } })).id;
  });

  it("an invoice issued through MCP is matched to the credit that names its client, with its receipt", async () => {
    // 73,80 € = 60 € + IVA; the description names the client.
    const waiting = await waitingMovement("TRF OFICINA MCP DEPOIS DA FATURA", 7380);
    const { client } = await connectMcp(key);
    try {
      const result = await client.callTool({ name: "create_invoice", arguments: { clientName: "Oficina MCP", lines: [{ description: "Serviço", unitEuros: 60 }] } });
      expect(result.isError, JSON.stringify(result)).toBeFalsy();
      const invoiceId = (result.structuredContent as { id: string }).id;
      expect(await movement(waiting.id)).toMatchObject({ status: "matched", invoiceId });
      expect(await testDatabase().receipt.count({ where: { invoiceId, annulledAt: null } })).toBe(1);
    } finally {
      await client.close();
    }
  });

  it("a document archived by a person's review (REST) is matched or suggested for the debit of its total", async () => {
    const nif = supplierNif("50127364");
    const waiting = await waitingMovement("DD PAPELARIA REVISTA", -2460, addDays(today, -1));
    const document = await testDatabase().expenseDocument.create({
      data: { companyId: company.companyId, fileName: "papelaria.pdf", status: "needs_review", supplierName: "Papelaria Revista, Lda", supplierNif: nif, documentDate: toUtcDate(addDays(today, -2)), totalCents: 2460, vatCents: 460, category: "material de escritório" },
    });
    expect((await movement(waiting.id)).status).toBe("unmatched");
    const reviewed = await api("PATCH", `/documents/${document.id}`, { key, body: { confirm: true } });
    expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
    expect(reviewed.body.data.status).toBe("archived");
    const after = await movement(waiting.id);
    expect(["matched", "suggested"]).toContain(after.status);
    expect(after.documentId).toBe(document.id);
  });

  it("a document the extraction job archives by itself is matched or suggested for the debit of its total", async () => {
    const nif = supplierNif("50655372");
    const waiting = await waitingMovement("COMPRA GASOLINEIRA EXTRAIDA", -4305, addDays(today, -1));
    const photo = await invoicePhoto(expenseQrPayload({ supplierNif: nif, buyerNif: company.nif, date: addDays(today, -2), documentId: "FT X/7", atcud: "XTRC1234-7", normalBaseCents: 3_500, normalVatCents: 805 }));
    await testDatabase().supplierCategory.create({ data: { companyId: company.companyId, supplierNif: nif, category: "combustíveis" } });
    const uploaded = await api("POST", "/documents", { key, body: { fileName: "gasolineira.jpg", mimeType: "image/jpeg", dataBase64: base64(photo) } });
    expect(uploaded.body.data.status, JSON.stringify(uploaded.body)).toBe("archived");
    const after = await movement(waiting.id);
    expect(["matched", "suggested"]).toContain(after.status);
    expect(after.documentId).toBe(uploaded.body.data.id);
  });
});
