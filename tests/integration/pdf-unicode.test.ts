import { beforeAll, describe, expect, it } from "vitest";
import { openPdf, pdfText } from "@/lib/domains/documents/extraction/pdf-text";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey } from "../support/fixtures";

// Security review 2026-11-26 L10, through the running server: the invoice PDF carries the client's
// name as stored (it printed «?ód? ?????»), so the PDF and SAF-T agree about the buyer.
describe("invoice PDF text from the running server (review L10)", () => {
  let key: string;
  beforeAll(async () => {
    const company = await createTestCompany("Tipografia Unicode Teste, Lda");
    key = (await createTestKey(company.companyId, { scopes: ["read", "invoices:write"] })).key;
  });

  it("prints «Łukasz Żółć · Ελληνικά · Дмитрий» and the euro sign exactly", async () => {
    const name = "Łukasz Żółć · Ελληνικά · Дмитрий";
    const issued = await api("POST", "/invoices", { key, body: { clientName: name, lines: [{ description: "Tradução őş", unitEuros: 100 }] } });
    expect(issued.status).toBe(201);
    const pdf = await api<Uint8Array>("GET", `/invoices/${issued.body.data.id}/pdf`, { key });
    expect(pdf.status).toBe(200);
    const text = await pdfText(await openPdf(pdf.body));
    expect(text).toContain(name);
    expect(text).toContain("Tradução őş");
    // 100 € + 23 % VAT (CIVA art. 18.º n.º 1 c)), written by hand.
    expect(text).toContain("123,00 €");
  });
});
