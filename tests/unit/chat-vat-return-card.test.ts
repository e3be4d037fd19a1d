import { describe, expect, it } from "vitest";
import { chatCardSchema } from "@/lib/domains/chat/chat-card";
import { vatReturnCard } from "@/lib/domains/chat/intents/vat-return";
import { cardFromToolResult } from "@/lib/domains/chat/model/card-from-tool-result";

// The VAT return's chat card (issue #32), the same from the local engine and from a model's tool call.

const field = (campo: number, amountCents: number | null, known = true) => ({
  field: campo, label: `Campo ${campo}`, source: "Instruções", known, amountCents, amount: amountCents === null ? null : `${amountCents / 100} €`,
  reason: null, formula: null, lineCount: 0, lines: [], linesPath: `/api/v1/vat-return/fields/${campo}?year=2026&quarter=3`,
});

const output = {
  period: { type: "quarter" as const, year: 2026, quarter: 3, month: null, label: "3.º trimestre de 2026", startDate: "2026-07-01", endDate: "2026-09-30" },
  vatRegime: "trimestral" as const,
  fields: [field(1, 0), field(3, 100_000), field(4, 23_000), field(61, null, false), field(90, 5_000), field(91, 23_000), field(93, 18_000), field(94, 0)],
  unplaced: [],
  resultCents: 18_000,
  result: "180,00 €",
  complete: false,
  efatura: { lines: [], booksVatCents: 0, efaturaVatCents: 0, differenceCents: 0 },
  readiness: [
    { check: "documents_in_review" as const, label: "Compras por rever", count: 2, webPath: "/documentos" },
    { check: "unmatched_movements" as const, label: "Movimentos por conciliar", count: 0, webPath: "/banco" },
  ],
};

describe("VAT return card", () => {
  it("holds the result, the totals, the filled or unknown fields, what blocks filing and the page's link", () => {
    const card = chatCardSchema.parse(vatReturnCard(output));
    expect(card).toMatchObject({ type: "vat_return", resultCents: 18_000, result: "180,00 €", complete: false, webPath: "/calendario/iva?ano=2026&trimestre=3" });
    if (card.type !== "vat_return") throw new Error("not a vat_return card");
    expect(card.fields.map((entry) => entry.field)).toEqual([3, 4, 61, 90, 91, 93, 94]);
    expect(card.unresolved).toEqual([{ label: "Compras por rever", count: 2, webPath: "/documentos" }]);
  });

  it("is the same card when a model calls get_vat_return", () => {
    expect(cardFromToolResult("get_vat_return", { year: 2026, quarter: 3 }, output)).toEqual(vatReturnCard(output));
  });
});
