import sharp from "sharp";
import { MockLanguageModelV3 } from "ai/test";
import { beforeAll, describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/domains/documents/extraction/extract-document";
import { createTestCompany, testDatabase, type TestCompany } from "../support/fixtures";
import { expenseQrPayload, invoicePdf, supplierNif } from "../support/document-fixtures";

// MOCKED PATH: no language model provider is reachable here, so the optional model step of the
// extraction pipeline is driven by the ai SDK's MockLanguageModelV3 answering with scripted JSON.
// The pipeline around it (QR, text layer, history, checks) is real.

const usage = { inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 5, text: 5, reasoning: 0 } };

function modelAnswering(fields: Record<string, unknown> | Error) {
  return new MockLanguageModelV3({
    modelId: "mock-vision",
    doGenerate: async () => {
      if (fields instanceof Error) throw fields;
      return { content: [{ type: "text", text: JSON.stringify(fields) }], finishReason: { unified: "stop", raw: undefined }, usage, warnings: [] };
    },
  });
}

const photoWithoutQr = async () => new Uint8Array(await sharp({ create: { width: 600, height: 800, channels: 3, background: "#fff" } }).jpeg().toBuffer());
const TODAY = "2026-11-22";

describe("extraction with a language model (mock model)", () => {
  let company: TestCompany;
  const context = () => ({ companyId: company.companyId, companyNif: company.nif, today: TODAY });

  beforeAll(async () => {
    company = await createTestCompany();
    testDatabase();
  });

  it("fills what the offline steps could not read from the file, marks it as from the model, and checks it", async () => {
    const nif = supplierNif("50763411");
    const model = modelAnswering({ supplierName: "Papelaria Central, Lda", supplierNif: nif, documentDate: "2026-11-03", documentNumber: "FT P/991", atcud: null, totalEuros: 61.5, vatEuros: 11.5, category: "material de escritório" });
    const extraction = await extractDocument(await photoWithoutQr(), "jpeg", context(), { model, id: "mock-vision" });

    expect(extraction.status).toBe("archived");
    expect(extraction.fields).toMatchObject({ supplierName: "Papelaria Central, Lda", supplierNif: nif, documentDate: "2026-11-03", totalCents: 6_150, vatCents: 1_150, netCents: 5_000 });
    expect(extraction.sources).toMatchObject({ supplierName: "model", supplierNif: "model", totalCents: "model" });
    const prompt = model.doGenerateCalls[0]!.prompt;
    expect(JSON.stringify(prompt)).toContain("image/jpeg");
  });

  it("sends the model's answer to review when it fails the checks", async () => {
    const model = modelAnswering({ supplierName: "Loja X", supplierNif: "123456780", documentDate: "2030-01-01", documentNumber: null, atcud: null, totalEuros: 100, vatEuros: 50, category: "uma categoria que não existe" });
    const extraction = await extractDocument(await photoWithoutQr(), "jpeg", context(), { model, id: "mock-vision" });
    expect(extraction.status).toBe("needs_review");
    expect(extraction.reasons.join(" ")).toMatch(/NIF/);
    expect(extraction.reasons.join(" ")).toMatch(/futur/);
  });

  it("does not ask the model when the QR code and the text layer already give every critical field", async () => {
    const nif = supplierNif("50763412");
    const payload = expenseQrPayload({ supplierNif: nif, buyerNif: company.nif, date: "2026-11-02", documentId: "FT A/7", atcud: "ABCD1234-7", normalBaseCents: 10_000, normalVatCents: 2_300 });
    const pdf = await invoicePdf(["Livraria do Bairro, Lda", `NIF ${nif}`, "Fatura FT A/7", "Total 123,00 €"], payload);
    const model = modelAnswering({});
    const extraction = await extractDocument(pdf, "pdf", context(), { model, id: "mock-vision" });
    expect(model.doGenerateCalls).toHaveLength(0);
    expect(extraction.sources.totalCents).toBe("qr");
  });

  it("keeps the offline result when the model fails", async () => {
    const extraction = await extractDocument(await photoWithoutQr(), "jpeg", context(), { model: modelAnswering(new Error("provider down")), id: "mock-vision" });
    expect(extraction.status).toBe("needs_review");
    expect(extraction.reasons[0]).toMatch(/código QR/);
  });
});
