import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";

// The search and date filters the web app's lists use are the API's (registry first): documents by
// supplier and date, clients by name or NIF, bank movements by text, e-Fatura purchases by status,
// text and date, each combinable with the cursor.

describe("list filters", () => {
  let company: TestCompany;
  let key: string;

  beforeAll(async () => {
    company = await createTestCompany("Filtros, Lda");
    key = (await createTestKey(company.companyId, { scopes: ["read", "invoices:write"] })).key;
    const db = testDatabase();
    for (const [clientName, clientNif] of [["Ótica Norte, Lda", "501442600"], ["Padaria Sul", null]] as const) {
      expect((await api("POST", "/invoices", { key, body: { clientName, ...(clientNif ? { clientNif, clientAddress: "Rua do Cliente 1, 1000-001 Lisboa" } : {}), lines: [{ description: "Serviço", unitEuros: 10 }] } })).status).toBe(201);
    }
    for (const [index, [supplierName, date]] of ([["Galp Energia", "2026-10-01"], ["GALP Energia", "2026-10-20"], ["EDP Comercial", "2026-10-21"]] as const).entries()) {
      await db.expenseDocument.create({ data: { companyId: company.companyId, fileName: `f${index}.pdf`, status: "archived", supplierName, documentDate: new Date(`${date}T00:00:00Z`) } });
    }
    const account = await db.bankAccount.create({ data: { companyId: company.companyId, bankName: "Banco", iban: "PT50000201231234567890154" } });
    for (const [index, description] of ["TRF Otica Norte", "trf otica norte 2", "Comissão"].entries()) {
      await db.bankMovement.create({ data: { companyId: company.companyId, accountId: account.id, date: new Date(`2026-11-0${index + 1}T00:00:00Z`), description, amountCents: 100, fingerprint: `f-${index}` } });
    }
    for (const [index, date] of ["2026-09-30", "2026-10-15"].entries()) {
      await db.efaturaEntry.create({ data: { companyId: company.companyId, supplierName: `Fornecedor ${index}`, supplierNif: "503504564", documentDate: new Date(`${date}T00:00:00Z`), documentNumber: `FT X/${index}`, atcud: `ATCUD-${index}`, totalCents: 1000, vatCents: 187 } });
    }
    await db.expenseDocument.create({ data: { companyId: company.companyId, fileName: "registada.pdf", status: "archived", supplierNif: "503504564", atcud: "ATCUD-1", documentDate: new Date("2026-10-15T00:00:00Z"), totalCents: 1000 } });
  });

  it("documents: supplier or file name (case ignored) and the document date range", async () => {
    const galp = await api("GET", "/documents?supplierName=galp", { key });
    expect(galp.body.data.documentos.map((document: { fileName: string }) => document.fileName).sort()).toEqual(["f0.pdf", "f1.pdf"]);
    const october = await api("GET", "/documents?startDate=2026-10-15&endDate=2026-10-20", { key });
    expect(october.body.data.documentos.map((document: { fileName: string }) => document.fileName).sort()).toEqual(["f1.pdf", "registada.pdf"]);
    const paged = await api("GET", "/documents?supplierName=galp&limit=1", { key });
    const second = await api("GET", `/documents?supplierName=galp&limit=1&cursor=${paged.body.data.nextCursor}`, { key });
    expect([...paged.body.data.documentos, ...second.body.data.documentos].map((document: { fileName: string }) => document.fileName).sort()).toEqual(["f0.pdf", "f1.pdf"]);
    expect(second.body.data.hasMore).toBe(false);
  });

  it("a search stays on every page the cursor walks (clients by name, documents by supplier)", async () => {
    // Each search and the cursor are both `OR` conditions; the cursor's once replaced the search, so
    // the pages after the first listed everything after it.
    const walk = async (path: string, list: string, field: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      for (let pages = 0; pages < 10; pages++) {
        const response: { body: { data: Record<string, unknown> & { nextCursor: string | null } } } = await api("GET", `${path}&limit=1${cursor ? `&cursor=${cursor}` : ""}`, { key });
        seen.push(...(response.body.data[list] as Record<string, string>[]).map((row) => row[field]!));
        cursor = response.body.data.nextCursor;
        if (!cursor) return seen;
      }
      throw new Error(`more than 10 pages at ${path}`);
    };
    for (const clientName of ["Norte A", "Norte B"]) expect((await api("POST", "/clients", { key, body: { name: clientName } })).status).toBe(201);
    expect(await walk("/clients?q=norte", "clientes", "nome")).toEqual(["Norte A", "Norte B", "Ótica Norte, Lda"]);
    await testDatabase().expenseDocument.create({ data: { companyId: company.companyId, fileName: "velha.pdf", status: "archived", supplierName: "EDP Antiga", createdAt: new Date("2020-01-01T00:00:00Z") } });
    expect((await walk("/documents?supplierName=galp", "documentos", "fileName")).sort()).toEqual(["f0.pdf", "f1.pdf"]);
  });

  it("clients: a name without its accents, or part of the NIF", async () => {
    const byName = await api("GET", "/clients?q=otica", { key });
    expect(byName.body.data.clientes.map((client: { nome: string }) => client.nome)).toEqual(["Ótica Norte, Lda"]);
    // Words in any order and apart (ux LOW: «clinica sorriso» found nothing); a word that is not in the name finds nothing.
    for (const q of ["norte otica", "ÓTICA lda", "otica, norte"]) {
      const byWords = await api("GET", `/clients?q=${encodeURIComponent(q)}`, { key });
      expect(byWords.body.data.clientes.map((client: { nome: string }) => client.nome), q).toEqual(["Ótica Norte, Lda"]);
    }
    expect((await api("GET", "/clients?q=otica%20sul", { key })).body.data.clientes).toEqual([]);
    const byNif = await api("GET", "/clients?q=501-442", { key });
    expect(byNif.body.data.clientes.map((client: { nome: string }) => client.nome)).toEqual(["Ótica Norte, Lda"]);
  });

  it("bank movements: text in the description, case ignored", async () => {
    const found = await api("GET", "/bank/overview?q=OTICA%20NORTE", { key });
    expect(found.body.data.movimentos.map((movement: { description: string }) => movement.description).sort()).toEqual(["TRF Otica Norte", "trf otica norte 2"]);
  });

  it("e-Fatura: missing or registered, text and dates", async () => {
    const missing = await api("GET", "/efatura?status=missing", { key });
    expect(missing.body.data.movimentos.map((purchase: { documentNumber: string }) => purchase.documentNumber)).toEqual(["FT X/0"]);
    const registered = await api("GET", "/efatura?status=registered&supplierName=x%2F1", { key });
    expect(registered.body.data.movimentos.map((purchase: { documentNumber: string }) => purchase.documentNumber)).toEqual(["FT X/1"]);
    expect((await api("GET", "/efatura?startDate=2026-10-01", { key })).body.data.movimentos).toHaveLength(1);
    expect((await api("GET", "/efatura?status=pago", { key })).status).toBe(400);
  });
});
