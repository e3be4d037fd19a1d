import { z } from "zod";
import { describe, expect, it } from "vitest";
import { updateClient } from "@/lib/domains/clients/update-client";
import { upsertClient } from "@/lib/domains/clients/upsert-client";
import { ApiError } from "@/lib/core/api-error";
import { createCreditNote } from "@/lib/domains/invoices/create-credit-note";
import { issueInvoice } from "@/lib/domains/invoices/issue-invoice";
import type { AnyOperation } from "@/lib/kernel/operation";
import { registerPayment } from "@/lib/domains/payments/register-payment";
import { formFieldOf, type FormFields, refusalOnFields } from "@/lib/transports/web/form-fields";
import { ANNUL_FORM, CLIENT_FORM, CREDIT_NOTE_FORM, INVOICE_FORM, PAYMENT_FORM, RECURRING_EDIT_FORM } from "@/lib/transports/web/form-field-maps";
import { updateRecurringInvoice } from "@/lib/domains/recurring/recurring-invoices";
import { annulInvoice } from "@/lib/domains/invoices/annul-invoice";

// Every path an operation can name in a refusal is one of its input's paths (zod and the books' rules
// alike name input fields). Walked from the registry's own schemas: a field added to an operation
// without a place on its web form fails here, instead of reaching a person as an unmarked error.

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[] };

function inputPaths(schema: Schema, prefix = ""): string[] {
  const variants = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const paths: string[] = [];
  for (const variant of variants) {
    for (const [key, child] of Object.entries(variant.properties ?? {})) {
      const path = prefix ? `${prefix}.${key}` : key;
      paths.push(path, ...inputPaths(child, path));
    }
    if (variant.items) paths.push(...inputPaths(variant.items, `${prefix}[0]`));
  }
  return [...new Set(paths)];
}

/** The id of the document (or client) comes from the page's URL, never from a field. */
const FROM_THE_URL = new Set(["id"]);

const FORMS: { name: string; form: FormFields; operations: AnyOperation[] }[] = [
  { name: "Nova fatura", form: INVOICE_FORM, operations: [issueInvoice as AnyOperation] },
  { name: "Emitir nota de crédito", form: CREDIT_NOTE_FORM, operations: [createCreditNote as AnyOperation] },
  { name: "Registar recebimento", form: PAYMENT_FORM, operations: [registerPayment as AnyOperation] },
  { name: "Anular documento", form: ANNUL_FORM, operations: [annulInvoice as AnyOperation] },
  { name: "Cliente", form: CLIENT_FORM, operations: [upsertClient as AnyOperation, updateClient as AnyOperation] },
  { name: "Editar avença", form: RECURRING_EDIT_FORM, operations: [updateRecurringInvoice as AnyOperation] },
];

describe.each(FORMS)("the $name form has a field for every path its operations can refuse", ({ form, operations }) => {
  // Without a fallback, a path the form has no input (nor parent input) for is left unplaced.
  const withoutFallback = { ...form, fallback: "(nenhum campo)" };
  for (const operation of operations) {
    const paths = inputPaths(z.toJSONSchema(operation.input, { io: "input", unrepresentable: "any" }) as Schema).filter((path) => !FROM_THE_URL.has(path));
    it(`${operation.name}: each input path on a declared field of the form`, () => {
      expect(paths.length).toBeGreaterThan(0);
      const unplaced = paths.filter((path) => formFieldOf(path, withoutFallback) === withoutFallback.fallback);
      expect(unplaced).toEqual([]);
    });
  }
});

describe("a refusal on the invoice form", () => {
  it("puts the FS limit's Portuguese reason whole on «Tipo»", () => {
    const reason = "Uma fatura simplificada a uma empresa não pode exceder 100,00 € (CIVA art. 40.º n.º 1 b)); emita uma fatura (FT ou FR).";
    const english = "A simplified invoice (FS) to a business cannot exceed 100,00 € (CIVA art. 40.º n.º 1 b)); issue an invoice (FT or FR).";
    const shown = refusalOnFields(new ApiError("validation_error", english, { pt: reason, details: [{ path: "type", message: "FS over its legal limit" }] }), INVOICE_FORM);
    expect(shown).toEqual({ message: `Tipo: ${reason}`, fields: { type: `Tipo: ${reason}` } });
  });

  it("puts a line's refusal on that line's input, in Portuguese, naming the line", () => {
    const shown = refusalOnFields(new ApiError("validation_error", "lines[2].itemId: no such catalogue item in this company (list_items)", { details: [{ path: "lines[2].itemId", message: "no such catalogue item in this company (list_items)" }] }), INVOICE_FORM);
    expect(shown.fields).toEqual({ "lines[2].itemId": "Artigo do catálogo da linha 3: o artigo não existe no catálogo" });
  });

  it("puts a path the form has no input for on its closest parent's input", () => {
    expect(formFieldOf("lines[1].subjectToWithholding", INVOICE_FORM)).toBe("lines[1].description");
    expect(formFieldOf("references[0].lines[0].amountEuros", CREDIT_NOTE_FORM)).toBe("valor");
    expect(formFieldOf("references[0].invoiceId", CREDIT_NOTE_FORM)).toBe("linha");
    expect(formFieldOf("nothing.known", INVOICE_FORM)).toBe("type");
  });

  it("puts a refusal without details (a conflict) on the fallback field", () => {
    const shown = refusalOnFields(new ApiError("conflict", "FT 2026/1 has NC 2026/1 in force: annul those notes first.", { pt: "FT 2026/1 tem NC 2026/1: anule primeiro essas notas." }), ANNUL_FORM);
    expect(shown.fields).toEqual({ reason: "Motivo: FT 2026/1 tem NC 2026/1: anule primeiro essas notas." });
  });

  it("shows a refusal's Portuguese (`pt`), never its English, next to the field", () => {
    const error = new ApiError("conflict", "FT 2026/1 has only 246,00 € open; a payment of 300,00 € is refused.", {
      pt: "FT 2026/1 só tem 246,00 € em aberto; recebimento de 300,00 € recusado.",
      details: [{ path: "amountEuros", message: "more than is open" }],
    });
    expect(refusalOnFields(error, PAYMENT_FORM).message).toBe("Valor recebido: FT 2026/1 só tem 246,00 € em aberto; recebimento de 300,00 € recusado.");
    const twoLines = new ApiError("validation_error", "Invalid body.", {
      details: [
        { path: "lines[0].vatRate", message: "in the exemption regime (art. 53.º) the rate is 0 with M10", pt: "no regime de isenção (art. 53.º) a taxa é 0 com M10" },
        { path: "lines[1].vatRate", message: "in the exemption regime (art. 53.º) the rate is 0 with M10", pt: "no regime de isenção (art. 53.º) a taxa é 0 com M10" },
      ],
    });
    expect(Object.values(refusalOnFields(twoLines, INVOICE_FORM).fields).join(" ")).not.toMatch(/exemption|rate is/);
  });
});
