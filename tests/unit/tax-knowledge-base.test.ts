import { describe, expect, it } from "vitest";
import { answerLocally } from "@/lib/domains/tax/ask-tax-expert";
import { PASSAGES } from "@/lib/domains/tax/knowledge";

// The knowledge base's shape (issue #33, coverage): a few hundred passages, each with its legal
// source, the year its figures hold for and the day checked; what could not be confirmed is said in
// the answer, never given as certain.

describe("tax knowledge base", () => {
  it("holds at least 250 passages with unique ids", () => {
    expect(PASSAGES.length).toBeGreaterThanOrEqual(250);
    expect(new Set(PASSAGES.map((passage) => passage.id)).size).toBe(PASSAGES.length);
  });

  it("CIRS art. 119.º n.º 1 d) (W20): category B withholding is declared in the Modelo 10, never «declarado na DMR»", () => {
    const categoryB = PASSAGES.find((passage) => passage.id === "retencao-categoria-b")!;
    expect(categoryB.text).toContain("Modelo 10");
    for (const passage of PASSAGES.filter((candidate) => /categoria B/.test(candidate.title))) expect(passage.text, passage.id).not.toMatch(/declarad[oa]s? na DMR/);
  });

  it("writes no control character into a passage's patterns (a «\\b» typed as a backspace never matches)", () => {
    const patterns = PASSAGES.flatMap((passage) => [passage.mustName, passage.turnsOn?.stated, passage.turnsOn?.when].filter((pattern): pattern is RegExp => pattern instanceof RegExp).map((pattern) => [passage.id, pattern.source] as const));
    expect(patterns.length).toBeGreaterThan(10);
    for (const [id, source] of patterns) expect(source, id).not.toMatch(/[\u0000-\u001f]/);
  });

  it("answers whether fines count for IRC from the passage on fines, not from the general rule on costs", () => {
    const answer = answerLocally("as coimas que a empresa paga contam para o irc?");
    expect(answer.type).toBe("answer");
    expect(answer.sources.map((source) => source.reference).join(" ")).toContain("23.º-A");
  });

  it("gives every covered passage a legal reference and a year", () => {
    for (const passage of PASSAGES.filter((candidate) => !candidate.outOfScope)) {
      expect(passage.reference, passage.id).toMatch(/art\.|Decreto|Lei|Portaria|lista|Código|Regime|RITI|CIVA/);
      expect(passage.year, passage.id).toBeGreaterThanOrEqual(2025);
      expect(passage.subjects.length, passage.id).toBeGreaterThan(0);
    }
  });

  it("keeps a check date only on passages verified against a primary source, with the source found; every other passage is flagged", () => {
    const verified = PASSAGES.filter((passage) => passage.verification !== "unverified");
    for (const passage of PASSAGES) {
      if (passage.verification === "unverified") continue;
      expect(passage.verification.checkedOn, passage.id).toMatch(/^2026-\d\d-\d\d$/);
      // The source names a primary text (the law, the Diário da República, the consolidated text) and where it was read.
      expect(passage.verification.source, passage.id).toMatch(/(CIVA|CIRS|CIRC|Decreto-Lei|Portaria|Lei) .*(info\.portaldasfinancas|Diário da República|dre\.|occ\.pt|«)/);
    }
    // The figures the last checks confirmed (IAS 2026, cars, refunds, IRC coefficients, IRS Jovem, cash VAT, invoice deadline,
    // the art. 53.º threshold and its 25 % in-year tolerance, the royalties withholding; set 7: bottled water, verba 3.1
    // since the OE 2024, the cash-payment fine, the 2026 minimum wage, a month without invoices).

    // (round tax-gate: the rent withholding and the cash limits, against the law's text as quoted by the OCC and ASAE.)
    // (round tune8: the 2026 meal-allowance limits of Portaria 51-B/2026/1, and the monthly VAT switch of CIVA art. 41.º, n.º 5 after DL 49/2025, as quoted by the OCC.)
    // (round tax13: the AT's four years to assess, LGT art. 45.º, on the Portal das Finanças' consolidated text.)
    expect(verified.map((passage) => passage.id).sort()).toEqual(
      ["caducidade-liquidacao", "efatura-inexistencia-faturacao", "faturas-prazo-emissao", "ias-2026", "irc-regime-simplificado", "irc-tributacao-autonoma-viaturas", "irs-jovem", "iva-art53-ultrapassar", "iva-cafe-pastelaria-balcao", "iva-caixa", "iva-isencao-art53", "iva-lista-agua", "iva-reembolso", "iva-refrigerantes-restauracao", "iva-regime-trimestral-mensal", "numerario-limites", "retencao-direitos-autor", "retencao-rendas", "salario-minimo", "salario-minimo-custo-liquido", "ss-taxas-art168", "subsidio-refeicao", "subsidios-retencao-autonoma"].sort(),
    );
  });

  it("ends an answer from an unverified passage with «confirme com o seu contabilista certificado», and one from a verified passage with its check date", () => {
    const unverified = answerLocally("qual é a taxa de iva normal no continente?");
    expect(unverified.sources[0]?.verifiedAt).toBeNull();
    expect(unverified.resposta).toMatch(/confirme com o seu contabilista certificado\.$/);
    const verified = answerLocally("Qual é o limite de volume de negocios para aderir ao IVA de caixa?");
    expect(verified.sources[0]).toMatchObject({ verifiedAt: "2026-11-27" });
    expect(verified.sources[0]?.verificationSource).toContain("Decreto-Lei 34/2025");
    expect(verified.resposta).toMatch(/verificado em 2026-11-27\)\.$/);
  });

  it("warns, in the answer, about what a passage could not confirm for the year", () => {
    const answer = answerLocally("qual é o iva do gás de garrafa?");
    expect(answer.sources[0]?.title).toBe("IVA do gás (natural e de garrafa)");
    expect(answer.resposta).toContain("Atenção:");
    expect(answer.resposta).toContain("23%");
  });

  it("gives a confirmed passage without a warning", () => {
    const answer = answerLocally("qual é o valor do IAS em 2026?");
    expect(answer.resposta).toContain("537,13");
    expect(answer.resposta).not.toContain("Atenção:");
  });
});
