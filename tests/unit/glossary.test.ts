import { describe, expect, it } from "vitest";
import { glossaryInconsistencies, glossaryViolation, namesInUse } from "@/lib/registry/glossary-check";
import { operationList } from "@/lib/registry/registry";
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
