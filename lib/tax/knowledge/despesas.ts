import type { Passage } from "./passage";

export const despesas: Passage[] = [
  {
    id: "iva-dedutivel-exclusoes",
    topic: "Despesas dedutíveis",
    title: "IVA que não se pode deduzir",
    text: "Não se deduz o IVA das viaturas ligeiras de passageiros (compra, aluguer, manutenção), das despesas de transporte e viagens de negócios, de alojamento, alimentação, bebidas e receção, nem das despesas de divertimento e luxo. Nos combustíveis, o IVA do gasóleo, GPL e gás natural é dedutível em 50% (a 100% em viaturas de mercadorias, táxis e veículos de uso exclusivamente profissional); o da gasolina não é dedutível.",
    reference: "CIVA art. 21.º",
    checkedOn: "2026-11-22",
    keywords: "deduzir iva deducao combustivel gasoleo gasolina viatura refeicoes alojamento nao dedutivel 50%",
  },
  {
    id: "despesas-irc-aceites",
    topic: "Despesas dedutíveis",
    title: "Despesas aceites no IRC",
    text: "São aceites como gastos em IRC as despesas incorridas para obter os rendimentos da empresa, comprovadas por fatura emitida em nome da empresa com o seu NIF. Não são aceites, entre outras, as despesas sem documento, as multas e coimas, e parte dos encargos com viaturas ligeiras de passageiros acima dos limites legais; as viaturas estão ainda sujeitas a tributação autónoma.",
    reference: "CIRC art. 23.º, 23.º-A e 88.º",
    checkedOn: "2026-11-22",
    keywords: "gastos aceites irc despesa dedutivel fatura nif multas coimas tributacao autonoma",
  },
];
