import { describe, expect, it } from "vitest";
import { classifyIntent } from "@/lib/domains/chat/local/classify-intent";
import { creditReasonIn } from "@/lib/domains/chat/local/credit-reason";
import { documentNumberIn } from "@/lib/domains/chat/local/document-in-message";
import { paymentDateIn } from "@/lib/domains/chat/local/payment-date";

// How the assistant reads payments and credit notes: the document's number, the reason, and which
// messages are orders (drafted) rather than questions.

describe("document numbers in a message", () => {
  it("reads the type, year and sequence, defaulting to an FT", () => {
    expect(documentNumberIn("regista o pagamento da FT 2026/12")).toMatchObject({ type: "FT", display: "FT 2026/12" });
    expect(documentNumberIn("a Joana pagou 400 € da fatura 2026/012")).toMatchObject({ type: "FT", display: "FT 2026/12" });
    expect(documentNumberIn("nota de crédito à fatura-recibo 2025/3")).toMatchObject({ type: "FR", display: "FR 2025/3" });
    expect(documentNumberIn("recebi a ND 2026/4")).toMatchObject({ type: "ND", display: "ND 2026/4" });
    expect(documentNumberIn("lança o recebimento da fatura n.º 2026/14")).toMatchObject({ display: "FT 2026/14" });
    expect(documentNumberIn("recebi 400 € da Joana")).toBeNull();
  });

  it("points past the number, where a reason may follow", () => {
    const message = "faz uma nota de crédito de 50 € à FT 2026/12 por desconto";
    expect(message.slice(documentNumberIn(message)!.end)).toBe(" por desconto");
  });
});

describe("the reason of a credit note", () => {
  const reason = (message: string) => creditReasonIn(message, documentNumberIn(message)?.end ?? 0);
  it("reads it after the number, or after «motivo», keeping accents", () => {
    expect(reason("faz uma nota de crédito de 50 € à FT 2026/12 por desconto")).toBe("Desconto");
    expect(reason("emite uma nota de crédito à FT 2026/3, motivo: serviço faturado em duplicado")).toBe("Serviço faturado em duplicado");
    expect(reason("nota de crédito para a fatura 2026/7 porque o cliente devolveu a encomenda")).toBe("O cliente devolveu a encomenda");
    expect(reason("motivo: devolução, nota de crédito à FT 2026/2")).toBe("Devolução");
  });

  it("is missing rather than guessed", () => {
    expect(reason("faz uma nota de crédito de 50 € à FT 2026/12")).toBeNull();
    expect(reason("faz uma nota de crédito à FT 2026/12 por 50 €")).toBeNull();
  });
});

describe("orders and questions", () => {
  it("drafts an order and leaves a question to the reading intents", () => {
    expect(classifyIntent("a Joana pagou 400 € da fatura 2026/12").intent).toBe("register_payment");
    expect(classifyIntent("regista o pagamento da FT 2026/12").intent).toBe("register_payment");
    expect(classifyIntent("a FT 2026/12 já está paga?").intent).not.toBe("register_payment");
    expect(classifyIntent("quem me pagou este mês?").intent).not.toBe("register_payment");
    expect(classifyIntent("emite uma nota de crédito à FT 2026/12 por erro, 50 €").intent).toBe("credit_note");
    expect(classifyIntent("quantas notas de crédito emiti?").intent).not.toBe("credit_note");
    expect(classifyIntent("emite uma fatura à Joana Lda de 100 € por consultoria").intent).toBe("issue_invoice");
  });
});

describe("the day a payment was received", () => {
  const today = "2026-11-23";
  it("reads yesterday, a numeric date and a named one, never a document number", () => {
    expect(paymentDateIn("a Joana pagou ontem a FT 2026/12", today)).toEqual({ day: "2026-11-22" });
    expect(paymentDateIn("recebi a FT 2026/12 a 20/11", today)).toEqual({ day: "2026-11-20" });
    expect(paymentDateIn("recebi a FT 2026/12 em 3-10-2026", today)).toEqual({ day: "2026-10-03" });
    expect(paymentDateIn("pagou a FT 2026/12 no dia 5 de novembro", today)).toEqual({ day: "2026-11-05" });
    expect(paymentDateIn("regista o pagamento da FT 2026/12", today)).toBeNull();
  });

  it("names a day that does not exist instead of using today", () => {
    expect(paymentDateIn("pagou a FT 2026/12 a 31/11", today)).toEqual({ unreadable: "31/11" });
  });
});
