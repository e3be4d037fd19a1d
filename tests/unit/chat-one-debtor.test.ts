import { describe, expect, it } from "vitest";
import { classifyIntent } from "@/lib/domains/chat/local/classify-intent";
import { invoiceListAnswer } from "@/lib/domains/chat/local/invoice-list-answer";
import { debtorNameIn } from "@/lib/domains/chat/local/one-debtor";
import type { OperationContext } from "@/lib/kernel/operation";
import { vi } from "vitest";

// Class: how much ONE debtor owes (a singular verb, a name) is that client's receivables — its open invoices and what
// is still open on them; each client's debt, or the clients who owe most, is the clients' card; what the company owes
// the State or the bank is neither. A name that is none of the company's clients is said so, not answered with every
// client's invoices.

vi.mock("@/lib/domains/chat/call-operation", async (original) => ({
  ...(await original<typeof import("@/lib/domains/chat/call-operation")>()),
  callOperation: vi.fn(async () => ({ clientes: [{ nome: "Café Central, Lda" }, { nome: "Joana Silva" }], faturas: [], nextCursor: null })),
}));

describe("how much one client owes", () => {
  it("is that client's receivables, in several word orders and in English", () => {
    for (const message of ["quanto me deve a Sonae?", "a Sonae ainda me deve quanto?", "o Zé das Couves deve-me quanto?", "qual é a dívida do Café Central?", "quanto é que o Café Central me deve, ao todo?", "how much does Sonae owe me?", "quanto ainda deve a Joana Silva?"])
      expect(classifyIntent(message).intent, message).toBe("receivables");
  });

  it("leaves each client's debt to the clients' card, and the company's own debts to others", () => {
    for (const message of ["quanto me deve cada cliente?", "que clientes me devem mais dinheiro?", "dívida por cliente", "how much does each customer owe?"]) expect(classifyIntent(message).intent, message).toBe("clients");
    for (const message of ["quanto devo às finanças?", "quanto deve a empresa ao banco?", "quanto IVA devo este trimestre?", "how much VAT will we owe for Q1?"]) expect(classifyIntent(message).intent, message).not.toMatch(/^(receivables|clients)$/);
  });

  // Round chat4: «deve» with the company as the debtor (a supplier, a landlord as creditor; «I/we owe»; «a empresa deve»)
  // or as a modal before an infinitive («quanto deve custar…», «quanto deve faturar um freelancer…») is no client's debt.
  it("leaves what the company owes a supplier, and «deve» as a modal, out of a client's debt", () => {
    for (const message of ["quanto devo ao fornecedor Tintas Lda?", "quanto deve a empresa ao fornecedor de madeira?", "quanto é que a minha empresa deve à Galp?", "how much do I owe my supplier Acme?", "how much do we still owe Tintas Lda?", "qual a dívida da minha empresa ao senhorio?"])
      expect(classifyIntent(message).intent, message).not.toMatch(/^(receivables|clients)$/);
    for (const message of ["quanto deve faturar um trabalhador independente para pagar IVA?", "quanto tempo deve levar a resposta do reembolso?", "quanto deve custar um contabilista por mês?"])
      expect(classifyIntent(message).intent, message).not.toMatch(/^(receivables|clients)$/);
  });

  it("reads the debtor's name as written", () => {
    expect(debtorNameIn("quanto me deve a Sonae?")).toBe("Sonae");
    expect(debtorNameIn("quanto me deve o Zé das Couves?")).toBe("Zé das Couves");
    expect(debtorNameIn("quanto me deve?")).toBeNull();
  });

  it("says so when the name is none of the company's clients, and lists nothing", async () => {
    const answer = await invoiceListAnswer({ scopes: ["read", "chat"] } as unknown as OperationContext, "quanto me deve a Sonae?", "open");
    expect(answer.card).toBeNull();
    expect(answer.reply).toContain("Não encontrei «Sonae»");
    const known = await invoiceListAnswer({ scopes: ["read", "chat"] } as unknown as OperationContext, "quanto me deve o Café Central?", "open");
    expect(known.card).toMatchObject({ type: "invoices", cliente: "Café Central, Lda", count: 0 });
  });
});
