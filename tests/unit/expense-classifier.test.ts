import { describe, expect, it } from "vitest";
import { CATEGORY_RULES, EXPENSE_CATEGORIES } from "@/lib/domains/documents/extraction/categories";
import { classifyExpense, itemLines, REVIEW_BELOW } from "@/lib/domains/documents/extraction/expense-classifier";
import { classifyPurchase, USER_RULE_REASON, type PurchaseInput } from "@/lib/domains/documents/extraction/purchase-classification";
import { foreignVatId, reverseChargeFrom } from "@/lib/domains/documents/extraction/reverse-charge";
import { textFields } from "@/lib/domains/documents/extraction/text-fields";
import { nifCheckDigit } from "@/lib/core/nif";

// Issue 31 §1 (audit W1, ux 3): the category comes from the item lines, each rule with its article of
// the CIVA; the audit's twelve documents as regression tests; reverse charge; the user's rule.

const COMPANY = "516234579";
const nif = (body: string) => body + nifCheckDigit(body);

/** A supplier invoice as the audit wrote them: a text PDF naming the buyer, with a «Taxa Incidência IVA» table. */
function invoice(supplier: string, address: string[], supplierNif: string, lines: string[], rate: number, baseCents: number, buyerNif = COMPANY): string {
  const vat = Math.round((baseCents * rate) / 100);
  const euros = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");
  return [supplier, ...address, `NIF ${supplierNif}`, "Fatura FT A/1", "Data: 20/11/2026", `Cliente: NIF ${buyerNif}`, ...lines, "Taxa Incidência IVA", `${rate}% ${euros(baseCents)} ${euros(vat)}`, `Total ${euros(baseCents + vat)} €`].join("\n");
}

function classify(text: string, extra: Partial<PurchaseInput> = {}) {
  const fields = textFields(text, COMPANY);
  const vatCents = fields.vatCents ?? null;
  const netCents = fields.totalCents !== undefined && vatCents !== null ? fields.totalCents - vatCents : null;
  return { vatCents, ...classifyPurchase({ text, supplierName: fields.supplierName ?? null, supplierNif: fields.supplierNif ?? null, buyerNif: fields.buyerNif ?? null, vatCents, netCents, companyNif: COMPANY, ...extra }) };
}

