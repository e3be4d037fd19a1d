import { describe, expect, it } from "vitest";
import { recurringEditInput } from "@/lib/transports/web/recurring-edit-input";

// Editar avença posts the lines the person kept; fields the form does not show (a line's kind, its
// withholding flag) come from the saved template and must stay with their own line.

const TEMPLATE = {
  clientName: "Padaria Estrela",
  series: "A",
  withholdingRule: "irs_101_1_b_25",
  lines: [
    { description: "Licença de software", quantity: 1, unitEuros: 100, vatRate: 23, kind: "goods", subjectToWithholding: false },
    { description: "Consultoria", quantity: 2, unitEuros: 60, vatRate: 23, kind: "services", subjectToWithholding: true },
  ],
};

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries({ id: "rec_1", frequency: "monthly", dayOfMonth: "1", startDate: "2026-12-01", clientName: "Padaria Estrela", withholdingRule: "irs_101_1_b_25", ...fields })) data.set(name, value);
  return data;
}

describe("Editar avença → update_recurring_invoice's input", () => {
  it("keeps each line's hidden fields with that line when the line above it is removed", () => {
    // Line 1 removed on the page: the form posts the former line 2 as lines[0], saying where it came from.
    const input = recurringEditInput(form({ "lines[0].templateLine": "1", "lines[0].description": "Consultoria", "lines[0].quantity": "2", "lines[0].unitEuros": "60", "lines[0].vatRate": "23" }), TEMPLATE);
    expect(input.template.lines).toEqual([{ kind: "services", subjectToWithholding: true, description: "Consultoria", quantity: 2, unitEuros: 60, vatRate: 23 }]);
  });

  it("gives a line added on the page none of the template's hidden fields", () => {
    const input = recurringEditInput(
      form({
        "lines[0].templateLine": "0", "lines[0].description": "Licença de software", "lines[0].quantity": "1", "lines[0].unitEuros": "100", "lines[0].vatRate": "23",
        "lines[1].description": "Formação", "lines[1].quantity": "1", "lines[1].unitEuros": "80,50", "lines[1].vatRate": "23",
      }),
      TEMPLATE,
    );
    expect(input.template.lines).toEqual([
      { kind: "goods", subjectToWithholding: false, description: "Licença de software", quantity: 1, unitEuros: 100, vatRate: 23 },
      { description: "Formação", quantity: 1, unitEuros: 80.5, vatRate: 23 },
    ]);
    expect(input.template).toMatchObject({ series: "A", withholdingRule: "irs_101_1_b_25" });
  });
});
