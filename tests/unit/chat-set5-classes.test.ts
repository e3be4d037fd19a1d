import { describe, expect, it } from "vitest";
import { classifyIntent } from "@/lib/domains/chat/local/classify-intent";

// Round chat5 (issue #33): the classes found on chat set 5's tuned half, each treated as a class. The sentences here
// are new ones, neither the intents' examples nor the evaluation's sets or probes; each class has sentences that must
// stay out of it.

const intentOf = (message: string) => classifyIntent(message).intent;

describe("«qnd» / «qndo», the owner's shorthand for «quando»", () => {
  it("asks for a deadline like «quando»", () => {
    expect(intentOf("qnd e que se entrega a declaracao do iva deste trimestre?")).toBe("obligations");
    expect(intentOf("qndo tenho de submeter a declaracao periodica?")).toBe("obligations");
  });

  it("leaves the return's figure to the return when no date is asked", () => {
    expect(intentOf("quanto iva vou entregar este trimestre?")).toBe("vat_return");
  });
});

describe("the two ways a VAT return can go, set side by side", () => {
  it("is the VAT return, not two periods compared", () => {
    expect(intentOf("iva a pagar versus iva a receber no 2º trimestre")).toBe("vat_return");
    expect(intentOf("VAT to pay vs VAT to reclaim for Q3")).toBe("vat_return");
  });

  it("leaves two periods compared to the report", () => {
    expect(intentOf("compara o iva a pagar deste trimestre com o do trimestre passado")).toBe("report");
    expect(intentOf("vendas deste ano vs ano passado")).toBe("report");
  });
});

describe("the invoices the owner sent, in English", () => {
  it("is the list of invoices (not «spent» with a typo)", () => {
    expect(intentOf("list the invoices we sent")).toBe("invoices");
    expect(intentOf("which invoices have I sent this month?")).not.toBe("report");
    expect(intentOf("sent invoices")).toBe("invoices");
  });

  it("leaves what was spent to the report", () => {
    expect(intentOf("how much have I spent on fuel this year?")).toBe("report");
  });
});

describe("«passar uma fatura», the everyday order to issue one", () => {
  it("is a draft to confirm, after a wish or a need too", () => {
    expect(intentOf("preciso de passar uma fatura")).toBe("issue_invoice");
    expect(intentOf("quero passar uma fatura ao Bruno Dias de 120€")).toBe("issue_invoice");
  });

  it("is not whether the law requires one, nor handing an invoice over", () => {
    expect(intentOf("tenho de passar uma fatura por uma gorjeta?")).not.toBe("issue_invoice");
    expect(intentOf("passar a fatura ao contabilista")).not.toBe("issue_invoice");
  });
});