describe("the audit's twelve documents (W1): category from the lines, deductible VAT per CIVA arts. 20.º–21.º", () => {
  const cases: { name: string; text: string; category: string; vat: number; deductible: number }[] = [
    { name: "hotel: accommodation, 0 % (art. 21.º, n.º 1, al. d))", text: invoice("Hotel Avenida Palace, S.A.", ["Rua 1.º de Dezembro, 123", "1200-359 Lisboa"], nif("50012345"), ["Alojamento - 2 noites"], 6, 20_000), category: "alojamento", vat: 1_200, deductible: 0 },
    { name: "car repair and tyres: passenger car, 0 % (art. 21.º, n.º 1, al. a))", text: invoice("Auto Reparadora Silva, Lda", ["Estrada de Benfica, 410", "1500-100 Lisboa"], nif("50823411"), ["Revisão e substituição de pneus — viatura ligeira de passageiros"], 23, 40_000), category: "viaturas ligeiras de passageiros", vat: 9_200, deductible: 0 },
    { name: "car renting: passenger car, 0 % (art. 21.º, n.º 1, al. a))", text: invoice("Ayvens Portugal, S.A.", ["Av. José Malhoa, 16", "1070-159 Lisboa"], nif("50212763"), ["Renda mensal de aluguer operacional (renting) — viatura ligeira de passageiros"], 23, 50_000), category: "viaturas ligeiras de passageiros", vat: 11_500, deductible: 0 },
    { name: "consulting at an address in «Parque das Nações»: 100 % (art. 20.º)", text: invoice("Lisboa Tech Advisors, Lda", ["Alameda dos Oceanos, Lote 1.02", "Parque das Nações", "1990-203 Lisboa"], nif("51433870"), ["Consultoria em cibersegurança"], 23, 100_000), category: "serviços profissionais", vat: 23_000, deductible: 23_000 },
    { name: "a cable «bobine de 305 metros»: goods, 100 % (art. 20.º)", text: invoice("Distribuidora Eletro Norte, Lda", ["Zona Industrial da Maia, Lote 7", "4470-122 Maia"], nif("50765432"), ["Cabo UTP Cat6 — bobine de 305 metros"], 23, 15_000), category: "mercadorias para revenda", vat: 3_450, deductible: 3_450 },
    { name: "Galp Power electricity: not fuel, 100 % (art. 20.º)", text: invoice("Galp Power, S.A.", ["Rua Tomás da Fonseca, Torre C", "1600-209 Lisboa"], nif("50453421"), ["Eletricidade — loja"], 23, 30_000), category: "eletricidade e água", vat: 6_900, deductible: 6_900 },
    { name: "diesel: 50 %, half up (art. 21.º, n.º 1, al. b))", text: invoice("Galp Energia, S.A.", [], nif("50434750"), ["Gasóleo rodoviário 30,00 l"], 23, 5_396), category: "combustíveis", vat: 1_241, deductible: 621 },
    { name: "gasoline: 0 % (art. 21.º, n.º 1, al. b))", text: invoice("Repsol Portuguesa, S.A.", [], nif("50312098"), ["Gasolina sem chumbo 95"], 23, 5_000), category: "combustíveis", vat: 1_150, deductible: 0 },
    { name: "EDP electricity: 100 % (art. 20.º)", text: invoice("EDP Comercial, S.A.", ["Av. 24 de Julho, 12", "1249-300 Lisboa"], nif("50359713"), ["Energia elétrica — consumo de outubro"], 23, 10_000), category: "eletricidade e água", vat: 2_300, deductible: 2_300 },
    { name: "restaurant: meals, 0 % (art. 21.º, n.º 1, al. d))", text: invoice("Restaurante O Pátio, Lda", [], nif("51488213"), ["Refeição — almoço com cliente"], 13, 4_000), category: "refeições", vat: 520, deductible: 0 },
    { name: "Via Verde tolls: 0 % (art. 21.º, n.º 1, al. c))", text: invoice("Via Verde Portugal, S.A.", [], nif("50399765"), ["Portagens — outubro"], 23, 2_000), category: "deslocações", vat: 460, deductible: 0 },
    { name: "MEO telecoms: 100 % (art. 20.º)", text: invoice("MEO — Serviços de Comunicações e Multimédia, S.A.", [], nif("50467101"), ["Serviço de fibra e telemóveis"], 23, 5_000), category: "telecomunicações", vat: 1_150, deductible: 1_150 },
  ];
  for (const example of cases) {
    it(example.name, () => {
      const result = classify(example.text);
      expect(result.vatCents).toBe(example.vat);
      expect(result.category).toBe(example.category);
      expect(result.vatDeductibleCents).toBe(example.deductible);
      expect(result.question).toBeNull();
      expect(result.reason).toContain("CIVA art.");
    });
  }

  it("in sum: 0 € over- and 0 € under-deducted where the keyword classifier gave +219 € and −299 €", () => {
    const over = cases.reduce((sum, example) => sum + Math.max(0, (classify(example.text).vatDeductibleCents ?? 0) - example.deductible), 0);
    const under = cases.reduce((sum, example) => sum + Math.max(0, example.deductible - (classify(example.text).vatDeductibleCents ?? 0)), 0);
    expect({ over, under }).toEqual({ over: 0, under: 0 });
  });

  it("an invoice issued to another NIF: no deduction (art. 19.º, n.º 2), said in the reason", () => {
    const result = classify(invoice("EDP Comercial, S.A.", [], nif("50359713"), ["Energia elétrica"], 23, 10_000, "501442600"));
    expect(result.vatDeductibleCents).toBe(0);
    expect(result.reason).toContain("art. 19.º, n.º 2");
  });
});

