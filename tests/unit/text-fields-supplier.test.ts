import { describe, expect, it } from "vitest";
import { textFields } from "@/lib/domains/documents/extraction/text-fields";

// A PDF that is no purchase document gets no supplier from its first line (ux review, expense review).

describe("supplier name from a PDF's text", () => {
  it("is not guessed for minutes of a meeting", () => {
    const minutes = "Ata da reunião de sócios – 12 de novembro de 2026\nAos doze dias do mês de novembro reuniram os sócios da sociedade.\nPonto um: aprovação das contas.";
    expect(textFields(minutes, "509999990").supplierName).toBeUndefined();
  });
  it("is read from a company-named line even on a bare receipt", () => {
    expect(textFields("Restaurante O Pátio, Lda\nData: 12/11/2026\nAlmoço de trabalho\nTotal: 45,80 €", "509999990").supplierName).toBe("Restaurante O Pátio, Lda");
  });
  it("is still read from an invoice", () => {
    const invoice = "Papelaria Central\nRua Direita 10, 1100-001 Lisboa\nNIF 501442600\nFatura FT A/12\nTotal 12,30 €";
    expect(textFields(invoice, "509999990").supplierName).toBe("Papelaria Central");
  });
});
