import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueInvoice } from "@/lib/domains/invoices/issue-invoice";
import { WITHHOLDING_CODES, WITHHOLDING_RULES } from "@/lib/domains/invoices/withholding";

// Issue #34 (M3, glossary of values): the withholding codes irs_b_outros and irs_b_propriedade became
// irs_b_other_services (11,5 %, CIRS art. 101.º n.º 1 c)) and irs_b_intellectual_property (16,5 %,
// n.º 1 a)). The API accepts only the new codes, so every stored code read again must be rewritten:
// the documents, the recurring templates, the assistant's drafts and the agents' pending proposals.
// The migration runs here on the embedded PGlite over the migrations before it, on rows holding the
// old codes.

const MIGRATIONS = path.resolve(import.meta.dirname, "../../prisma/migrations");
const RENAME = "20261127184000_withholding_codes_english";
const RENAMED = { irs_b_outros: "irs_b_other_services", irs_b_propriedade: "irs_b_intellectual_property" } as const;

let db: PGlite;

beforeAll(async () => {
  db = await PGlite.create();
  const folders = readdirSync(MIGRATIONS, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  expect(folders).toContain(RENAME);
  for (const folder of folders.filter((name) => name < RENAME)) await db.exec(readFileSync(path.join(MIGRATIONS, folder, "migration.sql"), "utf8"));
  await db.exec(`
    INSERT INTO "Company" (id, name, nif, "legalForm", cae, address, email) VALUES ('c1', 'Ana Silva', '234567899', 'Trabalhador independente', '74100', 'Rua 1', 'ana@example.test');
    INSERT INTO "Client" (id, "companyId", name, "matchName", "updatedAt") VALUES ('k1', 'c1', 'Cliente Lda', 'cliente lda', now());
    INSERT INTO "InvoiceSeries" (id, "companyId", type, year, "validationCode") VALUES ('s1', 'c1', 'FT', 2026, 'AAJFJMVNTN');
  `);
  const codes = ["irs_b_outros", "irs_b_propriedade", "irs_b_151", null];
  for (const [index, code] of codes.entries()) {
    await db.query(
      `INSERT INTO "Invoice" (id, "companyId", "clientId", "seriesId", type, number, display, atcud, "issueDate", "dueDate", "clientName", "netCents", "vatCents", "totalCents", "qrPayload", hash, "withholdingCode", "updatedAt")
       VALUES ($1, 'c1', 'k1', 's1', 'FT', $2, $3, 'AAJFJMVNTN-1', '2026-11-01', '2026-12-01', 'Cliente Lda', 100000, 23000, 123000, 'A:1', 'h', $4, '2026-11-01T10:00:00Z')`,
      [`i${index}`, index + 1, `FT 2026/${index + 1}`, code],
    );
    const input = JSON.stringify({ clientName: "Cliente Lda", lines: [{ description: "Consultoria", unitEuros: 1000 }], ...(code ? { withholdingRule: code } : {}) });
    await db.query(`INSERT INTO "RecurringInvoice" (id, "companyId", frequency, "dayOfMonth", "startDate", template, "createdBy", "updatedAt") VALUES ($1, 'c1', 'monthly', 1, '2026-12-01', $2, '{}', now())`, [`r${index}`, input]);
    await db.query(`INSERT INTO "ChatDraft" (id, "companyId", input, "expiresAt") VALUES ($1, 'c1', $2, now())`, [`d${index}`, input]);
    await db.query(`INSERT INTO "AgentProposal" (id, "companyId", operation, input, preview) VALUES ($1, 'c1', 'create_invoice', $2, '{}')`, [`p${index}`, input]);
  }
  await db.query(`INSERT INTO "AgentProposal" (id, "companyId", operation, input, preview, status) VALUES ('done', 'c1', 'create_invoice', '{"withholdingRule":"irs_b_outros"}', '{}', 'approved')`);
  await db.exec(readFileSync(path.join(MIGRATIONS, RENAME, "migration.sql"), "utf8"));
}, 120_000);

afterAll(async () => {
  await db?.close();
});

const column = async (sql: string) => (await db.query<{ code: string | null }>(sql)).rows.map((row) => row.code);
const expected = ["irs_b_other_services", "irs_b_intellectual_property", "irs_b_151", null];

describe("withholding codes in English (issue #34)", () => {
  it("the old codes are refused and the new ones keep their rates", () => {
    const parse = (withholdingRule: string) => issueInvoice.input.safeParse({ clientName: "Cliente Lda", clientNif: "501964843", lines: [{ description: "Consultoria", unitEuros: 1000 }], withholdingRule }).success;
    for (const [old, renamed] of Object.entries(RENAMED)) {
      expect(parse(old), old).toBe(false);
      expect(parse(renamed), renamed).toBe(true);
    }
    expect(WITHHOLDING_RULES.irs_b_other_services.rateBasisPoints).toBe(1_150);
    expect(WITHHOLDING_RULES.irs_b_intellectual_property.rateBasisPoints).toBe(1_650);
    expect(WITHHOLDING_RULES.irs_b_intellectual_property.label).toContain("101.º n.º 1 a)");
  });

  it("rewrites the codes of the documents and moves their updatedAt", async () => {
    expect(await column(`SELECT "withholdingCode" AS code FROM "Invoice" ORDER BY id`)).toEqual(expected);
    const moved = await db.query<{ id: string }>(`SELECT id FROM "Invoice" WHERE "updatedAt" > '2026-11-01T10:00:00Z' ORDER BY id`);
    expect(moved.rows.map((row) => row.id)).toEqual(["i0", "i1"]);
  });

  it("rewrites the recurring templates, the assistant's drafts and the agents' pending proposals, each still a create_invoice input", async () => {
    for (const sql of [`SELECT template->>'withholdingRule' AS code FROM "RecurringInvoice" ORDER BY id`, `SELECT input->>'withholdingRule' AS code FROM "ChatDraft" ORDER BY id`, `SELECT input->>'withholdingRule' AS code FROM "AgentProposal" WHERE status = 'pending' ORDER BY id`]) {
      expect(await column(sql), sql).toEqual(expected);
    }
    const templates = await db.query<{ template: { withholdingRule?: string; lines: unknown[] } }>(`SELECT template FROM "RecurringInvoice" ORDER BY id`);
    expect(templates.rows[0]!.template.lines).toEqual([{ description: "Consultoria", unitEuros: 1000 }]);
    for (const { template } of templates.rows) if (template.withholdingRule) expect(WITHHOLDING_CODES).toContain(template.withholdingRule);
  });

  it("leaves a decided proposal as it was decided", async () => {
    expect(await column(`SELECT input->>'withholdingRule' AS code FROM "AgentProposal" WHERE id = 'done'`)).toEqual(["irs_b_outros"]);
  });
});