describe("what never decides the category", () => {
  it("the supplier's name: «Galp», «BP» or «Repsol» in the name do not make fuel, «BPI» is not «BP»", () => {
    expect(classifyExpense("Galp Power, S.A.\nNIF 504534210\nEletricidade — consumo").category).toBe("eletricidade e água");
    expect(classifyExpense("Banco BPI, S.A.\nComissão de manutenção de terminal de pagamento (TPA)").category).toBe("serviços profissionais");
    expect(classifyExpense("Repsol Gás Portugal\nGás natural canalizado — outubro").category).toBe("eletricidade e água");
  });

  it("addresses and units: «Parque das Nações», «305 metros», postcodes are not items", () => {
    expect(itemLines("Lisboa Tech Advisors, Lda\nAlameda dos Oceanos, 1\nParque das Nações\n1990-203 Lisboa\nNIF 514338700\nConsultoria")).toEqual(["Consultoria"]);
    expect(classifyExpense("Eletro Norte\nCabo coaxial — rolo de 100 metros").category).not.toBe("deslocações");
  });

  it("words match whole words only: «alojamento web» is software, «metros» is not the metro", () => {
    expect(classifyExpense("PTisp\nAlojamento web — plano anual").category).toBe("software e serviços cloud");
    expect(classifyExpense("Metro de Lisboa, E.P.E.\nBilhete de metro — 10 viagens").category).toBe("deslocações");
    expect(classifyExpense("Loja\nFita métrica 5 metros").category).not.toBe("deslocações");
  });
});

