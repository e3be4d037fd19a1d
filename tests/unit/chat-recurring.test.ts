import { describe, expect, it } from "vitest";
import { classifyIntent } from "@/lib/domains/chat/local/classify-intent";
import { readRecurringRequest } from "@/lib/domains/chat/local/recurring-request";

// The local engine's avenças: which messages are orders (create, pause, resume) and which are
// questions, and what an order to create one says (frequency, day, client, price, description).

describe("avenças in the local engine", () => {
  it("reads an avença from one sentence", () => {
    expect(readRecurringRequest("cria uma avença mensal de 150 € + IVA para a Padaria X no dia 1", [])).toEqual({
      frequency: "monthly",
      dayOfMonth: 1,
      clientName: "Padaria X",
      clientNif: null,
      description: "Avença mensal",
      unitCents: 15000,
      vatRate: 23,
      vatIncluded: false,
      problems: [],
    });
    expect(readRecurringRequest("criar avença anual de 1.200 euros ao Rui Costa por manutenção do site", [])).toMatchObject({ frequency: "yearly", dayOfMonth: null, clientName: "Rui Costa", description: "Manutenção do site", unitCents: 120000 });
    expect(readRecurringRequest("nova avença trimestral de 600 € com IVA incluído para o Café Central no dia 15", [])).toMatchObject({ frequency: "quarterly", dayOfMonth: 15, clientName: "Café Central", vatIncluded: true });
    // A known client by its name without the legal form takes the stored name and NIF.
    expect(readRecurringRequest("cria uma avença mensal de 80 € para a Joana no dia 5", [{ name: "Joana, Lda", nif: "503504564" }])).toMatchObject({ clientName: "Joana, Lda", clientNif: "503504564" });
  });

  it("says what is missing or wrong instead of guessing", () => {
    expect(readRecurringRequest("cria uma avença mensal para a Padaria X", []).problems).toEqual(["falta o valor (por exemplo «de 150 € + IVA»)"]);
    expect(readRecurringRequest("cria uma avença mensal de 150 €", []).problems).toEqual(["falta o cliente (por exemplo «para a Padaria Lusitana»)"]);
    expect(readRecurringRequest("cria uma avença de 150 € para a Padaria X no dia 40", []).problems).toEqual(["o dia 40 não existe (use 1 a 31)"]);
  });

  it("tells orders from questions, and an avença from a one-off invoice", () => {
    expect(classifyIntent("faz uma fatura recorrente mensal de 80 € para a Joana Lda").intent).toBe("create_recurring_invoice");
    expect(classifyIntent("emite uma fatura à Joana de 100 €").intent).toBe("issue_invoice");
    expect(classifyIntent("pausa a avença da Padaria X").intent).toBe("recurring_pause");
    expect(classifyIntent("retoma a avença da Padaria X").intent).toBe("recurring_pause");
    expect(classifyIntent("tenho alguma avença em pausa?").intent).toBe("recurring_invoices");
    expect(classifyIntent("quando é a próxima fatura da avença X?").intent).toBe("recurring_invoices");
    expect(classifyIntent("quais as últimas faturas emitidas?").intent).toBe("invoices");
  });
});
