import { describe, expect, it } from "vitest";
import { matchName } from "@/lib/domains/clients/match-name";

// The general rule, written out as the oracle for the ASCII shortcut.
const byUnicodeRules = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, " ")
    .trim();

describe("matchName", () => {
  it("ignores case, accents, punctuation and spacing", () => {
    expect(matchName("  Água & Pão, Lda. ")).toBe("agua pao lda");
    expect(matchName("CAFÉ  SÃO-JOÃO")).toBe("cafe sao joao");
    expect(matchName("TRF CLIENTE VOLUME FT 2026/17")).toBe("trf cliente volume ft 2026 17");
  });

  it("gives plain ASCII text exactly what the Unicode rules give", () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const samples = ["a^b", "x`y", "^^", "A_B", "tab\there", "", "   ", "~!@#$%^&*()_+{}|:\"<>?"];
    for (let index = 0; index < 2_000; index++) {
      samples.push(Array.from({ length: Math.floor(random() * 30) }, () => String.fromCharCode(0x20 + Math.floor(random() * 95))).join(""));
    }
    for (const sample of samples) expect(matchName(sample), JSON.stringify(sample)).toBe(byUnicodeRules(sample));
  });
});