describe("one rule per category, with its article (data in CATEGORY_RULES)", () => {
  const rule = (text: string, category: string, share: number, article: RegExp) => {
    const result = classify(text);
    expect(result.category).toBe(category);
    expect(result.vatCents === null ? null : result.vatDeductibleCents).toBe(result.vatCents === null ? null : Math.round((result.vatCents + (result.reverseCharge?.selfAssessedVatCents ?? 0)) * share));
    expect(result.reason).toMatch(article);
  };
  const doc = (line: string, rate = 23, base = 10_000) => invoice("Fornecedor Exemplo, Lda", ["Rua Nova, 1", "1000-001 Lisboa"], nif("50999999"), [line], rate, base);

  it("every category has a share between 0 and 1 and a legal source", () => {
    for (const category of EXPENSE_CATEGORIES) {
      expect(CATEGORY_RULES[category].share).toBeGreaterThanOrEqual(0);
      expect(CATEGORY_RULES[category].share).toBeLessThanOrEqual(1);
      expect(CATEGORY_RULES[category].source).toMatch(/CIVA art\. \d+\.º/);
    }
  });
  it("passenger car purchase, leasing, parking: 0 % (CIVA art. 21.º, n.º 1, al. a))", () => {
    rule(doc("Leasing automóvel — Mercedes C220d, renda 12/48"), "viaturas ligeiras de passageiros", 0, /art\. 21\.º, n\.º 1, al\. a\)/);
    rule(doc("Estacionamento — avença mensal"), "viaturas ligeiras de passageiros", 0, /art\. 21\.º, n\.º 1, al\. a\)/);
  });
  it("car-only repairs and parts are car costs without the word «viatura»: 0 % (CIVA art. 21.º, n.º 1, al. a))", () => {
    rule(doc("Substituição da embraiagem — Opel Corsa"), "viaturas ligeiras de passageiros", 0, /art\. 21\.º, n\.º 1, al\. a\)/);
  });
  it("goods bought to resell stay goods whatever they are (coffee beans for resale: 100 %, CIVA art. 20.º)", () => {
    rule(doc("Café em grão 1 kg — para revenda"), "mercadorias para revenda", 1, /art\. 20\.º/);
    expect(classifyExpense("Fornecedor\nAssinatura anual do jornal Expresso").category).not.toBe("transportes de mercadorias");
  });
  it("a goods van's repair is not a passenger car: 100 % (CIVA art. 20.º; art. 21.º, n.º 1, al. a) names viaturas de turismo)", () => {
    rule(doc("Reparação da caixa de velocidades — furgão Renault Master (viatura comercial)"), "manutenção e reparações", 1, /art\. 20\.º/);
  });
  it("electric car within the cost limit: 100 %; above it: 0 % (CIVA art. 21.º, n.º 2, al. f))", () => {
    rule(doc("Viatura ligeira de passageiros 100% elétrica Renault Megane E-Tech", 23, 3_500_000), "viaturas elétricas e híbridas plug-in", 1, /art\. 21\.º, n\.º 2, al\. f\)/);
    const expensive = classify(doc("Viatura ligeira de passageiros elétrica Porsche Taycan", 23, 9_000_000));
    expect(expensive.vatDeductibleCents).toBe(0);
    expect(expensive.reason).toContain("acima de 62500 €");
  });
  it("diesel 50 %, gasoline 0 %, heavy goods vehicle's diesel 100 % (CIVA art. 21.º, n.º 1, al. b))", () => {
    rule(doc("Gasóleo simples 40 l"), "combustíveis", 0.5, /al\. b\)/);
    rule(doc("Gasolina 95 — 30 l"), "combustíveis", 0, /gasolina: não dedutível/);
    rule(doc("Gasóleo — camião pesado de mercadorias 45-AB-67"), "combustíveis", 1, /pesados/);
  });
  it("transport, travel and tolls: 0 % (CIVA art. 21.º, n.º 1, al. c))", () => {
    rule(doc("Bilhete de comboio Lisboa–Porto", 6), "deslocações", 0, /al\. c\)/);
  });
  it("meals and accommodation: 0 % (CIVA art. 21.º, n.º 1, al. d))", () => {
    rule(doc("Jantar de Natal da equipa", 13), "refeições", 0, /al\. d\)/);
    rule(doc("Estadia 3 noites — quarto duplo", 6), "alojamento", 0, /al\. d\)/);
  });
  it("participation in a congress or fair: 25 % (CIVA art. 21.º, n.º 2, al. d))", () => {
    rule(doc("Inscrição no congresso nacional de contabilidade"), "congressos e feiras", 0.25, /n\.º 2, al\. d\)/);
  });
  it("electricity, gas and water; telecoms; software; goods for resale; equipment; office supplies; advertising; freight; repairs; construction; professional services; rents: 100 % (CIVA art. 20.º)", () => {
    for (const [line, category] of [
      ["Gás natural canalizado — consumo", "eletricidade e água"],
      ["Abastecimento de água — novembro", "eletricidade e água"],
      ["Tarifário telemóvel empresarial", "telecomunicações"],
      ["Licença anual de software de faturação", "software e serviços cloud"],
      ["Artigos para revenda — 20 un.", "mercadorias para revenda"],
      ["Computador portátil HP", "equipamento"],
      ["Toner e papel A4", "material de escritório"],
      ["Campanha de publicidade em rádio", "publicidade"],
      ["Envio de encomendas — 5 volumes", "transportes de mercadorias"],
      ["Reparação da máquina de café da loja — mão de obra", "manutenção e reparações"],
      ["Empreitada de remodelação da loja", "construção e obras"],
      ["Honorários de contabilidade", "serviços profissionais"],
      ["Renda do armazém — dezembro", "rendas"],
    ] as const) rule(doc(line), category, 1, /art\. 20\.º/);
  });
  it("insurance: no VAT (CIVA art. 9.º, n.º 28)", () => {
    rule(doc("Prémio de seguro multirriscos — apólice 991", 0), "seguros", 1, /art\. 9\.º, n\.º 28/);
  });
});

describe("low confidence goes to a person with a question in Portuguese", () => {
  it("a QR-only receipt (no lines) gets no guessed category (ux 3)", () => {
    const result = classifyPurchase({ text: "", supplierName: null, supplierNif: "512345120", buyerNif: COMPANY, vatCents: 385, netCents: 2_650, companyNif: COMPANY });
    expect(result.question).toMatch(/Que tipo de despesa é esta\?/);
    expect(result.confidence).toBeLessThan(REVIEW_BELOW);
  });
  it("lines with nothing known ask the same question", () => {
    expect(classifyExpense("Ferragens Silva\nParafusos M8 inox\nBuchas 10 mm").question).toMatch(/Que tipo de despesa/);
  });
  it("lines of two categories with different deductions ask which one", () => {
    const result = classifyExpense("Área de Serviço\nGasóleo 20 l\nAlmoço — prato do dia");
    expect(result.question).toMatch(/linhas de .* e de .*deduções de IVA diferentes/);
  });
  it("a weak hint alone (a car named, no service) asks to confirm", () => {
    const result = classifyExpense("Fornecedor\nAutomóvel");
    expect(result.confidence).toBeLessThan(REVIEW_BELOW);
    expect(result.question).toMatch(/Confirme ou escolha a categoria certa/);
  });
});

