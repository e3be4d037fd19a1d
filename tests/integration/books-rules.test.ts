import { beforeAll, describe, expect, it } from "vitest";
import { parseAtQrPayload } from "@/lib/domains/invoices/at-qr-code";
import { api } from "../support/api-client";
import { createTestCompany, createTestKey, testDatabase, type TestCompany } from "../support/fixtures";

// The domain audit's withholding, exemption-code and calendar findings (reviews/2026-11-26/domain.md
// W3, W4, W10) through the REST API of the real server, each named with its legal source. The rules
// themselves: tests/unit/books-rules.test.ts and tests/unit/calendar-legal-dates.test.ts.

const LICENCE = { description: "Licença de utilização de software (direitos de autor)", unitEuros: 1_000 };
const LAPTOP = { description: "Portátil 14\" com instalação", unitEuros: 500, subjectToWithholding: false };
const ES_VAT = "ESB12345674";

describe("books rules through the API", () => {
  let company: TestCompany;
  let key: string;
  const issue = (body: object, as = key) => api("POST", "/invoices", { key: as, body });
  const expectRefused = (response: { status: number; body: any }, path: string) => {
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body.error.code).toBe("validation_error");
    expect(response.body.error.details[0].path).toBe(path);
    return response.body.error.message as string;
  };
  const companyWith = async (data: object) => {
    const other = await createTestCompany();
    await testDatabase().company.update({ where: { id: other.companyId }, data });
    return { company: other, key: (await createTestKey(other.companyId, { scopes: ["read", "invoices:write"], rateLimitPerMinute: 10_000 })).key };
  };

  beforeAll(async () => {
    company = await createTestCompany("Regras dos Livros, Lda");
    key = (await createTestKey(company.companyId, { scopes: ["read", "invoices:write"], rateLimitPerMinute: 10_000 })).key;
  });

  it("CIRS art. 101.º / CIRC art. 94.º: an Lda's invoice with IRS category B withholding is refused, and consumes no number (W3 a)", async () => {
    const refused = await issue({ clientName: "Papelaria Central do Chiado, Lda", clientNif: "501442600", clientAddress: "Rua do Cliente 1, 1000-001 Lisboa", type: "FR", withholdingRule: "irs_b_151", lines: [{ description: "Consultoria informática", unitEuros: 1_000 }] });
    expect(expectRefused(refused, "withholdingRule")).toContain("IRC");
    const next = await issue({ clientName: "Papelaria Central do Chiado, Lda", clientNif: "501442600", clientAddress: "Rua do Cliente 1, 1000-001 Lisboa", type: "FR", lines: [{ description: "Consultoria informática", unitEuros: 1_000 }] });
    expect(next.status).toBe(201);
    expect(next.body.data.display).toMatch(/^FR \d{4}\/1$/);
    expect(next.body.data.withholdingCents).toBe(0);
  });

  it("CIRC art. 94.º n.º 1: a royalty and a laptop on one invoice withhold 25 % of the royalty only, and a credit note follows the lines (W3 b)", async () => {
    const issued = await issue({ clientName: "Cliente Licenças, Lda", clientNif: "501964843", clientAddress: "Rua do Cliente 1, 1000-001 Lisboa", withholdingRule: "irc_94", lines: [LICENCE, LAPTOP] });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body.data).toMatchObject({ netCents: 150_000, totalCents: 184_500, withholdingCents: 25_000, openCents: 159_500, warnings: [] });
    expect(parseAtQrPayload(issued.body.data.qrPayload).get("P")).toBe("250.00");
    const detail = (await api("GET", `/invoices/${issued.body.data.id}`, { key })).body.data;
    expect(detail.lines.map((line: { subjectToWithholding: boolean }) => line.subjectToWithholding)).toEqual([true, false]);
    // Crediting the laptop gives back none of the withholding; crediting the licence gives back all of it.
    const laptop = await api("POST", "/credit-notes", { key, body: { reason: "Portátil devolvido", references: [{ invoiceId: issued.body.data.id, lines: [{ line: 2 }] }] } });
    expect(laptop.body.data).toMatchObject({ totalCents: 61_500, withholdingCents: 0 });
    const licence = await api("POST", "/credit-notes", { key, body: { reason: "Licença cancelada", references: [{ invoiceId: issued.body.data.id, lines: [{ line: 1 }] }] } });
    expect(licence.body.data).toMatchObject({ totalCents: 123_000, withholdingCents: 25_000 });
    expect((await api("GET", `/invoices/${issued.body.data.id}`, { key })).body.data).toMatchObject({ openCents: 0, status: "credited" });
  });

  it("DL 49/2025: no withholding below 25 € — an 80 € licence is issued without it, and says why (W3 c)", async () => {
    const issued = await issue({ clientName: "Cliente Pequeno, Lda", clientNif: "501442600", clientAddress: "Rua do Cliente 1, 1000-001 Lisboa", withholdingRule: "irc_94", lines: [{ ...LICENCE, unitEuros: 80 }] });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body.data).toMatchObject({ totalCents: 9_840, withholdingCents: 0, openCents: 9_840 });
    expect(issued.body.data.warnings[0]).toMatch(/Sem retenção na fonte: os 20,00 € a reter ficam abaixo de 25 € \(DL 49\/2025/);
    expect(parseAtQrPayload(issued.body.data.qrPayload).has("P")).toBe(false);
    expect((await api("GET", `/invoices/${issued.body.data.id}`, { key })).body.data.withholdingRule).toBeNull();
  });

  it("CIRS art. 101.º n.º 1: a client with a personal NIF (organised accounting) can withhold; a final consumer cannot (W3 d)", async () => {
    const person = await issue({ clientName: "Rui Empresário", clientNif: "234567899", clientAddress: "Rua do Cliente 2, Porto", withholdingRule: "irc_94", lines: [LICENCE] });
    expect(person.status, JSON.stringify(person.body)).toBe(201);
    expect(person.body.data.withholdingCents).toBe(25_000);
    expectRefused(await issue({ clientName: "Consumidor final", withholdingRule: "irc_94", lines: [LICENCE] }), "withholdingRule");
  });

  it("CIRS art. 101.º n.º 1 b): a sole trader withholds IRS category B, not IRC (W3 a)", async () => {
    const soleTrader = await companyWith({ legalForm: "Trabalhador independente", accountingRegime: "simplified" });
    const issued = await issue({ clientName: "Cliente do Independente, Lda", clientNif: "501442600", clientAddress: "Rua do Cliente 1, 1000-001 Lisboa", withholdingRule: "irs_b_151", lines: [{ description: "Consultoria informática", unitEuros: 1_000 }] }, soleTrader.key);
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body.data.withholdingCents).toBe(23_000);
    expectRefused(await issue({ clientName: "Cliente do Independente, Lda", clientNif: "501442600", clientAddress: "Rua do Cliente 1, 1000-001 Lisboa", withholdingRule: "irc_94", lines: [LICENCE] }, soleTrader.key), "withholdingRule");
  });

  it("Código dos Regimes Contributivos arts. 151.º–155.º, CIRS art. 102.º: a sole trader's calendar has no IRC (W10)", async () => {
    const soleTrader = await companyWith({ legalForm: "Empresário em nome individual", accountingRegime: "simplified", activityStartDate: new Date("2020-01-01T00:00:00Z") });
    const obligations: { key: string; movesToNextWorkingDay: boolean; workingDaySource: string }[] = (await api("GET", "/fiscal-calendar", { key: soleTrader.key })).body.data.obligations;
    expect(obligations.some((obligation) => /^(irc-|ies-)/.test(obligation.key))).toBe(false);
    expect(obligations.some((obligation) => obligation.key.startsWith("ss-independente-pagamento"))).toBe(true);
    for (const obligation of obligations) expect(obligation.workingDaySource.length, obligation.key).toBeGreaterThan(10);
  });

  it("RITI art. 14.º: M16 is refused to a Portuguese client and to an EU client without a VAT number, accepted with one (W4)", async () => {
    const goods = [{ description: "Monitores 27\"", quantity: 3, unitEuros: 50, vatRate: 0, vatExemptionCode: "M16" }];
    expectRefused(await issue({ clientName: "Papelaria Central do Chiado, Lda", clientNif: "501442600", clientAddress: "Rua Garrett 1, Lisboa", lines: goods }), "lines[0].vatExemptionCode");
    expectRefused(await issue({ clientName: "Juan Particular", clientCountry: "ES", lines: goods }), "lines[0].vatExemptionCode");
    const business = await issue({ clientName: "Distribuciones Ibéricas SL", clientCountry: "ES", clientForeignTaxId: ES_VAT, clientAddress: "Calle Mayor 1, 28013 Madrid", lines: goods });
    expect(business.status, JSON.stringify(business.body)).toBe(201);
  });

  it("CIVA art. 6.º n.º 6 a): M40 needs a plausible VAT number (VIES cannot be reached, the message says so) (W4)", async () => {
    const services = [{ description: "Desenvolvimento de software", unitEuros: 2_000, vatRate: 0, vatExemptionCode: "M40" }];
    const message = expectRefused(await issue({ clientName: "Cliente XX", clientCountry: "ES", clientForeignTaxId: "XX", lines: services }), "lines[0].vatExemptionCode");
    expect(message).toContain("VIES");
  });

  it("CIVA art. 6.º n.º 6 a): 23 % VAT on a document to an EU business with a VAT number comes back with a warning (W4)", async () => {
    const issued = await issue({ clientName: "Soluciones Ibéricas SL", clientCountry: "ES", clientForeignTaxId: ES_VAT, clientAddress: "Calle Mayor 1, 28013 Madrid", lines: [{ description: "Consultoria", unitEuros: 100 }] });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body.data.warnings).toEqual([expect.stringContaining("M40")]);
  });

  it("CIVA art. 53.º (DL 35/2025): an isento company cannot charge VAT and always uses M10; M10 is refused in any other regime (W4)", async () => {
    const exempt = await companyWith({ vatRegime: "isento" });
    expectRefused(await issue({ clientName: "Cliente", lines: [{ description: "Serviço", unitEuros: 10 }] }, exempt.key), "lines[0].vatRate");
    expectRefused(await issue({ clientName: "Distribuciones Ibéricas SL", clientCountry: "ES", clientForeignTaxId: ES_VAT, lines: [{ description: "Bens", unitEuros: 10, vatRate: 0, vatExemptionCode: "M16" }] }, exempt.key), "lines[0].vatExemptionCode");
    const m10 = await issue({ clientName: "Cliente", lines: [{ description: "Serviço", unitEuros: 10, vatRate: 0, vatExemptionCode: "M10" }] }, exempt.key);
    expect(m10.status, JSON.stringify(m10.body)).toBe(201);
    const monthly = await companyWith({ vatRegime: "mensal" });
    expectRefused(await issue({ clientName: "Cliente", lines: [{ description: "Serviço", unitEuros: 10, vatRate: 0, vatExemptionCode: "M10" }] }, monthly.key), "lines[0].vatExemptionCode");
    // A debit note follows the same rule.
    const ft = await issue({ clientName: "Cliente ND", lines: [{ description: "Serviço", unitEuros: 10 }] }, monthly.key);
    const nd = await api("POST", "/debit-notes", { key: monthly.key, body: { invoiceId: ft.body.data.id, reason: "Acerto", lines: [{ description: "Acerto", unitEuros: 5, vatRate: 0, vatExemptionCode: "M10" }] } });
    expectRefused(nd, "lines[0].vatExemptionCode");
  });
});
