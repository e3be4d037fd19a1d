import { parsePortugueseAmount } from "@/lib/core/parse-amount";

type TemplateLine = Record<string, unknown>;

/**
 * Editar avença's fields → update_recurring_invoice's input. The template keeps what the form does not
 * show (series, due days, a line's kind or withholding flag); the lines are the form's. A line that came
 * from the template carries its position there (`lines[i].templateLine`), so removing a line above it
 * cannot hand it another line's hidden fields; a line added on the page keeps none.
 */
export function recurringEditInput(formData: FormData, template: Record<string, unknown>) {
  const text = (name: string) => String(formData.get(name) ?? "").trim();
  const amount = (name: string) => (text(name) === "" ? undefined : (parsePortugueseAmount(text(name)) ?? Number.NaN) / 100);
  const indices = [...new Set([...formData.keys()].flatMap((key) => /^lines\[(\d+)\]\./.exec(key)?.[1] ?? []))].map(Number).sort((a, b) => a - b);
  const previous = (Array.isArray(template.lines) ? template.lines : []) as TemplateLine[];
  const withholdingRule = formData.has("withholdingRule") ? text("withholdingRule") || undefined : (template.withholdingRule as string | undefined);
  const lines = indices.map((index) => {
    const field = (name: string) => text(`lines[${index}].${name}`);
    const itemId = field("itemId");
    const vatRate = field("vatRate") === "" ? undefined : Number(field("vatRate"));
    const templateLine = field("templateLine");
    const kept: TemplateLine = /^\d+$/.test(templateLine) ? (previous[Number(templateLine)] ?? {}) : {};
    return {
      ...(kept.kind !== undefined && !itemId ? { kind: kept.kind } : {}),
      ...(withholdingRule && kept.subjectToWithholding !== undefined ? { subjectToWithholding: kept.subjectToWithholding } : {}),
      ...(itemId ? { itemId } : { description: field("description") }),
      quantity: field("quantity") === "" ? 1 : Number(field("quantity").replace(",", ".")),
      ...(amount(`lines[${index}].unitEuros`) !== undefined ? { unitEuros: amount(`lines[${index}].unitEuros`) } : {}),
      ...(vatRate !== undefined && !itemId ? { vatRate } : {}),
      ...(vatRate === 0 && field("vatExemptionCode") ? { vatExemptionCode: field("vatExemptionCode") } : {}),
    };
  });
  const { clientNif: _nif, clientAddress: _address, withholdingRule: _rule, ...rest } = template;
  return {
    id: text("id"),
    frequency: text("frequency"),
    dayOfMonth: Number(text("dayOfMonth")),
    startDate: text("startDate"),
    endDate: text("endDate") || null,
    send: formData.get("send") === "on",
    template: {
      ...rest,
      clientName: text("clientName"),
      ...(text("clientNif") ? { clientNif: text("clientNif") } : {}),
      ...(text("clientAddress") ? { clientAddress: text("clientAddress") } : {}),
      ...(withholdingRule ? { withholdingRule } : {}),
      lines,
    },
  };
}
