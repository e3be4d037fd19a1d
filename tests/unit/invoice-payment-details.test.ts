import { describe, expect, it } from "vitest";
import { openPdf, pdfText } from "@/lib/domains/documents/extraction/pdf-text";
import { messageText } from "@/lib/domains/invoices/invoice-emails";
import { renderInvoicePdf } from "@/lib/domains/invoices/invoice-pdf";
import { printableIban } from "@/lib/domains/invoices/payment-details";
import { profileFields } from "@/lib/domains/company/company-profile";
import { demoInvoiceDetail } from "../support/demo-invoice-detail";

// Issue #35 §1 / ux finding 6: the IBAN entered at onboarding was never printed. FT/ND PDFs now say
// how to pay — IBAN, amount after the client's withholding, due date, the company's reference text —
// and the documents that ask for no payment (FR, FS, NC, annulled) do not.

const PAYMENT = { iban: "PT50000201231234567890154", reference: "Indique o número da fatura na transferência." };

async function textOf(bytes: Uint8Array): Promise<string> {
  return (await pdfText(await openPdf(bytes))).replace(/\s+/g, " ");
}

/** The demo FT with 25 % withholding on 100,00 € of services: 123,00 € total, 98,00 € to pay. */
function withWithholding() {
  return { ...demoInvoiceDetail(), withholdingCents: 2500, withholding: "25,00 €", payableCents: 9800, payable: "98,00 €", withholdingRule: { code: "B_25", label: "Categoria B, 25 %", rateBasisPoints: 2500 } };
}

describe("payment details on FT/ND PDFs", () => {
  it("prints the IBAN in groups of four, the amount after withholding, the due date and the reference", async () => {
    const text = await textOf(await renderInvoicePdf(withWithholding(), PAYMENT));
    expect(text).toContain("Pagamento por transferência bancária");
    expect(text).toContain("IBAN: PT50 0002 0123 1234 5678 9015 4");
    expect(text).toContain("Valor a pagar: 98,00 € · Vencimento: 20/12/2026");
    expect(text).toContain("Indique o número da fatura na transferência.");
  });

  it("prints them on an ND, and nothing without an IBAN", async () => {
    expect(await textOf(await renderInvoicePdf({ ...demoInvoiceDetail(), type: "ND" }, PAYMENT))).toContain("IBAN: PT50");
    expect(await textOf(await renderInvoicePdf(demoInvoiceDetail(), null))).not.toContain("IBAN");
  });

  it.each(["FR", "FS", "NC"] as const)("does not ask for payment on an %s", async (type) => {
    expect(await textOf(await renderInvoicePdf({ ...demoInvoiceDetail(), type }, PAYMENT))).not.toContain("IBAN");
  });

  it("does not ask for payment on an annulled FT", async () => {
    const annulled = { ...demoInvoiceDetail(), annulledAt: "2026-11-21T10:00:00.000Z", annulmentReason: "Duplicada", status: "annulled" as const };
    expect(await textOf(await renderInvoicePdf(annulled, PAYMENT))).not.toContain("IBAN");
  });

  it("groups an IBAN for reading", () => {
    expect(printableIban("PT50000201231234567890154")).toBe("PT50 0002 0123 1234 5678 9015 4");
  });

  it("accepts an IBAN only with valid check digits, and a reference of at most 140 characters", () => {
    expect(profileFields.iban.safeParse("PT50 0002 0123 1234 5678 9015 4").data).toBe("PT50000201231234567890154");
    expect(profileFields.iban.safeParse("PT51000201231234567890154").success).toBe(false);
    expect(profileFields.paymentReference.safeParse("x".repeat(140)).success).toBe(true);
    expect(profileFields.paymentReference.safeParse("x".repeat(141)).success).toBe(false);
  });
});

describe("the email text", () => {
  const facts = { display: "FT 2026/17", type: "FT", dueDate: "2026-12-20", totalCents: 12300, openCents: 9800, companyName: "Oficina Demo, Lda", companyEmail: "geral@oficina.example", iban: PAYMENT.iban };

  it("sends the document with its amount, due date, IBAN and the personal note first", () => {
    const text = messageText("document", { ...facts, note: "Obrigado!" });
    expect(text.indexOf("Obrigado!")).toBeLessThan(text.indexOf("Junto enviamos a fatura FT 2026/17, no valor de 123,00 €."));
    expect(text).toContain("Data de vencimento: 20/12/2026.");
    expect(text).toContain(`Pagamento por transferência para o IBAN ${PAYMENT.iban}.`);
    expect(text).toMatch(/Oficina Demo, Lda\ngeral@oficina.example$/);
  });

  it("reminds of the open amount and the due date, and a paid or credit document names no IBAN", () => {
    expect(messageText("reminder", facts)).toContain("Lembramos que a fatura FT 2026/17 venceu em 20/12/2026 e tem 98,00 € por pagar.");
    expect(messageText("document", { ...facts, type: "NC", display: "NC 2026/2", openCents: 0 })).not.toContain("IBAN");
  });
});
