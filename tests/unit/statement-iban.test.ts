import { describe, expect, it } from "vitest";
import { otherAccountIban, statementHeaderIban } from "@/lib/domains/bank/statement-iban";

describe("the IBAN a statement's header names", () => {
  const statement = (header: string) => `${header}\nData;Descrição;Montante\n01-11-2026;TRF;10,00\n`;

  it("reads a spaced or compact IBAN from the preamble and ignores invalid ones", () => {
    expect(statementHeaderIban(statement("Conta: PT50 0002 0123 1234 5678 9015 4"))).toBe("PT50000201231234567890154");
    expect(statementHeaderIban(statement("IBAN;PT50000201231234567890154"))).toBe("PT50000201231234567890154");
    expect(statementHeaderIban(statement("Conta: PT50 0002 0123 1234 5678 9015 5"))).toBeNull();
  });

  it("warns only when the header names an account other than the known ones", () => {
    const other = statement("Conta: PT50 0002 0123 1234 5678 9015 4");
    expect(otherAccountIban(other, ["PT50003506510000000000061"])).toBe("PT50000201231234567890154");
    expect(otherAccountIban(other, ["", "PT50 0002 0123 1234 5678 9015 4"])).toBeNull();
    expect(otherAccountIban(other, ["", null])).toBeNull();
    expect(otherAccountIban(statement("Extrato"), ["PT50003506510000000000061"])).toBeNull();
  });
});
