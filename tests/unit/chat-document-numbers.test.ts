import { describe, expect, it } from "vitest";
import { creditNoteIntent } from "@/lib/domains/chat/intents/credit-note";
import { registerPaymentIntent } from "@/lib/domains/chat/intents/register-payment";
import { sendInvoiceIntent } from "@/lib/domains/chat/intents/send-invoice";
import { classifyIntent } from "@/lib/domains/chat/local/classify-intent";
import { documentNumberIn } from "@/lib/domains/chat/local/document-in-message";
import type { OperationContext } from "@/lib/kernel/operation";

// Class: a document named by its number is the document of that kind. A credit note («NC», «nota de crédito»,
// «credit note») or a receipt («RC», «recibo», «receipt») is never read as the invoice FT with the same number,
// so «envia a NC 2026/2» drafts the credit note, and nothing acts on FT 2026/2 by mistake.

describe("credit notes and receipts named by their number", () => {
  it("reads the credit note's and the receipt's type, with spaces or without", () => {
    expect(documentNumberIn("envia a NC 2026/2")).toMatchObject({ type: "NC", display: "NC 2026/2" });
    expect(documentNumberIn("manda a nota de crédito 2026/05 ao cliente")).toMatchObject({ type: "NC", display: "NC 2026/5" });
    expect(documentNumberIn("send credit note 2025/11")).toMatchObject({ type: "NC", display: "NC 2025/11" });
    expect(documentNumberIn("envia o recibo 2026 / 4")).toMatchObject({ type: "RC", display: "RC 2026/4" });
    expect(documentNumberIn("reenvia o RC2026/7")).toMatchObject({ type: "RC", display: "RC 2026/7" });
    expect(documentNumberIn("nota de débito 2026/3")).toMatchObject({ type: "ND", display: "ND 2026/3" });
  });

  it("keeps the invoice when the credit note or the receipt is only the thing asked for", () => {
    expect(documentNumberIn("nota de crédito à fatura-recibo 2025/3")).toMatchObject({ type: "FR" });
    expect(documentNumberIn("faz uma nota de crédito à FT 2026/12")).toMatchObject({ type: "FT", display: "FT 2026/12" });
    expect(documentNumberIn("envia o recibo da FT 2026/9")).toMatchObject({ type: "FT", display: "FT 2026/9" });
    expect(documentNumberIn("envia a 2026/7")).toMatchObject({ type: "FT" });
  });

  it("is still a sending", () => {
    for (const message of ["envia a NC 2026/2", "manda a nota de crédito 2026/3 ao cliente", "envia o RC 2026/4 por email"]) expect(classifyIntent(message).intent).toBe("send_invoice");
  });

  const context = { scopes: ["read", "chat", "invoices:write"] } as unknown as OperationContext;
  const turn = (message: string) => ({ context, message, helpReply: "" });

  it("does not draft a receipt's sending as an invoice's, nor credit or pay a credit note or a receipt", async () => {
    const sent = await sendInvoiceIntent.respond(turn("envia o RC 2026/4 ao cliente"));
    expect(sent.card).toBeNull();
    expect(sent.reply).toContain("RC 2026/4 é um recibo");
    const credited = await creditNoteIntent.respond(turn("anula a NC 2026/2 por erro"));
    expect(credited.card).toBeNull();
    expect(credited.reply).toContain("NC 2026/2 é uma nota de crédito");
    const paid = await registerPaymentIntent.respond(turn("a NC 2026/2 foi paga"));
    expect(paid.card).toBeNull();
    expect(paid.reply).toContain("NC 2026/2 é uma nota de crédito");
  });
});
