import { describe, expect, it } from "vitest";
import { EFATURA_FILTERS, EFATURA_PAGE_STATUSES } from "@/app/(app)/efatura/efatura-list";
import { INVOICE_FILTERS, INVOICE_PAGE_STATUSES } from "@/app/(app)/faturas/invoice-list";
import { getEfaturaMovements } from "@/lib/domains/efatura/get-efatura-movements";
import { listInvoices } from "@/lib/domains/invoices/list-invoices";
import { glossaryInconsistencies, glossaryViolation, namesInUse, valueInconsistencies, valuesInUse, valueViolation } from "@/lib/registry/glossary-check";
import { operationList } from "@/lib/registry/registry";
import type { ListFilter } from "@/lib/transports/web/list-query";
import { PROMPTS } from "@/lib/transports/mcp/prompts";

// One name per concept (client review M3): every field of every operation's input and output (REST,
// MCP and the assistant's cards share these schemas) and of every webhook event's data is a concept
// of the glossary under its own name — or an owner's name where the owner's description fixes it, or
// a listed "to rename" use. A new field with a name the glossary does not know, or a known concept
// under another name, fails here. The MCP prompts' arguments ask for the same periods, so they too.

const promptArguments = PROMPTS.flatMap((prompt) => prompt.arguments.map((argument) => ({ name: argument.name, place: `prompt:${prompt.name}.input` as const, path: argument.name })));
const uses = [...namesInUse(operationList), ...promptArguments];

describe("glossary", () => {
  it("sees the nested fields of inputs, outputs and events", () => {
    const paths = new Set(uses.map((use) => `${use.place} ${use.path}`));
    expect(paths).toContain("create_invoice.input lines[].unitEuros");
    expect(paths).toContain("list_clients.output clientes[].nome");
    expect(paths).toContain("event:invoice.issued data.clientName");
    expect(paths).toContain("prompt:fecho_trimestral_iva.input quarter");
  });

  it("refuses a concept under a second name and a name it does not know", () => {
    // The credit-note spelling of a line's quantity on an invoice line, and a made-up abbreviation.
    expect(glossaryViolation({ name: "quantidade", place: "create_invoice.input", path: "lines[].quantidade" })).toMatch(/named `quantity`/);
    expect(glossaryViolation({ name: "qty", place: "create_invoice.input", path: "lines[].qty" })).toMatch(/not in the glossary/);
    // An owner's Portuguese name is kept only where the owner gives it.
    expect(glossaryViolation({ name: "nome", place: "list_items.output", path: "items[].nome" })).toMatch(/`name`/);
    expect(glossaryViolation({ name: "nome", place: "list_clients.output", path: "clientes[].nome" })).toBeNull();
  });

  it("is consistent with itself", () => {
    expect(glossaryInconsistencies(uses)).toEqual([]);
  });

  it("every field name is its concept's one name", () => {
    const violations = [...new Set(uses.map(glossaryViolation).filter((violation) => violation !== null))];
    expect(violations).toEqual([]);
  });
});

// One vocabulary for values too (client review M3): the API's field names were English while an
// invoice's status said `paga`, `por_pagar`, `vencida` and e-Fatura's filter `registado`, `em_falta`.
// Every value an enum or a literal allows in an operation's input or output, and every listed value of
// an event field, is English snake_case, a standard's code, or the owner's (with the line).
describe("glossary of values", () => {
  const values = valuesInUse(operationList);
  const at = (place: string, path: string) => values.filter((use) => use.place === place && use.path === path).map((use) => use.value);

  it("sees the values of inputs, outputs, the assistant's cards and events", () => {
    expect(at("list_invoices.input", "status")).toEqual(["paid", "partially_paid", "unpaid", "overdue", "open", "annulled"]);
    expect(at("list_invoices.output", "faturas[].status")).toEqual(["paid", "partially_paid", "unpaid", "overdue", "credited", "issued", "annulled"]);
    expect(at("get_efatura_movements.input", "status")).toEqual(["registered", "missing"]);
    expect(values.some((use) => use.place === "chat.output" && use.field === "filter" && use.value === "recent")).toBe(true);
    expect(at("event:document.processed", "data.status")).toEqual(["archived", "needs_review", "error"]);
  });

  it("refuses a Portuguese value and one that is not snake_case; keeps the owner's where the owner gives it and the standards' codes", () => {
    const use = (value: string, field = "status", place: `${string}.output` | `${string}.input` = "list_invoices.input") => ({ value, field, place, path: field });
    expect(valueViolation(use("em_aberto"))).toMatch(/Portuguese \(em, aberto\)/);
    expect(valueViolation(use("vencida"))).toMatch(/Portuguese \(vencida\)/);
    expect(valueViolation(use("registado"))).toMatch(/Portuguese/);
    expect(valueViolation(use("partiallyPaid"))).toMatch(/not snake_case/);
    expect(valueViolation(use("partially_paid"))).toBeNull();
    expect(valueViolation(use("criado", "acao", "upsert_client.output"))).toBeNull();
    expect(valueViolation(use("criado", "status", "list_clients.output"))).toMatch(/Portuguese \(criado\)/);
    expect(valueViolation(use("FT", "type"))).toBeNull();
  });

  it("its lists of values are consistent with the registry", () => {
    expect(valueInconsistencies(values)).toEqual([]);
  });

  it("every value of every enum, literal and event field is English snake_case, a standard's code or the owner's", () => {
    const violations = [...new Set(values.map(valueViolation).filter((violation) => violation !== null))];
    expect(violations).toEqual([]);
  });

  // The web pages keep their Portuguese addresses (`/faturas?estado=em_aberto`); each list maps them
  // to the operation's values in one place, and every option of its «Estado» select has a mapping.
  it.each([
    ["/faturas", INVOICE_FILTERS, INVOICE_PAGE_STATUSES, listInvoices.input],
    ["/efatura", EFATURA_FILTERS, EFATURA_PAGE_STATUSES, getEfaturaMovements.input],
  ] as const)("%s maps each of its page's estado values to a status the operation accepts", (_page, filters: readonly ListFilter[], mapping: Readonly<Record<string, string>>, input) => {
    const select = filters.find((filter) => filter.name === "estado");
    if (select?.kind !== "select") throw new Error("no estado select");
    expect(Object.keys(mapping).sort()).toEqual(select.options.map(([value]) => value).sort());
    for (const [pageValue, status] of Object.entries(mapping)) {
      expect(input.safeParse({ status }).success, `${pageValue} → ${status}`).toBe(true);
      expect(status, `${pageValue} is passed to the API untranslated`).not.toBe(pageValue);
    }
  });
});