describe("a user's rule for the supplier beats the classifier", () => {
  it("takes the rule's category and says so, with the share the user set (art. 21.º, n.º 2)", () => {
    const text = invoice("Galp Energia, S.A.", [], nif("50434750"), ["Gasóleo rodoviário"], 23, 10_000);
    const ruled = classify(text, { rule: { category: "combustíveis", deductibleShare: 1 } });
    expect(ruled).toMatchObject({ category: "combustíveis", categorySource: "user_rule", vatDeductibleCents: 2_300, question: null });
    expect(ruled.reason).toContain(USER_RULE_REASON);
    const recategorised = classify(invoice("Loja X, Lda", [], nif("50999999"), ["Almoço"], 13, 1_000), { rule: { category: "mercadorias para revenda", deductibleShare: null } });
    expect(recategorised).toMatchObject({ category: "mercadorias para revenda", vatDeductibleCents: 130 });
  });
});

describe("reverse charge on purchases (CIVA art. 2.º, n.º 1, al. i)/j), RITI)", () => {
  const microsoft = ["Microsoft Ireland Operations Ltd", "One Microsoft Place, South County Business Park", "Dublin 18, Ireland", "VAT IE 8256796U", "Invoice E0600ABCDE", "Data: 03/11/2026", "Cliente: NIF PT516234579", "Microsoft 365 Business Standard — 5 licenses", "Reverse charge — Article 196, Directive 2006/112/EC", "Total 60,00 €"].join("\n");

  it("a software subscription from Ireland: self-assessed 23 %, due and deductible", () => {
    expect(foreignVatId(microsoft)).toEqual({ country: "IE", id: "IE8256796U" });
    const result = classifyPurchase({ text: microsoft, supplierName: "Microsoft Ireland Operations Ltd", supplierNif: null, buyerNif: COMPANY, vatCents: 0, netCents: 6_000, companyNif: COMPANY });
    expect(result.category).toBe("software e serviços cloud");
    expect(result.reverseCharge).toMatchObject({ kind: "servicos_ue", selfAssessedVatCents: 1_380 });
    expect(result.vatDeductibleCents).toBe(1_380);
    expect(result.reason).toMatch(/Autoliquidação: 13,80 € .*art\. 2\.º, n\.º 1, al\. i\)/);
  });
  it("construction services from a Portuguese contractor: art. 2.º, n.º 1, al. j)", () => {
    const text = invoice("Construções Ribeiro, Lda", [], nif("50667788"), ["Subempreitada de remodelação da loja", "IVA - autoliquidação"], 0, 300_000);
    expect(reverseChargeFrom(text, { vatCents: 0, netCents: 300_000, supplierNif: nif("50667788"), category: "construção e obras" })).toMatchObject({ kind: "construcao", selfAssessedVatCents: 69_000 });
  });
  it("goods from another EU country: intra-Community acquisition (RITI)", () => {
    const text = "Elektro GmbH\nUSt-IdNr. DE 123456789\nMonitore zum Wiederverkauf\nArtigos para revenda — 10 un.\nTotal 1000,00 €";
    expect(reverseChargeFrom(text, { vatCents: null, netCents: 100_000, supplierNif: null, category: "mercadorias para revenda" })?.kind).toBe("bens_ue");
  });
  it("a supplier that charged Portuguese VAT is never reverse-charged", () => {
    expect(reverseChargeFrom("Bolt Operations OÜ\nVAT EE 102090374\nViagem", { vatCents: 72, netCents: 1_200, supplierNif: null, category: "deslocações" })).toBeNull();
  });
});
