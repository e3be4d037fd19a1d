import { describe, expect, it } from "vitest";
import { z } from "zod";
import { issueInvoice } from "@/lib/domains/invoices/issue-invoice";
import { portugueseFieldErrors } from "@/lib/transports/web/portuguese-errors";

const LABELS = { clientName: "Cliente", clientNif: "NIF do cliente", description: "Descrição", quantity: "Quantidade", unitEuros: "Preço unitário", email: "Email" };

function errorsFor(payload: unknown) {
  const result = issueInvoice.input.safeParse(payload);
  if (result.success) throw new Error("expected a refusal");
  return portugueseFieldErrors(result.error, LABELS);
}

describe("pt-PT messages for web forms", () => {
  it("names the field and line in Portuguese for the invoice form's usual mistakes", () => {
    const fields = errorsFor({ clientName: "", type: "FT", lines: [{ description: "", quantity: 1, unitEuros: Number.NaN }] });
    expect(fields).toEqual({
      clientName: "Cliente: é obrigatório",
      "lines[0].description": "Descrição da linha 1: é obrigatório",
      "lines[0].unitEuros": "Preço unitário da linha 1: tem de ser um número",
    });
  });

  it("says why a NIF is refused, in Portuguese", () => {
    expect(errorsFor({ clientName: "A", clientNif: "123456780", lines: [{ description: "x", unitEuros: 1 }] }).clientNif).toBe("NIF do cliente: não é válido (o algarismo de controlo não confere)");
    expect(errorsFor({ clientName: "A", clientNif: "12345", lines: [{ description: "x", unitEuros: 1 }] }).clientNif).toBe("NIF do cliente: tem de ter exatamente 9 algarismos");
  });

  it("states limits with Portuguese numbers and no English left", () => {
    const fields = errorsFor({ clientName: "A", lines: [{ description: "x", quantity: 0, unitEuros: 2_000_000 }] });
    expect(fields["lines[0].quantity"]).toBe("Quantidade da linha 1: tem de ser maior do que zero");
    expect(fields["lines[0].unitEuros"]).toBe("Preço unitário da linha 1: tem de ser no máximo 1\u00a0000\u00a0000");
  });

  it("covers a missing field, a too-long text and an email", () => {
    const schema = z.object({ clientName: z.string().max(3), email: z.email() });
    const result = schema.safeParse({ clientName: "abcdef", email: "no" });
    expect(result.success).toBe(false);
    expect(portugueseFieldErrors(result.error!, LABELS)).toEqual({ clientName: "Cliente: tem no máximo 3 caracteres", email: "Email: não é um endereço de email válido" });
    const missing = z.object({ clientName: z.string() }).safeParse({});
    expect(portugueseFieldErrors(missing.error!, LABELS)).toEqual({ clientName: "Cliente: é obrigatório" });
  });
});
